#!/usr/bin/env python3
"""A random Seven Up (All Fours) bot for the shichinarabe referee (protocol shichinarabe-bot/1).

Run it:  shichinarabe match --game seven-up --bot "python3 seven_up_random.py" \
           --bot builtin:seven-up/heuristic
Each turn it picks one of the view's legalMoves at random: "stand" or "beg" (the eldest),
"gift" or "run" (the dealer), a {"type":"discard","card":"2C"} down to six cards, or a
{"type":"play","card":"JH"} to the trick. Python 3 standard library only.
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
        send({"type": "ready", "name": "seven_up_random.py"})
    elif kind == "game":
        if message.get("rules") != "seven-up":  # the referee says which game this is
            print(f"I play Seven Up, not {message.get('rules')}", file=sys.stderr)
        rng.seed(f"{message['game']}/{message['seat']}")  # same match seed => same games
    elif kind == "turn":
        view = message["view"]  # phase, trump, turnUps, trick, points, hands (yours only), ...
        send({"type": "move", "id": message["id"], "move": rng.choice(view["legalMoves"])})
    elif kind == "error":
        print(f"refused: {message['message']}", file=sys.stderr)
    elif kind == "bye":
        break
