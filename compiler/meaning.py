"""What a card means, in one normal form that both its lines and its English text are read into.

The card side (`card_meaning`) reads the checked AST through the registry's own binding, so every option
a line gives (or leaves to its declared default) is part of the meaning. The text side is read by
compiler/textread.py into the same dataclasses. Then both go through the same ordered tuple of small
normalising passes (compiler/meaning_normal.py), so that two ways of saying one thing compare equal: a gain of Emperor
steps is an advance, paying, losing and returning a resource are one thing to a reader, effects in a
block are an unordered collection, and `if` chains over the round become a table by round.

Every node may carry `at`, the (start, end) of the words it was read from in the text; `at` never takes
part in equality, so card and text compare by meaning only.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from dsl import ast
from compiler.checker import CheckedComponent, _count_args
from compiler.registry import bind, lookup
from compiler.types import Amount, UnknownValue

NOWHERE = (0, 0)
UNKNOWN = UnknownValue("")  # what a card leaves unknown: the text can only say it is not known


@dataclass(frozen=True)
class Located:
    """Every record of a meaning keeps where it was said (offsets in the text, or the card line's span), as a
    keyword; where is never part of what it says, so the same thing said in two places is equal."""

    at: tuple = field(default=NOWHERE, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class Count(Located):
    """A counted quantity of the game state, with its filters as sorted (name, value) pairs."""

    name: str
    filters: tuple = ()


@dataclass(frozen=True)
class Compare(Located):
    count: Count
    op: str
    value: int


@dataclass(frozen=True)
class AllOf(Located):
    items: tuple


@dataclass(frozen=True)
class AnyOf(Located):
    items: tuple


@dataclass(frozen=True)
class Act(Located):
    """One effect: the registry effect, its values as sorted (name, value) pairs, who does it, nested effects."""

    verb: str
    values: tuple = ()
    who: str = "you"
    body: tuple = ()
    said: str = field(default="", compare=False, repr=False)  # the verb the text or line used, where normalising changed it

    def value(self, name: str, default=None):
        return dict(self.values).get(name, default)


@dataclass(frozen=True)
class Optional(Located):
    """The player may do all of the body, or none of it."""

    body: tuple


@dataclass(frozen=True)
class Fallback(Located):
    """Do the attempt if it can be done in full, otherwise the fallback."""

    attempt: tuple
    fallback: tuple


@dataclass(frozen=True)
class Branch(Located):
    """If the condition holds, the `then` effects, else the `otherwise` ones ('if you have fewer than 2 ...')."""

    condition: object
    then: tuple
    otherwise: tuple = ()


@dataclass(frozen=True)
class Table(Located):
    """What happens for each value of a count with few values (the round, the sum of two dice)."""

    count: str
    rows: tuple  # (value, block) pairs, only the values for which something happens


@dataclass(frozen=True)
class Occasion(Located):
    """When a rule acts: `kind` (played, once-per-round, final, reward, penalty, when, bell, ...), and for a
    trigger its event and filters as sorted (name, value) pairs."""

    kind: str
    event: str = ""
    values: tuple = ()
    # the text said no time and the card's kind gave this one (Builder.at_once): said in a difference, never compared
    implied: bool = field(default=False, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True)
class Rule(Located):
    """What happens at one occasion: the effects of one `when`, `played`, `reward`, ... of the card."""

    occasion: Occasion
    body: tuple


@dataclass(frozen=True)
class Modifier(Located):
    """A lasting change to what the engine asks (a room's cost, an action's strength) while the card acts."""

    target: str
    values: tuple  # filters and the change (`to` or `by`) as sorted pairs
    who: str = "you"


@dataclass(frozen=True)
class Requirement(Located):
    """What an objective asks of a player's hotel, hand or track, as one condition."""

    condition: object


@dataclass(frozen=True)
class Fact(Located):
    """A printed value the text may state (objective spots, a guest's VP, an action space's fee)."""

    name: str
    value: object


@dataclass(frozen=True)
class Meaning:
    """All a card or a text says: its rules, modifiers and requirements, and the printed facts it states."""

    parts: tuple  # Rules, Modifiers and Requirements
    facts: tuple = ()


Effect = Act | Optional | Fallback | Branch | Table


# ---- reading a card ------------------------------------------------------------------------------------------------

# What a behaviour block means, by kind and field; a staff card's `effect` goes by its timing.
OCCASIONS = {("celebrity", "effect"): "held-once", ("action-space", "effect"): "action", ("ballroom", "scoring"): "ballroom-scored"}
STAFF_EFFECT = {"immediate": "played", "once-per-round": "once-per-round"}
FIELD_OCCASIONS = {"scoring": "final", "reward": "reward", "penalty": "penalty", "obtained": "obtained", "setup": "setup",
                   "ability": "ability", "row": "row"}
FACT_FIELDS = {("objective", "spots"): "vp", ("guest", "vp"): "vp", ("celebrity", "vp"): "vp", ("staff", "cost"): "cost",
               ("guest", "color"): "color", ("guest", "order"): "order",
               ("guest", "destination"): "where", ("guest", "cafe-penalty"): "vp", ("ballroom", "tie-rule"): "rule",
               ("action-space", "number"): "number", ("staff", "timing"): "timing"}


from compiler.textread_waltz12 import needs_facts  # noqa: E402  (a guest's `needs`: two facts of one field)


CHILDREN = ("parts", "body", "attempt", "fallback", "then", "otherwise", "rows", "items", "count", "condition", "values", "occasion")


def nodes(value):
    """Every node of a meaning (rules, effects, acts, counts, conditions), depth first: the one walk the text checker's
    claims and denials ask of a card (compiler/textread_said16.py, textread_scope16.py)."""
    if isinstance(value, (tuple, list)):
        for item in value:
            yield from nodes(item)
    elif isinstance(value, (Located, Meaning)):
        yield value
        for name in CHILDREN:
            yield from nodes(getattr(value, name, ()))


def card_meaning(component: CheckedComponent) -> Meaning:
    parts = [p for s in component.node.body.statements for p in _parts(component, s)]
    return normalise(Meaning(tuple(_with_fee(component, p) for p in parts), _facts(component)))


def _with_fee(component: CheckedComponent, part):
    """An action space's fee is paid as part of its action ('Pay 1 krone, then ...')."""
    fee = component.value("fee", "krones")
    if not fee or not isinstance(part, Rule) or part.occasion.kind != "action":
        return part
    pay = Act("pay", (("amount", Amount(fee)), ("what", "krone")))
    return replace(part, body=(pay,) + part.body)


def _parts(component: CheckedComponent, statement) -> list:
    if isinstance(statement, ast.When):
        kind = "bell" if component.value("timing", "timing") == "bell" else "when"
        values = _bound("event", statement.event.name.text, statement.event.args, statement.span)
        return [Rule(Occasion(kind, statement.event.name.text, event_values(values)), block_meaning(statement.body))]
    if isinstance(statement, ast.Require):
        return [Requirement(condition_meaning(statement.condition))]
    if not isinstance(statement, ast.Call):
        return []
    if statement.name.text == "modify":
        return [_modifier(component, statement)]
    occasion = _occasion(component, statement)
    return [Rule(occasion, block_meaning(statement.block))] if occasion and statement.block is not None else []


def _occasion(component: CheckedComponent, call: ast.Call) -> Occasion | None:
    kind, name = component.kind.name, call.name.text
    if (kind, name) in OCCASIONS:
        return Occasion(OCCASIONS[(kind, name)])
    if kind == "staff" and name == "effect":
        return Occasion(STAFF_EFFECT.get(component.value("timing", "timing"), "effect"))
    if name == "row":
        return Occasion("row", values=(("row", call.args[0].text),))
    if name == "ability" and component.value("limit", "limit"):
        return Occasion("ability", values=(("limit", component.value("limit", "limit")),))
    return Occasion(FIELD_OCCASIONS[name]) if name in FIELD_OCCASIONS else None


def _modifier(component: CheckedComponent, call: ast.Call) -> Modifier:
    index = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "modify"].index(call)
    values = dict(component.fields["modify"][index].values)
    target = values.pop("target")
    defaults = {o.name: o.default for o in lookup("modifier", target).options if o.default is not None}
    return Modifier(target, _pairs({**defaults, **values}))


