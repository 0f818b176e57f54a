#!/usr/bin/env python3
"""A hostile bot for the referee's tests: it tries every door a bot from a stranger could try, tells
what it found in its name (the match log shows it) and on stderr, and plays legal moves.

    python3 spy.py LOG SEED_FILE PORT OUTSIDE_DIR

- the referee's command line: any process whose command line is `… match … --bot …` (in /proc);
  from it, the --out and --seed-file paths (else the LOG and SEED_FILE it was given);
- the match log and the seed file: read them;
- the referee's memory: /proc/<referee>/mem ("none" when no referee is in sight);
- the network: a TCP connection to 127.0.0.1:PORT;
- the disk: a file written in OUTSIDE_DIR, and one in its working directory;
- whatever started the referee: the file descriptors it inherited beyond stdin, stdout and stderr
  (but /dev/null), counted (not used: they may lead anywhere).
It looks once when it starts (its name tells what it found) and again at its first turn of game 1,
when the log has a game in it: then it writes what it found on stderr and answers that turn with
{"type":"report",…} instead of a move, a malformed answer, so that the referee's fault report
shows its stderr. Every other turn it plays the first legal move.
Python 3 standard library only.
"""
import errno
import json
import os
import socket
import sys
import time

from play import play, send

log_path, seed_path, port, outside = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]


def why(error):
    return errno.errorcode.get(error.errno, type(error).__name__) if isinstance(error, OSError) else type(error).__name__


def command_line(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return [a.decode("utf8", "replace") for a in f.read().split(b"\0")]
    except OSError:
        return []


def referee():
    """The referee's pid and command line: its parent's, or any process in sight that is one."""
    pids = [os.getppid()] + [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()]
    for pid in pids:
        argv = command_line(pid)
        if "match" in argv and "--bot" in argv:
            return pid, argv
    return None, None


def option(argv, name, pid):
    if argv is None or name not in argv:
        return None
    value = argv[argv.index(name) + 1]
    return value if value.startswith("/") else os.path.join(os.readlink(f"/proc/{pid}/cwd"), value)


def probe():
    found = {}
    pid, argv = referee()
    found["cmdline"] = "none" if argv is None else "found"
    log = option(argv, "--out", pid) or log_path
    seed = option(argv, "--seed-file", pid) or seed_path
    logged = b""
    try:
        with open(log, "rb") as f:
            logged = f.read()
        found["log"] = f"{len(logged)}B"
    except OSError as e:
        found["log"] = why(e)
    try:
        with open(seed) as f:
            text = f.read().strip()
        found["seed"] = text[:8] if text else "empty"
        if logged and text:
            found["seed-in-log"] = "yes" if text.encode() in logged else "no"
    except OSError as e:
        found["seed"] = why(e)
    try:
        if pid is None:
            found["mem"] = "none"
        else:
            with open(f"/proc/{pid}/maps") as f:
                start = next(int(l.split("-")[0], 16) for l in f if l.split()[1].startswith("r"))
            with open(f"/proc/{pid}/mem", "rb") as f:
                f.seek(start)
                found["mem"] = f"{len(f.read(64))}B"
    except (OSError, StopIteration, ValueError) as e:
        found["mem"] = why(e)
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
            s.sendall(b"spy was here\n")
        found["tcp"] = "open"
    except OSError as e:
        found["tcp"] = why(e)
    for key, where in (("write", outside), ("here", os.getcwd())):
        try:
            with open(os.path.join(where, "spy-was-here.txt"), "w") as f:
                f.write("spy was here\n")
            found[key] = "done"
        except OSError as e:
            found[key] = why(e)
    inherited = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue  # the listing's own descriptor, closed by now
        if int(fd) > 2 and target != "/dev/null":
            inherited += 1
    found["fds"] = str(inherited)
    return found


found = probe()
print("spy found at its start: " + json.dumps(found), file=sys.stderr, flush=True)
reported = False


def look_again(message):
    """At the first turn of game 1: look again, and say what was found (a malformed answer)."""
    global reported
    if message["game"] != 1 or reported:
        return False
    reported = True
    again = probe()
    print("spy found in game 1: " + json.dumps(again), file=sys.stderr, flush=True)
    time.sleep(0.2)  # so that the referee has read the line above when the answer comes
    send({"type": "report", "id": message["id"], "found": again})
    return True


play("spy " + " ".join(f"{k}:{v}" for k, v in found.items()), on_turn=look_again)
