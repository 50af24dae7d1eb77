"""Canonical English card text, rendered from the checked AST with one phrase per registry primitive.

Deterministic: the same card always reads the same. `PHRASES` is keyed by the registry's effect names,
`EVENTS` by its event names and `COUNTS` by its count names; a test holds each table to the registry.
"""
from __future__ import annotations

from dsl import ast
from compiler.registry import bind, lookup
from compiler.types import UnknownValue
from compiler.checker import CheckedComponent, _count_args

UNITS = {"krone": ("krone", "krones"), "vp": ("VP", "VP"), "emperor": ("Emperor step", "Emperor steps"),
         "dish-or-drink": ("dish or drink of your choice", "dishes or drinks of your choice"),
         "any-item": ("item of your choice", "items of your choice"), "dish": ("dish of your choice", "dishes of your choice"),
         "drink": ("drink of your choice", "drinks of your choice"), "staff": ("staff card", "staff cards"),
         "room": ("room", "rooms"), "guest": ("guest", "guests"), "dancer": ("dancer", "dancers"), "order": ("order", "orders")}


def noun(what: str, count: int | None) -> str:
    one, many = UNITS.get(what, (what, what))
    return one if count == 1 else many


def amount_text(amount, what: str) -> str:
    if isinstance(amount, UnknownValue):
        return f"an unknown number of {noun(what, 2)}"
    if amount.every:
        return f"all your {noun(what, 2)}"
    prefix = "up to " if amount.up_to else ""
    return f"{prefix}{amount.value} {noun(what, amount.value)}"


# ---- counts and conditions ------------------------------------------------------------------------------------------


def count_text(node) -> str:
    name = node.name.text if isinstance(node, ast.Count) else node.text
    words = [a.text if isinstance(a, ast.Word) else str(getattr(a, "value", "")) for a in
             (_count_args(node) if isinstance(node, ast.Count) else ())]
    if name == "min":
        return "complete set of " + ", ".join(count_text(f.args[0]) for f in node.filters)
    if name == "pairs":
        return "two " + count_text(node.filters[0].args[0])
    if name == "times":
        return " times ".join(count_text(f.args[0]) for f in node.filters)
    return COUNTS.get(name, lambda w: name)(words)


def _rooms(words: list[str]) -> str:
    state = next((w for w in words if w in ("occupied", "vacant")), "")
    color = next((w for w in words if w in ("blue", "red", "yellow")), "")
    where = "".join(f" on floor {words[i + 1]}" for i, w in enumerate(words) if w == "floor")
    where += "".join(f" in column {words[i + 1]}" for i, w in enumerate(words) if w == "column")
    return " ".join(x for x in (state, color, "room") if x) + where + ("" if state else " in your hotel")


COUNTS = {
    "money": lambda w: "krone on your money track", "emperor": lambda w: "step of your Emperor position",
    "vp": lambda w: "VP", "round": lambda w: "round", "strength": lambda w: "point of strength",
    "rooms": _rooms, "groups": lambda w: "fully occupied room group", "floors": lambda w: "fully occupied floor",
    "columns": lambda w: "fully occupied column", "colors": lambda w: "colour whose rooms are all occupied",
    "staff": lambda w: "staff card you have played" if "hand" not in w else "staff card in your hand",
    "objectives": lambda w: "personal objective you have completed" if "personal" in w
    else "objective you have completed (common with your marker, or personal)" if "completed" in w else "objective holding your marker",
    "kitchen": lambda w: f"{w[0] if w else 'item'} in your kitchen",
    "dancers": lambda w: "of your dancers in " + ("this ballroom" if "this" in w else "the ballrooms"),
    "guests": lambda w: "guest whose order you completed", "highest-row": lambda w: "row", "opponents": lambda w: "other player",
    "dice-sum": lambda w: "pip on your two dice", "times": lambda w: "product",
}


def condition_text(node) -> str:
    if isinstance(node, ast.AllOf):
        return " and ".join(condition_text(i) for i in node.items)
    if isinstance(node, ast.AnyOf):
        return " or ".join(condition_text(i) for i in node.items)
    if isinstance(node, ast.Negation):
        return "not " + condition_text(node.item)
    ops = {">=": "at least", "<=": "at most", "==": "exactly", "!=": "other than", ">": "more than", "<": "fewer than"}
    left = node.left
    if isinstance(left, ast.Word) and left.text == "round":
        return f"the round is {ops[node.op]} {_value(node.right)}"
    number = _value(node.right)
    return f"{ops[node.op]} {number} {plural(count_text(left)) if number != '1' else count_text(left)}"


