"""The protocol loop the hostile test bots share: shichinarabe-bot/1, the first legal move at every turn.

`play(name, on_turn=None)` answers "hello" with `name`, calls `on_turn(message)` at every turn and
plays the first legal move unless it returned True (it answered the turn itself), and returns at
"bye". Python 3 standard library only.
"""
import json
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def play(name, on_turn=None):
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "ready", "name": name[:100]})
        elif kind == "turn":
            if on_turn is None or not on_turn(message):
                send({"type": "move", "id": message["id"], "move": message["view"]["legalMoves"][0]})
        elif kind == "bye":
            return
