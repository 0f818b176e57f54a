"""BatchEnv: shapes and types as SPEC §9 gives them, games dealt again at once from the batch's
seed, determinism, the same games as the AEC environment deals, and refusals."""
import numpy as np
import pytest

import shichinarabe
from shichinarabe import IllegalMoveError

ENVS = 5


def test_reset_and_step_give_the_shapes_and_types_of_the_spec(case):
    game, options = case
    with shichinarabe.BatchEnv(game, ENVS, **options) as env:
        obs, mask, player = env.reset(seed=7)
        n, size, players = env.action_count, env.observation_size, env.num_players
        assert obs.shape == (ENVS, size) and obs.dtype == np.float32
        assert mask.shape == (ENVS, n) and mask.dtype == np.int8
        assert player.shape == (ENVS,) and np.issubdtype(player.dtype, np.integer)
        finished = 0
        # At least 150 steps, and on until a game has ended (a random Seven Bridge game, its stock
        # rebuilt from the discard pile, lasts several hundred steps).
        for step in range(5000):
            if step >= 150 and finished > 0:
                break
            assert (mask.sum(axis=1) >= 1).all() and set(np.unique(mask)) <= {0, 1}
            assert ((player >= 0) & (player < players)).all()
            assert np.isfinite(obs).all() and obs.min() >= 0 and obs.max() <= 1
            obs, mask, player, rewards, done = env.step(env.sample_actions())
            assert rewards.shape == (ENVS, players) and rewards.dtype == np.float32
            assert done.shape == (ENVS,) and done.dtype == np.bool_
            assert (rewards[~done] == 0).all()
            assert (rewards[done].max(axis=1) == 1).all()  # the winner of every game that ended
            finished += int(done.sum())
        assert finished > 0


def _run(game, options, seed, steps):
    with shichinarabe.BatchEnv(game, ENVS, **options) as env:
        out = [env.reset(seed=seed)]
        rng = np.random.default_rng(3)
        for _ in range(steps):
            out.append(env.step(env.sample_actions(rng)))
        return out


def test_the_same_seed_plays_the_same_games(case):
    game, options = case
    a, b = _run(game, options, 11, 60), _run(game, options, 11, 60)
    for x, y in zip(a, b):
        for u, v in zip(x, y):
            np.testing.assert_array_equal(u, v)
    c = _run(game, options, 12, 0)
    assert not np.array_equal(a[0][0], c[0][0])


def test_game_i_is_dealt_from_the_seed_seed_i_k_as_the_aec_environment_deals_it():
    batch = shichinarabe.BatchEnv("sevens", 3, players=3)
    aec = shichinarabe.env("sevens", players=3)
    obs, mask, player = batch.reset(seed=5)
    for i in range(3):
        aec.reset(seed=f"5/{i}/0")
        o = aec.observe(aec.agent_selection)
        assert aec.agent_selection == f"player_{player[i]}"
        np.testing.assert_array_equal(o["observation"], obs[i])
        np.testing.assert_array_equal(o["action_mask"], mask[i])
    # play row 0 to its end: its next game is "5/0/1"
    aec.reset(seed="5/0/0")
    while True:
        action = batch.sample_actions()
        aec.step(int(action[0]))
        obs, mask, player, rewards, done = batch.step(action)
        if done[0]:
            assert all(aec.terminations.values())
            assert [aec.rewards[a] for a in aec.possible_agents] == pytest.approx(rewards[0].tolist())
            break
    aec.reset(seed="5/0/1")
    np.testing.assert_array_equal(aec.observe(aec.agent_selection)["observation"], obs[0])
    batch.close()
    aec.close()


def test_an_illegal_action_is_refused_and_nothing_is_played():
    with shichinarabe.BatchEnv("seven-up", 3) as env:
        obs, mask, player = env.reset(seed=1)
        actions = env.sample_actions()
        bad = actions.copy()
        bad[1] = int(np.flatnonzero(mask[1] == 0)[0])
        with pytest.raises(IllegalMoveError, match="game 1") as refused:
            env.step(bad)
        assert refused.value.code in ("wrong-phase", "not-in-hand", "malformed", "must-follow")
        obs2, mask2, *_ = env.step(actions)  # the batch is where it was
        with pytest.raises(ValueError):
            env.step(actions[:2])


def test_move_of_names_the_move_of_an_action():
    with shichinarabe.BatchEnv("seven-bridge", 2) as env:
        obs, mask, player = env.reset(seed=2)
        assert env.move_of(0, int(np.flatnonzero(mask[0])[0])) == {"type": "draw"}
