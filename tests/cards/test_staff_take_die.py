"""One scenario per base-game staff card (#1-#48), checked against the 2022 rules: the take-die triggers and
strength modifiers (#12-#20, #22), and their absence for E. Gizia's die-less action.

Sources: shared/data/base-game.md §3 (the staff table; costs from [A][B], effects from the seed 003 card
reference and the [J] 2022 appendix) and §1 (core rules). Every test names its card with `staff_id(...)`,
so a card missing from the corpus fails its test. A card is "in play" when its id is in `played`.
"""
from __future__ import annotations

import pytest

from engine import actions, flow
from engine.effects import run_effect
from engine.state import Ref
from tests.cards.staff_support import in_play, kinds
from tests.engine.helpers import catalog, guest_id, scenario, staff_id


# ---- #12-#20: take-die triggers and strength modifiers ------------------------------------------------------------


def test_executive_housekeeper_scores_on_3_and_4_only() -> None:
    """seed 003 card reference #12; base-game.md §3 #12: +2 VP each time you take a die showing 3 or 4;
    §3 trigger wording / §9 #24: not when the action is imitated with a 6."""
    game, _ = scenario(boost=["no"] * 4, imitate=["4:"])
    in_play(game, 0, "Executive Housekeeper")
    player = game.state.players[0]
    game.state.spaces = [1, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 3)
    assert player.vp == 2
    actions.take_die(game, 0, 4)
    assert player.vp == 4
    actions.take_die(game, 0, 6)  # imitating action 4
    actions.take_die(game, 0, 1)
    assert player.vp == 4


def test_restaurant_manager_adds_strength_to_1_and_2_only() -> None:
    """seed 003 card reference #13; base-game.md §3 #13: +1 strength when taking a die showing 1 or 2;
    not for a 6 imitating them (§3 trigger wording)."""
    game, script = scenario(boost=["no"] * 3, split=["2 wine + 1 coffee", "2 strudel"], imitate=["2:"])
    in_play(game, 0, "Restaurant Manager")
    player = game.state.players[0]
    game.state.spaces = [1, 2, 0, 0, 0, 2]
    actions.take_die(game, 0, 2)  # 2 dice + 1
    actions.take_die(game, 0, 1)  # 1 die + 1
    assert player.kitchen == {"wine": 2, "coffee": 1, "strudel": 2}
    actions.take_die(game, 0, 6)  # 2 sixes imitating drinks: strength stays 2
    assert script.seen[-1] == ("split", ("2 wine + 0 coffee", "1 wine + 1 coffee"))


def test_decorator_prepares_a_room_at_normal_cost_before_the_action() -> None:
    """seed 003 card reference #14; base-game.md §3 #14: with a die showing 1 or 2, before or after the main
    action, may prepare 1 room of any colour at normal cost."""
    game, script = scenario(boost=["no"], before_or_after=["yes"], may=["yes"], prepare_room=["2/1"],
                            split=["2 wine"])
    in_play(game, 0, "Decorator")
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant"}
    game.state.spaces = [0, 2, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)
    assert player.rooms == {"1/1": "vacant", "2/1": "vacant"} and player.money == 9  # floor 2 costs 1
    assert player.kitchen == {"wine": 2}
    assert kinds(script).index("prepare-room") < kinds(script).index("split")


def test_decorator_not_on_other_dice_or_imitation() -> None:
    """base-game.md §3 #14 and trigger wording: only dice showing 1 or 2, not a 6 imitating them."""
    game, script = scenario(boost=["no"] * 2, imitate=["1:"])
    in_play(game, 0, "Decorator")
    game.state.spaces = [0, 0, 1, 0, 0, 1]
    actions.take_die(game, 0, 3)
    actions.take_die(game, 0, 6)
    assert "before-or-after" not in kinds(script) and "may" not in kinds(script)
    assert game.state.players[0].rooms == {"1/1": "vacant"}  # only the rooms action placed a room


