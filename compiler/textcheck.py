"""Does a card's authored `text` say what its lines do? Facts are extracted from both and compared by
meaning: amounts with their units, die faces, colours, timing, optional parts and fallbacks.

A disagreement is a W302 warning at the `text` line, naming both versions ("text says 3 wine, the
card gives 4 wine"); `gah check --strict-text` makes them errors.
"""
from __future__ import annotations

import re
from collections import Counter

from dsl import ast
from dsl.diagnostics import Diagnostic
from compiler import vocabulary as vocab
from compiler.checker import CheckedComponent
from compiler.registry import bind, lookup
from compiler.types import Amount

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "a": 1, "an": 1, "single": 1}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "ground": 1, "top": 4}
UNIT_WORDS = {
    "krone": "krone", "krones": "krone", "vp": "vp", "victory point": "vp", "victory points": "vp",
    "strudel": "strudel", "strudels": "strudel", "cake": "cake", "cakes": "cake", "wine": "wine", "wines": "wine",
    "coffee": "coffee", "coffees": "coffee", "champagne": "champagne", "champagnes": "champagne",
    "emperor step": "emperor", "emperor steps": "emperor", "step": "emperor", "steps": "emperor",
    "room": "room", "rooms": "room", "guest": "guest", "guests": "guest", "dancer": "dancer", "dancers": "dancer",
    "staff card": "staff", "staff cards": "staff", "card": "staff", "cards": "staff",
}
STRONG_UNITS = {"krone", "vp", "strudel", "cake", "wine", "coffee", "champagne", "emperor"}
_UNIT_PATTERN = "|".join(sorted((re.escape(u) for u in UNIT_WORDS), key=len, reverse=True))
_NUMBER_PATTERN = r"\d+|" + "|".join(NUMBER_WORDS)
AMOUNT_RE = re.compile(rf"\b({_NUMBER_PATTERN})\s+(?:(?:more|extra|additional|less|further|free|new|vacant|optional|of|your|staff|occupied)\s+){{0,3}}({_UNIT_PATTERN})\b", re.I)
EXAMPLE_RE = re.compile(r"\((?:for example|e\.g\.|say)[^)]*\)", re.I)
FACES_RE = re.compile(r"\bshowing\s+(\d)((?:\s*(?:,|or|and)\s*\d)*)", re.I)
COLORS = ("blue", "red", "yellow", "green")


# ---- facts of the card's lines -----------------------------------------------------------------------------------------


def card_facts(component: CheckedComponent) -> dict:
    facts = {"amounts": Counter(), "faces": set(), "colors": set(), "may": 0, "fallback": False}
    for statement in component.node.body.statements:
        _statement_facts(statement, facts)
    for bound in component.fields.get("modify", ()):
        facts["faces"].update(bound.values.get("die", ()))
        facts["colors"].update({bound.values["color"]} - {"any"} if bound.values.get("color") else set())
    return facts


def _statement_facts(node, facts: dict) -> None:
    if isinstance(node, ast.When):
        values = bind(lookup("event", node.event.name.text), node.event.args, node.span).values
        facts["faces"].update(values.get("faces", ()))
        if values.get("color") not in (None, "any"):
            facts["colors"].add(values["color"])
        _block_facts(node.body, facts)
    elif isinstance(node, ast.Call) and node.block is not None and node.name.text in BEHAVIOUR_FIELDS:
        _block_facts(node.block, facts)


def _block_facts(block: ast.Block, facts: dict) -> None:
    for statement in block.statements:
        _effect_facts(statement, facts)


def _effect_facts(node, facts: dict) -> None:
    if isinstance(node, ast.Block):
        _block_facts(node, facts)
    elif isinstance(node, ast.May):
        facts["may"] += 1
        _effect_facts(node.body, facts)
    elif isinstance(node, ast.Fallback):
        facts["fallback"] = True
        _effect_facts(node.attempt, facts)
        _effect_facts(node.fallback, facts)
    elif isinstance(node, ast.IfStmt):
        _block_facts(node.then, facts)
        if node.otherwise:
            _block_facts(node.otherwise, facts)
    elif isinstance(node, ast.Call):
        _call_facts(node, facts)


