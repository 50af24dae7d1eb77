"""One scenario per module-1 staff card (#119-#133), from lets-waltz.md §6 and §1.3-1.5 ([J], seed 000 p.21-22).

Costs are unknown in every source: the TEST DATA values file makes each card cost 2 and each ballroom row cost 2
champagne (tests/cards/lets_waltz/scenes.py). Where a dancer is sent, the scripts take it from section 4 of the
rehearsal room (4 dancers), so no section bonus muddies the count. Ballrooms, left to right: Apollosaal (top row
+3 krones, middle +2 krones), Odeonsaal, Zur Kettenbrücke (top +5 VP, middle +2 VP) (§1.7).
"""
from __future__ import annotations

from engine import actions, flow, turns
from tests.cards.lets_waltz.scenes import (FIXTURE_ROW_COST, FIXTURE_STAFF_COST, asked, covers, dancers, in_play, kitchen,
                                           offered, play, use, waltz)

SECTION_4 = ["section 4"]


@covers("staff", 119)
def test_dancing_master_sends_a_dancer_at_its_usual_cost_and_gains_a_krone_on_die_3() -> None:
    """§6 #119: taking a die showing 3, before or after the action, may send 1 dancer at the normal cost; +1 kr."""
    game, script = waltz(boost=["no"], before_or_after=["yes"], send_dancer=["Apollosaal, bottom"], section=SECTION_4,
                         prepare_room=["stop"])
    player = game.state.players[0]
    in_play(game, 0, 119)
    player.kitchen = {"champagne": 3}
    game.state.spaces = [0, 0, 1, 0, 0, 0]
    actions.take_die(game, 0, 3)
    assert dancers(game, 0) == [("apollosaal", "bottom")]  # the bottom row pays no bonus
    assert kitchen(game) == {"champagne": 3 - FIXTURE_ROW_COST} and player.money == 10 + 1
    assert ("yes", "no") in asked(script, "before-or-after")


@covers("staff", 119)
def test_dancing_master_does_nothing_on_another_die() -> None:
    game, script = waltz(boost=["no"], split=["1 krone"])
    in_play(game, 0, 119)
    game.state.players[0].kitchen = {"champagne": 3}
    game.state.spaces = [0, 0, 0, 1, 0, 0]
    actions.take_die(game, 0, 4)
    assert dancers(game, 0) == [] and not asked(script, "send-dancer") and game.state.players[0].money == 10 + 1


@covers("staff", 120)
def test_violinist_gains_three_champagne_when_played() -> None:
    """§6 #120: immediate, +3 champagne."""
    game, _ = waltz()
    play(game, 0, 120)
    assert kitchen(game) == {"champagne": 3} and game.state.players[0].money == 10 - FIXTURE_STAFF_COST