def test_bootblack_gives_krones_and_emperor_steps_at_full_strength() -> None:
    """seed 003 card reference #15; base-game.md §3 #15: with a die showing 4, no split: 1 kr per strength
    and may 1 Emperor step per strength; a boost raises both."""
    game, script = scenario(boost=["yes"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    actions.take_die(game, 0, 4)
    player = game.state.players[0]
    assert (player.money, player.emperor) == (10 - 1 + 3, 3)
    assert "split" not in kinds(script)


def test_bootblack_steps_are_optional() -> None:
    """base-game.md §3 #15: the krones are gained in full; the Emperor steps are a 'may' per die."""
    game, _ = scenario(boost=["no"], how_many=["1"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    actions.take_die(game, 0, 4)
    player = game.state.players[0]
    assert (player.money, player.emperor) == (12, 1)


def test_bootblack_not_on_imitation() -> None:
    """base-game.md §3 trigger wording and §9 #24: a 6 imitating action 4 is a normal split."""
    game, script = scenario(boost=["no"], imitate=["4:"], split=["2 krones"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    player = game.state.players[0]
    assert "split" in kinds(script) and (player.money, player.emperor) == (10 - 1 + 2, 0)


def test_laundress_scores_4_vp_on_a_4_only() -> None:
    """seed 003 card reference #16; base-game.md §3 #16: +4 VP when taking a die showing 4 (not a 6 imitating it)."""
    game, _ = scenario(boost=["no"] * 3, imitate=["4:"])
    in_play(game, 0, "Laundress")
    game.state.spaces = [0, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 4)
    assert game.state.players[0].vp == 4
    actions.take_die(game, 0, 6)
    actions.take_die(game, 0, 3)
    assert game.state.players[0].vp == 4


def test_kitchen_hand_imitates_without_money_and_with_one_more_strength() -> None:
    """seed 003 card reference #17; base-game.md §3 #17: when taking a 6, no 1-kr imitation fee and +1 strength."""
    game, _ = scenario(imitate=["4:"], split=["3 krones"])
    player = game.state.players[0]
    player.money = 0
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    assert 6 not in [choice.face for _, choice in flow.die_options(game, 0)]  # the fee cannot be paid
    in_play(game, 0, "Kitchen Hand")
    assert 6 in [choice.face for _, choice in flow.die_options(game, 0)]
    actions.take_die(game, 0, 6)
    assert player.money == 3  # 2 sixes + 1, no fee


def test_kitchen_hand_allows_a_boost_with_the_last_krone() -> None:
    """base-game.md §3 #17 (paid boost still allowed) and §1.1 (boost costs 1 kr)."""
    game, _ = scenario(boost=["yes"], imitate=["4:"], split=["4 krones"])
    in_play(game, 0, "Kitchen Hand")
    player = game.state.players[0]
    player.money = 1
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    assert player.money == 0 + 4  # boost paid, 2 sixes + 1 + 1


def test_checker_adds_two_strength_to_a_5_only() -> None:
    """seed 003 card reference #18; base-game.md §3 #18: +2 strength on a die showing 5 (2 kr more discount);
    not on a 6 imitating action 5 (§9 #24)."""
    game, _ = scenario(boost=["no"] * 2, imitate=["5:"])
    in_play(game, 0, "Checker")
    player = game.state.players[0]
    player.hand = [staff_id("Breakfast Server")]  # costs 4
    game.state.spaces = [0, 0, 0, 0, 1, 1]
    actions.take_die(game, 0, 5)
    assert player.money == 10 - (4 - 3)
    player.hand = [staff_id("Barkeeper")]  # costs 4
    actions.take_die(game, 0, 6)  # fee 1, strength 1
    assert player.money == 9 - 1 - 3
    assert player.played[-2:] == [staff_id("Breakfast Server"), staff_id("Barkeeper")]


def test_interior_architect_scores_5_vp_on_a_3_only() -> None:
    """seed 003 card reference #19; base-game.md §3 #19: +5 VP when taking a die showing 3."""
    game, _ = scenario(boost=["no"] * 3, imitate=["3:"])
    in_play(game, 0, "Interior Architect")
    game.state.spaces = [0, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 3)
    assert game.state.players[0].vp == 5
    actions.take_die(game, 0, 4)
    actions.take_die(game, 0, 6)  # imitating action 3
    assert game.state.players[0].vp == 5


def test_detective_advances_two_after_the_hire() -> None:
    """seed 003 card reference #20; base-game.md §3 #20: with a die showing 5, before or after the action,
    may +2 Emperor steps."""
    game, script = scenario(boost=["no"], before_or_after=["no"], play_staff=["Pool Attendant"], may=["yes"])
    in_play(game, 0, "Detective")
    player = game.state.players[0]
    player.hand = [staff_id("Pool Attendant"), staff_id("Larder Cook")]
    game.state.spaces = [0, 0, 0, 0, 1, 0]
    actions.take_die(game, 0, 5)
    assert player.emperor == 3 + 2 and player.money == 10  # Pool Attendant costs 1 - 1
    assert kinds(script).index("play-staff") < kinds(script).index("may")


def test_detective_steps_are_optional_and_not_on_imitation() -> None:
    """base-game.md §3 #20 ('may') and §9 #24 (not on a 6 imitating action 5)."""
    game, script = scenario(boost=["no"] * 2, before_or_after=["yes"], may=["no"], imitate=["5:"])
    in_play(game, 0, "Detective")
    player = game.state.players[0]
    game.state.spaces = [0, 0, 0, 0, 1, 1]
    actions.take_die(game, 0, 5)
    assert player.emperor == 0 and kinds(script).count("before-or-after") == 1
    actions.take_die(game, 0, 6)
    assert player.emperor == 0 and kinds(script).count("before-or-after") == 1


# ---- #22 Staff Manager -------------------------------------------------------------------------------------------


def test_staff_manager_plays_a_staff_at_full_cost_after_the_rooms_action() -> None:
    """seed 003 card reference #22; base-game.md §3 #22: with a die showing 3, before or after the action,
    may play 1 staff from hand at its full cost."""
    game, script = scenario(boost=["no"], before_or_after=["no"], may=["yes"], play_staff=["Sommelier"])
    in_play(game, 0, "Staff Manager")
    player = game.state.players[0]
    player.hand = [staff_id("Pool Attendant"), staff_id("Sommelier")]
    game.state.spaces = [0, 0, 1, 0, 0, 0]
    actions.take_die(game, 0, 3)
    assert player.rooms == {"1/1": "vacant"} and player.kitchen == {"wine": 4}
    assert player.money == 10 - 2 and player.hand == [staff_id("Pool Attendant")]
    assert kinds(script).index("prepare-room") < kinds(script).index("may")


def test_staff_manager_not_on_other_dice() -> None:
    """base-game.md §3 #22: only a die showing 3."""
    game, script = scenario(boost=["no"])
    in_play(game, 0, "Staff Manager")
    game.state.players[0].hand = [staff_id("Pool Attendant")]
    game.state.spaces = [0, 0, 0, 1, 0, 0]
    actions.take_die(game, 0, 4)
    assert "may" not in kinds(script) and game.state.players[0].hand == [staff_id("Pool Attendant")]


# ---- take-die staff and E. Gizia's die-less action -----------------------------------------------------------------


@pytest.mark.parametrize("name, spaces, hand, answers, outcome", [
    # outcome: money, VP, Emperor, kitchen, rooms
    ("Executive Housekeeper", [0, 0, 0, 1, 0, 0], [], {}, (11, 0, 0, {}, {})),
    ("Restaurant Manager", [2, 0, 0, 0, 0, 0], [], {}, (10, 0, 0, {"strudel": 2}, {})),
    ("Decorator", [1, 0, 0, 0, 0, 0], [], {}, (10, 0, 0, {"strudel": 1}, {})),
    ("Bootblack", [0, 0, 0, 2, 0, 0], [], {}, (12, 0, 0, {}, {})),
    ("Laundress", [0, 0, 0, 1, 0, 0], [], {}, (11, 0, 0, {}, {})),
    ("Kitchen Hand", [0, 0, 0, 0, 0, 2], [], {"imitate": ["1:"]}, (9, 0, 0, {"strudel": 2}, {})),
    ("Checker", [0, 0, 0, 0, 1, 0], ["Larder Cook"], {}, (9, 0, 0, {"strudel": 4}, {})),
    ("Interior Architect", [0, 0, 1, 0, 0, 0], [], {}, (10, 0, 0, {}, {"1/1": "vacant"})),
    ("Detective", [0, 0, 0, 0, 1, 0], [], {}, (10, 0, 0, {}, {})),
    ("Staff Manager", [0, 0, 1, 0, 0, 0], ["Pool Attendant"], {}, (10, 0, 0, {}, {"1/1": "vacant"})),
])
def test_take_die_staff_do_not_apply_to_e_gizias_action(name, spaces, hand, answers, outcome) -> None:
    """base-game.md §3 trigger wording and §4 #97 (2022): E. Gizia runs a space's main action without taking a
    die, so no take-die staff card (#12-#20, #22) applies: no bonus, no extra strength, the 6 fee is paid."""
    game, script = scenario(**answers)
    in_play(game, 0, name)
    player = game.state.players[0]
    player.hand = [staff_id(h) for h in hand]
    game.state.spaces = spaces
    run_effect(game, 0, catalog().guests[guest_id("E. Gizia")].reward, Ref("guest", 97))
    assert (player.money, player.vp, player.emperor, player.kitchen, player.rooms) == outcome
    assert "may" not in kinds(script) and "before-or-after" not in kinds(script)
