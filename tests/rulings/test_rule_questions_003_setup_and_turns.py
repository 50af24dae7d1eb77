"""Seed 003 (English guide, 2022 rules), part "Rule questions", questions 1-7 (how you win, setup, turn order
and the turn): one test per question.

Each docstring names the question, restates the answer in our own words and says what the test checks.
Questions whose answer the engine does not model (or models wrongly) are strict xfails with the reason.
"""
from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from engine import flow, rules
from engine.effects import run_effect
from engine.play import Result
from engine.state import Ref, CafeGuest
from gah.playing import print_scores
from tests.engine.helpers import catalog, guest_id, scenario
from tests.rulings.support import fresh_game, kinds, labels, served_guest, whole_game


GROUPS = {ident: tile.group for ident, tile in catalog().emperor_tiles.items()}


# ---- How do you win? -------------------------------------------------------------------------------------------


def test_q01_how_do_you_win_seven_rounds_three_emperor_scorings_then_final() -> None:
    """Seed 003, Rule questions, "How do you win?".

    Q: when is the game over and who wins?  A: after seven rounds; the Emperor is scored a third time at the
    end of round 7, then final scoring runs, and the largest VP total wins. A VP tie goes to whoever has more
    krones plus kitchen dishes and drinks (items sitting on guests do not count).
    """
    game, log = whole_game()
    assert game.state.finished and game.state.round == 7
    scorings = [rnd for rnd, record in log if record.get("type") == "emperor-scoring"]
    assert sorted(set(scorings)) == [3, 5, 7] and len(scorings) == 3 * len(game.state.players)
    last_emperor = max(i for i, (_, r) in enumerate(log) if r.get("type") == "emperor-scoring")
    first_final = min(i for i, (_, r) in enumerate(log) if r.get("type") == "vp" and r["category"] == "final: rooms")
    assert last_emperor < first_final
    best = max(p.vp for p in game.state.players)
    assert game.state.players[flow.ranking(game)[0]].vp == best

    game, _ = scenario()
    first, second = game.state.players
    first.vp = second.vp = 30
    first.money, first.kitchen = 3, {}
    first.cafe = [CafeGuest(guest_id("Baroness"), {"wine": 2, "coffee": 2})]  # served items are not leftovers
    second.money, second.kitchen = 1, {"wine": 3}
    assert flow.ranking(game) == [1, 0]


def test_q01_how_do_you_win_a_complete_tie_is_shared() -> None:
    """Seed 003, Rule questions, "How do you win?" (second half).

    Q: what if the tiebreak (krones plus kitchen items) is also equal?  A: the rules stop there, so the tied
    players share the place. Checked on the score table the engine prints: both tied seats must be shown first.
    """
    game, _ = scenario()
    for player in game.state.players:
        player.vp, player.money, player.kitchen = 25, 4, {"cake": 1}
    stream = io.StringIO()
    print_scores(Result(game, {}), Console(file=stream, width=160, color_system=None))
    places = re.findall(r"#(\d+): seat \d", stream.getvalue())
    assert places == ["1", "1"]


# ---- Setup -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players, dice", [(2, 10), (3, 12), (4, 14)])
def test_q02_shared_setup_objectives_tiles_guests_and_dice(players: int, dice: int) -> None:
    """Seed 003, Rule questions, "What goes in the shared setup?".

    Q: what goes on the table?  A: one objective and one Emperor tile drawn at random from each of the groups
    A, B and C, five guests face up in the queue, and 10/12/14 dice for 2/3/4 players; each round begins by
    rolling all those dice and sorting them onto the spaces by face.
    """
    game, _, _ = fresh_game(players)
    flow.setup(game)
    state = game.state
    assert state.dice_total == dice
    assert sorted(catalog().objectives[int(o)].group for o in state.objectives) == ["A", "B", "C"]
    assert [GROUPS[t] for t in state.emperor_tiles] == ["A", "B", "C"]
    assert len(state.queue) == 5 and None not in state.queue
    flow.roll(game, state.dice_total)
    assert sum(state.spaces) == dice
    drawn = set()
    for seed in range(12):
        other, _, _ = fresh_game(players, seed)
        flow.setup(other)
        drawn.add((tuple(other.state.objectives), tuple(other.state.emperor_tiles)))
    assert len(drawn) > 1  # drawn at random, not fixed


