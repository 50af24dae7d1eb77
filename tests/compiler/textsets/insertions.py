"""Wrong texts made by inserting into a paraphrase the reader reads one phrase that is false of its card by
construction: a hold ('until the end of the round') on a card that is done at once, a time ('At the end of the game, ',
'Once per round, ', 'During setup, ') before a sentence of a card with no such time, a condition before a card with
none, a count ('per dancer') on a card that counts nothing, a place or a track a unit never has ('3 VP from your
kitchen', '2 steps on the money track'), and 'to the supply' on a card that gives nothing back. A second round, written
before it was first run: 'twice', 'In round 3, ' on a card that says nothing of rounds, 'from each opponent' on a card
of yours alone, 'instead of your main action' on a card with no main action, 'at least' or 'up to' before an amount
that is exact, and 'Once per game, ' before a rule used again and again. A third round, written the same way: 'and turn
this card face down' on a card that is no bell card, items 'from your hand', a unit other than steps 'on the Emperor
track', 'At the start of each round, ' on a card with no round, 'instead' on a card with no fallback, and 'for each
opponent' on a card that counts nothing. A fourth round (session 19), written the same way: 'if you wish' on a card with
nothing optional, 'and each opponent does the same' on a card of yours alone, 'or more' after an amount that is exact,
'on the first floor' after rooms on a card that names no floor, and 'each round' after an amount given once. A fifth
round, the same way: 'once' after an amount of a rule used again and again, 'each' after an amount on a card that counts
nothing, 'at no cost' after rooms, guests or staff cards on a card that says nothing of a price, 'in the next round' on a
card that says nothing of rounds, and 'for the player to your left' on a card of yours alone.

Why: a phrase the reader reads past, as it reads past a word it does not need, turns a wrong text into a passing one.
Session 17 found nine such leaks by inserting phrases by hand (2,367 of 4,476 inserted wordings passed; a hold inside
a clause passed on 235 of 247 cards); this generator holds that hunt as a test.

Falsity is judged from the card's own meaning (compiler/meaning.py `card_meaning`), by predicates written here from
the structure, not from the checker's claims, so a wrong claim in the checker cannot make its own test pass.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator

from compiler import meaning as m
from tests.compiler.textsets.sets import Case, corpus_cards, file_paraphrases, remembered, with_text

AMOUNT = r"\b(?:\d+|one|two|three|four|five|six) "
ANY_UNIT = r"(?:krones?|VP|victory points?|strudels?|cakes?|wines?|coffees?|champagnes?|staff cards?|rooms?|guests?|dancers?|steps?|spaces?)\b"
NOT_IN_KITCHEN = r"(?:krones?|VP|victory points?|steps?)\b"  # money, points and Emperor steps are never in a kitchen
NOT_MONEY = r"(?:VP|victory points?|steps?)\b"  # points and steps are neither money nor from the bank
ITEMS = r"(?:strudels?|cakes?|wines?|coffees?|champagnes?)\b"  # items are kept in the kitchen, never in the hand
NOT_ON_THE_TRACK = r"(?:krones?|VP|victory points?|strudels?|cakes?|wines?|coffees?|champagnes?)\b"  # the Emperor track holds steps

# Occasions of a rule that lasts beyond one moment (a trigger, an ability, a hold), and those that happen more than
# once a game by a player's choice: a card with none of them does its thing once and is done.
# A ballroom's row counts as lasting: its bonus is paid to each dancer placed there for the rest of the game.
LASTING = ("when", "bell", "once-per-round", "held-once", "ability", "action", "row")
# Verbs under which something goes back to the supply (paid, returned, removed, set aside, exchanged, spent in a fill).
GIVES_BACK = ("spend", "return", "remove", "set-aside", "exchange", "divide", "fill", "send", "skip", "use-token", "retreat")


# ---- where a phrase goes --------------------------------------------------------------------------------------


def at_first_stop(text: str, phrase: str) -> Iterator[str]:
    """Before the first sentence's full stop: 'Gain 3 krones until the end of the round.'"""
    stop = re.search(r"\.(\s|$)", text)
    if stop:
        yield f"{text[:stop.start()]} {phrase}{text[stop.start():]}"


