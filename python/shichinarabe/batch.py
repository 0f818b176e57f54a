"""Many games of one kind at once, for learners that collect experience in bulk.

`BatchEnv(game, num_envs, **options)` plays `num_envs` games in one Node.js process; in every game
the player to move acts. `reset(seed)` returns `(obs, mask, player)`: float32[num_envs,
observationSize], int8[num_envs, actionCount] and int64[num_envs]. `step(actions)` (one legal
action per game) returns `(obs, mask, player, rewards, done)`, `rewards` float32[num_envs, players]
(the engine's `rewards` on the step that ends a game, else 0) and `done` bool[num_envs]. A game that
ends is dealt again at once, so every row is always live: game i's k-th deal comes from the seed
`"<seed>/<i>/<k>"` of the batch's seed, so a batch replays exactly from its seed.
"""
import json
import os
import struct

import numpy as np
from gymnasium import spaces

from ._driver import RESET, STEP, Driver, seed_json


class BatchEnv:
    """`num_envs` games of `game` ('sevens', 'seven-bridge' or 'seven-up') with the same options."""

    def __init__(self, game="sevens", num_envs=1, **options):
        num_envs = int(num_envs)
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, got {num_envs}")
        self.game = game
        self.num_envs = num_envs
        self.options = dict(options)
        self._driver = Driver(game, self.options, num_envs, True)
        info = self._driver.info
        self.action_count = info["actionCount"]
        self.observation_size = info["observationSize"]
        self.num_players = info["players"]
        self.single_action_space = spaces.Discrete(self.action_count)
        self.single_observation_space = spaces.Box(0.0, 1.0, (self.observation_size,), np.float32)
        self._step = struct.Struct(f"<{num_envs}i")
        self._seed = None
        self._resets = 0
        self._legal = None
        self._counts = None
        self._rng = np.random.default_rng()

    def reset(self, seed=None):
        """Deals every game from the batch's seed; returns `(obs, mask, player)`."""
        if seed is not None:
            self._seed, self._resets = seed_json(seed), 0
            batch_seed = self._seed
            self._rng = np.random.default_rng(abs(hash(str(self._seed))) % 2**63)
        elif self._seed is None:
            self._seed, self._resets = int.from_bytes(os.urandom(6), "little"), 0
            batch_seed = self._seed
        else:
            self._resets += 1
            batch_seed = f"{self._seed}/reset{self._resets}"
        reply = self._driver.batch(RESET, json.dumps({"seed": batch_seed}).encode())
        obs, mask, player, _, _ = self._read(reply)
        return obs, mask, player

    def step(self, actions):
        """Each game's player to move plays their action; returns `(obs, mask, player, rewards, done)`."""
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,):
            raise ValueError(f"step takes one action per game: shape ({self.num_envs},), got {actions.shape}")
        return self._read(self._driver.batch(STEP, self._step.pack(*actions.tolist())))

    def _read(self, reply):
        n = self.num_envs
        obs = np.zeros((n, self.observation_size), np.float32)
        obs.reshape(-1)[reply.obs_index] = reply.obs_value
        mask = np.zeros((n, self.action_count), np.int8)
        mask.reshape(-1)[reply.legal] = 1
        self._legal = reply.legal.copy()
        self._counts = reply.legal_counts.astype(np.int64)
        player = reply.current.astype(np.int64)
        return obs, mask, player, reply.rewards.copy(), reply.done.astype(bool)

    def sample_actions(self, rng=None):
        """One legal action per game, uniformly at random (from the last reply's legal actions)."""
        if self._legal is None:
            raise RuntimeError("reset the BatchEnv first")
        rng = self._rng if rng is None else rng
        starts = np.cumsum(self._counts) - self._counts
        picks = starts + (rng.random(self.num_envs) * self._counts).astype(np.int64)
        return self._legal[picks].astype(np.int64) - np.arange(self.num_envs, dtype=np.int64) * self.action_count

    def render(self, index=0):
        """Game `index` as text."""
        return self._driver.text(int(index))

    def move_of(self, index, action):
        """The move (as the engine writes it) that an action names now in game `index`."""
        return self._driver.move_of(int(index), action)

    def close(self):
        """Ends the Node.js process (also done when the BatchEnv is collected or Python exits)."""
        self._driver.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
