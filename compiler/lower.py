"""The last pass: IR steps → effect handlers, one small function per registry effect.

`LOWERINGS` declares, for every effect the engine runs, what its handler honours: the options and the
amount forms (a number, `up-to N`, `all`). Anything a line binds beyond that is refused with E230 at the
line, so no option is ever dropped; an effect the engine cannot run yet is refused the same way.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from dsl import ast
from dsl.formatter import format_document
from compiler import handlers as h
from compiler import handlers_tables as ht
from compiler.counts import CompileError, lower_condition, lower_count
from compiler.passes import FallbackStep, IfStep, MayStep, Step, compile_block
from compiler.registry import lookup
from compiler.types import Amount, UnknownValue

FIXED, UP_TO, ALL = "a number", "up-to N", "all"


@dataclass(frozen=True)
class Lowering:
    build: Callable  # (values, step) -> handler
    options: tuple[str, ...] = ()  # the options its handler honours
    amounts: tuple[str, ...] = (FIXED,)  # the amount forms its handler honours


def lower_block(block: ast.Block | None):
    """Compile an effect block through every pass (kept as the one entry point for callers)."""
    return compile_block(block)


def lower_steps(steps: tuple):
    handlers = tuple(lower_step(s) for s in steps)
    return handlers[0] if len(handlers) == 1 else h.Seq(handlers)


def lower_step(step):
    if isinstance(step, MayStep):
        return h.Optional(lower_steps(step.body), _describe(step.node.body))
    if isinstance(step, FallbackStep):
        return h.Fallback(lower_steps(step.attempt), lower_steps(step.fallback))
    if isinstance(step, IfStep):
        otherwise = lower_steps(step.otherwise) if step.otherwise else None
        return h.Conditional(lower_condition(step.condition), lower_steps(step.then) if step.then else h.Seq(()), otherwise)
    return _lower_call(step)


def _lower_call(step: Step):
    lowering = LOWERINGS.get(step.name)
    if lowering is None:
        raise CompileError(f"the engine cannot run '{step.name}' yet", step.node)
    values = dict(step.values)
    _refuse_unhonoured(step, lowering, values)
    values = {**defaults(step.name), **values}
    for name in ("per", "discount", "count"):
        if isinstance(values.get(name), ast.Node):
            values[name] = lower_count(values[name])
    return lowering.build(values, step)


def defaults(effect: str) -> dict:
    """The registry's declared meaning of each option a line leaves out."""
    return {o.name: o.default for o in lookup("effect", effect).options if o.default is not None}


def _refuse_unhonoured(step: Step, lowering: Lowering, values: dict) -> None:
    params = {p.name for p in lookup("effect", step.name).params}
    for name in values:
        if name not in params and name not in lowering.options:
            raise CompileError(f"the engine does not honour '{name}' on '{step.name}' yet", _word(step.node, name))
    form = _amount_form(values.get("amount"), step)
    if form is not None and form not in lowering.amounts:
        allowed = " or ".join(lowering.amounts)
        raise CompileError(f"'{step.name}' takes {allowed} as its amount here, not {form}", step.node)


def _amount_form(amount, step: Step) -> str | None:
    if isinstance(amount, UnknownValue):
        raise CompileError(f"cannot run an amount that is unknown ({amount.note})", step.node)
    if not isinstance(amount, Amount):
        return None
    return ALL if amount.every else UP_TO if amount.up_to else FIXED


def _word(node: ast.Node, text: str) -> ast.Node:
    args = node.args if isinstance(node, ast.Call) else ()
    return next((a for a in args if isinstance(a, ast.Word) and a.text == text), node)


def _count(values) -> h.Count:
    return h.Count(values["amount"], values.get("per"))


def _describe(node: ast.Node) -> str:
    block = node if isinstance(node, ast.Block) else ast.Block((node,))
    wrapper = ast.Component(ast.Word("x"), ast.Word("x"), ast.Text(""), block)
    lines = format_document(ast.Document((wrapper,))).splitlines()[1:-1]
    return "; ".join(line.strip() for line in lines if line.strip() not in ("}", ""))


# ---- lowerings that need more than one line ----------------------------------------------------------------------


