#!/usr/bin/env python3
"""A random Seven Bridge bot for the shichinarabe referee (protocol shichinarabe-bot/1).

Run it:  shichinarabe match --game seven-bridge --bot "python3 seven_bridge_random.py" \
           --bot builtin:seven-bridge/heuristic
Each turn it picks one of the view's legalMoves at random: a draw, a meld
({"type":"meld","cards":["7H","8H","9H"]}), a lay-off ({"type":"layoff","meld":0,"card":"TH","end":"high"}),
a discard, or in a claim window "pass", "pon" or "chi". Python 3 standard library only.
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
        send({"type": "ready", "name": "seven_bridge_random.py"})
    elif kind == "game":
        if message.get("rules") != "seven-bridge":  # the referee says which game this is
            print(f"I play Seven Bridge, not {message.get('rules')}", file=sys.stderr)
        rng.seed(f"{message['game']}/{message['seat']}")  # same match seed => same games
    elif kind == "turn":
        view = message["view"]  # phase, hands (yours only), melds, discards, claim, ...
        send({"type": "move", "id": message["id"], "move": rng.choice(view["legalMoves"])})
    elif kind == "error":
        print(f"refused: {message['message']}", file=sys.stderr)
    elif kind == "bye":
        break