def _call_facts(call: ast.Call, facts: dict) -> None:
    primitive = lookup("effect", call.name.text)
    values = bind(primitive, call.args, call.span).values
    what = vocab.singular(str(values.get("what", "")))
    amount = values.get("amount")
    if isinstance(amount, Amount) and amount.value and what in set(UNIT_WORDS.values()):
        facts["amounts"][(amount.value, what)] += 1
    if call.name.text in SCORED_VP and isinstance(values.get("vp"), int):
        facts["amounts"][(values["vp"], "vp")] += 1
    single = tuple(values[k] for k in ("discount", "discount-per-opponent") if isinstance(values.get(k), int))  # a count names no number
    for discount in (values.get("discounts") or ()) + single:
        if discount:
            facts["amounts"][(discount, "champagne" if call.name.text == "send" else "krone")] += 1
    if call.block is not None:
        _block_facts(call.block, facts)


BEHAVIOUR_FIELDS = ("effect", "reward", "penalty", "scoring", "ability", "obtained", "setup", "row", "section")
SCORED_VP = ("score-most",)  # effects whose single `vp` the text must state as an amount of VP


def behaviour_numbers(component: CheckedComponent) -> Counter:
    """Numbers in the card's behaviour (effects, triggers, modifiers, requirements), with how often each
    appears; 0 goes without saying."""
    found = Counter()
    for statement in component.node.body.statements:
        if _is_behaviour(statement):
            found.update(_numbers_in(statement))
    del found[0]
    return found


def behaviour_words(component: CheckedComponent, vocabulary) -> Counter:
    """How often each colour or item word appears in the card's behaviour."""
    words = [vocab.singular(w.text) for s in component.node.body.statements if _is_behaviour(s) for w in ast.find_all(s, ast.Word)]
    return Counter(w for w in words if w in vocabulary)


def _shared_resources(component: CheckedComponent) -> Counter:
    """Krones, VP and Emperor steps an action shares its strength among (`divide`): each must be named."""
    words = Counter()
    for call in ast.find_all(component.node.body, ast.Call):
        if call.name.text == "divide":
            words.update(vocab.singular(w.text) for w in call.args if isinstance(w, ast.Word) and w.text not in vocab.ITEMS)
    return words


def _is_behaviour(statement) -> bool:
    if isinstance(statement, ast.Call):
        return statement.name.text == "modify" or (statement.block is not None and statement.name.text in BEHAVIOUR_FIELDS)
    return isinstance(statement, (ast.When, ast.Require))


def _numbers_in(node) -> list[int]:
    found = []
    for child in ast.walk(node):
        if isinstance(child, (ast.IntLit, ast.SignedLit, ast.AtLeast)):
            found.append(abs(child.value))
        elif isinstance(child, ast.RangeLit):
            found += [child.low, child.high]
    return found


def numbers_of(component: CheckedComponent) -> set:
    """Every number the component states anywhere (values, and the numbers its notes and unknowns cite),
    for checking what its text mentions."""
    found = {int(n) for node in ast.find_all(component.node.body, ast.Unknown) for n in re.findall(r"\d+", node.note)}
    for note in component.fields.get("note", ()):
        found.update(int(n) for n in re.findall(r"\d+", note.values.get("text", "")))
    for node in ast.find_all(component.node.body, ast.IntLit):
        found.add(node.value)
    for node in ast.find_all(component.node.body, ast.SignedLit):
        found.add(abs(node.value))
    return found


# ---- facts of the text -------------------------------------------------------------------------------------------------


