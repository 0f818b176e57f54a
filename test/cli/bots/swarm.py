#!/usr/bin/env python3
"""A hostile bot for the referee's tests: before its "ready" it starts a hundred processes that sleep
for a minute (each with the bot's own command line, MARKER included), tells in its name how many it
could start, and plays the first legal move at every turn.

    python3 swarm.py MARKER

Python 3 standard library only.
"""
import os
import sys
import time

from play import play

started = 0
for _ in range(100):
    try:
        pid = os.fork()
    except OSError:
        continue
    if pid == 0:
        os.closerange(0, 3)
        time.sleep(60)
        os._exit(0)
    started += 1
print(f"swarm: started {started} of 100 processes", file=sys.stderr, flush=True)
play(f"swarm started {started} of 100")