def plural(phrase: str) -> str:
    """Pluralize the head noun of a count phrase ("occupied red room on floor 4" → "... rooms on ...")."""
    for joint in (" on ", " in ", " whose ", " you ", " holding ", " of "):
        if joint in phrase:
            head, _, rest = phrase.partition(joint)
            return plural(head) + joint + rest
    return phrase if phrase.endswith(("s", "VP")) else phrase + "s"


def _value(node) -> str:
    return str(node.value) if isinstance(node, (ast.IntLit, ast.SignedLit)) else "?"


# ---- effects ---------------------------------------------------------------------------------------------------------


def block_text(block: ast.Block | None) -> str:
    if block is None:
        return "nothing"
    return "; then ".join(statement_text(s) for s in block.statements) if block.statements else "nothing"


def statement_text(node) -> str:
    if isinstance(node, ast.Block):
        return block_text(node)
    if isinstance(node, ast.May):
        body = node.body
        if isinstance(body, ast.Block) and len(body.statements) > 1:
            return "you may do all of this: " + ", then ".join(statement_text(s) for s in body.statements)
        return "you may " + statement_text(body)
    if isinstance(node, ast.Fallback):
        return f"{statement_text(node.attempt)}; if you cannot do that in full, {statement_text(node.fallback)}"
    if isinstance(node, ast.IfStmt):
        otherwise = f"; otherwise {block_text(node.otherwise)}" if node.otherwise else ""
        return f"if {condition_text(node.condition)}, {block_text(node.then)}{otherwise}"
    primitive = lookup("effect", node.name.text)
    values = bind(primitive, node.args, node.span).values
    return PHRASES[primitive.name](values, node)


def _per(values) -> str:
    return f" per {count_text(values['per'])}" if values.get("per") is not None else ""


def _gain(values, node) -> str:
    return f"gain {amount_text(values['amount'], values['what'])}{_per(values)}"


def _prepare(values, node) -> str:
    text = f"prepare {amount_text(values['amount'], 'room')}"
    if values.get("color", "any") != "any":
        text += f" of colour {values['color']}"
    if values.get("floors"):
        low, high = values["floors"]
        text += f" on floor {low}" if low == high else f" on floors {low} to {high}"
    text += _price(values)
    return text + (" and occupy it at once" if values.get("occupy") else "")


def _price(values, unit: str = "krone") -> str:
    def less(d: int) -> str:
        return f"{d} {unit}{'s' if d != 1 and unit == 'krone' else ''} less"

    if values.get("free"):
        return " for free"
    if values.get("discounts"):
        return " paying " + ", then ".join(less(d) if d else "the usual cost" for d in values["discounts"])
    if isinstance(values.get("discount"), ast.Node):
        return f" at up to 1 {unit} less per {count_text(values['discount'])}"
    if values.get("discount"):
        return f" at up to {less(values['discount'])}"
    if values.get("full-cost"):
        return " at its full cost"
    return ""


def _play(values, node) -> str:
    source = " from the revealed cards" if values.get("from") == "revealed" else " from your hand" if values.get("from") == "hand" else ""
    return f"play {amount_text(values['amount'], 'staff')}{source}{_price(values)}"


def _remove(values, node) -> str:
    what = values["what"]
    text = f"remove {amount_text(values['amount'], what)}"
    text += f" ({values['state']})" if values.get("state") else ""
    text += " from the highest floor possible" if values.get("highest-floor") else ""
    text += " on a lower floor than the last one removed" if values.get("lower-floor") else ""
    source = {"played-final": " among your played final-scoring cards", "middle-ballroom": " from the middle ballroom",
              "rightmost-ballroom": " from the rightmost ballroom"}
    return text + source.get(values.get("from"), "")


RESOURCE_NOUNS = {"krone": "krones", "emperor": "Emperor steps", "vp": "VP"}


def _perform(values, node) -> str:
    where = f"action space {values['number']}" if values.get("number") else "any action space" if values.get("space") == "any" \
        else "a space holding a die"
    text = f"carry out the main action of {where} without taking a die"
    text += f" at strength {values['strength']}" if values.get("strength") is not None else ""
    return text + (" and without a boost" if values.get("no-boost") else "")


def _of_count(count) -> str:
    """'of ' and a count's phrase in the plural, without doubling the 'of' some phrases start with."""
    phrase = count_text(count)
    return phrase if phrase.startswith("of ") else f"of {plural(phrase)}"


