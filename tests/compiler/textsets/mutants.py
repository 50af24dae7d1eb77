"""Semantic mutants of a card's *text*: each one a wrong text a careful reader of the card would reject.

Every operator rewrites one place of the text (one mutant per place it applies to), keeping the
sentence readable English: polarity (gain / pay), who (you / each opponent), and / or, at least / at
most, occupied / vacant, the trigger taken from another card, the timing (when played, once per round,
final scoring, instead of / before / after the main action), a colour, floor or column, "may" dropped
or added, up / down the Emperor track, a pair of colour counts swapped, an amount, a unit, a die face,
reward and penalty swapped.

Written before the reader (issue 14), from the corpus' wording; the reader was never tuned on the
held-out cards' mutants (see sets.held_out).
"""
from __future__ import annotations

import re
from typing import Iterator

Mutant = tuple[str, str]  # (operator, mutated text)

AMOUNT = r"(?:up to |exactly |as many as )?(?:\d+|one|two|three|four|five|a|an)\b"


def _case(template: str, original: str) -> str:
    """`template` with the capitalisation of `original`'s first letter."""
    return template[:1].upper() + template[1:] if original[:1].isupper() else template


def _each(text: str, pattern: str, replace, flags=re.I) -> Iterator[str]:
    """One mutant per match: `replace(match)` gives the new words (None: skip this match)."""
    for match in re.finditer(pattern, text, flags):
        new = replace(match)
        if new is not None and new != match.group(0):
            yield text[: match.start()] + new + text[match.end():]


def _table(text: str, table: dict[str, str], after: str = "", before: str = "") -> Iterator[str]:
    lowered = {w.lower(): new for w, new in table.items()}
    words = "|".join(sorted((re.escape(w) for w in table), key=len, reverse=True))
    pattern = rf"{before}\b({words})\b{after}"
    return _each(text, pattern, lambda m: m.group(0).replace(m.group(1), _case(lowered[m.group(1).lower()], m.group(1))))


# ---- operators -----------------------------------------------------------------------------------------------

GAINING = {"gain": "pay", "gains": "pays", "receive": "pay", "receives": "pays", "take": "pay", "takes": "pays",
           "score": "lose", "scores": "loses", "earn": "pay", "earns": "costs", "add": "remove", "get": "lose", "gets": "loses"}
LOSING = {"lose": "gain", "loses": "gains", "pay": "gain", "pays": "gains", "spend": "gain", "spends": "gains",
          "give up": "take", "hand back": "receive", "give back": "take", "return": "take", "discard": "draw"}


def polarity(text: str) -> Iterator[str]:
    """A gain becomes a payment and a payment a gain ('take 1 wine' -> 'pay 1 wine')."""
    yield from _table(text, GAINING, after=rf"(?=\s+(?:you\s+)?{AMOUNT})")
    yield from _table(text, LOSING, after=rf"(?=\s+(?:back\s+)?{AMOUNT})")


SUBJECTS = {"you gain": "each opponent gains", "you score": "each opponent scores", "you take": "each opponent takes",
            "you receive": "each opponent receives", "you may": "each opponent may", "you move": "each opponent moves",
            "you also": "each opponent also", "the owner gains": "each other player gains", "the owner may": "each other player may",
            "its winner takes": "each other player takes", "every other player gains": "you gain",
            "each other player gains": "you gain", "you pay": "each opponent pays", "you draw": "each opponent draws"}
IMPERATIVES = ("receive", "take", "gain", "score", "draw", "play", "prepare", "pay", "lose", "move")


def who(text: str) -> Iterator[str]:
    """The player who gains is swapped: you / each opponent ('you score 5 VP' -> 'each opponent scores 5 VP')."""
    yield from _table(text, SUBJECTS)
    verbs = "|".join(IMPERATIVES)
    yield from _each(text, rf"(?:(?<=^)|(?<=[.:;] ))({verbs})\b", lambda m: f"Each opponent must {m.group(1).lower()}", flags=0 | re.I)


