"""The games and option mixes the tests play (each a createGame options dict, by JavaScript names)."""
import pytest

GAMES = {
    "sevens": [{}, {"variant": "kill", "players": 5}, {"jokers": 1, "tunnel": True, "players": 3}],
    "seven-bridge": [{}, {"jokers": 2, "players": 3, "firstRoundClaims": True}],
    "seven-up": [{}, {"partnerships": True}, {"players": 2}],
}
CASES = [(game, options) for game, mixes in GAMES.items() for options in mixes]


def case_id(case):
    game, options = case
    return game + ("" if not options else "-" + "-".join(f"{k}={v}" for k, v in options.items()))


@pytest.fixture(params=CASES, ids=[case_id(c) for c in CASES])
def case(request):
    return request.param