def _facts(component: CheckedComponent) -> tuple:
    facts = []
    for (kind, name), param in FACT_FIELDS.items():
        value = component.value(name, param) if kind == component.kind.name else None
        if value is not None and not isinstance(value, UnknownValue):
            facts.append(Fact(name, tuple(sorted(value.items())) if isinstance(value, dict) else value))  # an order: (item, n) pairs
    return tuple(facts) + needs_facts(component)


def block_meaning(block: ast.Block | None) -> tuple:
    return tuple(e for s in (block.statements if block else ()) for e in _effects(s))


def _effects(node) -> list:
    if isinstance(node, ast.Block):
        return list(block_meaning(node))
    if isinstance(node, ast.May):
        return [Optional(tuple(_effects(node.body)))]
    if isinstance(node, ast.Fallback):
        return [Fallback(tuple(_effects(node.attempt)), tuple(_effects(node.fallback)))]
    if isinstance(node, ast.IfStmt):
        return [Branch(condition_meaning(node.condition), block_meaning(node.then), block_meaning(node.otherwise))]
    if node.name.text == "each-opponent":
        return [replace(e, who="each-opponent") for e in block_meaning(node.block)]
    values = _bound("effect", node.name.text, node.args, node.span)
    return [Act(node.name.text, _pairs(values), body=block_meaning(node.block))]