def and_or(text: str) -> Iterator[str]:
    """'and' and 'or' swapped, where that changes the meaning: not in a list that is said to mix ('strudel and cake in
    any mix', 'wine and coffee together'), nor in a negated list ('cannot be traded', 'neither ... nor')."""
    def swap(m):
        after = text[m.end(): m.end() + 30]
        clause = re.split(r"[.;,(]", text[: m.start()])[-1] + text[m.end():].split(".")[0].split(";")[0]
        if re.match(r"\s+\w+\s+(?:in any mix|together)", after) or re.search(r"\b(?:cannot|neither|nor|never|not|both)\b", clause):
            return None
        return _case({"and": "or", "or": "and"}[m.group(1).lower()], m.group(1))

    yield from _each(text, r"\b(and|or)\b", swap)


COMPARISONS = {"at least": "at most", "at most": "at least", "or more": "or fewer", "more than": "fewer than",
               "fewer than": "more than", "up to": "at least", "strictly more": "fewer"}


def comparison(text: str) -> Iterator[str]:
    yield from _table(text, COMPARISONS)


def occupancy(text: str) -> Iterator[str]:
    yield from _table(text, {"occupied": "vacant", "vacant": "occupied"})


TRIGGER = r"\b(?:[Ee]ach time|[Ww]henever|[Ee]very time|[Bb]ell card: when) ([^,;.:]+)"


def trigger_of(text: str) -> str | None:
    match = re.search(TRIGGER, text)
    return match.group(1) if match else None


def trigger(text: str, texts: dict[str, str], key: str) -> Iterator[str]:
    """The card's trigger replaced by the trigger of the next card (in key order) that has a different one."""
    own = trigger_of(text)
    if own is None:
        return
    others = [t for k, t in sorted(texts.items()) if k > key] + [t for k, t in sorted(texts.items()) if k <= key]
    other = next((trigger_of(t) for t in others if trigger_of(t) not in (None, own)), None)
    if other:
        yield text.replace(own, other, 1)


TIMINGS = ("When you play this card,", "Once per round, as an additional action,", "At final scoring,")
MAIN_ACTION = {"either before or after the main action": "instead of the main action",
               "either just before or just after that die's main action": "instead of that die's main action",
               "before or after the main action": "instead of the main action",
               "after carrying out its main action": "instead of carrying out its main action",
               "instead": "after the main action", "before that die's action": "after that die's action"}
PHASES = {"at the end of every round": "at the end of the game", "at the end of the game": "at the end of every round",
          "When this ballroom is scored": "When you play this card", "At final scoring": "When you play this card",
          "Once each round you may use this card as an additional action to": "When you play this card,",
          "When you play this card,": "At final scoring,", "Once per round, as an additional action,": "When you play this card,",
          "Once per round": "Once per game", "Once per turn": "Once per game", "Before the auction": "At the end of the game"}


def timing(text: str) -> Iterator[str]:
    """When the card acts: played / once per round / final scoring, and before / after / instead of the main action."""
    yield from _each(text, r"\binstead\b(?! of)", lambda m: None if "cannot" in text or "fewer" in text or "no " in text else "after the main action")
    for old, new in {**MAIN_ACTION, **PHASES}.items():
        if old != "instead" and old in text:
            yield text.replace(old, new, 1)


def swap_halves(text: str) -> Iterator[str]:
    """Reward and penalty swapped."""
    if "Reward:" in text and "Penalty:" in text:
        yield text.replace("Reward:", "\0").replace("Penalty:", "Reward:").replace("\0", "Penalty:")


COLOURS = {"red": "blue", "blue": "yellow", "yellow": "red", "green": "red"}


def colour(text: str) -> Iterator[str]:
    yield from _table(text, COLOURS)


def place(text: str) -> Iterator[str]:
    """A floor or a column changed ('floor 1' -> 'floor 2', 'floors 1 to 3' -> 'floors 2 to 4')."""
    yield from _each(text, r"\b(floors?|columns?) (\d)\b", lambda m: f"{m.group(1)} {int(m.group(2)) % 4 + 1}")
    ordinals = {"first": "second", "second": "third", "third": "fourth", "top": "ground"}
    yield from _each(text, r"\b(first|second|third|top)( or \w+)? (floor)\b", lambda m: f"{ordinals[m.group(1)]}{m.group(2) or ''} floor")


