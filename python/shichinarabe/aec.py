"""Each game as a PettingZoo AEC environment (the learning interface of the library's rules).

`env(game, **options)` takes the game's `createGame` options (their JavaScript names: `players`,
`variant`, `jokers`, `kill={'maxGroup': 4}`, …). Agents are `player_0` … `player_{n-1}`; the agent to
act is the game's player to move. Observations are `{'observation': float32[observationSize],
'action_mask': int8[actionCount]}`: the engine's `observe(state, player)` exactly, and its
`legalActions` as a mask (zeros for an agent not to move). Rewards are 0 until the game ends, then
the engine's `rewards` for everyone. `reset(seed=s)` deals the game `createGame({..., seed: s})`;
a reset without a seed deals the next game of the last seed's series (`"s/1"`, `"s/2"`, …), or a
random one at first.
"""
import json
import os
import struct

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._driver import RESET, STEP, Driver, seed_json
from .errors import ShichinarabeError

_ACTION = struct.Struct("<i")
_HEAD = struct.Struct("<4I")
_CURRENT = struct.Struct("<i")


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's name for an environment class
    """A game of shichinarabe as an AEC environment (what `env` returns). It needs no PettingZoo
    wrapper: the order of calls is checked as it goes (step, observe and render before a reset
    are refused), and an illegal action is an IllegalMoveError from the engine."""

    metadata = {"render_modes": ["ansi"], "name": "shichinarabe_v0", "is_parallelizable": False}

    def __init__(self, game="sevens", render_mode=None, **options):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or 'ansi', got {render_mode!r}")
        self.game = game
        self.options = dict(options)
        self.render_mode = render_mode
        self._driver = Driver(game, self.options, 1, False)
        info = self._driver.info
        self.action_count = info["actionCount"]
        self.observation_size = info["observationSize"]
        self.metadata = {**self.metadata, "name": f"shichinarabe_{game.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(info["players"])]
        self.agent_name_mapping = {agent: i for i, agent in enumerate(self.possible_agents)}
        self.action_spaces = {agent: spaces.Discrete(self.action_count) for agent in self.possible_agents}
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.action_count,), np.int8),
            }
        )
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self._series = None
        self._dealt = 0
        self._current = -1
        self._observed = {}
        self._sparse = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _game_seed(self, seed):
        if seed is not None:
            self._series, self._dealt = seed_json(seed), 0
            return self._series
        if self._series is None:
            self._series, self._dealt = int.from_bytes(os.urandom(6), "little"), 0
            return self._series
        self._dealt += 1
        return f"{self._series}/{self._dealt}"

    def reset(self, seed=None, options=None):
        game_seed = self._game_seed(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._take(self._driver.request(RESET, json.dumps({"seed": game_seed}).encode()))

    def _take(self, view):
        """Reads a reply (a batch frame of one game): who moves now, the end's rewards, and the
        mover's observation and legal actions, kept as bytes until observed."""
        _, players, observed, listed = _HEAD.unpack_from(view, 0)
        self._current = _CURRENT.unpack_from(view, 16)[0]
        self._observed = {}
        at = 24 + 4 * players + 4
        self._sparse = (bytes(view[at:]), observed, listed)
        if self._current >= 0:
            self.agent_selection = self.possible_agents[self._current]
        return view[20] == 1, struct.unpack_from(f"<{players}f", view, 24)

    def _reset_first(self, what):
        if self._sparse is None:
            raise ShichinarabeError(f"reset() the environment before {what}")

    def step(self, action):
        self._reset_first("step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        done, rewards = self._take(self._driver.request(STEP, _ACTION.pack(int(action))))
        self._cumulative_rewards[agent] = 0.0
        if done:
            for name, reward in zip(self.agents, rewards):
                self.rewards[name] = reward
                self.terminations[name] = True
        self._accumulate_rewards()

    def observe(self, agent):
        self._reset_first("observe()")
        cached = self._observed.get(agent)
        if cached is not None:
            return cached
        i = self.agent_name_mapping[agent]
        mask = np.zeros(self.action_count, np.int8)
        if i == self._current:
            tail, observed, listed = self._sparse
            observation = np.zeros(self.observation_size, np.float32)
            observation[np.frombuffer(tail, np.uint32, observed)] = np.frombuffer(tail, np.float32, observed, 4 * observed)
            mask[np.frombuffer(tail, np.uint32, listed, 8 * observed)] = 1
        else:
            observation = self._driver.observation(0, i, self.observation_size)
        cached = {"observation": observation, "action_mask": mask}
        self._observed[agent] = cached
        return cached

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi': shichinarabe.env(game, render_mode='ansi')")
            return None
        self._reset_first("render()")
        return self._driver.text(0)

    def move_of(self, action):
        """The move (as the engine writes it, e.g. {'type': 'play', 'card': '7H'}) that an action names now."""
        self._reset_first("move_of()")
        return self._driver.move_of(0, action)

    def action_of(self, move):
        """The action of a legal move given as a dict, e.g. {'type': 'draw'}."""
        self._reset_first("action_of()")
        return self._driver.action_of(0, move)

    def close(self):
        self._driver.close()


def env(game="sevens", render_mode=None, **options):
    """A game of shichinarabe as a PettingZoo AEC environment.

    Args:
        game: 'sevens', 'seven-bridge' or 'seven-up'.
        render_mode: None or 'ansi' (render() returns the game as text).
        **options: the game's createGame options, by their JavaScript names (no seed: give it to reset).
    """
    return raw_env(game, render_mode=render_mode, **options)
