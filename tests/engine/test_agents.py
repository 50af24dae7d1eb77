"""The random agent draws as `randrange` would (engine.agents.pick skips only its argument checks), and a decision
gathers its labels and values only when they are read, whatever order they are read in."""
import random

import pytest

from engine.agents import RandomAgent
from engine.runtime import Decision


class _Width:
    def __init__(self, width: int):
        self.width = width


def test_the_random_agent_draws_what_randrange_draws():
    agent, theirs = RandomAgent(7), random.Random(7)
    widths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 100, 1000, 2**40 + 3] * 50
    assert [agent.choose(None, _Width(w)) for w in widths] == [theirs.randrange(w) for w in widths]
    assert agent.rng.getstate() == theirs.getstate()


def test_the_random_agent_refuses_an_empty_range_as_randrange_does():
    with pytest.raises(ValueError):
        RandomAgent(0).choose(None, _Width(0))


def test_the_random_agent_leaves_a_subclass_of_random_to_its_own_randrange():
    class Last(random.Random):
        def randrange(self, width):
            return width - 1

    agent = RandomAgent(0)
    agent.rng = Last(0)
    assert agent.choose(None, _Width(5)) == 4


def test_random_agent_reads_the_width():
    options = [("a", 1), ("b", 2), ("c", 3)]
    agent, reference = RandomAgent(3), random.Random(3)
    assert [agent.choose(None, Decision.of("x", 0, options)) for _ in range(40)] == [reference.randrange(3) for _ in range(40)]


@pytest.mark.parametrize("first", ["labels", "values"])
def test_a_lazy_decision_reads_its_options_in_either_order(first):
    decision = Decision.of("x", 1, [("a", 10), ("b", None)], "prompt")
    second = "values" if first == "labels" else "labels"
    getattr(decision, first)
    assert (decision.labels, decision.values, decision.width) == (("a", "b"), (10, None), 2)
    assert decision == Decision("x", 1, ("a", "b"), "prompt") and getattr(decision, second)


def test_a_roll_draws_what_randint_draws():
    """engine.flow.roll draws its faces itself (getrandbits): the faces randint(1, 6) gives, the generator left the same."""
    from engine.flow import new_state, roll
    from engine.runtime import Game
    from tests.engine.helpers import catalog

    for seed in range(20):
        game = Game(catalog(), new_state(seed, 2), [RandomAgent()] * 2)
        reference = random.Random()
        reference.setstate(game.rng.getstate())
        roll(game, 40)
        faces = [reference.randint(1, 6) for _ in range(40)]
        assert game.state.spaces == [faces.count(face) for face in range(1, 7)]
        assert game.rng.getstate() == reference.getstate()


def test_a_roll_uses_a_generator_s_own_dice():
    """A generator that overrides randint (tests/rulings/support.FixedDice) rolls its own faces."""
    from engine.flow import new_state, roll
    from engine.runtime import Game
    from tests.engine.helpers import catalog

    class Sixes(random.Random):
        def randint(self, a, b):
            return 6

    game = Game(catalog(), new_state(1, 2), [RandomAgent()] * 2, rng=Sixes(1))
    roll(game, 5)
    assert game.state.spaces == [0, 0, 0, 0, 0, 5]
