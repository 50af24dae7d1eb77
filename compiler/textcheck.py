"""Does a card's authored `text` say what its lines do? The text is read into the card's own normal form
(compiler/textread.py) and the two are compared structurally (compiler/meaning.py).

Each difference is said in words, naming both sides ("the text says you pay 2 krones; the card gains 2
krones"), and located at the phrase of the text it concerns. A sentence the reader cannot read is a
difference too, never a match. They are W302 warnings; `gah check --strict-text` makes them errors.

Texts of kinds that describe layouts and numbers rather than behaviour (boards, constants, staff sets, the
Emperor track, group bonuses, rehearsal rooms, the balcony, assumptions) are not read.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from dsl import ast
from dsl.diagnostics import Diagnostic
from dsl.spans import Span
from compiler import meaning as m
from compiler.checker import CheckedComponent
from compiler.render import condition_text, effect_text, modifier_text, occasion_text
from compiler.textread import read_text
from compiler.textframes import permits_fitted, rows_fitted
from compiler.textread_rewrite import own_name, the_player
from compiler.textread_actions import space_heading
from compiler.textread_around import LEAD, lead_differences
from compiler.textread_around14 import UNCOMPARED, flavour_differences
from compiler.textread_scope16 import UNCOMPARED as DENIALS, denial_differences
from compiler.textread_heading14 import card_heading, heading_differences
from compiler.textread_group27 import filed_blanked, filed_differences
from compiler.textread_said27 import said27
from compiler.textread_said28 import module_question, said28
from compiler.textread_unknown28 import FIELD_NAMES as UNKNOWABLE, unknown_differences, unknowns_blanked
from compiler.textread_ident15 import DESCRIBED, described_differences, described_name
from compiler.textlex_terse15 import bracketed_group
from compiler.textread_heading12 import board_heading
from compiler.textcheck_choices import choice_against_all
from compiler.textread_said16 import said_if_differences
from compiler.textread_facts import _plain_vp  # a plain gain of VP, as the celebrities' own VP are read

CHECKED_KINDS = ("staff", "guest", "objective", "emperor-tile", "celebrity", "hotel-entrance", "ballroom", "action-space")


@dataclass(frozen=True, order=True)
class Difference:
    at: tuple  # (start, end) in the text; (0, 0) for the text as a whole
    message: str
    code: str = "W302"  # W303: a word the reader does not know


READER_FAILED = "the reader failed on this text"  # tests/compiler/textsets/sets.py fails a set that meets it
UNKNOWN_HINT = "reword it in words the reader knows, or add the word to the lexicon (compiler/cardtext.toml)"
HINTS = {"W302": "edit the text or the card so that they agree", "W303": UNKNOWN_HINT}


def differences(component: CheckedComponent) -> list[Difference]:
    """Every way the component's text and its lines disagree, in the order of the text."""
    if component.kind.name not in CHECKED_KINDS:
        return []
    try:
        return _differences(component)
    except Exception as problem:  # noqa: BLE001  (a fault of the reader or the comparison flags the text: never passed, never a traceback)
        return [Difference((0, 0), f"{READER_FAILED} ({type(problem).__name__}): please report this text")]


def _differences(component: CheckedComponent) -> list[Difference]:
    said = printed_text(component)
    text = unknowns_blanked(said)  # compiler/textread_unknown28.py: 'its cost is not known'
    reading = text_reading(component)
    card = m.card_meaning(component)
    found = [Difference(at, message) for at, message in unknown_differences(said, component.kind.name, _filed(component))]
    found += [d for u in reading.unread for d in _unread(text, u)]
    found += _facts(tuple(f for f in reading.meaning.facts if f.name != LEAD and f.name not in UNCOMPARED + DESCRIBED + DENIALS), card.facts)
    found += [Difference(at, message) for at, message in lead_differences(reading.meaning.facts, card)]  # compiler/textread_around.py
    found += [Difference(at, message) for at, message in flavour_differences(reading.meaning.facts, card)]  # compiler/textread_around14.py
    found += [Difference(at, message) for at, message in denial_differences(reading.meaning.facts, card)]  # compiler/textread_scope16.py
    found += [Difference(at, message) for at, message in heading_differences(text, component.name, component.kind.name, component.ident, _filed(component))]
    found += [Difference(at, message) for at, message in filed_differences(text, component.kind.name, _filed(component))]
    found += [Difference(at, message) for at, message in described_differences(reading.meaning.facts, component.kind.name, _filed(component))]  # compiler/textread_ident15.py
    found += [Difference(at, message) for at, message in said_if_differences(text, card, component.kind.name, reading.meaning)]  # compiler/textread_said16.py
    said = cafe_round_read(printed_vp_read(reading.meaning, card, component.kind.name), component.kind.name)
    found += compare_parts(said.parts, card.parts, component.kind.name)
    return sorted(set(found))