def before_each_sentence(text: str, phrase: str) -> Iterator[str]:
    """Before each sentence in turn, one wording each: 'At the end of the game, gain 3 krones.'"""
    for start in [0, *(s.end() for s in re.finditer(r"\.\s+", text) if s.end() < len(text))]:
        yield text[:start] + phrase + text[start:start + 1].lower() + text[start + 1:]


def before_amount(text: str, phrase: str) -> Iterator[str]:
    """Before the first amount of a thing: 'gain at least 3 krones'."""
    found = re.search(AMOUNT + ANY_UNIT, text, re.I)
    if found:
        yield f"{text[:found.start()]}{phrase}{text[found.start():]}"


def after_amount(units: str) -> Callable[[str, str], Iterator[str]]:
    """After the first amount of one of `units`: '3 VP from your kitchen'."""
    def place(text: str, phrase: str) -> Iterator[str]:
        found = re.search(AMOUNT + units, text, re.I)
        if found:
            yield f"{text[:found.end()]} {phrase}{text[found.end():]}"
    place.__name__ = f"after_amount({units[:20]})"
    return place


# ---- what the card is ---------------------------------------------------------------------------------------


def _occasions(meaning: m.Meaning) -> list:
    return [n for n in m.nodes(meaning) if isinstance(n, m.Occasion)]


def done_at_once(meaning: m.Meaning, kind: str) -> bool:
    """Every part a rule done once when it happens: no trigger, ability or hold, no lasting change, no requirement."""
    rules_only = all(isinstance(p, m.Rule) for p in meaning.parts)
    return rules_only and not any(o.kind in LASTING for o in _occasions(meaning)) and kind != "celebrity"


def never_at_game_end(meaning: m.Meaning, kind: str) -> bool:
    """No final scoring; an Emperor tile's last scoring and a ballroom's are left out (they may fall at the game's end)."""
    return kind not in ("emperor-tile", "ballroom") and not any(o.kind == "final" for o in _occasions(meaning))


def never_once_per_round(meaning: m.Meaning, kind: str) -> bool:
    """Nothing used or limited once a round (an action space is used each turn it is chosen, so it is left out)."""
    limited = any(o.kind in ("once-per-round", "held-once", "ability", "action") or "round" in repr(o.values)
                  for o in _occasions(meaning))
    return kind != "action-space" and not limited


def never_at_setup(meaning: m.Meaning, kind: str) -> bool:
    return not any(o.kind == "setup" for o in _occasions(meaning))


def unconditional(meaning: m.Meaning, kind: str) -> bool:
    """No condition anywhere: no branch, fallback, table, comparison or requirement, and no trigger (whose event is a
    condition of its own, and may already be about rooms)."""
    conditional = (m.Branch, m.Fallback, m.Table, m.Compare, m.Requirement, m.AllOf, m.AnyOf)
    return not any(isinstance(n, conditional) for n in m.nodes(meaning)) and not any(o.kind == "when" for o in _occasions(meaning))


def counts_nothing(meaning: m.Meaning, kind: str) -> bool:
    """No count anywhere (no 'per', no 'for each', no table by a count) and no requirement."""
    return not any(isinstance(n, (m.Count, m.Table, m.Requirement)) for n in m.nodes(meaning))


def gives_nothing_back(meaning: m.Meaning, kind: str) -> bool:
    return not any(isinstance(n, m.Act) and n.verb in GIVES_BACK for n in m.nodes(meaning))


def never_by_round(meaning: m.Meaning, kind: str) -> bool:
    """Nothing said of a round by number (no table or condition on the round); an Emperor tile, scored in a round of its
    own, is left out."""
    return kind != "emperor-tile" and "round" not in repr([n for n in m.nodes(meaning) if isinstance(n, (m.Table, m.Compare, m.Branch))])


def yours_alone(meaning: m.Meaning, kind: str) -> bool:
    """Every act is yours and nothing is said of an opponent: nothing comes from one."""
    return all(n.who == "you" for n in m.nodes(meaning) if isinstance(n, (m.Act, m.Modifier))) and "opponent" not in repr(meaning)


def no_main_action(meaning: m.Meaning, kind: str) -> bool:
    """Nothing said of the main action (an action space is one, a staff card's ability an additional action)."""
    return kind != "action-space" and not any(word in repr(meaning) for word in ("main", "instead", "imitate", "copy"))


def compares_nothing(meaning: m.Meaning, kind: str) -> bool:
    return not any(isinstance(n, (m.Compare, m.Requirement)) for n in m.nodes(meaning))