def _gain(values, step):
    if values["what"] == "emperor":
        return h.Advance(_count(values))
    if values["amount"].every:
        raise CompileError("'gain all' names no amount", step.node)
    return h.Gain(values["what"], _count(values))


def _lose(values, step):
    if values["what"] == "vp" and values["amount"].every:
        raise CompileError("'lose all vp' has no end: VP may go below zero", step.node)
    return h.Lose(values["what"], _count(values))


def _return(values, step):
    said = dict(step.values).get("from")
    place, every = said or ("hand" if values["what"] == "staff" else values["from"]), values["amount"].every
    if values["what"] == "staff" and (place != "hand" or every):
        raise CompileError("staff cards are returned from the hand, a number of them", step.node)
    if values["what"] != "staff" and place not in ("kitchen",) and not every:
        raise CompileError(f"the engine returns a number of items from the kitchen only; from the {place}, only 'all'", step.node)
    return h.Return(values["what"], _count(values), place)


def _prepare(values, step):
    if values.get("discount") and values.get("discounts"):
        raise CompileError("give 'discount' or 'discounts', not both", _word(step.node, "discounts"))
    discounts = values.get("discounts") or (values.get("discount", 0),)
    if values.get("free") and (values.get("discount") or values.get("discounts")):
        raise CompileError("a free room takes no discount", step.node)
    return h.Prepare(_count(values), values["color"], values.get("floors"), bool(values.get("free")),
                     tuple(discounts), bool(values.get("occupy")))


def _play(values, step):
    if values.get("full-cost") and (values.get("free") or values.get("discount")):
        raise CompileError("'full-cost' cannot go with 'free' or 'discount'", _word(step.node, "full-cost"))
    return h.Play(_count(values), values["from"], values.get("discount", 0), bool(values.get("free")),
                  bool(values.get("full-cost")))


def _send(values, step):
    if values.get("own-space") and (values.get("free") or values.get("discount") or values.get("discounts")
                                    or values.get("discount-per-opponent")):
        raise CompileError("a dancer onto the card's own space pays nothing: it takes no discount", _word(step.node, "own-space"))
    if values.get("free") and (values.get("discount") or values.get("discounts") or values.get("discount-per-opponent")):
        raise CompileError("a free dancer takes no discount", step.node)
    if values.get("discount") and values.get("discounts"):
        raise CompileError("give 'discount' or 'discounts', not both", _word(step.node, "discounts"))
    discounts = tuple(values.get("discounts") or (values.get("discount", 0),))
    return ht.Send(_count(values), bool(values.get("free")), discounts, values.get("discount-per-opponent", 0),
                   bool(values.get("own-space")))


def _remove(values, step):
    if values["what"] == "dancer":
        if values.get("from") not in ("middle-ballroom", "rightmost-ballroom"):
            raise CompileError("dancers are removed from the middle or the rightmost ballroom", step.node)
        return ht.RemoveDancers(_count(values), values["from"])
    if values["what"] == "staff":
        if values.get("from", "played-final") != "played-final":
            raise CompileError(f"the engine cannot remove staff from '{values['from']}'", step.node)
        return h.RemoveStaff(_count(values))
    if values["what"] == "room":
        if "from" in values:
            raise CompileError("rooms are removed from your hotel; 'from' names a ballroom", _word(step.node, "from"))
        return h.RemoveRooms(_count(values), values.get("state"), bool(values.get("highest-floor")), bool(values.get("lower-floor")))
    raise CompileError(f"the engine cannot remove {values['what']} yet", step.node)


def _choose(values, step):
    alternatives = tuple(lower_step(s) for s in step.body)
    labels = tuple(_describe(s) for s in step.node.block.statements)
    return h.Choose(values["amount"], alternatives, labels)


def _perform(values, step):
    return h.Perform(values["space"] == "with-die", values.get("number"), values.get("strength"), not values.get("no-boost"))


def _copy(values, step):
    return h.CopyFinal(_count(values))


def _score_now(values, step):
    if not values.get("current"):
        raise CompileError("'score ballroom' scores the ballroom due next: write 'score ballroom current'", step.node)
    return ht.ScoreBallroomNow()


