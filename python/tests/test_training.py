"""A short training-shaped loop: a linear softmax policy over the observation, masked to the legal
actions, trained by REINFORCE on whole games of BatchEnv against itself. It checks the plumbing a
learner relies on (observations, masks, players, rewards at the end, games dealt again), not
that it learns (the guide's example shows that)."""
import numpy as np

import shichinarabe


def test_a_masked_policy_gradient_loop_runs_on_batched_games():
    env = shichinarabe.BatchEnv("sevens", 8, players=3)
    rng = np.random.default_rng(0)
    weights = np.zeros((env.observation_size, env.action_count), np.float32)
    obs, mask, player = env.reset(seed=0)
    trajectories = [[] for _ in range(env.num_envs)]
    finished = []
    for _ in range(300):
        logits = obs @ weights
        logits[mask == 0] = -np.inf
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        actions = np.array([rng.choice(env.action_count, p=row) for row in p])
        for i in range(env.num_envs):
            trajectories[i].append((obs[i], mask[i], actions[i], player[i]))
        obs, mask, player, rewards, done = env.step(actions)
        for i in np.flatnonzero(done):
            for o, m, a, who in trajectories[i]:  # REINFORCE: each decision toward its player's reward
                logit = o @ weights
                logit[m == 0] = -np.inf
                q = np.exp(logit - logit.max())
                q /= q.sum()
                grad = -q
                grad[a] += 1
                weights += 0.01 * rewards[i, who] * np.outer(o, np.nan_to_num(grad))
            assert abs(rewards[i].sum()) < 1e-6  # 3 players: 1, 0, −1
            finished.append(rewards[i])
            trajectories[i] = []
    env.close()
    assert len(finished) > 5
    assert np.isfinite(weights).all() and np.abs(weights).sum() > 0
