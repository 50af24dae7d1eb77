"""Related cards: those that react to the same trigger, change the same modifier target or act on the same
thing (an item, rooms, dancers, ...). A verb alone (`gain`) relates nothing. Rarer shared features weigh more,
so "both gain VP" counts for little and "both react to taking a die showing 3" for much; the module breaks ties.
Each link says why it is there."""
from __future__ import annotations

import math
from collections import defaultdict

from compiler.registry import bind, lookup
from dsl import ast

LIMIT = 6
MIN_SCORE = 2.0  # about: one feature shared by at most an eighth of the corpus, or two more common ones
PHRASES = {"trigger": "same trigger: {}", "event": "reacts to the same kind of event: {}", "modifies": "changes the same thing: {}",
           "target": "also acts on {}", "deck": "both {}"}


def features(component) -> set[tuple[str, str]]:
    whens = list(ast.find_all(component.node.body, ast.When))
    found = {("trigger", _event(w.event)) for w in whens} | {("event", w.event.name.text.replace("-", " ")) for w in whens}
    found.add(("deck", _deck(component)))
    found |= {("modifies", b.values["target"].replace("-", " ")) for b in component.fields.get("modify", ())}
    for call in ast.find_all(component.node.body, ast.Call):
        target = _target(call)
        if target:
            found.add(("target", target))
    return found


def _deck(component) -> str:
    """'staff from the base game', 'guests from the Vienna Ballrooms module': the kind and module a card shares."""
    from gah.site.pages import KIND_TITLES, module_title

    kinds = KIND_TITLES.get(component.kind.name, component.kind.name.replace("-", " "))
    kinds = kinds if kinds.startswith("Emperor") else kinds[0].lower() + kinds[1:]
    module = {"base": "the base game", "promo": "the promos"}.get(component.module, f"the {module_title(component.module)} module")
    return f"{kinds} from {module}"


def _event(event: ast.Event) -> str:
    from compiler.render import event_text
    from compiler.types import BindError

    try:
        return event_text(event)
    except (KeyError, BindError):  # an event the renderer has no words for still relates by its name
        return event.name.text.replace("-", " ")


def _target(call: ast.Call) -> str | None:
    """What an effect line acts on (`gain 2 wine` -> wine); None for a line that is not an effect."""
    primitive = lookup("effect", call.name.text)
    if primitive is None:
        return None
    from compiler.types import BindError

    try:
        values = bind(primitive, call.args, call.span).values
    except BindError:  # checked cards bind; a line inside an unusual block is simply not counted
        return None
    from compiler.render_words import noun

    what = values.get("what") or values.get("kinds")
    named = [noun(str(w), None) for w in (what if isinstance(what, tuple) else (what,)) if isinstance(w, str)]
    return " and ".join(named).replace("-", " ") if named else None  # 'krones', 'VP', 'Emperor steps', as the card texts say


def related_index(components) -> dict[str, list[tuple[object, str]]]:
    """'staff 12' -> [(other component, why), ...], best first. Components are keyed by their label (hashing a
    component would hash its whole syntax tree)."""
    by_label = {f"{c.kind.name} {c.ident}": c for c in components}
    featured = {key: features(c) for key, c in by_label.items()}
    holders = defaultdict(set)
    for key, found in featured.items():
        for feature in found:
            holders[feature].add(key)
    weight = {f: math.log(len(by_label) / len(h)) for f, h in holders.items()}
    return {key: _best(key, by_label, featured, holders, weight) for key in by_label}


def _best(key: str, by_label: dict, featured, holders, weight) -> list[tuple[object, str]]:
    scores, reasons = defaultdict(float), defaultdict(list)
    for feature in sorted(featured[key], key=lambda f: (-weight[f], f)):
        for other in holders[feature] - {key}:
            scores[other] += weight[feature]
            reasons[other].append(feature)
    component = by_label[key]
    ranked = sorted((o for o in scores if scores[o] >= MIN_SCORE),
                    key=lambda o: (-round(scores[o], 6), by_label[o].kind.name != component.kind.name, _distance(component, by_label[o]), o))
    return [(by_label[other], _why(reasons[other][:2])) for other in ranked[:LIMIT]]


def _why(shared: list[tuple[str, str]]) -> str:
    """The two weightiest features in words; two targets as one phrase ('also acts on coffee and cake')."""
    targets = [value for kind, value in shared if kind == "target"]
    if len(targets) == 2:
        return PHRASES["target"].format(" and ".join(targets))
    return "; ".join(PHRASES[kind].format(value) for kind, value in shared)


def _distance(component, other) -> int:
    """Nearby numbers first among equals, so equal scores do not all give the same few cards."""
    if component.ident.isdigit() and other.ident.isdigit():
        return abs(int(component.ident) - int(other.ident))
    return 1000