def printed_vp_read(said: m.Meaning, card: m.Meaning, kind: str) -> m.Meaning:
    """'A blue guest who wants a coffee and gives his host 3 VP': a guest's VP are scored as its reward is taken, so a
    plain VP gain said with the reward is its printed VP when the text gives no VP of the card, the number is the card's
    and the card's reward holds no such gain (no guest's does); any other number stays a gain the card does not give,
    named so (lead22)."""
    printed = next((f.value for f in card.facts if f.name == "vp"), None)
    if kind != "guest" or printed is None or any(f.name == "vp" for f in said.facts) or _reward_vp(card.parts, printed):
        return said
    kept = (_without_vp(part, printed) for part in said.parts)
    return replace(said, parts=tuple(part for part in kept if part is not None))


def cafe_round_read(said: m.Meaning, kind: str) -> m.Meaning:
    """'Mr. Schulze never leaves your café. Once per round, you can hand in any one item.': a guest the text says stays in
    the café is there every round, so what it does once per round it does once per round while in your café, its
    ability's time (session 23)."""
    if kind != "guest" or not any(f.name == "destination" and f.value == "cafe" for f in said.facts):
        return said
    return replace(said, parts=tuple(_as_ability(part) for part in said.parts))


def _as_ability(part):
    if not isinstance(part, m.Rule) or part.occasion.kind != "once-per-round" or part.occasion.values:
        return part
    return replace(part, occasion=replace(part.occasion, kind="ability"))


def _reward_vp(parts, printed: int) -> list:
    """The plain gains of `printed` VP in the parts' reward."""
    return [e for p in parts if isinstance(p, m.Rule) and p.occasion.kind == "reward" for e in p.body if _plain_vp(e) == printed]


def _without_vp(part, printed: int):
    """The part without its first plain gain of `printed` VP if it is the reward (None if nothing is left of it)."""
    found = _reward_vp((part,), printed)
    if not found:
        return part
    first = part.body.index(found[0])
    body = part.body[:first] + part.body[first + 1:]
    return replace(part, body=body) if body else None


def text_reading(component: CheckedComponent):
    """The reading of the component's text, after the words that name the card itself are read as the card."""
    text, kind = printed_text(component), component.kind.name
    text = filed_blanked(unknowns_blanked(text), kind)  # compiler/textread_unknown28.py, textread_group27.py: 'this group A tile'
    said = space_heading(the_player(text, kind), component.name, kind)  # compiler/textread_actions.py
    said = board_heading(card_heading(said, component.name, kind), component.name, kind)  # compiler/textread_heading14.py, 12
    said = own_name(described_name(said, component.name, kind), component.name, kind)  # ident15: compiler/textread_ident15.py
    said = said28(said, kind)  # compiler/textread_said28.py: 'order of 1 wine', 'printed VP of -1'
    return read_text(said27(said), kind)  # compiler/textread_said27.py: 'It does nothing when played.', 'Taking him is worth 1 VP.'


def printed_text(component: CheckedComponent) -> str:
    """The card's text with the marks that belong to a name read as part of it: a group letter in brackets ('OBJ 105
    (A).', compiler/textlex_terse15.py) and a module name's question mark ('You Want More?', compiler/textread_said28.py)."""
    return module_question(bracketed_group(component.value("text", "text") or ""))


def _filed(component: CheckedComponent) -> dict:
    """What a text may say of the card besides its rule: its group letter and module (compiler/textread_heading14.py),
    and the printed facts it may say are unknown (compiler/textread_unknown28.py)."""
    return {"group": component.value("group", "group"), "module": component.value("module", "module"),
            **{name: component.value(name, name) for name in UNKNOWABLE}}