def text_facts(text: str) -> dict:
    text = EXAMPLE_RE.sub("", text)  # worked examples in parentheses are not facts of the card
    amounts = Counter()
    for number, unit in AMOUNT_RE.findall(text):
        value = int(number) if number.isdigit() else NUMBER_WORDS[number.lower()]
        amounts[(value, UNIT_WORDS[unit.lower()])] += 1
    faces = set()
    for first, rest in FACES_RE.findall(text):
        faces.update(int(d) for d in re.findall(r"\d", first + rest))
    lowered = text.lower()
    colors = {c for c in COLORS if re.search(rf"\b{c}\b", lowered)}
    incidental = r"\bmay (?:go|come|happen|be|still|not)\b|\bno other action may\b|\bnothing else may\b"
    optional = len(re.findall(r"\bmay\b|\boptional\b|\bif you wish\b|\byou can choose\b", lowered)) - len(re.findall(incidental, lowered))
    numbers = Counter(int(n) for n in re.findall(r"\b\d+\b", lowered))
    for word, value in {**NUMBER_WORDS, **ORDINALS}.items():
        if len(word) > 2:
            numbers[value] += len(re.findall(rf"\b{word}\b", lowered))
    numbers[2] += len(re.findall(r"\bdouble\b|\btwice\b|\bboth\b|\bpair\b", lowered))
    words = Counter(vocab.singular(w) for w in re.findall(r"[a-z]+", lowered))
    return {"amounts": amounts, "faces": faces, "colors": colors, "may": optional, "numbers": numbers, "words": words,
            "fallback": bool(re.search(r"if (?:you|they|the player) can(?:not|'t)|otherwise|instead", lowered)),
            "lowered": lowered}


# ---- comparison ------------------------------------------------------------------------------------------------------------


def disagreements(component: CheckedComponent) -> list[str]:
    text = component.value("text", "text") or ""
    card, said = card_facts(component), text_facts(text)
    problems = []
    for (number, unit), times in sorted(card["amounts"].items()):
        implicit = number == 1 and unit not in STRONG_UNITS  # "one of them", "another room": a single card or room goes unsaid
        if not implicit and said["amounts"][(number, unit)] < times:
            problems.append(f"the card {_verb(unit)} {number} {_unit_name(unit, number)}, the text does not say so")
    known = numbers_of(component)
    for (number, unit) in sorted(said["amounts"]):
        if unit in STRONG_UNITS and number not in known:
            problems.append(f"the text says {number} {_unit_name(unit, number)}, the card has no such number")
    problems += _set_problems("die face", card["faces"], said["faces"], text_needed=True)
    problems += [f"the card names the colour {c}, the text does not" for c in sorted(card["colors"] - said["colors"])]
    problems += _more_in_card("colour", behaviour_words(component, COLORS), said["words"])
    problems += _more_in_card("item", behaviour_words(component, vocab.ITEMS), said["words"])
    problems += _more_in_card("resource", _shared_resources(component), said["words"])
    problems += [f"the card uses the number {n}, the text never mentions it" for n in sorted(behaviour_numbers(component)) if not said["numbers"][n]]
    problems += _timing_problems(component, said["lowered"])
    problems += _compare_problems(component, said["lowered"])
    problems += _branch_problems(component, said["lowered"])
    problems += _list_problems(component, said["lowered"])
    problems += _sole_problems(component, said["lowered"])
    inherent = _inherently_optional(component)
    if said["may"] < card["may"] or said["may"] > card["may"] + inherent:
        problems.append(f"the card has {card['may']} optional part(s) ('may'), the text says 'may' {said['may']} time(s)")
    if card["fallback"] and not said["fallback"]:
        problems.append("the card has a fallback ('A else B'), the text does not say what happens if you cannot")
    return problems


MODIFIER_NOUNS = {"cafe-tables": "table", "guests-per-turn": "guest", "strength": "strength", "room-cost": "(?:room|krone)",
                  "queue-cost": "(?:guest|krone|queue)", "serve-cost": "(?:serv|krone)", "imitation-fee": "(?:fee|krone)"}
COUNT_NOUNS = {"money": "krone", "emperor": "(?:step|space)", "rooms": "room", "floors": "floor", "columns": "column",
               "groups": "group", "colors": "colou?r", "staff": "(?:staff|card)", "objectives": "objective",
               "kitchen": "(?:strudel|cake|wine|coffee|champagne)", "dancers": "dancer", "guests": "guest", "round": "round"}


