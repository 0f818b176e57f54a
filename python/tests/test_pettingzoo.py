"""PettingZoo's own checks of every game's AEC environment: api_test and seed_test."""
import warnings

from pettingzoo.test import api_test, seed_test

import shichinarabe


# api_test warns about every environment whose observations are dicts with an action mask (as the
# SPEC asks, and as PettingZoo's own card games do): those two warnings are expected, any other fails.
EXPECTED = ("Observation is not a NumPy array", "Observation space for each agent probably should be")


def test_api_test(case):
    game, options = case
    env = shichinarabe.env(game, **options)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=300)
    unexpected = [str(w.message) for w in caught if not str(w.message).startswith(EXPECTED)]
    assert unexpected == []
    env.close()


def test_seed_test(case):
    game, options = case
    seed_test(lambda: shichinarabe.env(game, **options), num_cycles=200)


def test_render_ansi_returns_the_game_as_text(case):
    game, options = case
    env = shichinarabe.env(game, render_mode="ansi", **options)
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str) and "P1" in text
    env.close()