def disagreements(component: CheckedComponent) -> list[str]:
    return [d.message for d in differences(component)]


def _unread(text: str, unread) -> list[Difference]:
    """A sentence not read: each word of it the reader does not know (W303, at the word), or, when all its words are
    known, where its shape stopped the reader (W302)."""
    if not unread.unknown:
        return [Difference(unread.at, f"the text cannot be read from '{_excerpt(text, unread.at)}': {unread.why}")]
    sentence = unread.words if len(unread.words) <= 60 else unread.words[:57] + "..."
    after = "the rest of the sentence is read without it" if unread.rest_read else f"so '{sentence}' is not read"
    return [Difference(at, f"'{word}' is not a word the reader knows ({after}): {UNKNOWN_HINT}", "W303") for word, at in unread.unknown]


def _excerpt(text: str, at: tuple) -> str:
    words = text[at[0]:at[1]].strip()
    return words if len(words) <= 60 else words[:57] + "..."


# ---- facts ------------------------------------------------------------------------------------------------------

FACT_NAMES = {"spots": "the VP of the three claims", "vp": "the card's own VP", "destination": "where the guest goes",
              "cafe-penalty": "the VP lost in the café", "tie-rule": "the tie rule", "cost": "the card's cost in krones",
              "color": "the guest's colour", "order": "the guest's order", "number": "the action space's number",
              "timing": "the card's timing", "needs-rooms": "the rooms side by side the guest needs", "needs-floor": "the floor the guest's room must be on",
              "requirement-timed": "a time or a condition the requirement is checked under",
              "lead-unused": "a time at which nothing happens"}  # compiler/textread_lead17.py


def _facts(said: tuple, card: tuple) -> list[Difference]:
    """A printed value the text states must be the card's; the text need not state it."""
    values = {f.name: f.value for f in card}
    out = []
    for fact in said:
        name = FACT_NAMES.get(fact.name, fact.name)
        if fact.name not in values:
            out.append(Difference(fact.at, f"the text gives {name} ({_value(fact.value)}); the card does not know it"))
        elif values[fact.name] != fact.value:
            out.append(Difference(fact.at, f"the text gives {name} as {_value(fact.value)}; the card: {_value(values[fact.name])}"))
    return out


def _value(value) -> str:
    if isinstance(value, tuple) and value and all(isinstance(v, tuple) for v in value):  # an order: (item, n) pairs
        return " and ".join(f"{n} {item}" for item, n in value)
    return ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)


# ---- parts: rules, modifiers, the requirement ------------------------------------------------------------------------


def compare_parts(said: tuple, card: tuple, kind: str) -> list[Difference]:
    out = _compare_rules([p for p in said if isinstance(p, m.Rule)], [p for p in card if isinstance(p, m.Rule)], kind)
    out += _compare_modifiers([p for p in said if isinstance(p, m.Modifier)], [p for p in card if isinstance(p, m.Modifier)])
    out += _compare_requirements([p for p in said if isinstance(p, m.Requirement)], [p for p in card if isinstance(p, m.Requirement)])
    return out


def _compare_rules(said: list, card: list, kind: str) -> list[Difference]:
    swapped = _swapped(said, card, kind)
    if swapped:
        return swapped
    by_occasion = {r.occasion: r for r in card}
    out, unmatched = [], []
    for rule in said:
        twin = by_occasion.pop(rule.occasion, None)
        if twin is None:
            unmatched.append(rule)
        else:
            out += compare_blocks(rule.body, twin.body, rule.at)
    for rule, twin in _pairs(unmatched, list(by_occasion.values()), _rule_likeness):
        if twin is None:
            out.append(Difference(rule.occasion.at, f"the text says {_rule(rule, kind)}; the card does nothing of the kind"))
        elif rule is None:
            out.append(Difference((0, 0), f"the card says {_rule(twin, kind)}; the text does not say so"))
        else:
            out.append(Difference(rule.occasion.at, f"{_time_said(rule.occasion, kind)}; the card: "
                                  f"{occasion_text(twin.occasion, kind)}"))
            out += compare_blocks(rule.body, twin.body, rule.occasion.at)
    return out