LOWERINGS: dict[str, Lowering] = {
    "gain": Lowering(_gain, ("per",), (FIXED, UP_TO)),
    "pay": Lowering(lambda v, s: h.Pay(v["what"], _count(v)), ("per",), (FIXED, ALL)),
    "lose": Lowering(_lose, ("per",), (FIXED, ALL)),
    "return": Lowering(_return, ("from",), (FIXED, ALL)),
    "advance": Lowering(lambda v, s: h.Advance(_count(v)), ("per",), (FIXED, UP_TO)),
    "retreat": Lowering(lambda v, s: h.Retreat(_count(v))),
    "prepare": Lowering(_prepare, ("color", "floors", "free", "discount", "discounts", "occupy", "per"), (FIXED, UP_TO)),
    "occupy": Lowering(lambda v, s: h.Occupy(_count(v), v["color"], v.get("floors")), ("color", "floors"), (FIXED, UP_TO, ALL)),
    "take": Lowering(lambda v, s: h.TakeGuest(_count(v), bool(v.get("free")), bool(v.get("fill"))), ("free", "fill"), (FIXED, UP_TO)),
    "draw": Lowering(lambda v, s: h.Draw(_count(v))),
    "play": Lowering(_play, ("from", "discount", "free", "full-cost"), (FIXED, UP_TO)),
    "reveal": Lowering(lambda v, s: h.Reveal(_count(v), lower_steps(s.body))),
    "fill": Lowering(lambda v, s: h.Fill(_count(v), v.get("item"), bool(v.get("other"))), ("item", "other"), (FIXED, UP_TO, ALL)),
    "remove": Lowering(_remove, ("state", "highest-floor", "lower-floor", "from"), (FIXED, UP_TO)),
    "choose": Lowering(_choose, (), (FIXED, UP_TO)),
    "skip": Lowering(lambda v, s: h.SkipPenalty()),
    "perform": Lowering(_perform, ("space", "number", "strength", "no-boost")),
    "copy": Lowering(_copy, ("from",), (FIXED, UP_TO)),
    "acquire": Lowering(lambda v, s: h.Acquire(tuple(v["kinds"]))),
    "divide": Lowering(lambda v, s: h.Divide(tuple(v["kinds"]))),
    "imitate": Lowering(lambda v, s: h.Imitate()),
    "exchange": Lowering(lambda v, s: ht.Exchange(v["amount"].value, v["amount"].up_to, v["what"]), (), (FIXED, UP_TO)),
    "score-table": Lowering(lambda v, s: ht.ScoreTable(v["count"], _known_numbers(v["vp"], s))),
    "score-rank": Lowering(lambda v, s: ht.ScoreRank(v["count"], _known_numbers(v["vp"], s), _known_number(v.get("at-least", 0), s)),
                           ("at-least",)),
    "score-most": Lowering(lambda v, s: ht.ScoreMost(v["count"], _known_number(v["vp"], s))),
    "set-aside": Lowering(lambda v, s: ht.SetAside(v["amount"].value, v["what"], bool(v.get("each-group"))), ("each-group",)),
    "make-personal": Lowering(lambda v, s: ht.MakePersonal()),
    "move-die": Lowering(lambda v, s: ht.MoveDie()),
    "use-token": Lowering(lambda v, s: ht.UseToken(v["half"])),
    "tile-reward": Lowering(lambda v, s: ht.TileReward(_three_steps(v, s)), ("retreat",)),
    "each-opponent": Lowering(lambda v, s: ht.EachOpponent(lower_steps(s.body))),
    "score": Lowering(_score_now, ("current",)),
    "send": Lowering(_send, ("free", "discount", "discounts", "discount-per-opponent", "own-space"), (FIXED, UP_TO)),
}


def _three_steps(values, step) -> tuple:
    steps = _known_numbers(values.get("retreat", ()), step)
    if len(steps) != 3:
        raise CompileError("'tile-reward retreat' gives the steps back for groups A, B and C: three numbers", step.node)
    return steps


def _known_number(value, step):
    if isinstance(value, UnknownValue):
        raise CompileError(f"cannot play a number that is unknown ({value.note})", step.node)
    return value


def _known_numbers(values, step) -> tuple:
    return tuple(_known_number(values, step))