THRESHOLDS = ("steps", "amount", "order", "size")


def event_values(values: dict) -> tuple:
    """An event's filters; 'of any colour' and 'at least 1' filter nothing."""
    return _pairs({k: v for k, v in values.items() if (k, v) != ("color", "any") and not (k in THRESHOLDS and v == 1)})


def _bound(category: str, name: str, args, span) -> dict:
    primitive = lookup(category, name)
    values = bind(primitive, args, span).values
    defaults = {o.name: o.default for o in primitive.options if o.default is not None}
    return {**defaults, **values}


def _pairs(values: dict) -> tuple:
    return tuple(sorted((k, _value(v)) for k, v in values.items() if v is not False and v is not None))


def _value(value):
    if isinstance(value, UnknownValue):
        return UNKNOWN
    if isinstance(value, (ast.Count, ast.Word)):
        return count_meaning(value)
    if isinstance(value, tuple):
        return tuple(_value(v) for v in value)
    return value


def count_meaning(node) -> Count:
    if isinstance(node, ast.Word):
        return Count(node.text, count_filters(node.text, {}))
    name = node.name.text
    if name in ("min", "times", "pairs"):
        inner = tuple(sorted((count_meaning(f.args[0]) for f in node.filters), key=repr))  # a minimum or a product of counts is the same in any order
        return Count(name, (("counts", inner),))
    values = bind(lookup("count", name), _count_args(node), node.span).values
    return Count(name, count_filters(name, values))


# Filters that say what a count means anyway: `guests` counts completed orders; `objectives` defaults to claimed ones.
SAID_ANYWAY = {"guests": {"completed": True}}
DEFAULT_FILTERS = {"objectives": ({"claimed", "common", "personal", "completed"}, {"claimed": True})}
SAME_FILTERS = {("objectives", "common"): "claimed"}


def count_filters(name: str, values: dict) -> tuple:
    """A count's filters in one form: what goes without saying dropped, synonyms folded, defaults filled."""
    values = {SAME_FILTERS.get((name, k), k): v for k, v in values.items()
              if SAID_ANYWAY.get(name, {}).get(k) != v and (k, v) != ("color", "any")}
    known, default = DEFAULT_FILTERS.get(name, (set(), {}))
    if not known & set(values):
        values.update(default)
    return _pairs(values)


def condition_meaning(node):
    if isinstance(node, ast.AllOf):
        return AllOf(tuple(condition_meaning(i) for i in node.items))
    if isinstance(node, ast.AnyOf):
        return AnyOf(tuple(condition_meaning(i) for i in node.items))
    if isinstance(node, ast.Negation):
        inner = condition_meaning(node.item)
        return replace(inner, op=NEGATED[inner.op])
    return Compare(count_meaning(node.left), node.op, node.right.value)


NEGATED = {">=": "<", "<=": ">", "==": "!=", "!=": "==", ">": "<=", "<": ">="}


# the normalising passes (compiler/meaning_normal.py): imported last, as they are built of the dataclasses above
from compiler.meaning_normal import OWN_VERBS, as_tables, holds, normalise, steps_for_reward  # noqa: E402,F401
