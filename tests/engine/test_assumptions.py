"""Named assumptions (cards/*/assumptions/): the engine's table of the answers it plays (engine/contract.py
ASSUMPTIONS) agrees with the cards, a values file may choose only an answer the engine plays (E247 for the
rest), and each answer it plays changes the game as the assumption's card says."""
from __future__ import annotations

from dataclasses import replace

import pytest

from compiler.values import read_overlay
from engine import actions, entrances, flow, rules
from engine.contract import ASSUMPTIONS
from engine.lounge import DieChoice
from tests.cards.lets_waltz.support import corpus, scenario

CARDS = {c.ident: c for c in corpus() if c.kind.name == "assumption"}


def _answers(ident: str) -> tuple[str, ...]:
    chosen, others = CARDS[ident].value("choice", "answers")
    return (chosen,) + tuple(others)


def test_the_table_names_every_assumption_card_and_only_their_answers_default_first() -> None:
    assert sorted(ASSUMPTIONS) == sorted(CARDS)
    for ident, played in ASSUMPTIONS.items():
        assert played[0] == _answers(ident)[0], ident
        assert set(played) <= set(_answers(ident)), ident


def _values(text: str):
    return read_overlay("mine.gah", 'values mine "Mine" {\n  text "My own answers."\n' + text + "}\n", corpus())


def test_a_values_file_may_choose_an_answer_the_engine_plays() -> None:
    overlay, problems = _values("  assumption round-end-order choice after-scorings\n")
    assert overlay is not None and not [p for p in problems if p.is_error]


@pytest.mark.parametrize("ident", [i for i in ASSUMPTIONS if set(_answers(i)) - set(ASSUMPTIONS[i])])
def test_an_answer_the_engine_does_not_play_is_refused_where_it_is_written(ident: str) -> None:
    unplayed = sorted(set(_answers(ident)) - set(ASSUMPTIONS[ident]))[0]
    _, problems = _values(f"  assumption {ident} choice {unplayed}\n")
    found = [p for p in problems if p.code == "E247"]
    assert len(found) == 1 and found[0].span.line == 3 and found[0].span.column == len(f"  assumption {ident} choice ") + 1
    assert ASSUMPTIONS[ident][0] in found[0].hint


def _answering(game, **answers: str):
    game.catalog = replace(game.catalog, assumptions={k.replace("_", "-"): v for k, v in answers.items()})
    return game


# ---- each answer played ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("answer, first", [("before-scorings", True), ("after-scorings", False)])
def test_round_end_order_puts_the_round_end_before_or_after_the_scorings(answer: str, first: bool, monkeypatch) -> None:
    game, _ = scenario("celebrities")
    _answering(game, round_end_order=answer)
    steps: list[str] = []
    monkeypatch.setattr(flow, "_round_end_heard", lambda g: steps.append("round-end"))
    monkeypatch.setattr(flow.lounge, "clean_up", lambda g: steps.append("celebrities leave"))
    monkeypatch.setattr(flow, "emperor_scoring", lambda g, i: steps.append("Emperor"))
    game.state.round = game.catalog.track.scoring_rounds[0]
    flow.end_round(game)
    assert steps == (["round-end", "celebrities leave", "Emperor"] if first else ["celebrities leave", "Emperor", "round-end"])


@pytest.mark.parametrize("answer, vp", [("plus-two", 3), ("no-bonus", 1)])
def test_chaplin_own_vp_decides_whether_taking_him_sets_off_his_ability(answer: str, vp: int) -> None:
    game, _ = scenario("celebrities", split=["1 strudel"], boost=["no"])
    _answering(game, chaplin_own_vp=answer)
    game.state.lounge, game.state.lounge_vp = ["charlie-chaplin", "jrr-tolkien", "marie-curie"], [1, 1, 1]
    game.state.spaces, game.state.colored = [1, 0, 0, 0, 0, 0], {"red": 1, "blue": None, "yellow": None}
    actions.take_die(game, 0, 1, "red")
    assert game.state.players[0].vp == vp and game.state.players[0].celebrities == ["charlie-chaplin"]


@pytest.mark.parametrize("answer, offered, money_after", [("cannot-take", False, None), ("pay-what-you-have", True, 0 + 3)])
def test_an_unaffordable_coloured_die_fee_is_refused_or_paid_as_far_as_it_goes(answer, offered, money_after) -> None:
    game, _ = scenario("celebrities", split=["3 krones"], boost=["no"])
    _answering(game, colored_die_fee_unaffordable=answer)
    game.state.lounge, game.state.lounge_vp = ["mahatma-gandhi", "jrr-tolkien", "marie-curie"], [1, 1, 1]
    game.state.spaces, game.state.colored = [0, 0, 0, 3, 0, 0], {"red": 4, "blue": None, "yellow": None}
    game.state.players[0].money = 1  # the fee is 2 (two other dice on the space)
    assert (DieChoice(4, "red") in [v for _, v in flow.die_options(game, 0)]) == offered
    if offered:
        actions.take_die(game, 0, 4, "red")
        assert game.state.players[0].money == money_after and game.state.players[0].celebrities == ["mahatma-gandhi"]