def _time_said(occasion, kind: str) -> str:
    """What the text said of a rule's time: a time it named, or none, which on this kind is the moment it comes to you."""
    if occasion.implied:
        noun = "staff card" if kind == "staff" else kind.replace("-", " ")
        return f"the text names no time (a {noun} with none acts {occasion_text(occasion, kind)})"
    return f"the text says {occasion_text(occasion, kind)}"


def _swapped(said: list, card: list, kind: str) -> list[Difference]:
    """Two rules whose bodies are each other's on the card ('Reward: ...' and 'Penalty: ...' the wrong way round)."""
    by_body = {r.body: r for r in card}
    for rule in said:
        twin = by_body.get(rule.body)
        back = next((r for r in said if r.occasion == getattr(twin, "occasion", None)), None)
        if twin is not None and twin.occasion != rule.occasion and back is not None and by_body.get(back.body, None) is not None \
                and by_body[back.body].occasion == rule.occasion:
            return [Difference(rule.occasion.at, f"the text says {occasion_text(rule.occasion, kind)}: {_block(rule.body)}; on the card "
                                                 f"that is the {occasion_text(twin.occasion, kind)}, and the other way round")]
    return []


def _rule(rule: m.Rule, kind: str) -> str:
    return f"{occasion_text(rule.occasion, kind)}: {_block(rule.body)}"


def _rule_likeness(said: m.Rule, card: m.Rule) -> int:
    """How alike two rules are, to pair a text's rule with the card's it stands for."""
    score = 4 if said.occasion.kind == card.occasion.kind else 0
    score += 3 if said.occasion.event and said.occasion.event == card.occasion.event else 0
    return score + 2 * len(set(said.body) & set(card.body)) + _verb_overlap(said.body, card.body)


def _verb_overlap(first: tuple, second: tuple) -> int:
    verbs = Counter(_verb(e) for e in first) & Counter(_verb(e) for e in second)
    return sum(verbs.values())


def _verb(effect) -> str:
    return effect.verb if isinstance(effect, m.Act) else type(effect).__name__


def _compare_modifiers(said: list, card: list) -> list[Difference]:
    out = []
    for mod, twin in _pairs(_unshared(said, card), _unshared(card, said), lambda a, b: 2 if a.target == b.target else 0):
        if twin is None:
            out.append(Difference(mod.at, f"the text says {_modifier(mod)}; the card changes nothing of the kind"))
        elif mod is None:
            out.append(Difference((0, 0), f"the card says {_modifier(twin)}; the text does not say so"))
        else:
            out.append(Difference(mod.at, f"the text says {_modifier(mod)}; the card: {_modifier(twin)}"))
    return out


def _modifier(modifier: m.Modifier) -> str:
    text = modifier_text({"target": modifier.target, **dict(modifier.values)})
    return ("each opponent: " + text) if modifier.who != "you" else text


def _compare_requirements(said: list, card: list) -> list[Difference]:
    if [r.condition for r in said] == [r.condition for r in card]:
        return []
    if not said:
        return [Difference((0, 0), f"the card requires {condition_text(card[0].condition)}; the text does not say so")]
    if not card:
        return [Difference(said[0].at, f"the text requires {condition_text(said[0].condition)}; the card requires nothing")]
    text, wanted = said[0].condition, card[0].condition
    if type(text) is not type(wanted) and isinstance(text, (m.AllOf, m.AnyOf)) and isinstance(wanted, (m.AllOf, m.AnyOf)):
        joint = "'or' (any one will do)" if isinstance(text, m.AnyOf) else "'and' (all of them)"
        return [Difference(said[0].at, f"the text joins its conditions with {joint}; the card: {condition_text(wanted)}")]
    return [Difference(_at(text) or said[0].at, f"the text requires {condition_text(text)}; the card: {condition_text(wanted)}")]


WORTH_VERBS = ("gain", "lose", "pay")  # a zero of these is a worth ('scores 0 krones' on a 0 VP guest): its unit is compared


