"""Scenario tests for base-game guest cards #49–104: taking guests from the queue for free.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

import pytest

from tests.cards.guest_support import FREE_GUEST, GUEST_DECK, QUEUE, arrive, asked, outcome


# ---- taking guests from the queue ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, fixed, emperor_may", FREE_GUEST, ids=[g[0] for g in FREE_GUEST])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_free_guest(name, space, fixed, emperor_may, accept) -> None:
    """base-game.md §4 #62 63 78 80 84 101 with §1.1 (queue): take the queue's leftmost guest (normally 3
    krones) for free; the queue slides and refills from the deck. Declined: queue and café unchanged.
    Opera Singer and Brother Uwe also may advance 3 on the Emperor track (taken here whenever the guest is)."""
    answer = "yes" if accept else "no"
    may = [answer] if emperor_may is None else [answer, answer]
    game, script, before = arrive(name, space, queue=QUEUE, may=may, take_guest=["Composer"])
    changes = dict(fixed)
    if accept:
        changes.update(cafe=[("Composer", {})], queue=["M. Polo", "Tailor", "Poet", "Major", "Earl"],
                       guest_deck=["General"])
        if emperor_may:
            changes["emperor"] = 3
    assert outcome(game) == {**before, **changes}
    assert len(asked(script, "may")) == len(may)


@pytest.mark.parametrize("may, emperor, took", [(["yes", "no"], 0, True), (["no", "yes"], 3, False)])
def test_opera_singer_parts_are_independent(may, emperor, took) -> None:
    """base-game.md §4 #62: two separate optional parts (free guest; +3 Emperor)."""
    game, _, before = arrive("Opera Singer", "1/2", queue=QUEUE, may=may, take_guest=["Earl"])
    changes = {"vp": 4, "emperor": emperor}
    if took:
        changes.update(cafe=[("Earl", {})], queue=["M. Polo", "Composer", "Tailor", "Poet", "Major"],
                       guest_deck=["General"])
    assert outcome(game) == {**before, **changes}


def test_free_guest_is_not_offered_with_an_empty_queue() -> None:
    """base-game.md §4 #63 and the §4 note "a free guest still needs ... a guest": nothing to take, no question."""
    game, script, before = arrive("Dame", "1/1")
    assert outcome(game) == {**before, "vp": 2}
    assert asked(script, "may") == []


def test_medicinal_councillor_takes_two_guests_refilling_in_between() -> None:
    """base-game.md §4 #87; seed 003: 3 VP, +3 krones; may take up to 2 guests free, the queue is refilled
    before the second, so the new leftmost guest may be the second one."""
    game, _, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, may=["yes"],
                             take_guest=["Composer", "M. Polo"])
    assert outcome(game) == {**before, "vp": 3, "money": 13, "cafe": [("Composer", {}), ("M. Polo", {})],
                             "queue": ["General", "Tailor", "Poet", "Major", "Earl"], "guest_deck": []}


@pytest.mark.parametrize("answers, cafe, queue, deck", [
    ({"may": ["yes"], "take_guest": ["Poet", "stop"]}, [("Poet", {})],
     ["M. Polo", "Composer", "Tailor", "Major", "Earl"], ["General"]),
    ({"may": ["no"]}, [], list(QUEUE), list(GUEST_DECK)),
])
def test_medicinal_councillor_one_or_no_guest(answers, cafe, queue, deck) -> None:
    """base-game.md §4 #87: "up to 2" guests, and optional: one, or none."""
    game, _, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, **answers)
    assert outcome(game) == {**before, "vp": 3, "money": 13, "cafe": cafe, "queue": queue, "guest_deck": deck}


def test_medicinal_councillor_second_guest_needs_a_free_table() -> None:
    """base-game.md §4 #87 with §1.1 (3 café tables) and the §4 note: a free guest still needs an empty table."""
    game, script, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, cafe=["Sculptor", "Musician"],
                                  may=["yes"], take_guest=["Composer"])
    assert outcome(game) == {**before, "vp": 3, "money": 13,
                             "cafe": [("Sculptor", {}), ("Musician", {}), ("Composer", {})],
                             "queue": ["M. Polo", "Tailor", "Poet", "Major", "Earl"], "guest_deck": ["General"]}
    assert len(asked(script, "take-guest")) == 1
