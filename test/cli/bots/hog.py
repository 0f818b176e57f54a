#!/usr/bin/env python3
"""A hostile bot for the referee's tests: at its first turn of every game it takes memory, 64 MB at
a time (every page written), up to 4 GB; refused, it says so on stderr and exits (code 3), a crash
of its own. Given all 4 GB, it lets go and plays on: the first legal move at every turn.
Python 3 standard library only.
"""
import sys

from play import play

CHUNK = 64 << 20
games = set()


def grab(message):
    if message["game"] in games:
        return
    games.add(message["game"])
    held = []
    try:
        while len(held) * CHUNK < 4 << 30:
            held.append(bytearray(CHUNK))  # zeroed: every page written
    except MemoryError:
        print(f"hog: refused after {len(held) * 64} MB", file=sys.stderr, flush=True)
        sys.exit(3)
    print(f"hog: held {len(held) * 64} MB", file=sys.stderr, flush=True)


play("hog", on_turn=grab)
