"""Module 2, Celebrities (lets-waltz.md §2; seed 000 p.8-9): coloured dice among the rolled ones, the
lounge, taking a coloured die (fee, celebrity, VP), holding until the round ends, the VP ladder, the
reroll's white die, and celebrities' abilities in play."""
from __future__ import annotations

from engine import actions, flow, lounge, rules
from engine.agents import RandomAgent
from engine.flow import new_state, play_game
from engine.lounge import DieChoice
from engine.runtime import Game
from tests.cards.lets_waltz.support import catalog, scenario

M2 = "celebrities"


def _with_lounge(game, *celebrities: str) -> None:
    game.state.lounge = list(celebrities)
    game.state.lounge_vp = [game.catalog.celebrities[c].vp for c in celebrities]


def test_three_coloured_dice_are_among_those_rolled() -> None:
    game, _ = scenario(M2, players=2)
    flow.roll(game, 10)
    faces = [f for f in game.state.colored.values()]
    assert sorted(game.state.colored) == ["blue", "red", "yellow"] and all(game.state.spaces[f - 1] for f in faces)
    assert sum(game.state.spaces) == 10  # they replace white ones: still 10 dice


def test_a_coloured_die_costs_a_krone_per_other_die_takes_its_celebrity_and_scores_it() -> None:
    """Red die on a space with 2 other dice: 2 krones; the red lounge space's celebrity (the first, by the
    lounge-colors assumption) is taken and scores its printed 1 VP; the action runs at strength 3."""
    game, _ = scenario(M2, split=["3 krones"], boost=["no"])
    _with_lounge(game, "mahatma-gandhi", "jrr-tolkien", "marie-curie")
    game.state.spaces, game.state.colored = [0, 0, 0, 3, 0, 0], {"red": 4, "blue": None, "yellow": None}
    actions.take_die(game, 0, 4, "red")
    player = game.state.players[0]
    assert player.celebrities == ["mahatma-gandhi"] and player.vp == 1 and player.money == 10 - 2 + 3
    assert game.state.lounge[0] is None and game.state.colored["red"] is None


def test_a_coloured_die_whose_fee_cannot_be_paid_is_not_offered() -> None:
    """Assumption colored-die-fee-unaffordable: the whole fee, or not that die."""
    game, _ = scenario(M2)
    _with_lounge(game, "mahatma-gandhi", "jrr-tolkien", "marie-curie")
    game.state.spaces, game.state.colored = [0, 0, 0, 3, 0, 0], {"red": 4, "blue": None, "yellow": None}
    game.state.players[0].money = 1
    offered = [value for _, value in flow.die_options(game, 0)]
    assert DieChoice(4) in offered and DieChoice(4, "red") not in offered


def test_a_held_celebrity_acts_until_the_round_ends() -> None:
    """Gandhi: rooms cost nothing while held; at the round's end he is discarded and rooms cost again."""
    game, _ = scenario(M2)
    player = game.state.players[0]
    player.celebrities = ["mahatma-gandhi"]
    assert rules.room_cost(game, 0, (2, 1)) == 0
    _with_lounge(game, "jrr-tolkien", "marie-curie", "charlie-chaplin")
    flow.end_round(game)
    assert player.celebrities == [] and "mahatma-gandhi" in game.state.celebrity_discard
    assert rules.room_cost(game, 0, (2, 1)) > 0


def test_the_vp_ladder_one_two_four_then_discarded() -> None:
    game, _ = scenario(M2)
    _with_lounge(game, "jrr-tolkien", "marie-curie", "charlie-chaplin")
    game.state.celebrity_deck = ["agatha-christie"]
    seen = []
    for _ in range(3):
        lounge.clean_up(game)
        seen.append((game.state.lounge[0], game.state.lounge_vp[0]))
    assert seen == [("jrr-tolkien", 2), ("jrr-tolkien", 4), ("agatha-christie", 1)]
    # the pile ran out after Agatha Christie: the discards (Tolkien among them) were reshuffled to refill the rest
    assert "jrr-tolkien" in game.state.lounge[1:] + game.state.celebrity_deck


def test_chaplin_adds_his_two_vp_to_the_vp_for_taking_him() -> None:
    """Assumption chaplin-own-vp: he is held when his VP are scored, so 1 + 2."""
    game, _ = scenario(M2, split=["1 strudel"], boost=["no"])
    _with_lounge(game, "charlie-chaplin", "jrr-tolkien", "marie-curie")
    game.state.spaces, game.state.colored = [1, 0, 0, 0, 0, 0], {"red": 1, "blue": None, "yellow": None}
    actions.take_die(game, 0, 1, "red")
    assert game.state.players[0].vp == 3


def test_chaplin_s_two_vp_do_not_set_him_off_again() -> None:
    game, _ = scenario(M2)
    game.state.players[0].celebrities = ["charlie-chaplin"]
    rules.add_vp(game, 0, 4, "guests")
    assert game.state.players[0].vp == 6


def test_the_reroll_discards_a_white_die_when_there_is_one() -> None:
    game, script = scenario(M2, players=2)
    game.state.spaces, game.state.colored = [1, 0, 0, 0, 0, 1], {"red": 6, "blue": None, "yellow": None}
    for player in game.state.players:
        player.passed = True
    flow._reroll(game)
    (offered,) = [o for kind, o in script.seen if kind == "discard-die"] or [("discard a 1",)]
    assert all("red" not in label for label in offered)
    assert sum(game.state.spaces) == 1 and game.state.dustbin == 1


def test_whole_games_with_celebrities() -> None:
    records = []
    game = Game(catalog(M2), new_state(3, 3), [RandomAgent(s) for s in range(3)], records.append)
    play_game(game)
    assert game.state.finished and any(r.get("type") == "celebrity" for r in records)