def _compare_problems(component: CheckedComponent, lowered: str) -> list[str]:
    """In a requirement, each compared number must stand near the noun of its count ('at least 2 full floors')."""
    problems = []
    for bound in component.fields.get("modify", ()):
        number = (bound.values.get("to") or bound.values.get("by") or (0,))[0]
        noun = MODIFIER_NOUNS.get(bound.values["target"])
        if noun and len(bound.values.get("to") or (0,)) == 1 and number and not _near(lowered, abs(number), noun):
            problems.append(f"the card sets {bound.values['target']} with {number}, the text does not tie that number to it")
    conditions = [s for s in component.node.body.statements if isinstance(s, ast.Require)]
    conditions += [n.condition for n in ast.find_all(component.node.body, ast.IfStmt)]
    for condition in conditions:
        for compare in ast.find_all(condition, ast.Compare):
            name = compare.left.name.text if isinstance(compare.left, ast.Count) else getattr(compare.left, "text", "")
            noun = COUNT_NOUNS.get(name)
            if noun and isinstance(compare.right, ast.IntLit) and not _near(lowered, compare.right.value, noun):
                problems.append(f"the card requires {compare.right.value} for {name}, the text does not tie that number to it")
    return problems


def _near(lowered: str, number: int, noun: str) -> bool:
    spelled = [str(number)] + [w for w, v in {**NUMBER_WORDS, **ORDINALS}.items() if v == number and len(w) > 2]
    spelled += ["no", "none", "without", "not a"] if number == 0 else []
    numbers = "(?:" + "|".join(spelled) + ")"
    gap = r"(?:\W+\w+){0,4}?\W+"
    return bool(re.search(rf"\b{numbers}\b{gap}{noun}|{noun}\w*{gap}{numbers}\b", lowered))


def number_sequence(lowered: str) -> list[int]:
    """The numbers of a text in reading order, digits and number words alike."""
    words = "|".join(w for w in {**NUMBER_WORDS, **ORDINALS} if len(w) > 2)
    found = re.findall(rf"\b(\d+|{words})\b", lowered)
    return [int(f) if f.isdigit() else {**NUMBER_WORDS, **ORDINALS}[f] for f in found]


def _branch_problems(component: CheckedComponent, lowered: str) -> list[str]:
    """Each `if` branch's numbers must be said next to what that branch gives ('1 VP for 2 guests')."""
    sequence, problems = number_sequence(lowered), []
    for branch in ast.find_all(component.node.body, ast.IfStmt):
        conditions = sorted({c.right.value for c in ast.find_all(branch.condition, ast.Compare)
                             if isinstance(c.right, ast.IntLit) and c.right.value})
        given = [n.value for n in ast.find_all(branch.then, ast.IntLit) if n.value]
        if conditions and given and not _together(sequence, given[0], conditions):
            problems.append(f"the text does not say that {', '.join(map(str, conditions))} leads to {given[0]}")
    return problems


def _together(sequence: list[int], anchor: int, numbers: list[int], reach: int = 3) -> bool:
    for index, value in enumerate(sequence):
        window = sequence[max(0, index - reach): index + reach + 1]
        if value == anchor and all(n in window for n in numbers):
            return True
    return False


def _list_problems(component: CheckedComponent, lowered: str) -> list[str]:
    """Tables of numbers (score tables, rank ladders, replacement bonus tables) must be read out in order."""
    sequence, problems = number_sequence(lowered), []
    for values in _tables(component):
        wanted = [abs(v) for v in values if v]
        if len(wanted) > 1 and not _in_order(sequence, wanted):
            problems.append(f"the text does not list {', '.join(map(str, values))} in that order")
    return problems


def _tables(component: CheckedComponent):
    for call in ast.find_all(component.node.body, ast.Call):
        if call.name.text in ("score-table", "score-rank"):
            yield [a.value for a in call.args if isinstance(a, (ast.IntLit, ast.SignedLit))]
    for bound in component.fields.get("modify", ()):
        if len(bound.values.get("to") or ()) > 1:
            yield list(bound.values["to"])


SOLE_WORDS = re.compile(r"\b(?:alone|sole|solely|strictly more|more \w+ than (?:any|every|each) other|a tie\b[^.;]*\bnothing)")


