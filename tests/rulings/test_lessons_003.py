"""Seed 003 (English guide, 2022 rules), parts "Learn by playing" (the lessons) and "Decisions".

One test per lesson and per decision: the position the guide sets up, the step it teaches and the outcome it
states, replayed through the engine. Wording is ours; the numbers are the guide's.
"""
from __future__ import annotations

from engine import actions, flow, rules
from engine.state import CafeGuest
from tests.engine.helpers import Script, guest_id, scenario, staff_id
from tests.rulings.support import kinds, labels, served_guest


# ---- Learn by playing -------------------------------------------------------------------------------------------


def test_lesson_dice_and_dishes() -> None:
    """Seed 003, lesson "Dice and dishes".

    Q: three dice show 1 and I take one of them: is the strength 2 or 3?  A: 3, because the dice are counted
    before you take yours: take 3 strudel, or 2 strudel and 1 cake, and put the new items on a guest for free or
    keep them in the kitchen.

    Position: three dice show 1. Lesson: the strength is 3 because the dice are counted before one is taken;
    legal takes keep strudel at least equal to cake (3+0 or 2+1); new items may go straight onto a guest for
    free or stay in the kitchen.
    """
    game, script = scenario(boost=["no"], split=["2 strudel + 1 cake"], place_item=["onto"])
    player = game.state.players[0]
    dancer = CafeGuest(guest_id("Flamenco Dancer"))  # wants 1 strudel and 1 wine
    player.cafe = [dancer]
    game.state.spaces = [3, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    assert labels(script, "split")[0] == ("3 strudel + 0 cake", "2 strudel + 1 cake")
    assert game.state.spaces[0] == 2
    assert dancer.served == {"strudel": 1} and player.kitchen == {"strudel": 1, "cake": 1} and player.money == 10


def test_lesson_boost_and_drinks() -> None:
    """Seed 003, lesson "Boost and drinks".

    Q: how do I get 4 drinks from three dice showing 2?  A: boost: pay 1 krone, once in the turn, for 1 more
    strength, then take 2 wine and 2 coffee; only your one real die leaves the board.

    Position: three dice show 2. Lesson: pay 1 krone to boost to strength 4 and take 2 wine + 2 coffee; the
    boost is once per turn and only the one real die leaves the board.
    """
    game, script = scenario(boost=["yes"], split=["2 wine + 2 coffee"])
    game.state.spaces = [0, 3, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)
    player = game.state.players[0]
    assert player.kitchen == {"wine": 2, "coffee": 2} and player.money == 9
    assert game.state.spaces == [0, 2, 0, 0, 0, 0] and kinds(script).count("boost") == 1


def test_lesson_prepare_a_room() -> None:
    """Seed 003, lesson "Prepare a room".

    Q: where can a new room go, and what does it cost?  A: beside a room you already have, sharing a side and
    not only a corner, on a space of its colour, paying its floor's cost: 0, 1, 2 or 3 krones for floors 1 to 4.

    Position: vacant rooms on 1/1 and 2/1, one die on action 3. Lesson: the new room must touch a prepared room
    orthogonally; each space costs its floor (0/1/2 krones here); the action prepares the one chosen room.
    """
    game, script = scenario(prepare_room=["room 3/1"])
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant", "2/1": "vacant"}
    actions.main_action(game, 0, 3, 1)
    assert labels(script, "prepare-room") == [("room 1/2 for 0", "room 2/2 for 1", "room 3/1 for 2", "stop")]
    assert player.rooms == {"1/1": "vacant", "2/1": "vacant", "3/1": "vacant"} and player.money == 8


def test_lesson_serve_from_the_kitchen() -> None:
    """Seed 003, lesson "Serve from the kitchen".

    Q: what does it cost to serve items that are already in my kitchen?  A: 1 krone moves up to three kitchen
    items onto your guests, and they may go to different guests.

    Position: the Baroness waits for drinks; the kitchen holds 2 wine and 1 coffee. Lesson: one krone moves up
    to three kitchen items, and kitchen and order change together. The lesson serves 2 wine + 1 coffee and
    then calls her order complete; under the 2022 order (2 wine + 2 coffee, base-game.md section 9 #23) that
    means one coffee was already on her card, which is how this position starts.
    """
    game, _ = scenario(serve=["wine", "wine", "coffee"])
    player = game.state.players[0]
    baroness = CafeGuest(guest_id("Baroness"), {"coffee": 1})
    player.cafe = [baroness]
    player.kitchen = {"wine": 2, "coffee": 1}
    flow.serve(game, 0, 1)
    assert baroness.served == {"coffee": 2, "wine": 2} and rules.is_complete(game, 0, baroness)
    assert player.kitchen == {} and player.money == 9


class Watch(Script):
    """A script that also notes the player's VP and café size when the reward's `may` is asked."""

    at_may: tuple | None = None

    def choose(self, game, decision) -> int:
        if decision.kind == "may":
            player = game.state.players[decision.seat]
            self.at_may = (player.vp, len(player.cafe))
        return super().choose(game, decision)


def test_lesson_complete_order_and_check_in() -> None:
    """Seed 003, lesson "Complete order and check in".

    Q: in which order do the check-in, the VP and the reward happen?  A: the guest needs a vacant room of her
    colour (a green guest takes any colour); she moves in and scores her VP first, and only then is her reward
    resolved, which you may decline when it says may.

    Position: the Baroness's order is complete. Lesson: she needs a vacant blue room (green guests could take
    any); she leaves the café and scores first, and only then is her optional reward (look at three staff,
    maybe play one) resolved; here it is declined, and the three cards go back under the deck.
    """
    game, _ = scenario()
    watch = Watch(may=["no"])
    game.agents = [watch, watch]
    player = game.state.players[0]
    baroness = served_guest("Baroness")
    player.cafe = [baroness]
    player.rooms = {"1/1": "vacant", "1/2": "vacant", "1/5": "vacant"}  # blue, yellow, blue
    assert [label for label, _ in flow.check_in_options(game, 0)] == ["check in Baroness to 1/1", "check in Baroness to 1/5"]
    deck = list(game.state.staff_deck)
    rules.check_in(game, 0, baroness, (1, 1))
    assert watch.at_may == (5 + 2, 0)  # guest VP and the single blue room's bonus came before the reward
    assert player.rooms["1/1"] == "occupied" and player.vp == 7 and game.state.guest_discard == [guest_id("Baroness")]
    assert sorted(game.state.staff_deck) == sorted(deck) and set(game.state.staff_deck[:3]) == set(deck[-3:])
    assert not player.hand and not player.played


def test_lesson_hire_one_staff_member() -> None:
    """Seed 003, lesson "Hire one staff member".

    Q: do three dice on action 5 let me play three staff cards?  A: no: you play exactly one card and the
    strength is a discount of 3 krones on it; your hand is not refilled.

    Position: three dice show 5. Lesson: strength 3 is a 3-krone discount, not three cards: the Breakfast
    Server (cost 4) is played for 1 krone, only one card is played and the hand is not refilled.
    """
    game, _ = scenario(boost=["no"], play_staff=["Breakfast Server"])
    player = game.state.players[0]
    player.hand = [staff_id("Breakfast Server"), staff_id("Pool Attendant")]
    deck = len(game.state.staff_deck)
    game.state.spaces = [0, 0, 0, 0, 3, 0]
    actions.take_die(game, 0, 5)
    assert player.played == [staff_id("Breakfast Server")] and player.money == 9
    assert player.hand == [staff_id("Pool Attendant")] and len(game.state.staff_deck) == deck


def test_lesson_emperor_scoring_order() -> None:
    """Seed 003, lesson "Emperor scoring order".

    Q: at an Emperor scoring, do I score before or after stepping back?  A: before: score the VP of the space
    you stand on, then step back, then take the tile's reward from space 3 up (or its penalty on space 0); the
    marker is not reset to 0.

    Position: end of round five, marker on space 8. Lesson: score 5 VP for space 8, step back five to space 3,
    and with 3 or more take the B tile's reward of 5 krones; the marker stays on 3, it is not reset to 0.
    """
    game, _ = scenario()
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    player = game.state.players[0]
    player.emperor = 8
    flow.emperor_scoring(game, 1)
    assert (player.vp, player.emperor, player.money) == (5, 3, 15)


# ---- Decisions --------------------------------------------------------------------------------------------------


def _favor_branch(split: str):
    game, _ = scenario(boost=["no"], split=[split])
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    player = game.state.players[0]
    player.emperor = 5
    game.state.spaces = [0, 0, 0, 3, 0, 0]
    actions.take_die(game, 0, 4)
    flow.emperor_scoring(game, 1)  # the end of round five
    return player


def test_decision_cash_or_emperor_favor() -> None:
    """Seed 003, decision "Cash or Emperor favor".

    Q: just before an Emperor scoring, are Emperor steps worth more than krones?  A: often: steps that take you
    higher score more VP and can keep you in the reward area after the step back, while krones can leave you on
    space 0 with the penalty.

    Position: just before the round-five scoring, favor 5, three dice show 4. Three steps reach space 8, score
    5 VP and step back to 3 for the tile's reward; three krones leave the marker on 5 (4 VP), which steps back
    to 0 and suffers the penalty. With the B tile "5 krones", the favor branch ends with more krones as well.
    """
    favor = _favor_branch("0 krones + 3 Emperor steps")
    assert (favor.vp, favor.emperor, favor.money) == (5, 3, 10 + 5)
    cash = _favor_branch("3 krones + 0 Emperor steps")
    assert (cash.vp, cash.emperor, cash.money) == (4, 0, 10 + 3 - 5)


def test_decision_pay_for_flexibility() -> None:
    """Seed 003, decision "Pay for flexibility?".

    Q: is imitating an action with a 6 as good as taking that action's own die?  A: not always: the 6 runs the
    action at the number of 6s and costs 1 krone, so when the space itself holds more dice, taking one of them
    gives more for nothing.

    Position: three dice show 2 and two show 6. Taking a 2 directly gives three drinks (2 wine + 1 coffee) for
    nothing; imitating drinks with a 6 costs 1 krone and gives only two (1 wine + 1 coffee), because the 6
    buys access to the action at the number of 6s, not at the strength of the copied space.
    """
    game, _ = scenario(boost=["no"], split=["2 wine + 1 coffee"])
    game.state.spaces = [0, 3, 0, 0, 0, 2]
    actions.take_die(game, 0, 2)
    direct = game.state.players[0]
    assert direct.kitchen == {"wine": 2, "coffee": 1} and direct.money == 10

    game, script = scenario(boost=["no"], imitate=["2:"], split=["1 wine + 1 coffee"])
    game.state.spaces = [0, 3, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    copied = game.state.players[0]
    assert labels(script, "split")[0] == ("2 wine + 0 coffee", "1 wine + 1 coffee")
    assert copied.kitchen == {"wine": 1, "coffee": 1} and copied.money == 9


def _closing(check_in: bool) -> int:
    game, _ = scenario(may=["no"])
    game.state.emperor_tiles = ["A1", "B2", "C1"]
    game.state.round = 7
    player = game.state.players[0]
    player.emperor, player.kitchen = 10, {"wine": 1}
    baroness = served_guest("Baroness")  # reward: look at three staff and maybe play one (declined)
    player.cafe = [baroness]
    player.rooms = {"1/1": "vacant"}
    if check_in:
        rules.check_in(game, 0, baroness, (1, 1))
    flow.end_round(game)  # round 7: Emperor scoring
    flow.final_scoring(game)
    return player.vp


def test_decision_one_more_guest_at_closing() -> None:
    """Seed 003, decision "One more guest at closing?".

    Q: on the last turn, is checking in one more guest worth it?  A: usually: it scores the guest's VP and any
    group bonus, fills a room for the final count, and avoids the 5 VP lost for a guest left in the café.

    Position: last turn of round seven, a complete order, favor 10, C tile worth +/-8 VP. Checking in scores the
    guest (5) and the group (2) and occupies a floor-1 room (1 at the end); the optional draw reward is
    declined. Leaving the guest costs 5 VP although her order is full, and her four served items are not
    leftovers. Both branches score the Emperor (6 VP on space 10, back to 3, +8) and the end (10 krones,
    1 wine): 5+2+6+8+1+11 = 33 against 6+8+11-5 = 20.
    """
    assert _closing(check_in=True) == 33
    assert _closing(check_in=False) == 20
