"""Decisions per second of the Python environments, random masked actions (`npm run bench -- --learning`).

usage: python bench/learning.py [--seconds S] [--envs E] [--games sevens,seven-bridge,seven-up] [--json]

For each game: the PettingZoo AEC environment in one process, played exactly as PettingZoo's
gin_rummy_v4 anchor is measured (seeded once, then reset() between games; each decision
`action_space(agent).sample(mask)`; a decision is a step with a real action), and BatchEnv with E
games (default 64), each step one decision per game, actions drawn uniformly from the legal ones
(`sample_actions()`, and in a second line from the masks with NumPy, as a learner without the
helper would). Prints one JSON line per measurement with --json, else a table.
"""
import argparse
import json
import sys
import time

import numpy as np

import shichinarabe


def aec(game, seconds, seed=1):
    env = shichinarabe.env(game)
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    decisions = games = 0
    start = time.perf_counter()
    first = True
    while True:
        if not first:
            env.reset()
        first = False
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                action = None
            else:
                action = env.action_space(agent).sample(obs["action_mask"])
                decisions += 1
            env.step(action)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    env.close()
    return {"interface": "aec", "game": game, "decisions": decisions, "games": games, "seconds": round(elapsed, 3),
            "decisions_per_s": round(decisions / elapsed, 1)}


def masked_choice(mask, rng):
    """One legal action per row from int8 masks: the first legal action at or after a random start."""
    rows, cols = np.nonzero(mask)
    counts = np.bincount(rows, minlength=mask.shape[0])
    starts = np.cumsum(counts) - counts
    return cols[starts + (rng.random(mask.shape[0]) * counts).astype(np.int64)]


def batch(game, seconds, envs, helper, seed=1):
    env = shichinarabe.BatchEnv(game, envs)
    rng = np.random.default_rng(seed)
    obs, mask, player = env.reset(seed=seed)
    decisions = steps = games = 0
    start = time.perf_counter()
    while True:
        actions = env.sample_actions(rng) if helper else masked_choice(mask, rng)
        obs, mask, player, rewards, done = env.step(actions)
        decisions += envs
        steps += 1
        games += int(done.sum())
        if steps % 16 == 0:
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                break
    env.close()
    return {"interface": f"batch{envs}" + ("" if helper else "-mask"), "game": game, "decisions": decisions,
            "games": games, "seconds": round(elapsed, 3), "decisions_per_s": round(decisions / elapsed, 1)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds per measurement (default 10)")
    parser.add_argument("--envs", type=int, default=64, help="games of BatchEnv (default 64)")
    parser.add_argument("--games", default="sevens,seven-bridge,seven-up", help="games, comma-separated")
    parser.add_argument("--json", action="store_true", help="one JSON line per measurement")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    for game in games:
        if game not in ("sevens", "seven-bridge", "seven-up"):
            parser.error(f"unknown game {game!r}: sevens, seven-bridge or seven-up")
    results = []
    for game in games:
        for run in (lambda: aec(game, args.seconds), lambda: batch(game, args.seconds, args.envs, True),
                    lambda: batch(game, args.seconds, args.envs, False)):
            r = run()
            results.append(r)
            print(json.dumps(r) if args.json else f"{r['game']:13} {r['interface']:12} {r['decisions_per_s']:>12,.0f} decisions/s  ({r['games']} games in {r['seconds']} s)", flush=True)
    return results


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