def _nothing_done(effect) -> bool:
    """An act of none of its thing ('draw 0 staff cards', 'no card is drawn'), said by the text alone; never a gain, a
    loss or a payment of nothing, whose unit says what the card is worth."""
    amount = effect.value("amount") if isinstance(effect, m.Act) else None
    return isinstance(amount, m.Amount) and amount.value == 0 and not amount.up_to and not effect.body and effect.verb not in WORTH_VERBS


def _at(node) -> tuple:
    at = getattr(node, "at", (0, 0))
    return at if at != (0, 0) else ()


# ---- blocks of effects -----------------------------------------------------------------------------------------------


def compare_blocks(said: tuple, card: tuple, where: tuple, context: str = "") -> list[Difference]:
    """Two blocks compared as collections: the same effects pass, the rest are paired by likeness and each pair's
    first difference is said."""
    out = []
    said = permits_fitted(rows_fitted(said, card, likeness), card, likeness)  # compiler/textframes.py: 'lets you draw' as the card says the draw
    if joint := choice_against_all(_unshared(said, card), _unshared(card, said)):  # compiler/textcheck_choices.py
        return [Difference(where, context + joint)]
    for effect, twin in _pairs(_unshared(said, card), _unshared(card, said), likeness):
        if twin is None and _nothing_done(effect):
            continue  # 'No card is drawn.': true of a card that draws none (one that draws 2 pairs it with its draw)
        if twin is None:
            out.append(Difference(_at(effect) or where, f"{context}the text says {_effect(effect)}; the card does not"))
        elif effect is None:
            out.append(Difference(where, f"{context}the card says {_effect(twin)}; the text does not say so"))
        else:
            out += compare_effects(effect, twin, where, context)
    return out


def compare_effects(said, card, where: tuple, context: str = "") -> list[Difference]:
    at = _at(said) or where
    if isinstance(said, m.Optional) != isinstance(card, m.Optional):
        return _optional_differs(said, card, at, context)
    if isinstance(said, m.Optional):
        return compare_blocks(said.body, card.body, at, context)
    if isinstance(said, m.Fallback) and isinstance(card, m.Fallback):
        return compare_blocks(said.attempt, card.attempt, at, context) + compare_blocks(said.fallback, card.fallback, at, context + "if you cannot: ")
    if isinstance(card, m.Fallback):
        return [Difference(at, f"{context}the card falls back to {_block(card.fallback)} if you cannot {_block(card.attempt)}; "
                               "the text does not say what happens if you cannot")]
    if isinstance(said, m.Fallback):
        return [Difference(at, f"{context}the text falls back to {_block(said.fallback)}; the card has no fallback")]
    if isinstance(said, m.Act) and isinstance(card, m.Act):
        return _compare_acts(said, card, at, context)
    return [Difference(at, f"{context}the text says {_effect(said)}; the card: {_effect(card)}")]


def _optional_differs(said, card, at: tuple, context: str) -> list[Difference]:
    """One side says 'may', the other not: that is said, and what the two then do is compared as well, so a text that
    is wrong in both ('you may play it for 1 krone less' for a card that must, for 2 less) names both slips."""
    if isinstance(said, m.Optional):
        first = Difference(at, f"{context}the text makes it optional ('may'): {_block(said.body)}; on the card it is not")
    else:
        first = Difference(at, f"{context}the card makes it optional ('may'): {_block(card.body)}; the text does not")
    inner = lambda effect: effect.body if isinstance(effect, m.Optional) else (effect,)  # noqa: E731
    return [first] + compare_blocks(inner(said), inner(card), at, context)


def _compare_acts(said: m.Act, card: m.Act, at: tuple, context: str) -> list[Difference]:
    if said.who != card.who:
        other = "to each opponent" if card.who == "each-opponent" else "to you"
        return [Difference(at, f"{context}the text says {_subject(said)}; the card gives it {other}")]
    if said.verb == card.verb and said.value("what") == card.value("what") and said.body != card.body:
        return compare_blocks(said.body, card.body, at, context + f"in '{said.verb}': ")
    named = _differing(said, card)
    return [Difference(at, f"{context}the text says {_subject(said)}; the card {_third(card)}" + (f" ({named})" if named else ""))]