def never_up_to(meaning: m.Meaning, kind: str) -> bool:
    """No amount 'up to' a number and nothing optional: every amount is exactly what is said."""
    return "up_to=True" not in repr(meaning) and not any(isinstance(n, m.Optional) for n in m.nodes(meaning))


def lasts_more_than_once(meaning: m.Meaning, kind: str) -> bool:
    """A rule used again and again (a trigger, an ability a round, a lasting change), never a bell card's once a game."""
    occasions = {o.kind for o in _occasions(meaning)}
    lasting = bool(occasions & {"when", "once-per-round", "ability"}) or any(isinstance(p, m.Modifier) for p in meaning.parts)
    return lasting and not occasions & {"bell", "held-once"} and kind != "celebrity"


def never_turned_down(meaning: m.Meaning, kind: str) -> bool:
    """No bell card (turned face down when used) and nothing said of a card's face."""
    return not any(o.kind == "bell" for o in _occasions(meaning)) and "face" not in repr([o.values for o in _occasions(meaning)])


def never_at_round_start(meaning: m.Meaning, kind: str) -> bool:
    """No occasion at a round's start or end (a round's end is one round's start away), and no round table."""
    return never_by_round(meaning, kind) and not any("round" in f"{o.kind} {o.event}" for o in _occasions(meaning))


def no_fallback(meaning: m.Meaning, kind: str) -> bool:
    """Nothing done instead of another thing: no fallback, no branch's otherwise, no 'instead' anywhere. An Emperor tile
    (whose penalty comes instead of its reward), a guest kept from one place (who goes to a room instead of a
    ballroom), a card that skips something (and does another thing instead) and a choice among things (one taken
    instead of the others) are left out: 'instead' may be true of them (session 19)."""
    other = kind == "emperor-tile" or any(f.name == "destination" for f in meaning.facts) or any(
        isinstance(n, m.Act) and n.verb in ("skip", "choose") for n in m.nodes(meaning))
    return not other and not any(isinstance(n, (m.Fallback, m.Branch)) for n in m.nodes(meaning)) and "instead" not in repr(meaning)


INHERENTLY_OPTIONAL = ("once-per-round", "ability", "held-once", "bell", "action")  # a player may let these pass


def never_optional(meaning: m.Meaning, kind: str) -> bool:
    """Nothing a player may leave undone: no 'may', no amount 'up to', no ability or bell card used at will; objectives
    (claimed at will) and action spaces (chosen at will) are left out."""
    at_will = any(o.kind in INHERENTLY_OPTIONAL for o in _occasions(meaning))
    return kind not in ("objective", "action-space") and never_up_to(meaning, kind) and not at_will


def no_floor(meaning: m.Meaning, kind: str) -> bool:
    """Nothing said of a floor: any room will do."""
    return "floor" not in repr(meaning)


def costs_as_usual(meaning: m.Meaning, kind: str) -> bool:
    """Nothing said of a price: nothing free, no discount, no cost changed (an action space's own fee is left out)."""
    return kind != "action-space" and not any(word in repr(meaning) for word in ("free", "cost", "less", "discount"))


def counts_no_one(meaning: m.Meaning, kind: str) -> bool:
    return counts_nothing(meaning, kind) and yours_alone(meaning, kind)


def counts_no_one_at_full_price(meaning: m.Meaning, kind: str) -> bool:
    """Counts no one, and no price is changed: 'play 1 staff card each at 1 krone less' gives each card its discount,
    which is true of a card with one (session 19's first run of 'each')."""
    return counts_no_one(meaning, kind) and costs_as_usual(meaning, kind)


def always(meaning: m.Meaning, kind: str) -> bool:
    """The phrase is false of its unit whatever the card: '3 krones into your kitchen'."""
    return True


# ---- the insertions -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Insertion:
    name: str
    phrase: str
    place: Callable[[str, str], Iterator[str]]
    false_of: Callable[[m.Meaning, str], bool]


