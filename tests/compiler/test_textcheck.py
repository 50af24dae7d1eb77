"""The text checker: silent on the real corpus, loud on a wrong text, and it catches single-fact mutants
of every card's lines (a number, an item, a colour, a die face, the timing, an optional part)."""
from __future__ import annotations

import re
from functools import lru_cache

from compiler.checker import check_component
from compiler.corpus import card_files, check_paths, default_corpus
from compiler.textcheck import disagreements
from dsl.parser import parse

ITEM_CYCLE = {"strudel": "cake", "cake": "wine", "wine": "coffee", "coffee": "strudel", "krone": "vp", "krones": "vp",
              "vp": "krones", "champagne": "strudel", "emperor": "vp"}
COLOR_CYCLE = {"red": "blue", "blue": "yellow", "yellow": "red", "green": "red"}
BEHAVIOUR = re.compile(r"^\s+(?!text\b|note\b|source\b|module\b|requires\b|cost\b|color\b|order\b|vp\b|group\b|spots\b|number\b|destination\b|needs\b)[a-z]")


def mutants(text: str):
    """Single-fact changes to the behaviour lines of a card file (never to its text or notes)."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        code = line.split('"')[0].split("@")[0].split("#")[0]
        if line.strip().startswith("timing once-per-round"):
            yield _swap(lines, index, line.replace("once-per-round", "immediate"))
        if not BEHAVIOUR.match(line) or line.strip().startswith(("timing", "floor", "group", "placement", "prep-cost")):
            continue
        for match in re.finditer(r"(?<![\w.+-])(\d+)(?![\w.+/])", code):
            yield _swap(lines, index, line[: match.start()] + str(int(match.group(1)) + 1) + line[match.end():])
        for words in (ITEM_CYCLE, COLOR_CYCLE):
            for match in re.finditer(r"\b(" + "|".join(words) + r")\b", code):
                yield _swap(lines, index, line[: match.start()] + words[match.group(1)] + line[match.end():])
        if code.strip().startswith("may ") and not code.rstrip().endswith("{"):
            yield _swap(lines, index, line.replace("may ", "", 1))


def _swap(lines: list[str], index: int, new: str) -> str:
    return "\n".join(lines[:index] + [new] + lines[index + 1:]) + "\n"


def verdict(text: str) -> bool | None:
    """True if the checker flags the mutant, False if not, None if the mutant is not a valid card."""
    result = parse(text)
    if not result.ok or len(result.document.components) != 1:
        return None
    checked, problems = check_component("mutant.gah", result.document.components[0])
    if checked is None or problems:
        return None
    try:
        return bool(disagreements(checked))
    except Exception:  # noqa: BLE001  (a mutant the extractor cannot read counts as not caught)
        return False


@lru_cache(maxsize=None)
def mutation_results() -> tuple[int, int, tuple]:
    caught = total = 0
    missed = []
    for path in card_files([default_corpus()])[0]:
        if path.parent.name in ("boards", "rehearsal-rooms") or path.name in ("rules.gah", "track.gah", "group-bonus.gah") or "staff-sets" in str(path):
            continue  # boards (hotel and rehearsal) and game constants are not cards with card text
        for mutant in mutants(path.read_text(encoding="utf-8")):
            outcome = verdict(mutant)
            if outcome is None:
                continue
            total += 1
            caught += outcome
            if not outcome:
                missed.append(path.name)
    return caught, total, tuple(missed)


def test_no_disagreement_on_the_real_corpus() -> None:
    report = check_paths([default_corpus()])
    assert not [(c.ident, disagreements(c)) for c in report.components if disagreements(c)]


def test_a_wrong_text_is_flagged_with_both_versions() -> None:
    source = (default_corpus() / "base" / "staff" / "36-sommelier.gah").read_text(encoding="utf-8")
    wrong = re.sub(r'text "[^"]*"', 'text "When you play this card, gain 3 wine."', source)
    problems = disagreements(check_component("x.gah", parse(wrong).document.components[0])[0])
    assert problems == ["the text says you gain 3 wine; the card gains 4 wine"]


# Measured 95.1% (855 of 899) when this was written: the aim of 95% is met; the floor keeps it there.
CATCH_RATE_FLOOR = 0.95


def test_mutation_catch_rate_does_not_regress() -> None:
    caught, total, missed = mutation_results()
    assert total > 500
    assert caught / total >= CATCH_RATE_FLOOR, f"caught {caught} of {total} ({caught / total:.1%}); missed in {sorted(set(missed))[:20]}"


def test_render_phrases_cover_the_registry() -> None:
    from compiler import render, render_words
    from compiler.registry import REGISTRY

    from compiler.meaning import OWN_VERBS

    assert set(REGISTRY["effect"]) | set(OWN_VERBS) == set(render.PHRASES)
    assert set(REGISTRY["event"]) == set(render.EVENTS)
    assert set(REGISTRY["count"]) - {"min", "pairs", "times"} <= set(render_words.COUNTS)


def test_every_component_renders() -> None:
    from compiler.render import render

    report = check_paths([default_corpus()])
    texts = {f"{c.kind.name} {c.ident}": render(c) for c in report.components}
    assert texts["staff 12"] == "Each time you take a die showing 3 or 4: gain 2 VP."
    assert texts["emperor-tile A1"] == "Reward: gain 3 krones. Penalty: pay 3 krones; if you cannot do that in full, lose 5 VP."
    assert all(texts[k] for k in texts if k.startswith(("staff ", "guest 7", "emperor-tile", "objective")))


def test_an_act_read_without_its_number_is_said_in_words() -> None:
    """A reading with no number ('Remove your vacant room on the highest floor') is told as 'an unsaid number of vacant
    rooms', never as the act's key names ('highest-floor True state vacant'); a known number still reads as itself."""
    from compiler import meaning as m
    from compiler.render import effect_text
    from compiler.types import Amount

    values = (("highest-floor", True), ("state", "vacant"), ("what", "room"))
    assert effect_text(m.Act("remove", values)) == "take away an unsaid number of vacant rooms from the highest floor possible"
    assert effect_text(m.Act("remove", (("amount", Amount(1)), *values))) == "take away 1 vacant room from the highest floor possible"
    assert effect_text(m.Act("gain", (("amount", Amount(2)),))) == "gain, 2"  # no 'what': the bare words, no key names


def test_an_act_read_with_an_empty_list_is_said_in_words_not_a_crash() -> None:
    """Regression (session 12, found by a crash while measuring a held-out set, its case never looked at): a 'divide'
    the reader built with no kinds made the message renderer raise IndexError; a choice with no options likewise."""
    from compiler import meaning as m
    from compiler.render import effect_text
    from compiler.types import Amount

    assert effect_text(m.Act("divide", (("kinds", ()),))) == "share the action's strength between things the text does not name"
    assert effect_text(m.Act("choose", (("amount", Amount(1)),))).startswith("choose")