def _subject(act: m.Act) -> str:
    """'you pay 2 krones', 'each opponent gains 5 VP': the action with who does it."""
    text = effect_text(act)
    return text if act.who == "each-opponent" or text.startswith(("you ", "the ", "a ", "players ")) else f"you {text}"


def _third(act: m.Act) -> str:
    """'gains 2 krones': the card's action, said of the card."""
    text = effect_text(act)
    if act.who == "each-opponent" or text.startswith(("you ", "the ", "a ", "players ")):
        return f"says {text}"
    verb, _, rest = text.partition(" ")
    return f"{verb}{'es' if verb.endswith(('s', 'sh', 'ch')) else 's'} {rest}"


def _differing(said: m.Act, card: m.Act) -> str:
    """The values that differ, named when the two phrases alone would not show it."""
    if _act(said) != _act(card):
        return ""
    text, wanted = dict(said.values), dict(card.values)
    return "differs in " + ", ".join(sorted(k for k in set(text) | set(wanted) if text.get(k) != wanted.get(k)))


def _act(act: m.Act) -> str:
    return effect_text(act)


def _effect(effect) -> str:
    return effect_text(effect)


def _block(effects: tuple) -> str:
    return "; ".join(effect_text(e) for e in effects) or "nothing"


def likeness(said, card) -> int:
    """How alike two effects are (0: not at all), to pair each of the text's effects with the card's it stands for."""
    if isinstance(said, m.Optional) or isinstance(card, m.Optional):
        inner = said.body if isinstance(said, m.Optional) else (said,)
        other = card.body if isinstance(card, m.Optional) else (card,)
        return max((likeness(a, b) for a in inner for b in other), default=0) + (1 if type(said) is type(card) else 0)
    if type(said) is not type(card):
        return 1 if isinstance(said, m.Fallback) or isinstance(card, m.Fallback) else 0
    if not isinstance(said, m.Act):
        return 2
    score = 4 if said.verb == card.verb else 1 if {said.verb, card.verb} <= SAME_THINGS else 0
    score += 3 if said.value("what") == card.value("what") else 0
    return score + sum(1 for k, v in said.values if dict(card.values).get(k) == v)


SAME_THINGS = {"gain", "spend", "advance", "retreat"}  # a gain mistaken for a payment is still the same line


def _unshared(first, second) -> list:
    """What `first` has beyond `second`, counting repeats."""
    rest = Counter(second)
    out = []
    for item in first:
        if rest[item]:
            rest[item] -= 1
        else:
            out.append(item)
    return out


def _pairs(first: list, second: list, score) -> list:
    """Greedy best pairs between two lists (most alike first); what is left pairs with None."""
    candidates = sorted(((score(a, b), i, j) for i, a in enumerate(first) for j, b in enumerate(second)), key=lambda c: (-c[0], c[1], c[2]))
    used_a, used_b, pairs = set(), set(), []
    for value, i, j in candidates:
        if value > 0 and i not in used_a and j not in used_b:
            used_a.add(i)
            used_b.add(j)
            pairs.append((first[i], second[j]))
    pairs += [(a, None) for i, a in enumerate(first) if i not in used_a]
    return pairs + [(None, b) for j, b in enumerate(second) if j not in used_b]


# ---- diagnostics -----------------------------------------------------------------------------------------------------


def text_diagnostics(component: CheckedComponent, strict: bool = False) -> list[Diagnostic]:
    call = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "text"), None)
    if call is None:
        return []
    literal = call.args[0] if call.args else None
    return [Diagnostic(component.path, _phrase_span(literal, d.at) if literal else call.span, d.code, d.message,
                       HINTS[d.code], "error" if strict else "warning")
            for d in differences(component)]


def _phrase_span(literal: ast.Node, at: tuple) -> Span:
    """The span of words `at` of the text inside its quoted literal (escapes counted as written)."""
    from dsl.formatter import render_arg

    span, value = literal.span, getattr(literal, "value", "")
    if at == (0, 0) or not isinstance(literal, ast.Text) or span.line != span.end_line:
        return span
    start = len(render_arg(ast.Text(value[:at[0]]))) - 1
    end = len(render_arg(ast.Text(value[:at[1]]))) - 1
    return Span(span.line, span.column + start, span.line, span.column + end, span.start + start, span.start + end)