INSERTIONS = (
    Insertion("hold-round", "until the end of the round", at_first_stop, done_at_once),
    Insertion("hold-game", "for the rest of the game", at_first_stop, done_at_once),
    Insertion("lead-final", "At the end of the game, ", before_each_sentence, never_at_game_end),
    Insertion("lead-round", "Once per round, ", before_each_sentence, never_once_per_round),
    Insertion("lead-setup", "During setup, ", before_each_sentence, never_at_setup),
    Insertion("lead-if", "If you have at least 3 red rooms, ", before_each_sentence, unconditional),
    Insertion("per-dancer", "per dancer", after_amount(ANY_UNIT), counts_nothing),
    Insertion("per-room", "for each red room you have", after_amount(ANY_UNIT), counts_nothing),
    Insertion("kitchen-from", "from your kitchen", after_amount(NOT_IN_KITCHEN), always),
    Insertion("kitchen-into", "into your kitchen", after_amount(NOT_IN_KITCHEN), always),
    Insertion("money-track", "on the money track", after_amount(NOT_MONEY), always),
    Insertion("bank", "from the bank", after_amount(NOT_MONEY), always),
    Insertion("to-supply", "to the supply", after_amount(ANY_UNIT), gives_nothing_back),
    # session 18's second round, written before they were first run
    Insertion("twice", "twice", after_amount(ANY_UNIT), always),
    Insertion("lead-round-3", "In round 3, ", before_each_sentence, never_by_round),
    Insertion("from-opponent", "from each opponent", after_amount(ANY_UNIT), yours_alone),
    Insertion("main-action", "instead of your main action", at_first_stop, no_main_action),
    Insertion("at-least", "at least ", before_amount, compares_nothing),
    Insertion("up-to", "up to ", before_amount, never_up_to),
    Insertion("lead-once", "Once per game, ", before_each_sentence, lasts_more_than_once),
    # session 18's third round, written before it was first run
    Insertion("face-down", "and turn this card face down", at_first_stop, never_turned_down),
    Insertion("hand-items", "from your hand", after_amount(ITEMS), always),
    Insertion("emperor-track", "on the Emperor track", after_amount(NOT_ON_THE_TRACK), always),
    Insertion("lead-round-start", "At the start of each round, ", before_each_sentence, never_at_round_start),
    Insertion("instead", "instead", at_first_stop, no_fallback),
    Insertion("per-opponent", "for each opponent", after_amount(ANY_UNIT), counts_no_one),
    # session 19's fourth round, written before it was first run
    Insertion("if-you-wish", "if you wish", at_first_stop, never_optional),
    Insertion("opponents-too", "and each opponent does the same", at_first_stop, yours_alone),
    Insertion("or-more", "or more", after_amount(ANY_UNIT), compares_nothing),
    Insertion("first-floor", "on the first floor", after_amount(r"rooms?\b"), no_floor),
    Insertion("each-round", "each round", after_amount(ANY_UNIT), done_at_once),
    # session 19's fifth round, written before it was first run
    Insertion("once", "once", after_amount(ANY_UNIT), lasts_more_than_once),
    Insertion("each", "each", after_amount(ANY_UNIT), counts_no_one_at_full_price),
    Insertion("at-no-cost", "at no cost", after_amount(r"(?:rooms?|guests?|staff cards?)\b"), costs_as_usual),
    Insertion("next-round", "in the next round", at_first_stop, never_by_round),
    Insertion("left-player", "for the player to your left", after_amount(ANY_UNIT), yours_alone),
)


def inserted(case: Case, kind: str, card_meaning: m.Meaning) -> Iterator[Case]:
    """Each wrong wording of one paraphrase: each insertion false of its card, at each place it goes (label: its name)."""
    for insertion in INSERTIONS:
        if insertion.false_of(card_meaning, kind):
            for text in insertion.place(case.text, insertion.phrase):
                yield Case(case.key, text, insertion.name)


@lru_cache(maxsize=None)
def read_paraphrases(name: str, every: int = 1) -> tuple[Case, ...]:
    """Every `every`-th paraphrase of the set file `name` that reads as its card: what wrong wordings are made from."""
    cards = corpus_cards()
    return tuple(case for case in file_paraphrases(name)[::every] if not remembered(with_text(cards[case.key], case.text)))


@lru_cache(maxsize=None)
def insertion_cases(name: str, every: int = 1) -> tuple[Case, ...]:
    """The wrong wordings made from every `every`-th paraphrase of the set file `name` that reads as its card."""
    cards = corpus_cards()
    return tuple(wrong for case in read_paraphrases(name, every)
                 for wrong in inserted(case, cards[case.key].kind.name, m.card_meaning(cards[case.key])))