@pytest.mark.parametrize("answer, third_opener", [("clockwise-from-start-player", 1), ("clockwise-from-last-opener", 3)])
def test_auction_next_opener_counts_from_the_start_player_or_from_the_last_opener(answer: str, third_opener: int) -> None:
    """4 players: the start player wins the first auction; seat 1 opens the second, which seat 2 wins; who opens the third?"""
    game, _ = scenario("exclusive-hotels", players=4, bid=["bid 1", "pass", "pass", "pass", "bid 0", "bid 1", "pass", "pass"])
    _answering(game, auction_next_opener=answer)
    game.state.entrances = ["mayenfels", "stroup", "the-kozi-palace-vienna", "kaufman"]
    openers: list[int] = []
    real = entrances._one_auction
    holders: list[list[bool]] = []
    entrances._one_auction = lambda g, opener: (openers.append(opener), holders.append([p.entrance is not None for p in g.state.players]),
                                                real(g, opener))
    try:
        entrances.auction(game)
    finally:
        entrances._one_auction = real
    assert openers == [0, 1, third_opener] and holders[2] == [True, False, True, False]


@pytest.mark.parametrize("answer, counted", [("like-a-check-in", True), ("only-check-ins", False)])
def test_a_guest_sent_to_a_ballroom_counts_as_a_completed_order_or_not(answer: str, counted: bool) -> None:
    from tests.cards.lets_waltz.fixture import catalog_with_values
    from engine.flow import new_state
    from engine.runtime import Game
    from engine.state import CafeGuest
    from engine import ballrooms
    from tests.engine.helpers import Script

    chosen = catalog_with_values("ballrooms")
    state = new_state(0, 3)
    game = _answering(Game(chosen, state, [Script()] * 3), ballroom_guests_leave_the_cafe=answer)
    flow.setup(game)
    guest = next(g for g in chosen.guests.values() if g.destination in ("ballroom", "room-or-ballroom"))
    player = game.state.players[0]
    player.cafe, player.kitchen = [CafeGuest(guest.ident, dict(guest.order))], {"champagne": 5}
    destination = ballrooms.guest_destinations(game, 0, player.cafe[0])[0][1]
    rules.send_guest(game, 0, player.cafe[0], destination)
    assert (guest.ident in player.completed) == counted and not player.cafe


@pytest.mark.parametrize("answer, included", [("left-out", False), ("included", True)])
def test_promos_included_leaves_the_promos_out_or_builds_them_in(answer: str, included: bool) -> None:
    """A values file's answer decides the modules a game builds from (compiler/needs.in_play): with the promos, their
    cards are in the catalog (the TEST DATA values supply their unknowns), without them they are not."""
    from compiler.build import build_catalog
    from compiler.needs import in_play
    from compiler.values import chosen_answers
    from tests.cards.lets_waltz.fixture import FIXTURE

    text = FIXTURE.read_text(encoding="utf-8").rstrip().removesuffix("}") + f"  assumption promos-included choice {answer}\n}}\n"
    overlay, problems = read_overlay("mine.gah", text, corpus())
    assert overlay is not None and not [p for p in problems if p.is_error]
    modules = in_play(("you-want-more",), chosen_answers(corpus(), overlay))
    assert ("promo" in modules) == included
    built = build_catalog(corpus(), modules, overlay).catalog
    assert (190 in built.guests, 117 in built.guests) == (included, included) and 183 not in built.staff  # #183 needs ballrooms
    assert built.assumptions["promos-included"] == answer


def test_without_a_values_file_the_promos_stay_out() -> None:
    from compiler.needs import in_play
    from compiler.values import chosen_answers

    assert "promo" not in in_play(("ballrooms",), chosen_answers(corpus()))


@pytest.mark.parametrize("answer, order", [("before-key-gain", ["may", "item"]), ("before-key-action", ["item", "may"])])
def test_corogari_with_the_master_key_as_second_die_gives_its_bonus_before_the_keys_gain_or_before_its_action(answer, order) -> None:
    """First die 2, the key copies it: sum 4 gives +1 krone and may +1 Emperor step [000 p.19]; the key gives a dish or
    drink (an item choice) and then its action (a choice of six)."""
    from engine import key

    game, script = scenario("exclusive-hotels", "starting-player", may=["yes"], item=["cake"])
    _answering(game, corogari_master_key_timing=answer)
    player = game.state.players[0]
    player.entrance, player.entrance_ready, player.covered, player.faces = "corogari-zant-mainz", True, 1, [2]
    key.take(game, 0)
    assert [k for k, _ in script.seen if k in ("may", "item", "choose")][:3] == order + ["choose"]
    assert player.emperor >= 1 and player.kitchen.get("cake") == 1