def _sole_problems(component: CheckedComponent, lowered: str) -> list[str]:
    """`score-most` pays a sole majority only: the text must say so, or a reader would share the VP on a tie."""
    if not any(call.name.text == "score-most" for call in ast.find_all(component.node.body, ast.Call)) or SOLE_WORDS.search(lowered):
        return []
    return ["the card pays only a sole majority (score-most), the text does not say that a tie gets nothing"]


def _in_order(sequence: list[int], wanted: list[int], gap: int = 1) -> bool:
    """`wanted` appears in `sequence` in order, with at most `gap` other numbers between neighbours."""
    for start, value in enumerate(sequence):
        if value == wanted[0] and _follows(sequence, start, wanted[1:], gap):
            return True
    return False


def _follows(sequence: list[int], position: int, rest: list[int], gap: int) -> bool:
    if not rest:
        return True
    window = sequence[position + 1: position + 2 + gap]
    return any(v == rest[0] and _follows(sequence, position + 1 + i, rest[1:], gap) for i, v in enumerate(window))


def _inherently_optional(component: CheckedComponent) -> int:
    """Using a once-per-round card, claiming a bell card or using an ability is the player's choice, so its
    text may say 'may' once more than the card has optional parts."""
    timing = component.value("timing", "timing")
    has_ability = any(isinstance(s, ast.Call) and s.name.text in ("ability",) for s in component.node.body.statements)
    once = component.kind.name == "celebrity" and "effect" in component.fields
    return 1 if timing in ("once-per-round", "bell") or has_ability or once else 0


def _more_in_card(what: str, card: Counter, text: Counter) -> list[str]:
    """Each colour, item or number the card's lines use must be said at least as often in the text."""
    return [f"the card uses the {what} {value} {count} time{'s' if count > 1 else ''}, the text says it {text[value]} time{'s' if text[value] != 1 else ''}"
            for value, count in sorted(card.items(), key=lambda kv: str(kv[0])) if text[value] < count]


def _mentions(said: dict, number: int, unit: str) -> bool:
    return said["amounts"][(number, unit)] > 0 or (unit == "emperor" and said["amounts"][(number, "emperor")] > 0)


def _verb(unit: str) -> str:
    return "uses"


def _unit_name(unit: str, number: int) -> str:
    names = {"krone": ("krone", "krones"), "vp": ("VP", "VP"), "emperor": ("Emperor step", "Emperor steps")}
    one, many = names.get(unit, (unit, unit))
    return one if number == 1 else many


def _set_problems(what: str, card: set, said: set, text_needed: bool) -> list[str]:
    problems = [f"the card uses {what} {v}, the text does not mention it" for v in sorted(card - said)] if text_needed else []
    return problems + [f"the text mentions {what} {v}, the card does not use it" for v in sorted(said - card)]


TIMING_WORDS = {"once-per-round": ("once per round", "once each round", "once every round", "once a round"),
                "final": ("end of the game", "final scoring", "at the end", "game ends")}


def _timing_problems(component: CheckedComponent, lowered: str) -> list[str]:
    timing = component.value("timing", "timing")
    if any(b.values.get("once-per-round") for b in component.fields.get("when", ())):
        timing = "once-per-round"  # a trigger limited to once per round reads as such
    problems = []
    for name, words in TIMING_WORDS.items():
        says = any(w in lowered for w in words)
        if timing == name and not says:
            problems.append(f"the card is {name.replace('-', ' ')}, the text does not say so")
        if timing not in (None, name) and says and name == "once-per-round":
            problems.append(f"the text says {words[0]}, the card is {timing.replace('-', ' ')}")
    return problems


def text_diagnostics(component: CheckedComponent, strict: bool = False) -> list[Diagnostic]:
    call = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "text"), None)
    if call is None:
        return []
    span = call.args[0].span if call.args else call.span
    return [Diagnostic(component.path, span, "W302", problem, "edit the text or the card so that they agree",
                       "error" if strict else "warning") for problem in disagreements(component)]