def _most(count) -> str:
    """What a player has the most of: 'dancers in this ballroom', 'objectives holding your marker'."""
    phrase = count_text(count)
    return phrase[len("of your "):] if phrase.startswith("of your ") else plural(phrase)


def _score_rank(values, node) -> str:
    threshold = values.get("at-least")
    only = "" if threshold is None else (" (whether a player with none takes a rank is unknown)" if isinstance(threshold, UnknownValue)
                                         else f" (only players with at least {threshold})")
    return f"score by rank {_of_count(values['count'])}{only}: " + ", ".join(f"{x} VP" for x in values["vp"])


def _score_table(values, node) -> str:
    """Each entry with the count it stands for; the last one covers that count or more."""
    table = values["vp"]
    if isinstance(table, UnknownValue):
        return f"score an unknown table by the number {_of_count(values['count'])}"
    entries = [f"{index}: {vp} VP" for index, vp in enumerate(table[:-1])] + [f"{len(table) - 1} or more: {table[-1]} VP"]
    return f"score by the number {_of_count(values['count'])}: " + ", ".join(entries)


PHRASES = {
    "gain": _gain,
    "pay": lambda v, n: f"pay {amount_text(v['amount'], v['what'])}{_per(v)}",
    "lose": lambda v, n: f"lose {amount_text(v['amount'], v['what'])}{_per(v)}",
    "return": lambda v, n: f"return {amount_text(v['amount'], v['what'])}" + (f" from your {v['from'].replace('-and-', ' and ')}" if v.get("from") else ""),
    "advance": lambda v, n: f"move {amount_text(v['amount'], 'emperor')} up the Emperor track{_per(v)}",
    "retreat": lambda v, n: f"move {amount_text(v['amount'], 'emperor')} down the Emperor track",
    "prepare": _prepare,
    "occupy": lambda v, n: f"occupy {amount_text(v['amount'], 'room')}" + (" of any colour" if v.get("color") == "any" else ""),
    "take": lambda v, n: f"take {amount_text(v['amount'], 'guest')} from the queue" + (" for free" if v.get("free") else "") + (" and fill its whole order" if v.get("fill") else ""),
    "draw": lambda v, n: f"draw {amount_text(v['amount'], 'staff')}",
    "play": _play,
    "reveal": lambda v, n: f"draw {amount_text(v['amount'], 'staff')} aside: {block_text(n.block)}; put the rest under the deck in any order",
    "fill": lambda v, n: f"fill {amount_text(v['amount'], 'order')} from the supply" + (f" (only the {v['item']})" if v.get("item") else ""),
    "send": lambda v, n: f"send {amount_text(v['amount'], 'dancer')} to a ballroom" + _price(v, "champagne"),
    "remove": _remove,
    "choose": lambda v, n: f"choose {amount_text(v['amount'], 'option')}: " + " / ".join(statement_text(s) for s in n.block.statements),
    "skip": lambda v, n: "skip the penalty",
    "perform": _perform,
    "imitate": lambda v, n: "carry out the action of another action space at this strength, paying its own costs",
    "divide": lambda v, n: "share the strength among " + " and ".join(RESOURCE_NOUNS.get(k, k) for k in v["kinds"]) + " as you like",
    "copy": lambda v, n: "score one final-scoring staff card an opponent has played as if it were yours",
    "exchange": lambda v, n: f"swap {amount_text(v['amount'], v['what'])} from your kitchen for other ones from the supply",
    "score": lambda v, n: "score the current ballroom now",
    "acquire": lambda v, n: "take as many items as the strength from " + ", ".join(v["kinds"]) + ", never more of one than of the one before",
    "score-rank": _score_rank,
    "score-table": _score_table,
    "score-most": lambda v, n: f"gain {v['vp']} VP if you alone have the most {_most(v['count'])}; a tie for the most gives nothing",
    "make-personal": lambda v, n: "the objective cards laid beside it become your personal objectives: you complete one without a marker and turn it face down",
    "each-opponent": lambda v, n: f"every other player does this: {block_text(n.block)}",
    "set-aside": lambda v, n: f"lay {amount_text(v['amount'], v['what'])}" + (" of each group A, B and C" if v.get("each-group") else "") + " beside it",
    "use-token": lambda v, n: f"use the {v['half']} bonus of one of your tokens, then remove it",
    "tile-reward": lambda v, n: "take the reward of one of your set-aside Emperor tiles, then remove it",
    "move-die": lambda v, n: "move a die from a neighbouring action space onto this one",
}

