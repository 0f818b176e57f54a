"""The AEC environment beyond PettingZoo's checks: the observation dict, masks of agents not to
move, moves by action, the options and their errors, rewards at the end, and the Node.js
process ending with the environment."""
import gc
import subprocess
import sys
import time

import numpy as np
import pytest

import shichinarabe
from shichinarabe import IllegalMoveError, OptionsError


def test_the_agent_to_move_has_a_mask_of_its_legal_actions_and_the_others_zeros():
    env = shichinarabe.env("sevens", jokers=1)
    env.reset(seed=3)
    me = env.agent_selection
    for agent in env.agents:
        obs = env.observe(agent)
        assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.int8
        assert obs["action_mask"].sum() > 0 if agent == me else obs["action_mask"].sum() == 0
        assert env.observation_space(agent).contains(obs)
    legal = np.flatnonzero(env.observe(me)["action_mask"])
    moves = [env.unwrapped.move_of(a) for a in legal]
    assert [env.unwrapped.action_of(m) for m in moves] == list(legal)
    env.close()


def test_rewards_come_at_the_end_and_agents_then_leave():
    env = shichinarabe.env("seven-up", players=2, target=2)
    env.reset(seed=9)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        total[agent] += reward
        env.step(None if terminated else env.action_space(agent).sample(obs["action_mask"]))
    assert sorted(total.values()) == [-1.0, 1.0]
    assert env.agents == []
    env.close()


def test_options_are_the_games_own_and_bad_ones_are_refused():
    env = shichinarabe.env("sevens", variant="kill", players=5, kill={"maxGroup": 4})
    assert env.unwrapped.action_count == 53 and len(env.possible_agents) == 5
    env.close()
    with pytest.raises(OptionsError) as refused:
        shichinarabe.env("sevens", players=9)
    assert refused.value.option == "players"
    with pytest.raises(OptionsError):
        shichinarabe.env("seven-bridge", seed=3)
    with pytest.raises(ValueError):
        shichinarabe.env("chess")


def test_an_illegal_action_is_an_illegal_move_error_with_the_engines_code():
    env = shichinarabe.env("seven-bridge")
    env.reset(seed=1)
    with pytest.raises(IllegalMoveError) as refused:
        env.step(5)  # a discard, before the draw
    assert refused.value.code == "wrong-phase"
    with pytest.raises(IllegalMoveError):
        env.step(10**6)
    env.step(0)  # the draw, still legal
    env.close()


def test_a_seed_deals_as_create_game_does_and_resets_without_one_follow_its_series():
    env = shichinarabe.env("sevens")
    env.reset(seed=42)
    first = env.observe(env.agent_selection)["observation"]
    env.reset()
    env.reset(seed=42)
    np.testing.assert_array_equal(env.observe(env.agent_selection)["observation"], first)
    env.reset(seed="42/1")
    series = env.observe(env.agent_selection)["observation"]
    env.reset(seed=42)
    env.reset()
    np.testing.assert_array_equal(env.observe(env.agent_selection)["observation"], series)
    env.close()


def _alive(process):
    return process.poll() is None


def test_the_node_process_ends_with_close_and_with_the_environment():
    env = shichinarabe.env("sevens")
    process = env._driver._process
    assert _alive(process)
    env.close()
    assert not _alive(process)
    env = shichinarabe.BatchEnv("seven-up", 2)
    process = env._driver._process
    del env
    gc.collect()
    process.wait(timeout=5)
    assert not _alive(process)


def test_the_node_process_ends_when_python_exits():
    code = "import shichinarabe; e = shichinarabe.env('sevens'); e.reset(seed=1); print(e._driver._process.pid)"
    # run from / so that the installed package is imported, not the sources beside the tests
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/")
    pid = int(run.stdout)
    for _ in range(50):
        try:
            with open(f"/proc/{pid}/status") as f:
                if "zombie" in f.read():
                    break
        except FileNotFoundError:
            break
        time.sleep(0.1)
    else:
        pytest.fail(f"the driver (pid {pid}) outlived Python")


def test_step_observe_and_render_before_a_reset_are_refused():
    env = shichinarabe.env("sevens", render_mode="ansi")
    for call in (lambda: env.step(0), lambda: env.observe("player_0"), env.render):
        with pytest.raises(shichinarabe.ShichinarabeError, match="reset"):
            call()
    env.close()
