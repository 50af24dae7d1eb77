"""Meaning checks for one component: AST → checked component + diagnostics.

The checks run as an ordered tuple of small passes (`COMPONENT_PASSES`). Each pass reads the component and
the shared `Context`, and reports through it; no pass changes the AST. Binding every line against the
registry happens in `bind_fields`, so a line with a bad word is reported once, where it is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from dsl import ast
from dsl.diagnostics import Diagnostic, did_you_mean, unknown_word
from dsl.spans import Span
from compiler import types as t
from compiler import vocabulary as vocab
from compiler.kinds import KINDS, KindSpec
from compiler.registry import CATEGORY_CODES, CATEGORY_WORDS, REGISTRY, Bound, bind, lookup
from compiler.boards import board_problems
from compiler.modifiers import bind_modifier

KEYWORDS = ("may", "if", "else", "when", "require")


@dataclass(frozen=True)
class UnknownField:
    component: str
    field: str
    note: str
    span: Span


@dataclass(frozen=True)
class CheckedComponent:
    """A component whose every line is bound to the registry."""

    path: str
    node: ast.Component
    kind: KindSpec
    fields: dict = field(compare=False)  # field name -> tuple[Bound, ...]
    unknowns: tuple[UnknownField, ...] = ()

    @property
    def ident(self) -> str:
        return str(self.node.ident.value if isinstance(self.node.ident, ast.IntLit) else self.node.ident.text)

    @property
    def name(self) -> str:
        return self.node.name.value

    @property
    def module(self) -> str | None:
        bound = self.fields.get("module")
        return bound[0].values["module"] if bound else None

    def value(self, field_name: str, param: str):
        bound = self.fields.get(field_name)
        return bound[0].values.get(param) if bound else None


@dataclass
class Context:
    path: str
    component: ast.Component
    kind: KindSpec
    diagnostics: list[Diagnostic] = field(default_factory=list)
    fields: dict[str, list[Bound]] = field(default_factory=dict)

    def report(self, code: str, message: str, span: Span, hint: str | None = None, fix: str | None = None) -> None:
        self.diagnostics.append(Diagnostic(self.path, span, code, message, hint, fix=fix))

    def report_bind(self, error: t.BindError) -> None:
        self.report(error.code, error.message, error.span, error.hint, error.fix)


def check_component(path: str, component: ast.Component) -> tuple[CheckedComponent | None, list[Diagnostic]]:
    kind = KINDS.get(component.kind.text)
    if kind is None:
        message, hint, fix = unknown_word("component kind", component.kind.text, KINDS)
        return None, [Diagnostic(path, component.kind.span, "E201", message, hint, fix=fix)]
    ctx = Context(path, component, kind)
    for check in COMPONENT_PASSES:
        check(ctx)
    fields = {name: tuple(bounds) for name, bounds in ctx.fields.items()}
    return CheckedComponent(path, component, kind, fields, tuple(_unknowns(component))), ctx.diagnostics


# ---- pass: identity --------------------------------------------------------------------------------------


def check_ident(ctx: Context) -> None:
    ident = ctx.component.ident
    numbered_elsewhere = any(isinstance(s, ast.Call) and s.name.text == "number" for s in ctx.component.body.statements)
    if ctx.kind.id_ranges and not isinstance(ident, ast.IntLit) and not numbered_elsewhere:
        article = "an" if ctx.kind.name[0] in "aeiou" else "a"
        ctx.report("E219", f"{article} {ctx.kind.name} is numbered: expected a card number, found '{ident.text}'", ident.span,
                   "if no source gives its number, keep the word and add: number unknown \"why\"")


# ---- pass: fields ------------------------------------------------------------------------------------------


def bind_fields(ctx: Context) -> None:
    for statement in ctx.component.body.statements:
        _bind_statement(ctx, statement)


def _bind_statement(ctx: Context, statement: ast.Node) -> None:
    if isinstance(statement, ast.Call):
        _bind_field(ctx, statement)
    elif isinstance(statement, ast.When):
        _check_when(ctx, statement)
    elif isinstance(statement, ast.Require):
        _check_require(ctx, statement)
    else:
        ctx.report("E222", "effect lines belong inside a block such as 'effect { ... }'", statement.span)


def _bind_field(ctx: Context, call: ast.Call) -> None:
    if ctx.kind.overlay and call.name.text in KINDS:
        return  # a value for another component: compiler/values.py checks it against that component
    if call.name.text == "modify" and ctx.kind.modifiers:
        _record(ctx, "modify", _try(ctx, lambda: bind_modifier(call)), call)
        return
    rule = ctx.kind.field(call.name.text)
    if rule is None:
        _unknown_field(ctx, call)
        return
    bound = _try(ctx, lambda: bind(rule.spec, call.args, _line_end(call)))
    _record(ctx, rule.spec.name, bound, call)
    _check_field_block(ctx, rule.spec, call)
    _check_counts_in(ctx, call.args)


def _record(ctx: Context, name: str, bound: Bound | None, call: ast.Call) -> None:
    rule = ctx.kind.field(name)
    if name in ctx.fields and rule is not None and not rule.repeatable:
        ctx.report("E216", f"'{name}' is given twice", call.name.span, "keep one of the two lines")
    if bound is not None:
        ctx.fields.setdefault(name, []).append(bound)


def _unknown_field(ctx: Context, call: ast.Call) -> None:
    allowed = [f.spec.name for f in ctx.kind.fields] + _statement_words(ctx.kind) + (list(KINDS) if ctx.kind.overlay else [])
    message, hint, fix = unknown_word(f"field for {ctx.kind.name}", call.name.text, allowed)
    ctx.report("E202", message, call.name.span, hint, fix)


def _statement_words(kind: KindSpec) -> list[str]:
    return [w for w, ok in (("when", kind.triggers), ("modify", kind.modifiers), ("require", kind.requirement)) if ok]


def _check_field_block(ctx: Context, spec, call: ast.Call) -> None:
    if spec.block == "effects" and call.block is None:
        ctx.report("E210", f"'{spec.name}' needs a block of effects in {{ }}", call.span)
    elif not spec.block and call.block is not None:
        ctx.report("E222", f"'{spec.name}' does not take a block", call.block.span)
    elif call.block is not None and spec.block == "token-halves?":
        check_token_halves(ctx, call)
    elif call.block is not None:
        check_effects(ctx, call.block)


HALVES = ("top", "bottom")


def check_token_halves(ctx: Context, call: ast.Call) -> None:
    """`tokens N { top 1 { ... } bottom 1 { ... } ... }`: each of the N tokens has both halves, each given once."""
    count = call.args[0].value if call.args and isinstance(call.args[0], ast.IntLit) else 0
    seen: dict[tuple[str, int], ast.Call] = {}
    for line in call.block.statements:
        key = _token_half(ctx, line, count)
        if key in seen:
            ctx.report("E216", f"the {key[0]} half of token {key[1]} is given twice", line.span, f"first given on line {seen[key].span.line}")
        elif key is not None:
            seen[key] = line
    absent = [f"{half} {number}" for number in range(1, count + 1) for half in HALVES if (half, number) not in seen]
    if absent:
        ctx.report("E210", f"every token has a top and a bottom half; missing: {', '.join(absent)}", call.block.span)


def _token_half(ctx: Context, line: ast.Node, count: int) -> tuple[str, int] | None:
    shape = isinstance(line, ast.Call) and line.name.text in HALVES and len(line.args) == 1 and isinstance(line.args[0], ast.IntLit)
    if not shape or line.block is None:
        ctx.report("E222", "a token's half is written `top N { effects }` or `bottom N { effects }`", line.span,
                   f"N is the token's number, 1 to {count}")
        return None
    if not 1 <= line.args[0].value <= count:
        ctx.report("E219", f"there are {count} tokens, numbered 1 to {count}, not {line.args[0].value}", line.args[0].span)
    check_effects(ctx, line.block)
    return line.name.text, line.args[0].value


def _line_end(node: ast.Node) -> Span:
    return Span.point(node.span.line, node.span.column + len(getattr(getattr(node, "name", None), "text", "")), node.span.start)


def _try(ctx: Context, action):
    try:
        return action()
    except t.BindError as error:
        ctx.report_bind(error)
        return None


# ---- effects, events, conditions, counts --------------------------------------------------------------------


def check_effects(ctx: Context, block: ast.Block) -> None:
    for statement in block.statements:
        _check_effect_statement(ctx, statement)


def _check_effect_statement(ctx: Context, node: ast.Node) -> None:
    if isinstance(node, ast.Block):
        check_effects(ctx, node)
    elif isinstance(node, ast.Call):
        _check_effect_call(ctx, node)
    elif isinstance(node, ast.May):
        _check_effect_statement(ctx, node.body)
    elif isinstance(node, ast.Fallback):
        _check_effect_statement(ctx, node.attempt)
        _check_effect_statement(ctx, node.fallback)
    elif isinstance(node, ast.IfStmt):
        _check_if(ctx, node)
    else:
        word = "when" if isinstance(node, ast.When) else "require"
        ctx.report("E222", f"'{word}' is not allowed inside an effect block", node.span, f"put '{word}' at the top level of the component")


def _check_if(ctx: Context, node: ast.IfStmt) -> None:
    check_condition(ctx, node.condition)
    check_effects(ctx, node.then)
    if node.otherwise is not None:
        check_effects(ctx, node.otherwise)


def _check_effect_call(ctx: Context, call: ast.Call) -> None:
    primitive = lookup("effect", call.name.text)
    if primitive is None:
        _unknown_primitive(ctx, "effect", call.name)
        return
    _try(ctx, lambda: bind(primitive, call.args, _line_end(call)))
    _check_counts_in(ctx, call.args)
    if primitive.block and call.block is None:
        ctx.report("E210", f"'{primitive.name}' needs a block in {{ }}", call.span)
    elif call.block is not None and not primitive.block:
        ctx.report("E222", f"'{primitive.name}' does not take a block", call.block.span)
    elif call.block is not None:
        check_effects(ctx, call.block)


RUN_TOGETHER = re.compile(r"^([a-z-]+?)(\d+)([a-z-]+)$")


def _unknown_primitive(ctx: Context, category: str, name: ast.Word) -> None:
    choices = list(REGISTRY[category]) + (list(KEYWORDS) if category == "effect" else [])
    message, hint, fix = unknown_word(CATEGORY_WORDS[category], name.text, choices)
    glued = RUN_TOGETHER.match(name.text)
    if glued and glued.group(1) in REGISTRY[category]:
        hint, fix = f"words and numbers need spaces between them: '{' '.join(glued.groups())}'", None
    ctx.report(CATEGORY_CODES[category], message, name.span, hint, fix)


def _check_when(ctx: Context, node: ast.When) -> None:
    if not ctx.kind.triggers:
        ctx.report("E222", f"a {ctx.kind.name} has no 'when' triggers", node.span)
        return
    primitive = lookup("event", node.event.name.text)
    if primitive is None:
        _unknown_primitive(ctx, "event", node.event.name)
    else:
        bound = _try(ctx, lambda: bind(primitive, node.event.args, _line_end(node.event)))
        if bound is not None:
            ctx.fields.setdefault("when", []).append(bound)
    check_effects(ctx, node.body)


def _check_require(ctx: Context, node: ast.Require) -> None:
    if not ctx.kind.requirement:
        ctx.report("E222", f"a {ctx.kind.name} has no 'require' line", node.span)
        return
    if "require" in ctx.fields:
        ctx.report("E216", "'require' is given twice", node.span, "join the conditions with 'and'")
    ctx.fields.setdefault("require", []).append(Bound(lookup("count", "money"), {"condition": node.condition}))
    check_condition(ctx, node.condition)


def check_condition(ctx: Context, node: ast.Node) -> None:
    if isinstance(node, (ast.AllOf, ast.AnyOf)):
        for item in node.items:
            check_condition(ctx, item)
    elif isinstance(node, ast.Negation):
        check_condition(ctx, node.item)
    elif isinstance(node, ast.Compare):
        _check_value(ctx, node.left)
        _check_value(ctx, node.right)


def _check_value(ctx: Context, node: ast.Node) -> None:
    if isinstance(node, (ast.Word, ast.Count)):
        check_count(ctx, node)


def _check_counts_in(ctx: Context, args: tuple[ast.Node, ...]) -> None:
    for index, arg in enumerate(args):
        if isinstance(arg, ast.Count):
            check_count(ctx, arg)
        elif isinstance(arg, ast.Word) and index and _is_word(args[index - 1], "per"):
            check_count(ctx, arg)


def _is_word(node: ast.Node, text: str) -> bool:
    return isinstance(node, ast.Word) and node.text == text


def check_count(ctx: Context, node: ast.Node) -> None:
    name = node.name if isinstance(node, ast.Count) else node
    primitive = lookup("count", name.text)
    if primitive is None:
        _unknown_primitive(ctx, "count", name)
        return
    args = _count_args(node) if isinstance(node, ast.Count) else ()
    _try(ctx, lambda: bind(primitive, args, node.span))
    _check_counts_in(ctx, args)


def _count_args(node: ast.Count) -> tuple[ast.Node, ...]:
    """Filters flattened into one argument list; a lone colour word means `color <it>`."""
    args: list[ast.Node] = []
    for part in node.filters:
        if len(part.args) == 1 and isinstance(part.args[0], ast.Word) and part.args[0].text in vocab.GUEST_COLORS:
            args.append(ast.Word("color", span=part.span))
        args.extend(part.args)
    return tuple(args)


# ---- pass: required and kind rules ------------------------------------------------------------------------------


def check_required(ctx: Context) -> None:
    present = _present(ctx)
    misspelt = present - {f.spec.name for f in ctx.kind.fields} - set(_statement_words(ctx.kind))
    for rule in ctx.kind.fields:
        if rule.required and rule.spec.name not in present and not did_you_mean(rule.spec.name, misspelt):
            ctx.report("E210", f"a {ctx.kind.name} needs a '{rule.spec.name}' line", ctx.component.kind.span, f"{rule.spec.name}: {rule.spec.summary}")
    if ctx.kind.requirement and not any(isinstance(s, ast.Require) for s in ctx.component.body.statements):
        ctx.report("E210", f"a {ctx.kind.name} needs a 'require' line", ctx.component.kind.span)


def check_sources(ctx: Context) -> None:
    for node in _sources(ctx.component):
        if not vocab.source_tag_known(node.tag):
            message, hint, fix = unknown_word("source tag", node.tag, vocab.SOURCE_TAGS)
            ctx.report("E215", message, node.span, hint, f"@{fix}" if fix else None)  # the span holds the '@' too


def _sources(component: ast.Component):
    """Source tags sit on lines (calls) only, so only calls are searched."""
    for node in ast.find_all(component.body, ast.Call):
        yield from node.sources


def check_cost(ctx: Context) -> None:
    for call in _calls(ctx, "cost"):
        for arg in call.args:
            if isinstance(arg, ast.SignedLit) and arg.value < 0:
                ctx.report("E211", f"a cost cannot be negative ({arg.value})", arg.span, "discounts never make a cost go below 0")


def _present(ctx: Context) -> set[str]:
    """Names of the lines a component has, whether or not they bound cleanly."""
    words = {ast.When: "when", ast.Require: "require"}
    return {s.name.text if isinstance(s, ast.Call) else words.get(type(s), "") for s in ctx.component.body.statements}


def _calls(ctx: Context, name: str) -> list[ast.Call]:
    return [s for s in ctx.component.body.statements if isinstance(s, ast.Call) and s.name.text == name]


TIMING_NEEDS = {
    "immediate": ("effect",),
    "once-per-round": ("effect",),
    "final": ("scoring",),
    "permanent": ("when", "modify"),
    "bell": ("when",),
}
TIMING_FORBIDS = {
    "immediate": ("when", "modify", "scoring"),
    "once-per-round": ("when", "modify", "scoring"),
    "final": ("when", "modify", "effect"),
    "permanent": ("effect", "scoring"),
    "bell": ("effect", "scoring", "modify"),
}


def check_timing(ctx: Context) -> None:
    bound = ctx.fields.get("timing")
    if not bound or isinstance(bound[0].values.get("timing"), t.UnknownValue):
        return
    timing, span = bound[0].values["timing"], _calls(ctx, "timing")[0].span
    present = _present(ctx)
    if not any(need in present for need in TIMING_NEEDS[timing]):
        needs = " or ".join(f"'{n}'" for n in TIMING_NEEDS[timing])
        ctx.report("E214", f"a {timing} card needs {needs}", span)
    for extra in sorted(set(TIMING_FORBIDS[timing]) & present):
        ctx.report("E214", f"a {timing} card cannot have '{extra}'", span, _timing_hint(extra))


def _timing_hint(extra: str) -> str:
    return {"when": "triggers belong to permanent or bell cards", "effect": "an effect block belongs to immediate or once-per-round cards",
            "scoring": "a scoring block belongs to final cards", "modify": "modifiers belong to permanent cards"}[extra]


def check_ranges(ctx: Context) -> None:
    """A card's number, given as its id or on a `number` line, lies in its module's range."""
    module = _module(ctx)
    for number in _card_numbers(ctx):
        ranges = [(lo, hi) for m, lo, hi in ctx.kind.id_ranges if m == module]
        if ranges and not any(lo <= number.value <= hi for lo, hi in ranges):
            shown = ", ".join(f"{lo}–{hi}" if lo != hi else str(lo) for lo, hi in ranges)
            ctx.report("E209", f"{module} {ctx.kind.name} cards are numbered {shown}, not {number.value}", number.span)


def _card_numbers(ctx: Context) -> list[ast.IntLit]:
    lines = _calls(ctx, "number")
    found = [ctx.component.ident] + [arg for call in lines for arg in call.args[:1]]
    return [node for node in found if isinstance(node, ast.IntLit)] if ctx.kind.id_ranges else []


def check_rows(ctx: Context) -> None:
    """A ballroom row priced per space has one cost per space, and no more 4-player spaces than spaces."""
    for call, bound in zip(_calls(ctx, "row"), ctx.fields.get("row", ()) if ctx.kind.name == "ballroom" else ()):
        cost, spaces, four = (bound.values.get(name) for name in ("cost", "spaces", "four-player-spaces"))
        if not isinstance(spaces, int):
            continue
        if isinstance(cost, tuple) and len(cost) > 1 and len(cost) != spaces:
            ctx.report("E224", f"the {bound.values['row']} row has {spaces} spaces but {len(cost)} costs", call.span,
                       "give one cost for the whole row, or one per space from the left")
        if isinstance(four, int) and four > spaces:
            ctx.report("E224", f"the {bound.values['row']} row has {spaces} spaces, so not {four} of them for 4 players only", call.span)


def check_board(ctx: Context) -> None:
    if ctx.kind.name != "hotel-board":
        return
    for problem in board_problems(ctx.fields):
        ctx.report("E224", problem, ctx.component.name.span, "each space belongs to exactly one group of its own colour")


def check_module_words(ctx: Context) -> None:
    """A component that uses a module's words must belong to that module or require it."""
    if ctx.kind.overlay:
        return  # its values are checked as lines of the components they belong to
    have = set(_requires(ctx)) | {_module(ctx)}
    reported: set[str] = set()
    for word in _words(ctx.component.body):
        needed = vocab.MODULE_WORDS.get(vocab.singular(word.text))
        if needed and needed not in have and needed not in reported:
            reported.add(needed)
            ctx.report("E225", f"'{word.text}' belongs to the {needed} module, which this component neither is in nor requires",
                       word.span, f"add 'requires {needed}' (with a note on where that comes from)")


def _requires(ctx: Context) -> tuple[str, ...]:
    bound = ctx.fields.get("requires")
    modules = bound[0].values.get("modules") if bound else ()
    return modules if isinstance(modules, tuple) else ()


def _words(node: ast.Node):
    for child in ast.walk(node):
        if isinstance(child, ast.Word):
            yield child


def _module(ctx: Context) -> str | None:
    bound = ctx.fields.get("module")
    return bound[0].values.get("module") if bound else None


def _unknowns(component: ast.Component):
    for statement in component.body.statements:
        label = statement.name.text if isinstance(statement, ast.Call) else type(statement).__name__.lower()
        for node in ast.find_all(statement, ast.Unknown):
            yield UnknownField(f"{component.kind.text} {_ident_text(component)}", label, node.note, node.span)


def _ident_text(component: ast.Component) -> str:
    ident = component.ident
    return str(ident.value) if isinstance(ident, ast.IntLit) else ident.text


COMPONENT_PASSES = (check_ident, bind_fields, check_required, check_sources, check_cost, check_timing, check_ranges, check_board,
                    check_rows, check_module_words)