@pytest.mark.parametrize("answer, steps", [("a1-b2-c3", {"A": [1], "B": [2], "C": [3]}), ("a3-b2-c1", {"A": [3], "B": [2], "C": [1]}),
                                           ("any-steps-any-tile", {"A": [1, 2, 3], "B": [1, 2, 3], "C": [1, 2, 3]})])
def test_grand_wray_steps_ties_the_listed_steps_to_the_tile_letters(answer: str, steps: dict) -> None:
    """The entrance's line lists 1, 2, 3 steps back; each answer pairs them with the kept A, B and C tiles its own way."""
    from engine.runtime import Ctx

    game, script = scenario("exclusive-hotels", tile=["(B)"])
    _answering(game, grand_wray_steps=answer)
    player = game.state.players[0]
    player.entrance, player.entrance_ready, player.emperor = "the-grand-wray-hotel", True, 5
    game.state.aside = {"the-grand-wray-hotel": {"emperor-tile": ["A1", "B1", "C1"]}}
    entrance = game.catalog.entrances["the-grand-wray-hotel"]
    entrance.behaviour.ability.run(Ctx(game, 0, entrance.ref))
    (offered,) = [labels for k, labels in script.seen if k == "tile"]
    found = {letter: [int(label.split(" for ")[1].split()[0]) for label in offered if f"({letter})" in label] for letter in "ABC"}
    assert found == steps and player.emperor == 5 - steps["B"][0]
    assert game.state.aside["the-grand-wray-hotel"]["emperor-tile"] == ["A1", "C1"]


@pytest.mark.parametrize("answer, rang", [("main-or-additional", True), ("main-action-only", False)])
def test_bell_one_action_counts_a_check_in_reward_as_one_action_or_not(answer: str, rang: bool) -> None:
    """Handmaid #166 (bell: 3 or more Emperor steps within one action). The Princess's check-in reward (may +3 steps,
    base-game.md §4 #68) is an additional action: it meets the condition by itself, or it is no action the bell counts.
    A main action counts under either answer."""
    from engine import turns
    from engine.state import Ref
    from tests.cards.lets_waltz.scenes import complete_order, guest_named, in_play, waltz

    game, script = waltz(additional=["check in Princess", "done"], may=["yes", "no", "no"], bell=["yes", "yes"])
    _answering(game, bell_one_action=answer)
    player = game.state.players[0]
    in_play(game, 0, 166)
    complete_order(game, 0, guest_named("Princess"))
    player.rooms = {"1/1": "vacant"}
    turns.additional_actions(game, 0)
    assert player.emperor == 3 and player.rooms == {"1/1": "occupied"}
    assert (Ref("staff", 166) in player.face_down) == rang and len([k for k, _ in script.seen if k == "bell"]) == int(rang)
    if not rang:
        game.begin_action()  # a main action: counted under either answer
        rules.advance_emperor(game, 0, 3)
        assert Ref("staff", 166) in player.face_down


@pytest.mark.parametrize("answer, now", [("this-rounds-guests-count", True), ("earlier-rounds-only", False)])
def test_kaufman_pile_guests_count_for_a_completed_orders_objective_now_or_from_the_round_end(answer: str, now: bool) -> None:
    """Objective C+ (5 completed orders of 3+ items): 4 from earlier rounds and 1 this round, still in Kaufman's pile."""
    from engine import turns
    from engine.state import Ref
    from tests.cards.lets_waltz.fixture import catalog_with_values
    from tests.cards.lets_waltz.scenes import guest_named, waltz

    game, _ = waltz()
    game.catalog = catalog_with_values("exclusive-hotels", "you-want-more")
    _answering(game, kaufman_pile_and_completed_orders=answer)
    game.state.objectives = {"five-large-orders": []}
    owner, other = game.state.players[0], game.state.players[1]
    owner.entrance, owner.entrance_ready = "kaufman", True
    for player in (owner, other):
        player.completed = [guest_named(n) for n in ("Earl", "Major", "Countess", "Photographer", "Duke")]
        player.completed_this_round = [guest_named("Duke")]

    def claimable(seat: int) -> bool:
        return any(a.ref == Ref("objective", "five-large-orders") for _, a in turns.claim_options(game, seat))

    assert claimable(0) == now and claimable(1)  # the other player keeps no pile: the answer does not touch them
    owner.completed_this_round = []  # the round end moved them out of the pile
    assert claimable(0)