EVENTS = {
    "take-die": lambda v: "you take a die showing " + " or ".join(str(f) for f in v["faces"]),
    "guest-leaves-cafe": lambda v: f"a {v.get('color', '')} guest with a completed order leaves your café".replace("a  ", "a "),
    "guest-rewarded": lambda v: "you take a guest's rewards" + (f" (order of {v['order']} or more items)" if v.get("order") else ""),
    "guest-completed": lambda v: f"you complete a {v.get('color', '')} guest's order".replace("a  ", "a ") + (f" of {v['order']} or more items" if v.get("order") else ""),
    "room-occupied": lambda v: "a room of your hotel becomes occupied",
    "group-completed": lambda v: "you complete a room group" + (f" of {v['size']} or more rooms" if v.get("size") else ""),
    "floor-completed": lambda v: "you fully occupy a floor", "column-completed": lambda v: "you fully occupy a column",
    "emperor-reward": lambda v: "you receive an Emperor reward", "emperor-penalty": lambda v: "you would suffer an Emperor penalty",
    "staff-played": lambda v: "you play " + ("another" if v.get("other") else "a") + " staff card",
    "dancer-sent": lambda v: "you send a dancer",
    "objective-claimed": lambda v: "you complete one of your personal objectives" if v.get("personal")
    else "you put your marker on a common objective" if v.get("common") else "you claim an objective",
    "money-gained": lambda v: "you gain krones", "vp-gained": lambda v: "you score VP",
    "champagne-gained": lambda v: "you gain champagne", "champagne-spent": lambda v: "you spend champagne in an action",
    "emperor-advanced": lambda v: "you advance on the Emperor track" + (f" by {v['steps']} or more steps" if v.get("steps") else ""),
    "items-gained": lambda v: "you gain " + (f"{v['amount']} or more " if v.get("amount") else "") + (f"{v['kind']}s" if v.get("kind") else "items") + (" in one action" if v.get("one-action") else ""),
    "second-die-taken": lambda v: "you take your second die of the round", "before-action": lambda v: "you are about to use an action space",
    "round-end": lambda v: "the round ends", "ballroom-scored": lambda v: "a ballroom is scored",
}


def event_text(node: ast.Event) -> str:
    values = bind(lookup("event", node.name.text), node.args, node.span).values
    text = EVENTS[node.name.text](values)
    if values.get("before-or-after"):
        text += ", before or after its action (nothing in between)"
    elif values.get("after"):
        text += ", after its action"
    elif values.get("instead"):
        text += ", instead of its action"
    return text


def modifier_text(values: dict) -> str:
    target = values["target"].replace("-", " ")
    filters = " ".join(f"{k} {v if not isinstance(v, tuple) else ' or '.join(map(str, v))}" for k, v in values.items() if k not in ("target", "to", "by"))
    change = f"is {values['to'][0]}" if values.get("to") else f"gets {values['by'][0]:+d}"
    return f"your {target}{(' (' + filters + ')') if filters else ''} {change}"


# ---- components ------------------------------------------------------------------------------------------------------------


def render(component: CheckedComponent) -> str:
    """The canonical text of a component."""
    sentences = []
    timing = component.value("timing", "timing")
    modifiers = iter(component.fields.get("modify", ()))
    for statement in component.node.body.statements:
        is_modifier = isinstance(statement, ast.Call) and statement.name.text == "modify"
        sentence = modifier_text(next(modifiers).values) if is_modifier else _sentence(statement, timing, component)
        if sentence:
            sentences.append(sentence[0].upper() + sentence[1:] + ".")
    return " ".join(sentences)


def _sentence(statement, timing, component) -> str:
    if isinstance(statement, ast.When):
        lead = "once, when" if timing == "bell" else "each time"
        return f"{lead} {event_text(statement.event)}: {block_text(statement.body)}"
    if isinstance(statement, ast.Require):
        return f"requirement: {condition_text(statement.condition)}"
    if not isinstance(statement, ast.Call):
        return ""
    if statement.name.text == "section" and statement.block is not None:
        return f"emptying section {statement.args[0].value}: {block_text(statement.block)}"
    if statement.name.text == "row" and statement.block is not None:
        return f"a dancer in the {statement.args[0].text} row: {block_text(statement.block)}"
    lead = {"effect": {"once-per-round": "once per round", "immediate": "when played"}.get(timing, "effect"),
            "scoring": "when scored" if component.kind.name == "ballroom" else "final scoring", "reward": "reward", "penalty": "penalty", "ability": "once per round while in your café",
            "setup": "setup", "obtained": "when obtained"}
    if statement.block is not None and statement.name.text in lead:
        return f"{lead[statement.name.text]}: {block_text(statement.block)}"
    return ""