def may(text: str) -> Iterator[str]:
    """An optional part made compulsory, or a compulsory one optional."""
    yield from _each(text, r"\b(you |the owner )?may (also |then )?", lambda m: (m.group(1) or "") + (m.group(2) or ""))
    yield from _each(text, r"\byou (gain|score|take|receive|draw)\b", lambda m: f"you may {m.group(1)}")
    yield from _each(text, r"(?:(?<=^)|(?<=[.:] ))(Receive|Take|Gain|Score|Draw) (?=\d)", lambda m: f"You may {m.group(1).lower()} ", flags=0)


def emperor(text: str) -> Iterator[str]:
    """Up the Emperor track becomes down, a step forward a step back."""
    yield from _table(text, {"up the Emperor track": "down the Emperor track", "down the Emperor track": "up the Emperor track"})
    yield from _each(text, r"(?<=\bsteps )(forward|back)\b|(?<=\bstep )(forward|back)\b|(?<=\bmarker )(forward|back)\b",
                     lambda m: {"forward": "back", "back": "forward"}[m.group(0)], flags=0)
    yield from _each(text, r"\b1 step further\b", lambda m: "1 step back", flags=0)


def colour_counts(text: str) -> Iterator[str]:
    """Two counts of different colours (or items) swap their numbers ('4 blue ... 3 red' -> '3 blue ... 4 red')."""
    noun = r"(?:occupied )?(?:red|blue|yellow|green|strudel|cake|wine|coffee)"
    pattern = rf"\b(\d+) ({noun}\b[^.;]*?\b)(\d+) ({noun})\b"
    yield from _each(text, pattern, lambda m: None if m.group(1) == m.group(3) else f"{m.group(3)} {m.group(2)}{m.group(1)} {m.group(4)}")


UNITS = {"krones": "VP", "krone": "VP", "VP": "krones", "strudel": "cake", "cake": "wine", "wine": "coffee", "coffee": "strudel",
         "champagne": "krones", "staff cards": "guests", "staff card": "guest", "dancer": "staff card", "dancers": "staff cards",
         "Emperor steps": "krones", "steps": "krones"}


def amount(text: str) -> Iterator[str]:
    """A number in front of a unit changed by one ('3 krones' -> '4 krones')."""
    units = "|".join(sorted(map(re.escape, UNITS), key=len, reverse=True))
    yield from _each(text, rf"\b(\d+) (?=(?:more |extra |\w+ )?(?:{units})\b)", lambda m: f"{int(m.group(1)) + 1} ")


def unit(text: str) -> Iterator[str]:
    """The unit of an amount changed ('3 krones' -> '3 VP', '1 wine' -> '1 coffee')."""
    units = "|".join(sorted(map(re.escape, UNITS), key=len, reverse=True))
    yield from _each(text, rf"(?<=\d )({units})\b", lambda m: UNITS[m.group(1)], flags=0)


def die_face(text: str) -> Iterator[str]:
    yield from _each(text, r"(?<=showing )(\d)", lambda m: str(int(m.group(1)) % 6 + 1))


OPERATORS = {"polarity": polarity, "who": who, "and-or": and_or, "comparison": comparison, "occupancy": occupancy,
             "timing": timing, "reward-penalty": swap_halves, "colour": colour, "place": place, "may": may, "emperor": emperor,
             "colour-counts": colour_counts, "amount": amount, "unit": unit, "die-face": die_face}


def mutants(text: str, texts: dict[str, str], key: str) -> Iterator[Mutant]:
    """Every mutant of `text` (the card `key`), each once; `texts` are all cards' texts (for swapped triggers)."""
    seen = {text}
    generated = [("trigger", t) for t in trigger(text, texts, key)]
    generated += [(name, t) for name, operator in OPERATORS.items() for t in operator(text)]
    for name, mutated in generated:
        if mutated not in seen:
            seen.add(mutated)
            yield name, mutated