def test_q03_each_player_starts_with_krones_items_staff_guest_and_three_rooms() -> None:
    """Seed 003, Rule questions, "What does each player start with?".

    Q: what does a player get at the start?  A: 10 krones, one strudel, cake, wine and coffee, six staff cards,
    one guest taken for free (picking from the player right of the start player, going counter-clockwise)
    and exactly three vacant rooms prepared from the bottom-left space outwards, paying floor costs: three
    ground-floor rooms are free, a first-floor-up (floor 2) room costs 1 krone.
    """
    game, _, records = fresh_game(2, prepare_room=["room 1/2", "room 1/3", "room 2/1", "room 1/2"])
    flow.setup(game)
    taken = [r for r in records if r["type"] == "guest-taken"]
    assert [r["seat"] for r in taken] == [1, 0] and all(r["cost"] == 0 for r in taken)
    for player in game.state.players:
        assert player.kitchen == {"strudel": 1, "cake": 1, "wine": 1, "coffee": 1}
        assert len(player.hand) == 6 and len(player.cafe) == 1
        assert sorted(player.rooms.values()) == ["vacant"] * 3 and "1/1" in player.rooms
    first, second = game.state.players
    assert set(first.rooms) == {"1/1", "1/2", "1/3"} and first.money == 10
    assert set(second.rooms) == {"1/1", "2/1", "1/2"} and second.money == 9


def test_q04_staff_setup_default_is_six_random_hidden_cards() -> None:
    """Seed 003, Rule questions, "How do beginner and expert staff setups differ?" (the normal setup).

    Q: how are starting staff dealt normally?  A: six cards at random from the shuffled staff deck (the
    introductory sets and the expert draft are the two alternatives, tested separately below).
    """
    hands = set()
    for seed in range(5):
        game, _, _ = fresh_game(2, seed)
        flow.setup(game)
        assert all(len(p.hand) == 6 for p in game.state.players)
        hands.add(tuple(game.state.players[0].hand))
    assert len(hands) > 1


def test_q04_staff_setup_expert_draft_keep_one_pass_left() -> None:
    """Seed 003, Rule questions, "How do beginner and expert staff setups differ?" (the expert draft).

    Q: how does the expert variant deal staff?  A: each player gets six cards, keeps one and passes the rest to
    the left, until everyone has kept six; the draft replaces the random hand (no second hand of six on top).
    """
    game, script, _ = fresh_game(2)
    game.state.deal = "draft"
    flow.setup(game)
    picks = labels(script, "draft")
    assert [len(p) for p in picks] == [6, 6, 5, 5, 4, 4, 3, 3, 2, 2]  # the last card is kept without asking
    assert picks[3] == picks[0][1:]  # seat 0's packet, minus the card it kept, goes to seat 1
    hands = [p.hand for p in game.state.players]
    assert [len(h) for h in hands] == [6, 6] and not set(hands[0]) & set(hands[1])


@pytest.mark.xfail(strict=True, reason="NOT MODELLED: the introductory staff sets A/B/C/D are not playable: "
                                       "build_catalog (compiler/build.py) never fills Catalog.staff_sets (the "
                                       "staff-set components are skipped; their contents are UNKNOWN in every "
                                       "source) and flow.DEALS only offers 'random' and 'draft'")
def test_q04_staff_setup_introductory_sets_replace_the_random_hand() -> None:
    """Seed 003, Rule questions, "How do beginner and expert staff setups differ?" (the introductory sets).

    Q: what does the beginner variant change?  A: instead of six random cards, the start player takes marked
    set A, the next player set B, and so on; the rest of the staff is shuffled into the deck.
    """
    sets = catalog().staff_sets
    assert set(sets) == {"A", "B", "C", "D"} and all(sets.values())
    assert set(flow.DEALS) - {"random", "draft"}


# ---- Turn order and the turn -------------------------------------------------------------------------------------


def _sequence(game) -> list[int]:
    seats = []
    game.state.spaces = [20, 0, 0, 0, 0, 0]
    while (seat := flow._next_seat(game)) is not None:
        seats.append(seat)
        game.state.players[seat].covered += 1
    return seats


