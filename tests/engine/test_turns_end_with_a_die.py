"""A turn always ends with a die, or is a pass chosen before acting.

Seed 003: "Optionally take one guest, then take one die from a nonempty action space and perform its main
action"; seed 001: "Pegar um Dado e Realizar a Ação (Obrigatório)" (taking a die is mandatory). So an
optional step that would spend the krone the only remaining dice need is not offered, and a turn is
offered whenever some sequence of additional actions makes a die affordable. The three cases of issue 11.
"""
from __future__ import annotations

from engine import flow
from engine.state import CafeGuest
from tests.engine.custom import game_with, staff
from tests.engine.helpers import guest_id, scenario

ONLY_SIXES = [0, 0, 0, 0, 0, 2]


def _dice_taken(game, seat: int = 0) -> int:
    return game.state.players[seat].covered


def test_the_last_krone_does_not_go_on_a_guest_when_only_sixes_are_left() -> None:
    """Case 1: 1 krone, only 6s (imitation costs 1): the 1-krone guest is not offered; a die is still taken."""
    game, script = scenario(turn=["take a turn"], guest=["no guest"], imitate=["4:"], split=["1 krones"])
    game.state.spaces = list(ONLY_SIXES)
    game.state.queue = [49, 50, 51, 52, 53]  # costs 3 2 1 0 0
    game.state.players[0].money = 1
    flow.play_turn(game, 0)
    offered = next(labels for kind, labels in script.seen if kind == "guest")
    assert not any(" for 1" in label for label in offered) and any(" for 0" in label for label in offered)
    assert _dice_taken(game) == 1 and not game.state.players[0].passed


def test_the_last_krone_does_not_go_on_serving_when_only_sixes_are_left() -> None:
    """Case 2: serving from the kitchen costs the last krone that the 6 needs: not offered."""
    game, script = scenario(turn=["take a turn"], imitate=["4:"], split=["1 krones"])
    game.state.spaces = list(ONLY_SIXES)
    player = game.state.players[0]
    player.money, player.kitchen = 1, {"wine": 1}
    player.cafe = [CafeGuest(guest_id("Baroness"))]  # she orders wine, and more: serving does not complete her
    flow.play_turn(game, 0)
    before_the_die = script.seen[: [kind for kind, _ in script.seen].index("imitate")]
    assert not any(label.startswith("serve") for kind, labels in before_the_die if kind == "additional" for label in labels)
    assert _dice_taken(game) == 1
    assert any(label.startswith("serve") for kind, labels in script.seen if kind == "additional" for label in labels)  # after it


def test_a_turn_is_offered_when_a_check_in_pays_the_fee() -> None:
    """Case 3: 0 krones, only 6s, a complete guest whose check-in gives 1 krone (Earl): the turn is offered,
    and check in, pay the fee, imitate is how it goes."""
    game, script = scenario(turn=["take a turn"], imitate=["4:"], split=["1 krones"])
    game.state.spaces = list(ONLY_SIXES)
    player = game.state.players[0]
    earl = game.catalog.guests[guest_id("Earl")]
    player.money, player.rooms = 0, {"1/1": "vacant", "1/2": "vacant", "1/3": "vacant"}
    player.cafe = [CafeGuest(earl.ident, dict(earl.order))]
    flow.play_turn(game, 0)
    turn = next(labels for kind, labels in script.seen if kind == "turn")
    assert turn == ("take a turn", "pass")
    assert _dice_taken(game) == 1 and not player.cafe and player.money == 1  # 0 + 1 (Earl) - 1 (fee) + 1 (krones)


def test_no_turn_is_offered_when_nothing_pays_the_fee() -> None:
    game, script = scenario()
    game.state.spaces = list(ONLY_SIXES)
    game.state.players[0].money = 0
    flow.play_turn(game, 0)
    assert game.state.players[0].passed and _dice_taken(game) == 0
    assert not any(kind == "turn" for kind, _ in script.seen)  # a pass was the only option: logged, not asked


def test_with_a_free_die_on_the_board_every_option_stays() -> None:
    game, script = scenario(turn=["take a turn"], guest=["for 1"], die=["die 1"], split=["1 strudel"])
    game.state.spaces = [1, 0, 0, 0, 0, 2]
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.players[0].money = 1
    flow.play_turn(game, 0)
    assert len(game.state.players[0].cafe) == 1 and game.state.players[0].money == 0 and _dice_taken(game) == 1


def test_a_choice_inside_an_additional_action_does_not_spend_the_die_krone() -> None:
    """The guard covers every decision before the die, not only which action: an ability whose `may` would
    pay the last krone runs, but its "yes" is left out (the `may` is then forced to "no")."""
    probe = staff(501, "  effect {\n    may {\n      pay 1 krone\n      gain 3 vp\n    }\n  }", timing="once-per-round")
    game, script = game_with(probe, turn=["take a turn"], additional=["use Probe 501"], imitate=["4:"], split=["1 krones"])
    game.state.spaces = list(ONLY_SIXES)
    player = game.state.players[0]
    player.money, player.played = 1, [501]
    flow.play_turn(game, 0)
    assert not any(kind == "may" for kind, _ in script.seen)  # the only option left was taken without asking
    assert player.vp == 0 and _dice_taken(game) == 1


def test_the_same_choice_is_offered_when_a_free_die_is_on_the_board() -> None:
    probe = staff(501, "  effect {\n    may {\n      pay 1 krone\n      gain 3 vp\n    }\n  }", timing="once-per-round")
    game, script = game_with(probe, turn=["take a turn"], additional=["use Probe 501"], may=["yes"], die=["die 1"], split=["1 strudel"])
    game.state.spaces = [1, 0, 0, 0, 0, 2]
    player = game.state.players[0]
    player.money, player.played = 1, [501]
    flow.play_turn(game, 0)
    assert any(kind == "may" for kind, _ in script.seen) and player.vp == 3 and _dice_taken(game) == 1
