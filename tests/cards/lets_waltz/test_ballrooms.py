"""Module 1, Vienna Ballrooms (lets-waltz.md §1.5-1.8; seed 000 p.4-7, p.16-17): the rulebook's worked
scoring examples, each ballroom's scoring, and sending a dancer (leftmost space, row bonus, balcony).

The rows' costs and spaces are unknown in every source; these tests take them from the TEST DATA values file
(tests/fixtures/values/test-data.gah: every cost 2, 3 spaces a row of which 1 is for 4 players only). Only the
mechanics are under test, never those numbers."""
from __future__ import annotations

import pytest

from engine import ballrooms
from engine.flow import new_state
from engine.runtime import Game
from tests.cards.lets_waltz.fixture import catalog_with_values
from tests.engine.helpers import Script


def _game(*placed: tuple[str, str, int], players: int = 3, order=("apollosaal", "zum-sperl", "odeonsaal"), **answers) -> tuple[Game, Script]:
    """A bare game with three ballrooms in place and the given dancers (ballroom, row, seat) on them."""
    chosen, script = catalog_with_values("ballrooms"), Script(**answers)
    state = new_state(0, players)
    state.ballrooms = list(order)
    state.dancers = {b: {row: [] for row in chosen.ballrooms[b].side(players).rows} for b in order}
    for ballroom, row, seat in placed:
        state.dancers[ballroom][row].append(seat)
    for player in state.players:
        player.rehearsal, player.sections = sorted(chosen.rehearsal_rooms)[0], [1, 2, 3, 4]
    return Game(chosen, state, [script] * players), script


def _scored(game: Game, ballroom: str) -> list[int]:
    ballrooms.score_now(game, ballroom)
    return [p.vp for p in game.state.players]


def _many(ballroom: str, row: str, seat: int, n: int) -> list[tuple[str, str, int]]:
    return [(ballroom, row, seat)] * n


def test_zum_sperl_three_three_tie_for_first_shares_fifteen_and_ten_and_the_next_is_third() -> None:
    """[000 p.7]: two players tie for first with 3 dancers each: (15 + 10) / 2 = 12 each; the next takes 5."""
    placed = _many("zum-sperl", "bottom", 0, 3) + _many("zum-sperl", "bottom", 1, 3) + _many("zum-sperl", "bottom", 2, 1)
    game, _ = _game(*placed)
    assert _scored(game, "zum-sperl") == [12, 12, 5]


def test_goldener_strauss_one_one_tie_in_a_row_shares_seven_and_two() -> None:
    """[000 p.7]: a 1-1 tie for first in a row: (7 + 2) / 2 = 4 each; rows score on their own."""
    game, _ = _game(("goldener-strauss", "top", 0), ("goldener-strauss", "top", 1), ("goldener-strauss", "bottom", 2),
                    order=("apollosaal", "goldener-strauss", "odeonsaal"))
    assert _scored(game, "goldener-strauss") == [4, 4, 7]


def test_odeonsaal_six_dancers_score_as_many_as_five() -> None:
    """Conflict §12 #19: the table's last entry means 'or more' (the [000 p.17] example scores 6 dancers as 25)."""
    game, _ = _game(*(_many("odeonsaal", "bottom", 0, 2) + _many("odeonsaal", "middle", 0, 2) + _many("odeonsaal", "top", 0, 2)
                      + _many("odeonsaal", "bottom", 1, 2)))
    assert _scored(game, "odeonsaal") == [25, 4, -5]  # no dancer: the table's first entry, once


def test_zur_kettenbruecke_scores_seven_per_full_pair() -> None:
    game, _ = _game(*(_many("zur-kettenbruecke", "bottom", 0, 5) + _many("zur-kettenbruecke", "top", 1, 1)),
                    order=("apollosaal", "zum-sperl", "zur-kettenbruecke"))
    assert _scored(game, "zur-kettenbruecke") == [14, 0, -5]


def test_apollosaal_multiplies_the_dancers_by_the_highest_row() -> None:
    game, _ = _game(("apollosaal", "bottom", 0), ("apollosaal", "middle", 0), ("apollosaal", "bottom", 1), ("apollosaal", "top", 1),
                    ("apollosaal", "bottom", 1))
    assert _scored(game, "apollosaal") == [2 * 2, 3 * 3, -5]


def test_a_dancer_goes_to_the_leftmost_space_and_a_top_row_pays_its_bonus() -> None:
    game, _ = _game(("apollosaal", "top", 1), section=["section 2"])  # section 2 keeps a dancer: no section bonus
    player = game.state.players[0]
    player.kitchen, money = {"champagne": 4}, player.money
    ballrooms.send(game, 0, ("apollosaal", "top", 2))
    assert game.state.dancers["apollosaal"]["top"] == [1, 0]
    assert player.kitchen["champagne"] == 2 and player.money == money + 3 and player.sections == [1, 1, 3, 4]


def test_the_rightmost_top_row_goes_on_onto_the_balcony_for_three_champagne() -> None:
    """3 players: a row of 3 spaces with 1 for 4 players only has 2; once they are taken, the balcony (3 champagne)."""
    game, _ = _game(("odeonsaal", "top", 1), ("odeonsaal", "top", 2))
    game.state.players[0].kitchen = {"champagne": 3}
    offered = dict((value[:2], value[2]) for _, value in ballrooms.destinations(game, 0))
    assert offered[("odeonsaal", "top")] == 3 and offered[("apollosaal", "top")] == 2
    game.state.dancers["apollosaal"]["top"] = [1, 2]  # not the rightmost ballroom: a full row takes no one
    assert ("apollosaal", "top") not in dict((v[:2], v[2]) for _, v in ballrooms.destinations(game, 0))


