"""The Node.js process that plays the games: the library's learning driver (`_js/driver.js`, copied
from the npm build when the package was built), spoken to in binary frames over its standard input
and output. Each request is a 32-bit little-endian length, an operation byte and its payload; each
reply a length, a status word (0, or 1 for an error as JSON) and the payload. One request, one
reply: a step of 64 games is one round trip.

The process ends with its Driver: on close(), when the Driver is collected, or when Python exits
(a finalizer); if Python dies first, the driver sees its input end and exits by itself.
"""
import json
import os
import shutil
import struct
import subprocess
import weakref

import numpy as np

from .errors import ShichinarabeError, error_of

DRIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_js", "driver.js")

OPEN, RESET, STEP, OBSERVE, TEXT, MOVE, ACTION = 1, 2, 3, 4, 5, 6, 7
GAMES = ("sevens", "seven-bridge", "seven-up")
_HEADER = struct.Struct("<IB")
_BATCH = struct.Struct("<4I")
_MOST_EXACT = 2**53 - 1


def node_path():
    """The Node.js to run: $SHICHINARABE_NODE, else `node` on PATH."""
    node = os.environ.get("SHICHINARABE_NODE") or shutil.which("node")
    if not node:
        raise ShichinarabeError(
            "shichinarabe needs Node.js 20 or later: put `node` on PATH or set SHICHINARABE_NODE"
        )
    return node


def seed_json(seed):
    """A seed as the engine takes it: an integer it can hold exactly, else its decimal string."""
    if isinstance(seed, str):
        return seed
    try:
        value = int(seed)
    except (TypeError, ValueError):
        raise TypeError(f"a seed is an integer or a string, got {seed!r}") from None
    if value != seed or isinstance(seed, bool):
        raise TypeError(f"a seed is an integer or a string, got {seed!r}")
    return value if -_MOST_EXACT <= value <= _MOST_EXACT else str(value)


def _shutdown(process):
    for stream in (process.stdin, process.stdout, process.stderr):
        try:
            stream.close()
        except Exception:  # noqa: BLE001 - closing what is already broken
            pass
    try:
        process.wait(timeout=2)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class Batch:
    """A reply to a reset or a step, read in place: arrays over the driver's reply buffer."""

    __slots__ = ("envs", "players", "current", "done", "rewards", "legal_counts", "obs_index", "obs_value", "legal")

    def __init__(self, view):
        envs, players, observed, listed = _BATCH.unpack_from(view, 0)
        at = _BATCH.size
        self.envs, self.players = envs, players
        self.current = np.frombuffer(view, np.int32, envs, at)
        at += 4 * envs
        self.done = np.frombuffer(view, np.uint8, envs, at)
        at += (envs + 3) & ~3
        self.rewards = np.frombuffer(view, np.float32, envs * players, at).reshape(envs, players)
        at += 4 * envs * players
        self.legal_counts = np.frombuffer(view, np.uint32, envs, at)
        at += 4 * envs
        self.obs_index = np.frombuffer(view, np.uint32, observed, at)
        at += 4 * observed
        self.obs_value = np.frombuffer(view, np.float32, observed, at)
        at += 4 * observed
        self.legal = np.frombuffer(view, np.uint32, listed, at)


class Driver:
    """One Node.js process playing `envs` games of one kind with the same options."""

    def __init__(self, game, options, envs, restart):
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}; got {game!r}")
        if not os.path.isfile(DRIVER):
            raise ShichinarabeError(
                f"{DRIVER} is missing: install the package with `pip install ./python` after `npm ci`"
            )
        self._process = subprocess.Popen(
            [node_path(), DRIVER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
        )
        self._finalizer = weakref.finalize(self, _shutdown, self._process)
        self._write = self._process.stdin.write
        self._readinto = self._process.stdout.readinto
        self._buffer = bytearray(1 << 16)
        self._view = memoryview(self._buffer)
        request = {"game": game, "options": options, "envs": envs, "restart": restart}
        self.info = json.loads(self.json(OPEN, json.dumps(request).encode()))

    @property
    def closed(self):
        return not self._finalizer.alive

    def close(self):
        """Ends the Node.js process (also done when the Driver is collected or Python exits)."""
        self._finalizer()

    def _fill(self, have, need):
        """Reads into the buffer until it holds `need` bytes (it holds `have`)."""
        while have < need:
            got = self._readinto(self._view[have:])
            if not got:
                self._died()
            have += got
        return have

    def _died(self):
        try:
            code = self._process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._process.kill()
            code = self._process.wait()
        try:
            tail = self._process.stderr.read().decode("utf-8", "replace").strip()[-2000:]
        except Exception:  # noqa: BLE001
            tail = ""
        self.close()
        raise ShichinarabeError(f"the Node.js driver stopped (exit {code}){': ' + tail if tail else ''}")

    def request(self, op, payload=b""):
        """Sends a request; returns the reply's payload (a memoryview, valid until the next request)."""
        if self.closed:
            raise ShichinarabeError("the environment is closed")
        message = _HEADER.pack(len(payload) + 1, op) + payload
        sent = 0
        try:
            while sent < len(message):
                sent += self._write(message[sent:])
        except (BrokenPipeError, ValueError):
            self._died()
        have = self._fill(0, 8)
        length = int.from_bytes(self._buffer[0:4], "little") + 4
        if length > len(self._buffer):
            bigger = bytearray(max(length, 2 * len(self._buffer)))
            bigger[:have] = self._buffer[:have]
            self._buffer, self._view = bigger, memoryview(bigger)
        self._fill(have, length)
        if self._buffer[4] != 0:
            raise error_of(json.loads(bytes(self._view[8:length])))
        return self._view[8:length]

    def json(self, op, payload=b""):
        return bytes(self.request(op, payload)).decode("utf-8")

    def batch(self, op, payload):
        return Batch(self.request(op, payload))

    def observation(self, game, player, size):
        """One player's observation of one game, dense."""
        view = self.request(OBSERVE, struct.pack("<II", game, player))
        (count,) = struct.unpack_from("<I", view, 0)
        out = np.zeros(size, np.float32)
        out[np.frombuffer(view, np.uint32, count, 4)] = np.frombuffer(view, np.float32, count, 4 + 4 * count)
        return out

    def text(self, game):
        return self.json(TEXT, struct.pack("<I", game))

    def move_of(self, game, action):
        return json.loads(self.json(MOVE, struct.pack("<Ii", game, int(action))))

    def action_of(self, game, move):
        view = self.request(ACTION, json.dumps({"game": game, "move": move}).encode())
        return struct.unpack_from("<I", view, 0)[0]