@pytest.mark.parametrize("players, order", [(2, [0, 1, 1, 0]), (3, [0, 1, 2, 2, 1, 0]), (4, [0, 1, 2, 3, 3, 2, 1, 0])])
def test_q05_last_player_acts_twice_in_a_row(players: int, order: list[int]) -> None:
    """Seed 003, Rule questions, "Why can the last player act twice in a row?".

    Q: why does the last seat play two turns back to back?  A: turn numbers are played in ascending order and
    each player holds a low and a high number (1-2-2-1 for two, 1-2-3-3-2-1 for three players); the tiles move
    one seat to the left after each round. Each of the two back-to-back turns has its own guest step and die.
    """
    game, _ = scenario(players=players)
    game.state.round = 1
    flow._deal_turn_tiles(game)
    assert _sequence(game) == order
    game.state.round = 2
    flow._deal_turn_tiles(game)
    assert _sequence(game) == [(seat + 1) % players for seat in order]

    if players == 3:
        game, script = scenario(players=3, guest=["take", "take"], boost=["no", "no"])
        game.state.queue = [49, 50, 51, 52, 53]
        game.state.spaces = [0, 0, 0, 2, 0, 0]
        flow.play_turn(game, 2)
        flow.play_turn(game, 2)
        last = game.state.players[2]
        assert len(last.cafe) == 2 and last.covered == 2 and game.state.spaces[3] == 0
        assert kinds(script).count("guest") == 2


def test_q06_order_within_a_turn_guest_then_die_additional_actions_around() -> None:
    """Seed 003, Rule questions, "What is the order within a turn?".

    Q: in what order does a turn run?  A: first the optional guest, then one die and its main action;
    additional actions (like checking in) fit before, between or after those two steps but never inside an
    action. With a full café, check a satisfied guest in first to free a table for the new guest.
    """
    game, script = scenario(additional=["check in"], guest=["take"], boost=["no"])
    player = game.state.players[0]
    game.state.queue = [60, 61, 62, 66, 67]
    player.cafe = [served_guest("Composer"), CafeGuest(guest_id("Dame")), CafeGuest(guest_id("Apothecary"))]
    player.rooms = {"1/2": "vacant"}  # yellow, for the Composer
    assert not rules.cafe_has_room(game, 0)
    game.state.spaces = [2, 0, 0, 0, 0, 0]
    flow.play_turn(game, 0)
    assert kinds(script) == ["turn", "additional", "guest", "boost", "split"]
    assert player.rooms == {"1/2": "occupied"}
    assert sorted(s.guest for s in player.cafe) == sorted([guest_id("Dame"), guest_id("Apothecary"), 60])


def test_q07_taking_a_guest_costs_slides_refills_and_free_guests_need_a_table() -> None:
    """Seed 003, Rule questions, "How do you take a guest?".

    Q: how does the guest step work?  A: at most one guest per guest step, onto one of three café tables,
    paying 3/2/1/0/0 krones by queue position; the rest slide right and a new guest fills the leftmost space
    (discards are reshuffled if the deck is empty). A reward that gives a free guest skips the cost but
    still needs an empty table.
    """
    game, _ = scenario()
    state, player = game.state, game.state.players[0]
    state.queue = [49, 50, 51, 52, 53]
    state.guest_deck, state.guest_discard = [], [60]
    assert [rules.queue_cost(game, 0, i) for i in range(5)] == [3, 2, 1, 0, 0]
    rules.take_guest(game, 0, 0, rules.queue_cost(game, 0, 0))
    assert state.queue == [60, 50, 51, 52, 53] and player.money == 7 and state.guest_discard == []

    game, _ = scenario(may=["yes"])
    player = game.state.players[0]
    game.state.queue = [49, 50, 51, 52, 53]
    dame = catalog().guests[guest_id("Dame")].reward
    run_effect(game, 0, dame, Ref("guest", 63))
    assert [s.guest for s in player.cafe] == [49] and player.money == 10  # first space, normally 3 krones
    player.cafe += [CafeGuest(60), CafeGuest(61)]
    run_effect(game, 0, dame, Ref("guest", 63))
    assert len(player.cafe) == 3 and game.state.queue[1:] == [50, 51, 52, 53]

    game, script = scenario(guest=["take"], boost=["no"])
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.spaces = [1, 0, 0, 0, 0, 0]
    flow.play_turn(game, 0)
    assert kinds(script).count("guest") == 1 and len(game.state.players[0].cafe) == 1