@pytest.mark.parametrize("players, spaces", [(3, 2), (4, 3)])
def test_spaces_for_four_players_only_are_left_out_with_three(players: int, spaces: int) -> None:
    game, _ = _game(players=players)
    assert ballrooms.row_spaces(game, "zum-sperl", "top") == spaces


def test_emptying_a_rehearsal_section_pays_its_bonus() -> None:
    game, _ = _game(section=["section 1"])
    player = game.state.players[0]
    board = game.catalog.rehearsal_rooms[player.rehearsal]
    player.kitchen, before = {"champagne": 2}, (player.money, player.vp, player.emperor)
    ballrooms.send(game, 0, ("apollosaal", "bottom", 2))  # the bottom row pays nothing: only the section's bonus acts
    assert player.sections == [0, 2, 3, 4] and (player.money, player.vp, player.emperor) != before
    assert board.sections[0].dancers == 1


@pytest.mark.parametrize("round_, scored", [(1, "apollosaal"), (3, "apollosaal"), (4, "zum-sperl"), (7, "odeonsaal"), (8, None)])
def test_scoring_the_current_ballroom_scores_the_one_due_next(round_: int, scored) -> None:
    """Lord Mayor of London #186: the ballroom due to be scored after the next Emperor scoring scores at once."""
    from compiler.handlers_tables import ScoreBallroomNow
    from engine.runtime import Ctx

    game, _ = _game(("apollosaal", "top", 0), ("zum-sperl", "top", 0), ("odeonsaal", "top", 0))
    game.state.round = round_
    logged: list[dict] = []
    game._log = logged.append
    ScoreBallroomNow().run(Ctx(game, 0))
    assert [r["ballroom"] for r in logged if r.get("type") == "ballroom-scoring"] == ([scored] if scored else [])


def test_the_tsarina_checks_in_for_9_vp_and_sends_one_more_dancer_a_champagne_cheaper() -> None:
    """[000 p.7-8]: once her order is complete she moves to a room, scoring 9 VP; her husband dances either way
    (she may send 1 dancer, paying 1 champagne less: 2 - 1 = 1 with the test values)."""
    from engine import rules
    from engine.state import CafeGuest

    game, _ = _game(may=["yes"], send_dancer=["Apollosaal, top row"], section=["section 2"])
    tsarina = next(g for g in game.catalog.guests.values() if g.name == "Tsarina")
    player = game.state.players[0]
    player.cafe, player.kitchen = [CafeGuest(tsarina.ident, dict(tsarina.order))], {"champagne": 3}
    player.rooms = {f"{floor}/{column}": "vacant" for floor in (1, 2) for column in range(1, 6)}
    space = rules.rooms_for_guest(game, 0, player.cafe[0])[0]
    logged: list[dict] = []
    game._log = logged.append
    rules.check_in(game, 0, player.cafe[0], space)
    assert [(r["category"], r["amount"]) for r in logged if r.get("type") == "vp" and r["category"] == "guests"] == [("guests", 9)]
    assert player.kitchen["champagne"] == 2 and game.state.dancers["apollosaal"]["top"] == [0]


# ---- the 2-player side (lets-waltz.md §1.5, §1.7; [000 p.3, p.16-17]) ----------------------------------------------------


@pytest.mark.parametrize("zum_sperl, scored", [
    ((3, 1), [10, 3]),  # the most dancers 10 VP; the other 3 VP, having one [000 p.17]
    ((2, 0), [10, -5]),  # no dancer: no rank, and 5 VP lost
    ((2, 2), [6, 6]),  # tied for the most: (10 + 3) / 2 each, rounded down (the tie rule, [000 p.7])
    ((0, 0), [-5, -5]),
])
def test_zum_sperl_two_player_side_scores_ten_and_three(zum_sperl, scored) -> None:
    """Zum Sperl's 2-player rule is the card's own (`two-player-scoring`), not the 3-4 player 15/10/5/0."""
    placed = _many("zum-sperl", "top", 0, zum_sperl[0]) + _many("zum-sperl", "bottom", 1, zum_sperl[1])
    game, _ = _game(*placed, players=2)
    assert _scored(game, "zum-sperl") == scored


def test_the_two_player_side_has_no_middle_row_and_pays_its_own_top_row_bonus() -> None:
    """With 2 players a dancer goes only to a top or a bottom row; the top row pays the 2-player side's bonus
    (TEST DATA: 2 krones), not the 3-4 player side's strudel, wine and coffee."""
    game, _ = _game(players=2, section=["section 2"])
    player = game.state.players[0]
    player.kitchen, money = {"champagne": 4}, player.money
    rows = {value[:2] for _, value in ballrooms.destinations(game, 0)}
    assert rows == {(b, r) for b in ("apollosaal", "zum-sperl", "odeonsaal") for r in ("top", "bottom")}
    ballrooms.send(game, 0, ("zum-sperl", "top", 2))
    assert player.money == money + 2 and "strudel" not in player.kitchen and player.kitchen["champagne"] == 2


@pytest.mark.parametrize("players, spaces", [(2, 3), (3, 2)])
def test_a_two_player_row_has_its_own_spaces(players: int, spaces: int) -> None:
    """TEST DATA: a 2-player row has 3 spaces and none is set aside; the 3-4 player row keeps 1 for 4 players."""
    game, _ = _game(players=players)
    assert ballrooms.row_spaces(game, "zum-sperl", "top") == spaces
