"""Seed 003 (English guide, 2022 rules), part "Rule questions", questions 8-24 (the six actions, guests,
groups and objectives, passing, rounds and scoring): one test per question.

Each docstring names the question, restates the answer in our own words and says what the test checks.
Questions whose answer the engine does not model (or models wrongly) are strict xfails with the reason.
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine import actions, flow, rules
from engine.effects import run_effect
from engine.errors import IllegalMove
from engine.runtime import Game
from engine.state import Ref, CafeGuest
from tests.engine.helpers import catalog, guest_id, scenario, staff_id
from tests.rulings.support import kinds, labels, served_guest, whole_game


def play(game, seat: int, name: str) -> int:
    card = staff_id(name)
    game.state.players[seat].played.append(card)
    return card


# ---- The six actions -----------------------------------------------------------------------------------------------


def test_q08_strength_counts_the_dice_before_removing_yours_and_one_boost() -> None:
    """Seed 003, Rule questions, "Is action strength counted before removing the die?".

    Q: does the die you take count towards strength?  A: yes: count the dice on the space before removing
    one, so three 1s give strength 3 and leave two. A boost costs exactly 1 krone, adds 1, once per turn.
    """
    game, script = scenario(boost=["no"], split=["3 strudel"])
    game.state.spaces = [3, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    assert labels(script, "split")[0] == ("3 strudel + 0 cake", "2 strudel + 1 cake")
    assert game.state.spaces[0] == 2 and game.state.players[0].kitchen == {"strudel": 3}

    game, script = scenario(boost=["yes"], split=["4 strudel"])
    game.state.spaces = [3, 0, 0, 0, 0, 0]
    flow.play_turn(game, 0)
    player = game.state.players[0]
    assert player.money == 9 and player.kitchen == {"strudel": 4} and kinds(script).count("boost") == 1


def test_q09_action_one_dishes_keep_strudel_at_least_cake() -> None:
    """Seed 003, Rule questions, "Can action 1 take any dish combination?".

    Q: may I take any mix of dishes?  A: the dishes add up to the strength with no more cake than strudel,
    so strength 3 allows 3+0 or 2+1 but not 1 strudel + 2 cake. The supply counts as unlimited.
    """
    game, script = scenario(split=["2 strudel + 1 cake"])
    actions.main_action(game, 0, 1, 3)
    assert labels(script, "split")[0] == ("3 strudel + 0 cake", "2 strudel + 1 cake")
    assert game.state.players[0].kitchen == {"strudel": 2, "cake": 1}
    rules.gain_items(game, 0, Counter({"cake": 40}))  # more than the 30 cubes in the box
    assert game.state.players[0].kitchen["cake"] == 41


def test_q10_action_two_drinks_ratio_applies_to_this_take_only() -> None:
    """Seed 003, Rule questions, "Can action 2 take any drink combination?".

    Q: may I take any mix of drinks?  A: wine plus coffee equals the strength with no more coffee than wine in
    this take (strength 4: 2+2 is fine; strength 3: 1 wine + 2 coffee is not). What you already hold does not
    matter.
    """
    game, script = scenario(split=["2 wine + 1 coffee", "2 wine + 2 coffee"])
    game.state.players[0].kitchen = {"coffee": 5}
    actions.main_action(game, 0, 2, 3)
    actions.main_action(game, 0, 2, 4)
    offered = labels(script, "split")
    assert offered[0] == ("3 wine + 0 coffee", "2 wine + 1 coffee")
    assert offered[1] == ("4 wine + 0 coffee", "3 wine + 1 coffee", "2 wine + 2 coffee")
    assert game.state.players[0].kitchen == {"coffee": 8, "wine": 4}


def test_q11_fresh_items_serve_free_kitchen_items_one_krone_per_three() -> None:
    """Seed 003, Rule questions, "Do fresh items and kitchen items have the same serving cost?".

    Q: does serving cost the same for new and stored items?  A: no: items just gained may go onto guests for
    free, while moving kitchen items costs 1 krone for up to three, which may go to different guests (two wine
    to one, a coffee to another). Only needed items may be placed, and served items never move again.
    """
    game, script = scenario(serve=["wine onto Baroness", "wine onto Baroness", "coffee onto Dame"],
                            place_item=["onto Baroness", "onto Composer"])
    player = game.state.players[0]
    baroness, dame = CafeGuest(guest_id("Baroness")), CafeGuest(guest_id("Dame"))
    player.cafe = [baroness, dame]
    player.kitchen = {"wine": 2, "coffee": 1}
    flow.serve(game, 0, 1)
    assert player.money == 9 and baroness.served == {"wine": 2} and dame.served == {"coffee": 1} and player.kitchen == {}
    rules.gain_items(game, 0, Counter({"coffee": 1}))
    assert player.money == 9 and baroness.served == {"wine": 2, "coffee": 1}
    composer = CafeGuest(guest_id("Composer"))
    player.cafe.append(composer)
    assert flow.serve_options(game, 0) == []  # the Baroness's wine cannot be moved to the Composer
    rules.gain_items(game, 0, Counter({"wine": 1}))
    assert labels(script, "place-item")[-1] == ("kitchen", "onto Composer")  # the Baroness needs no more wine
    assert composer.served == {"wine": 1}


def test_q12_rooms_adjacent_matching_colour_floor_cost_chain_no_diagonals() -> None:
    """Seed 003, Rule questions, "What restrictions apply to preparing rooms?".

    Q: where may rooms go?  A: up to the strength in rooms, one at a time, each orthogonally next to a room
    already placed (a room just placed counts; diagonals do not), the tile colour matching the space, paying
    0/1/2/3 krones for floors 1-4 before placing; printed VP on a space score when it is covered.
    """
    game, script = scenario(prepare_room=["room 2/1", "room 3/1"])
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant"}
    assert rules.room_spaces(game, 0) == [(1, 2), (2, 1)]  # (2, 2) is only diagonal
    actions.main_action(game, 0, 3, 2)
    offered = labels(script, "prepare-room")
    assert offered[0] == ("room 1/2 for 0", "room 2/1 for 1", "stop")
    assert "room 3/1 for 2" in offered[1]  # next to the room just placed
    assert player.rooms == {"1/1": "vacant", "2/1": "vacant", "3/1": "vacant"} and player.money == 7
    assert [rules.room_cost(game, 0, (f, 1)) for f in (1, 2, 3, 4)] == [0, 1, 2, 3]
    player.money = 0
    assert [label for label, _ in rules.room_options(game, 0)] == ["room 1/2 for 0"]  # pay first: no credit
    player.money = 10
    rules.place_room(game, 0, (4, 5), rules.room_cost(game, 0, (4, 5)))
    assert player.vp == 4 and player.money == 7


def test_q13_action_four_free_split_with_caps() -> None:
    """Seed 003, Rule questions, "How is action 4 split between cash and favor?".

    Q: how is strength split?  A: any split between krones and Emperor steps (strength 3: 3/0, 2/1, 1/2,
    0/3). Money stops at 20 (the rest is lost); the track stops at 13 and each step beyond scores 1 VP.
    """
    game, script = scenario(split=["3 krones"])
    player = game.state.players[0]
    player.money = 19
    actions.main_action(game, 0, 4, 3)
    assert labels(script, "split")[0] == ("3 krones + 0 Emperor steps", "2 krones + 1 Emperor steps",
                                          "1 krones + 2 Emperor steps", "0 krones + 3 Emperor steps")
    assert player.money == 20
    game, _ = scenario(split=["0 krones"])
    player = game.state.players[0]
    player.emperor = 12
    actions.main_action(game, 0, 4, 3)
    assert (player.emperor, player.vp) == (13, 2)


def test_q14_action_five_plays_one_card_no_draw_effects_at_their_times() -> None:
    """Seed 003, Rule questions, "Does action 5 play multiple staff cards?".

    Q: does hiring play several cards or draw new ones?  A: exactly one card from hand, its cost reduced by the
    strength (never below 0), with no draw afterwards. Its effect works at its own timing: an immediate card at
    once, a once-per-round card once each round as an additional action.
    """
    game, _ = scenario(play_staff=["Breakfast Server"])
    player = game.state.players[0]
    player.hand = [staff_id("Breakfast Server"), staff_id("Chef")]
    deck = len(game.state.staff_deck)
    actions.main_action(game, 0, 5, 3)
    assert player.played == [staff_id("Breakfast Server")] and player.money == 9  # 4 - 3
    assert player.hand == [staff_id("Chef")] and len(game.state.staff_deck) == deck
    [(label, use)] = flow.ability_options(game, 0)
    use()
    assert player.kitchen == {"strudel": 1} and flow.ability_options(game, 0) == []
    flow.end_round(game)  # round 1: no Emperor scoring, once-per-round cards are readied
    assert len(flow.ability_options(game, 0)) == 1
    actions.main_action(game, 0, 5, 3)  # the Chef is immediate
    assert player.kitchen == {"strudel": 2, "cake": 1, "wine": 1, "coffee": 1} and player.money == 9


def test_q15_action_six_copies_with_the_number_of_sixes() -> None:
    """Seed 003, Rule questions, "Which dice count is used for action 6?".

    Q: with what strength does an imitation run?  A: pay 1 krone and run any of actions 1-5 at the number of 6s,
    even if the copied space is empty; a boost may be bought on top, and the copied action's own costs are
    paid too: two 6s prepare two rooms for the 1-krone fee plus the room costs, with no 3 showing.
    """
    game, _ = scenario(boost=["no"], imitate=["3:"], prepare_room=["room 2/1", "room 3/1"])
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant"}
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    assert game.state.spaces == [0, 0, 0, 0, 0, 1]  # the copied space 3 was empty all along
    assert len(player.rooms) == 3 and player.money == 10 - 1 - 1 - 2

    game, _ = scenario(boost=["yes"], imitate=["3:"], prepare_room=["room 1/2", "room 1/3", "room 1/4"])
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant"}
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    assert len(player.rooms) == 4 and player.money == 10 - 1 - 1


# ---- Guests, groups and objectives -----------------------------------------------------------------------------------


def test_q16_satisfied_guest_needs_a_vacant_room_of_its_colour() -> None:
    """Seed 003, Rule questions, "When can a satisfied guest check in?".

    Q: when may a satisfied guest check in?  A: only with the whole order served and a vacant room of the
    guest's colour (green guests take any colour); then the room flips, the guest scores and rewards. A
    satisfied noble with only a red room free stays in the café, still using a table.
    """
    game, _ = scenario()
    player = game.state.players[0]
    baroness = served_guest("Baroness")
    player.cafe = [baroness, CafeGuest(60), CafeGuest(61)]
    player.rooms = {"1/3": "vacant", "1/2": "vacant"}  # red and yellow
    assert rules.rooms_for_guest(game, 0, baroness) == []
    with pytest.raises(IllegalMove):
        rules.check_in(game, 0, baroness, (1, 3))
    assert flow.check_in_options(game, 0) == [] and not rules.cafe_has_room(game, 0)
    tourist = served_guest("Capt. Goldhaken")  # green
    assert rules.rooms_for_guest(game, 0, tourist) == [(1, 2), (1, 3)]
    half = CafeGuest(guest_id("Baroness"), {"wine": 2, "coffee": 1})
    player.rooms["1/1"] = "vacant"
    with pytest.raises(IllegalMove):
        rules.check_in(game, 0, half, (1, 1))
    rules.check_in(game, 0, baroness, (1, 1))
    assert player.rooms["1/1"] == "occupied" and baroness not in player.cafe and player.vp == 5 + 2


def test_q17_group_bonus_when_the_last_room_of_a_group_is_occupied() -> None:
    """Seed 003, Rule questions, "When do room-group bonuses trigger?".

    Q: when does a room group pay?  A: once, when its last room becomes occupied: blue 2/5/9/15 VP, red
    1/3/6/10 krones, yellow 1/3/6/10 Emperor steps for groups of 1/2/3/4. Preparing never pays; single blue
    room 1/1 pays 2 VP, a two-room blue group pays only when both are occupied.
    """
    assert catalog().group_bonus == {"blue": ("vp", (2, 5, 9, 15)), "red": ("krone", (1, 3, 6, 10)),
                                     "yellow": ("emperor", (1, 3, 6, 10))}
    game, _ = scenario()
    player = game.state.players[0]
    player.money = 0
    for space in [(1, 1), (3, 1), (4, 1), (1, 3), (1, 4), (2, 3), (2, 4), (1, 2), (2, 1), (2, 2)]:
        rules.place_room(game, 0, space, 0)
    assert (player.vp, player.money, player.emperor) == (0, 0, 0)
    rules.occupy_room(game, 0, (1, 1))
    assert player.vp == 2
    rules.occupy_room(game, 0, (3, 1))
    assert player.vp == 2
    rules.occupy_room(game, 0, (4, 1))
    assert player.vp == 7
    for space in [(1, 3), (1, 4), (2, 3), (2, 4)]:
        rules.occupy_room(game, 0, space)
    assert player.money == 10
    for space in [(1, 2), (2, 1), (2, 2)]:
        rules.occupy_room(game, 0, space)
    assert player.emperor == 6


def test_q18_objectives_fifteen_ten_five_once_per_player() -> None:
    """Seed 003, Rule questions, "How do objective cards score?".

    Q: how is an objective scored?  A: as an additional action once you meet it: put a marker on the best free
    spot (15, then 10, then 5 VP) and score it at once; one marker per player per card, and no fourth spot.
    """
    game, _ = scenario(players=4)
    game.state.objectives = {"105": []}  # 20 krones
    for player in game.state.players:
        player.money = 20
    for seat, vp in zip(range(3), (15, 10, 5)):
        [(label, claim)] = flow.claim_options(game, seat)
        claim()
        assert game.state.players[seat].vp == vp
        assert flow.claim_options(game, seat) == []
    assert flow.claim_options(game, 3) == [] and game.state.objectives["105"] == [0, 1, 2]
    game, _ = scenario()
    game.state.objectives = {"105": []}
    game.state.players[0].money = 19
    assert flow.claim_options(game, 0) == []


# ---- Passing, rounds and scoring -------------------------------------------------------------------------------------


def test_q19_passing_keeps_the_turn_then_discard_one_die_and_reroll() -> None:
    """Seed 003, Rule questions, "Does passing forfeit the turn?".

    Q: is a pass a lost turn?  A: no: the passer waits until every other player has passed or used both turns,
    then one die goes to the dustbin and the rest are rerolled; play resumes at the lowest uncovered number.
    Each such reroll leaves one die fewer.
    """
    game, _ = scenario(discard_die=["discard a 4", "discard a"])
    game.state.round = 1
    flow._deal_turn_tiles(game)
    first, second = game.state.players
    game.state.dice_total = 5
    game.state.spaces = [0, 0, 0, 5, 0, 0]
    first.passed = True
    assert flow._next_seat(game) == 1
    second.covered = 2  # the other player used both turns
    assert flow._next_seat(game) is None
    assert flow._reroll(game)
    assert sum(game.state.spaces) == 4 and game.state.dustbin == 1
    assert flow._next_seat(game) == 0 and first.covered == 0  # the turn was not lost
    first.passed = True
    assert flow._reroll(game) and sum(game.state.spaces) == 3 and game.state.dustbin == 2


def test_q20_round_end_emperor_after_3_5_7_ready_staff_dice_exhaustion() -> None:
    """Seed 003, Rule questions, "When does a round end?".

    Q: when is a round over, and what follows?  A: when all players used both turns or passing has used up the
    dice. Rounds 3, 5 and 7 end with Emperor scoring; otherwise the turn tiles move on and once-per-round staff
    are readied. Round 7's Emperor scoring comes before final scoring.
    """
    game, _ = scenario()
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    player = game.state.players[0]
    scored = []
    for number in range(1, 8):
        game.state.round = number
        player.emperor, player.used_this_round, before = 13, [1], player.vp
        flow.end_round(game)
        scored.append(player.vp != before)
        assert player.used_this_round == []
    assert scored == [False, False, True, False, True, False, True]
    game.state.round = 2
    flow._deal_turn_tiles(game)  # the next round: tile 1 has moved one seat on
    assert [p.tiles for p in game.state.players] == [[2, 3], [1, 4]]

    passing, _ = scenario(turn=["pass"] * 40)
    records = []
    game = Game(catalog(), passing.state, passing.agents, records.append)
    game.state.round, game.state.dice_total = 1, 3
    flow.play_round(game)  # everyone keeps passing: the dice run out and the round ends
    assert [r["type"] for r in records].count("roll") == 4 and game.state.spaces == [0] * 6
    assert all(p.covered == 0 for p in game.state.players)

    full, log = whole_game()
    emperor_round_7 = [i for i, (rnd, r) in enumerate(log) if rnd == 7 and r.get("type") == "emperor-scoring"]
    final = [i for i, (_, r) in enumerate(log) if r.get("type") == "vp" and r["category"] == "final: rooms"]
    assert emperor_round_7 and max(emperor_round_7) < min(final)
    first_rolls = [r for (rnd, r), (prev, _) in zip(log[1:], log) if r.get("type") == "roll" and rnd != prev]
    assert len(first_rolls) == 6 and all(sum(r["spaces"]) == full.state.dice_total for r in first_rolls)  # rounds 2-7


def test_q21_emperor_scoring_score_then_retreat_then_tile() -> None:
    """Seed 003, Rule questions, "How does Emperor scoring work?".

    Q: in what order does the Emperor score?  A: score the VP under your marker, step back 3/5/7, then read the
    tile at the new position: 3 or more = reward, 1-2 = nothing, 0 = penalty; never below 0, never reset. In
    round five, space 8 gives 5 VP then sits on 3 (reward); space 6 gives 4 VP then sits on 1 (nothing).
    """
    game, _ = scenario()
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    first, second = game.state.players
    first.emperor, second.emperor = 8, 6
    flow.emperor_scoring(game, 1)
    assert (first.vp, first.emperor, first.money) == (5, 3, 15)
    assert (second.vp, second.emperor, second.money) == (4, 1, 10)
    first.emperor = 2
    flow.emperor_scoring(game, 0)  # round 3: step back 3 from 2 stops at 0, which is the penalty
    assert (first.emperor, first.vp, first.money) == (0, 5 + 2, 15 - 3)


def test_q22_penalty_left_option_if_possible_otherwise_vp() -> None:
    """Seed 003, Rule questions, "Can you freely choose the VP penalty?".

    Q: may I pick which half of a penalty to suffer?  A: no: do the left part if it can be done in full; only
    otherwise lose the VP on the right, which may take you below 0. B tile: pay 5 krones if you have them,
    else lose 7 VP. (Seed 004, old edition, lets you choose when both are possible; 2022 rule followed,
    base-game.md section 9 #15.)
    """
    game, script = scenario()
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    first, second = game.state.players
    first.money, second.money = 6, 4
    flow.emperor_scoring(game, 1)
    assert (first.money, first.vp) == (1, 0)
    assert (second.money, second.vp) == (4, -7)
    assert script.seen == []  # nobody was asked to choose


def test_q23_final_scoring_rooms_money_kitchen_cafe() -> None:
    """Seed 003, Rule questions, "How is the final score calculated?".

    Q: what scores at the end?  A: final-scoring staff, then 1/2/3/4 VP per occupied room by floor (vacant rooms
    score nothing), 1 VP per krone and per kitchen item (not items on guests), and -5 VP per café guest even
    if satisfied: an occupied floor-2 room 2, two wine and three krones 5, one guest left -5.
    """
    game, _ = scenario()
    player = game.state.players[0]
    play(game, 0, "Chambermaid")  # final: 1 VP per occupied room
    player.rooms = {"2/1": "occupied", "3/1": "vacant"}
    player.money, player.kitchen = 3, {"wine": 2}
    player.cafe = [served_guest("Composer")]
    flow.final_scoring(game)
    assert player.vp == 1 + 2 + 5 - 5


def test_q24_revised_cards_kitchen_hand_operator_e_gizia() -> None:
    """Seed 003, Rule questions, "What if a scanned card differs from the revised rules?".

    Q: which text wins when an old card differs?  A: the 2022 rules: Kitchen Hand #17 costs 5; Operator #41 has
    no 12-VP cap; E. Gizia #97 gives one extra main action, not a whole turn: no die taken, no paid boost, no
    take-die staff triggers. (Seed 004, old edition, prints Kitchen Hand at 3, caps the Operator at 12 VP and
    gives E. Gizia a whole extra turn: base-game.md section 9 #4, #6, #14.)
    """
    assert catalog().staff[staff_id("Kitchen Hand")].cost == 5
    game, _ = scenario()
    play(game, 0, "Operator")
    game.state.players[0].emperor = 8
    run_effect(game, 0, catalog().staff[staff_id("Operator")].scoring, Ref("staff", 41))
    assert game.state.players[0].vp == 16

    game, script = scenario(may=["yes"], perform_space=["space 4"], split=["2 krones"])
    play(game, 0, "Laundress")  # +4 VP when taking a 4: must not fire
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    run_effect(game, 0, catalog().guests[guest_id("E. Gizia")].reward, Ref("guest", 97))
    player = game.state.players[0]
    assert player.money == 12 and player.vp == 0 and player.covered == 0 and game.state.spaces[3] == 2
    assert not {"boost", "guest", "die", "turn"} & set(kinds(script)) and not player.cafe
