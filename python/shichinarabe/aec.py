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
from pettingzoo.utils import wrappers

from ._driver import RESET, STEP, Driver, seed_json

_ACTION = struct.Struct("<i")


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's name for the unwrapped environment
    """A game of shichinarabe as an AEC environment, without PettingZoo's order-enforcing wrapper."""

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
        self._reply = None

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
        reply = self._driver.batch(RESET, json.dumps({"seed": game_seed}).encode())
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._take(reply)

    def _take(self, reply):
        """Reads a reply: the player to move and their observation and legal actions (kept sparse)."""
        self._current = int(reply.current[0])
        self._observed = {}
        if self._current >= 0:
            self.agent_selection = self.possible_agents[self._current]
            self._reply = (reply.obs_index.copy(), reply.obs_value.copy(), reply.legal.copy())
        else:
            self._reply = None
        return reply

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        reply = self._take(self._driver.batch(STEP, _ACTION.pack(int(action))))
        self._cumulative_rewards[agent] = 0.0
        if reply.done[0]:
            rewards = reply.rewards[0]
            for i, name in enumerate(self.agents):
                self.rewards[name] = float(rewards[i])
                self.terminations[name] = True
        self._accumulate_rewards()
        if self.render_mode == "human":  # pragma: no cover - not a mode of this environment
            self.render()

    def observe(self, agent):
        cached = self._observed.get(agent)
        if cached is not None:
            return cached
        i = self.agent_name_mapping[agent]
        mask = np.zeros(self.action_count, np.int8)
        if i == self._current and self._reply is not None:
            index, value, legal = self._reply
            observation = np.zeros(self.observation_size, np.float32)
            observation[index] = value
            mask[legal] = 1
        else:
            observation = self._driver.observation(0, i, self.observation_size)
        cached = {"observation": observation, "action_mask": mask}
        self._observed[agent] = cached
        return cached

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi': shichinarabe.env(game, render_mode='ansi')")
            return None
        return self._driver.text(0)

    def move_of(self, action):
        """The move (as the engine writes it, e.g. {'type': 'play', 'card': '7H'}) that an action names now."""
        return self._driver.move_of(0, action)

    def action_of(self, move):
        """The action of a legal move given as a dict, e.g. {'type': 'draw'}."""
        return self._driver.action_of(0, move)

    def close(self):
        self._driver.close()


def env(game="sevens", render_mode=None, **options):
    """A game of shichinarabe as a PettingZoo AEC environment (wrapped to enforce PettingZoo's call order).

    Args:
        game: 'sevens', 'seven-bridge' or 'seven-up'.
        render_mode: None or 'ansi' (render() returns the game as text).
        **options: the game's createGame options, by their JavaScript names (no seed: give it to reset).
    """
    return wrappers.OrderEnforcingWrapper(raw_env(game, render_mode=render_mode, **options))
