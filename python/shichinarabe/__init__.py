"""shichinarabe for Python: the games of the shichinarabe rules engines — Sevens (七並べ, Kill,
Fan Tan), Seven Bridge and Seven Up — as PettingZoo AEC environments (`env`) and a batched
environment (`BatchEnv`), played by the library's own JavaScript in a Node.js process.

    import shichinarabe
    env = shichinarabe.env(game="seven-bridge", players=4)
    env.reset(seed=1)
"""
from .aec import env, raw_env
from .batch import BatchEnv
from .errors import IllegalMoveError, OptionsError, ShichinarabeError, StateError

__all__ = ["env", "raw_env", "BatchEnv", "IllegalMoveError", "OptionsError", "ShichinarabeError", "StateError"]