@covers("staff", 121)
def test_concertmaster_gains_a_champagne_and_a_vp_after_die_1() -> None:
    """§6 #121: taking die 1, after the action +1 champagne and +1 VP, outside the action's ratio (strudel 1)."""
    game, _ = waltz(boost=["no"], split=["1 strudel"])
    in_play(game, 0, 121)
    game.state.spaces = [1, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    assert kitchen(game) == {"strudel": 1, "champagne": 1} and game.state.players[0].vp == 1


@covers("staff", 122)
def test_symphonist_turns_one_champagne_into_five_vp_once_a_round() -> None:
    """§6 #122: once per round, spend exactly 1 champagne for +5 VP."""
    game, _ = waltz()
    in_play(game, 0, 122)
    assert not offered(game, 0, 122)  # no champagne, nothing to spend
    game.state.players[0].kitchen = {"champagne": 2}
    use(game, 0, 122)
    assert kitchen(game) == {"champagne": 1} and game.state.players[0].vp == 5
    assert not offered(game, 0, 122)


@covers("staff", 123)
def test_usherette_pays_two_krones_for_a_champagne_and_three_vp() -> None:
    """§6 #123: once per round, pay exactly 2 kr: +1 champagne, +3 VP."""
    game, _ = waltz()
    player = game.state.players[0]
    in_play(game, 0, 123)
    use(game, 0, 123)
    assert (player.money, player.vp, kitchen(game)) == (8, 3, {"champagne": 1})
    assert not offered(game, 0, 123)


@covers("staff", 124)
def test_conductor_gains_a_champagne_and_a_krone_on_die_4() -> None:
    """§6 #124: taking die 4: +1 champagne, +1 kr (the action itself: 1 krone at strength 1)."""
    game, _ = waltz(boost=["no"], split=["1 krones"])
    in_play(game, 0, 124)
    game.state.spaces = [0, 0, 0, 1, 0, 0]
    actions.take_die(game, 0, 4)
    assert kitchen(game) == {"champagne": 1} and game.state.players[0].money == 10 + 1 + 1


@covers("staff", 125)
def test_choirmaster_sends_a_dancer_one_champagne_cheaper_on_die_5() -> None:
    """§6 #125: taking die 5, before or after the action, may send 1 dancer at -1 champagne."""
    game, script = waltz(boost=["no"], before_or_after=["no"], send_dancer=["Zur Kettenbrücke, top"], section=SECTION_4,
                         imitate=["4"], split=["1 krones"])
    player = game.state.players[0]
    in_play(game, 0, 125)
    player.kitchen = {"champagne": 1}
    game.state.spaces = [0, 0, 0, 0, 1, 0]
    actions.take_die(game, 0, 5)
    assert dancers(game, 0) == [("zur-kettenbruecke", "top")]
    assert kitchen(game) == {} and player.vp == 5  # 2 - 1 champagne paid; the top row's +5 VP
    assert all("for 1 champagne" in label for label in asked(script, "send-dancer")[0])


@covers("staff", 126)
def test_leading_dancer_scores_two_vp_per_dancer_in_the_ballrooms_at_the_end() -> None:
    """§6 #126: final scoring, +2 VP per dancer of yours in all ballrooms (balcony included)."""
    scores = []
    for with_card in (False, True):
        game, _ = waltz()
        if with_card:
            in_play(game, 0, 126)
        game.state.dancers["apollosaal"]["bottom"] = [0, 1]
        game.state.dancers["zur-kettenbruecke"]["top"] = [0, 0, 0, 0]  # 4 dancers: 2 on the printed spaces, 2 on the balcony
        for player in game.state.players:
            player.money, player.kitchen = 0, {}
        flow.final_scoring(game)
        scores.append(game.state.players[0].vp)
    assert scores[1] - scores[0] == 2 * 5


@covers("staff", 127)
def test_harpist_sends_two_dancers_the_first_two_cheaper_the_second_one_cheaper() -> None:
    """§6 #127: immediate, may send up to 2 dancers: the 1st at up to -2 champagne, the 2nd at -1."""
    game, script = waltz(how_many=["2"], send_dancer=["Odeonsaal, bottom", "Apollosaal, middle"], section=SECTION_4 * 2)
    player = game.state.players[0]
    player.kitchen = {"champagne": 1}
    play(game, 0, 127)
    assert dancers(game, 0) == [("apollosaal", "middle"), ("odeonsaal", "bottom")]
    assert kitchen(game) == {} and player.money == 10 - FIXTURE_STAFF_COST + 2  # Apollosaal's middle row: +2 kr
    first, second = asked(script, "send-dancer")[:2]
    assert "for 0 champagne" in first[0] and "for 1 champagne" in second[0]


@covers("staff", 128)
def test_cellist_spends_a_dish_or_drink_to_send_a_dancer_one_cheaper() -> None:
    """§6 #128: once per round, spend exactly 1 dish/drink: send 1 dancer at -1 champagne."""
    game, _ = waltz(send_dancer=["Apollosaal, top"], section=SECTION_4)
    player = game.state.players[0]
    in_play(game, 0, 128)
    player.kitchen = {"champagne": 1}
    assert not offered(game, 0, 128)  # champagne is neither a dish nor a drink (§1.3)
    player.kitchen = {"champagne": 1, "coffee": 1}
    use(game, 0, 128)
    assert kitchen(game) == {} and dancers(game, 0) == [("apollosaal", "top")] and player.money == 10 + 3


@covers("staff", 129)
def test_pianist_gains_a_champagne_once_a_round() -> None:
    """§6 #129: once per round, +1 champagne."""
    game, _ = waltz()
    in_play(game, 0, 129)
    use(game, 0, 129)
    assert kitchen(game) == {"champagne": 1} and not offered(game, 0, 129)


@covers("staff", 130)
def test_ballet_master_pays_a_krone_and_offers_a_staff_card_per_dancer_sent() -> None:
    """§6 #130: each dancer you send: +1 kr and you may draw 1 staff card."""
    from engine import ballrooms

    game, _ = waltz(section=SECTION_4 * 2, may=["yes", "no"])
    player = game.state.players[0]
    in_play(game, 0, 130)
    player.kitchen = {"champagne": 4}
    top = game.state.staff_deck[-1]
    ballrooms.send(game, 0, ("odeonsaal", "bottom", 2))
    ballrooms.send(game, 0, ("odeonsaal", "bottom", 2))
    assert player.money == 10 + 2 and player.hand == [top]


@covers("staff", 131)
def test_trumpeter_gains_a_champagne_and_offers_a_draw_after_die_2() -> None:
    """§6 #131: taking die 2, after the action: +1 champagne, may draw 1 staff (outside the wine ratio)."""
    game, _ = waltz(boost=["no"], split=["1 wine"], may=["yes"])
    player = game.state.players[0]
    in_play(game, 0, 131)
    game.state.spaces = [0, 1, 0, 0, 0, 0]
    top = game.state.staff_deck[-1]
    actions.take_die(game, 0, 2)
    assert kitchen(game) == {"wine": 1, "champagne": 1} and player.hand == [top]


@covers("staff", 132)
def test_arranger_gains_two_champagne_for_each_objective_marker() -> None:
    """§6 #132: each marker you place on an objective card: +2 champagne."""
    game, _ = waltz()
    in_play(game, 0, 132)
    game.state.objectives = {"seven-champagne": []}
    turns.claim_objective(game, 0, "seven-champagne")
    assert kitchen(game) == {"champagne": 2} and game.state.players[0].vp == 15


@covers("staff", 133)
def test_danube_steamship_captain_sends_a_dancer_after_another_staff_card_once_a_round() -> None:
    """§6 #133: once per round, after you play another staff card: may send 1 dancer at -1 champagne."""
    game, script = waltz(may=["yes", "yes"], send_dancer=["Apollosaal, bottom"], section=SECTION_4)
    player = game.state.players[0]
    in_play(game, 0, 133)
    player.kitchen = {"champagne": 1}
    play(game, 0, 120)  # Violinist: +3 champagne, then the Captain's dancer for 1
    assert dancers(game, 0) == [("apollosaal", "bottom")] and kitchen(game) == {"champagne": 3}
    play(game, 0, 129)  # a second card the same round: nothing
    assert dancers(game, 0) == [("apollosaal", "bottom")] and len(asked(script, "send-dancer")) == 1


@covers("staff", 132)
def test_arranger_gains_nothing_for_a_personal_objective() -> None:
    """§6 #132, §3.3 Ninas Melange: personal objectives do not trigger the Arranger."""
    game, _ = waltz()
    in_play(game, 0, 132)
    game.state.players[0].personal = ["seven-champagne"]
    turns.complete_personal(game, 0, "seven-champagne")
    assert kitchen(game) == {}
