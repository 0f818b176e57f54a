#!/usr/bin/env python3
"""A random bot for the shichinarabe referee (protocol shichinarabe-bot/1).

Run it under the referee:  shichinarabe match --bot "python3 random_bot.py" --bot builtin:calm
It reads one JSON object per line on stdin and writes one per line on stdout; stderr is for logs.
Python 3 standard library only.
"""
import json
import random
import sys

rng = random.Random()


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()  # the referee waits for the whole line


for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "ready", "name": "random_bot.py"})
    elif kind == "game":
        rng.seed(f"{message['game']}/{message['seat']}")  # same match seed => same games
    elif kind == "turn":
        move = rng.choice(message["view"]["legalMoves"])  # never empty on a turn
        send({"type": "move", "id": message["id"], "move": move})
    elif kind == "error":
        print(f"refused: {message['message']}", file=sys.stderr)
    elif kind == "bye":
        break
