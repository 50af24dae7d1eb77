"""Values files: the values no source gives, supplied by the owner of the box, checked like cards.

A values file is a component of kind `values` whose lines each name a component, one of its unknowns (by
the path `compiler/slots.py` gives it) and the value: `staff 125 cost 3`, `ballroom odeonsaal row top cost 2`,
`rehearsal-room 1 section 3 bonus { gain 2 krones }`. `assumption NAME choice ANSWER` picks another of an
assumption's declared answers. A line whose value is still `unknown "..."` supplies nothing (a template's
unfilled line). Checking refuses a value for a component or an unknown that does not exist, for a fact the
cards already give, of the wrong type, or given twice; then the cards are checked again with the values in.

`apply_values(components, overlay)` gives the checked components with the values in place of the unknowns;
`chosen_answers(components, overlay)` the answer each assumption takes; `fingerprint(overlay)` a stable hash of
the values, for log headers.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, fields, replace

from dsl import ast
from dsl.diagnostics import Diagnostic, did_you_mean, unknown_word_message
from dsl.formatter import format_document, render_arg
from dsl.spans import Span
from compiler import types as t
from compiler.checker import CheckedComponent, Context, check_component, check_effects, check_token_halves
from compiler.kinds import KINDS
from compiler.slots import Slot, slots
from engine.contract import ASSUMPTIONS


@dataclass(frozen=True)
class Entry:
    """One line of a values file: which unknown (or assumption) it sets, and the value as written."""

    kind: str
    ident: str
    path: tuple[str, ...]  # the slot's own path, or ("choice",) for an assumption
    args: tuple[ast.Node, ...] = ()
    block: ast.Block | None = None
    line: ast.Call | None = field(default=None, compare=False)

    @property
    def target(self) -> tuple[str, str]:
        return self.kind, self.ident

    @property
    def address(self) -> str:
        return " ".join((self.kind, self.ident) + self.path)

    @property
    def filled(self) -> bool:
        """False for a line still reading `unknown "..."`: it supplies nothing."""
        return not (self.block is None and len(self.args) == 1 and isinstance(self.args[0], ast.Unknown))

    def value_text(self) -> str:
        if self.block is not None:
            return _block_text(self.block)
        return " ".join(render_arg(arg) for arg in self.args)


@dataclass(frozen=True)
class Overlay:
    path: str
    ident: str
    name: str
    entries: tuple[Entry, ...]

    @property
    def filled(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.filled)


class OverlayMismatch(ValueError):
    """An overlay applied to components it was not checked against (a bug in the caller, not bad input)."""


# ---- checking --------------------------------------------------------------------------------------------------------


def check_overlay(values: CheckedComponent, components) -> tuple[Overlay, list[Diagnostic]]:
    """Each line of a `values` component checked against `components`; the overlay holds the lines that passed."""
    reading = _Reading(values.path, {(c.kind.name, c.ident): c for c in components if not c.kind.overlay})
    entries = [entry for line in _entry_lines(values) if (entry := reading.entry(line)) is not None]
    overlay = Overlay(values.path, values.ident, values.name, tuple(_first_of_each(entries, reading)))
    reading.problems.extend(_recheck(overlay, reading.components))
    return overlay, sorted(reading.problems)


def _entry_lines(values: CheckedComponent) -> list[ast.Call]:
    return [s for s in values.node.body.statements if isinstance(s, ast.Call) and s.name.text in KINDS]


@dataclass
class _Reading:
    path: str
    components: dict
    problems: list = field(default_factory=list)

    def report(self, code: str, message: str, span: Span, hint: str | None = None) -> None:
        self.problems.append(Diagnostic(self.path, span, code, message, hint))

    def entry(self, line: ast.Call) -> Entry | None:
        if line.sources:
            self.report("E222", "a value takes no source tags: its source is your own copy of the game", line.sources[0].span)
            return None
        component = self._component(line)
        if component is None:
            return None
        words = line.args[1:]
        if component.kind.name == "assumption" and _texts(words[:1]) == ("choice",):
            return self._choice(component, line)
        slot = self._slot(component, line, words)
        return None if slot is None else self._value(slot, line, words[len(_matched_path(slot, words)):])

    def _component(self, line: ast.Call) -> CheckedComponent | None:
        kind = line.name.text
        if KINDS[kind].overlay:
            self.report("E246", "a values file sets the values of cards, not of another values file", line.name.span)
            return None
        if not line.args or not isinstance(line.args[0], (ast.IntLit, ast.Word)):
            self.report("E206", f"missing the {kind}'s number or id after '{kind}'", line.args[0].span if line.args else line.name.span,
                        f"for example: {kind} {next((i for k, i in self.components if k == kind), 'ID')} ...")
            return None
        ident = render_arg(line.args[0])
        component = self.components.get((kind, ident))
        if component is None:
            guess = did_you_mean(ident, [i for k, i in self.components if k == kind])
            self.report("E240", f"the cards have no {kind} {ident}" + (f"; did you mean {kind} {guess}?" if guess else ""), line.args[0].span,
                        "a values file sets values of the shipped cards (or of the cards it is checked with)")
        return component

    def _choice(self, component: CheckedComponent, line: ast.Call) -> Entry | None:
        chosen, others = component.value("choice", "answers")
        value = line.args[2:]
        if len(value) != 1 or not isinstance(value[0], ast.Word):
            self.report("E206", "an assumption takes one answer: assumption NAME choice ANSWER", (value[1] if value else line).span,
                        f"its answers: {', '.join((chosen,) + others)}")
            return None
        if value[0].text not in (chosen,) + others:
            message, _ = unknown_word_message(f"answer for assumption {component.ident}", value[0].text, (chosen,) + others)
            self.report("E244", message, value[0].span, f"its answers: {chosen} (taken now), {', '.join(others)}")
            return None
        played = ASSUMPTIONS.get(component.ident, (chosen,))
        if value[0].text not in played:
            self.report("E247", f"the engine does not play answer '{value[0].text}' of assumption {component.ident} yet", value[0].span,
                        f"it plays: {', '.join(played)} (engine/contract.py ASSUMPTIONS)")
            return None
        return Entry("assumption", component.ident, ("choice",), (value[0],), None, line)

    def _slot(self, component: CheckedComponent, line: ast.Call, words: tuple[ast.Node, ...]) -> Slot | None:
        found = [s for s in slots(component) if _matched_path(s, words)]
        if not found:
            self._no_slot(component, line, words)
            return None
        slot = max(found, key=lambda s: len(_matched_path(s, words)))
        if slot.reason:
            self.report("E245", f"{slot.address} cannot be supplied by a values file: {slot.reason}", line.args[1].span)
            return None
        return slot

    def _no_slot(self, component: CheckedComponent, line: ast.Call, words: tuple[ast.Node, ...]) -> None:
        code, message, hint = _why_no_slot(component, _texts(words))
        self.report(code, message, (words[0] if words else line.args[0]).span, hint)

    def _value(self, slot: Slot, line: ast.Call, value: tuple[ast.Node, ...]) -> Entry | None:
        entry = Entry(slot.component.kind.name, slot.component.ident, slot.path, tuple(value), line.block, line)
        problems = _block_problems(self.path, slot, entry) if slot.in_block and line.block is not None else self._args_problems(slot, entry)
        self.problems.extend(problems)
        return None if problems else entry

    def _args_problems(self, slot: Slot, entry: Entry) -> list[Diagnostic]:
        line = entry.line
        if line.block is not None:
            return [Diagnostic(self.path, line.block.span, "E222", f"{slot.address} is not written as a block", f"it takes {slot.describe}")]
        if not entry.args:
            return [Diagnostic(self.path, _after(line), "E206", f"missing the value of {slot.address}", f"it takes {slot.describe}")]
        if slot.in_block and entry.filled:
            return [Diagnostic(self.path, entry.args[0].span, "E219", f"{slot.address} is written as a block, not '{render_arg(entry.args[0])}'",
                               f"it takes {slot.describe}")]
        return _type_problems(self.path, slot, entry)


def _matched_path(slot: Slot, words: tuple[ast.Node, ...]) -> tuple[str, ...]:
    """The longest of the slot's spellings that the line's words begin with (empty: none)."""
    texts = _texts(words)
    matches = [p for p in slot.spellings() if texts[:len(p)] == p]
    return max(matches, key=len, default=())


def _texts(words) -> tuple[str, ...]:
    return tuple(w.text if isinstance(w, ast.Word) else render_arg(w) for w in words)


def _why_no_slot(component: CheckedComponent, words: tuple[str, ...]) -> tuple[str, str, str | None]:
    """Code, message and hint for a path that names no unknown of the component."""
    name = f"{component.kind.name} {component.ident}"
    open_paths = [s.path for s in slots(component)]
    fields = [f.spec.name for f in component.kind.fields] + ["when"]
    if not words:
        return "E206", f"missing which unknown of {name} this sets", _open_hint(open_paths)
    if words[0] not in fields:
        message, hint = unknown_word_message(f"field for {component.kind.name}", words[0], fields)
        return "E242", message, _open_hint(open_paths) or hint
    lines = [s for s in component.node.body.statements if _statement_word(s) == words[0]]
    if not lines:
        return "E242", f"{name} has no '{words[0]}' line: a values file fills in unknowns, it adds no lines", _open_hint(open_paths)
    near = [s for s in slots(component) if s.path[0] == words[0]]
    depth = max((_common(s.path, words) for s in near), default=0)
    closest = [s for s in near if _common(s.path, words) == depth]
    if not near or any(_names_known(s, words[depth]) for s in closest if depth < len(words)):
        shown = _line_text(_top_line(component, closest[0]) if closest else lines[0])
        return ("E241", f"the cards already give {name} {' '.join(words[:depth + 1])} ({shown}): a values file fills in unknowns only, "
                "and never replaces a fact a source gives", _open_hint(open_paths) if open_paths else None)
    return "E242", f"'{' '.join(words)}' names no unknown of {name}", _open_hint([s.path for s in closest])


def _top_line(component: CheckedComponent, slot: Slot) -> ast.Node:
    """The line at the top of the component that holds the slot."""
    return next(s for s in component.node.body.statements if any(n is slot.line for n in ast.walk(s)))


def _common(path: tuple[str, ...], words: tuple[str, ...]) -> int:
    return next((i for i, (a, b) in enumerate(zip(path, words)) if a != b), min(len(path), len(words)))


def _names_known(slot: Slot, word: str) -> bool:
    """Whether `word` names a parameter of the slot's line other than the unknown ones (a value the card gives)."""
    primitive = slot.primitive
    return primitive is not None and word in {p.name for p in primitive.params + primitive.options} and word not in slot.path


def _statement_word(statement: ast.Node) -> str:
    return statement.name.text if isinstance(statement, ast.Call) else "when" if isinstance(statement, ast.When) else ""


def _line_text(statement: ast.Node) -> str:
    if isinstance(statement, ast.Call):
        return " ".join([statement.name.text, *(render_arg(a) for a in statement.args)]) + (" { ... }" if statement.block else "")
    return _statement_word(statement)


def _open_hint(paths: list[tuple[str, ...]]) -> str | None:
    shown = sorted({" ".join(p) for p in paths})
    return f"its unknowns: {', '.join(shown[:8])}{', ...' if len(shown) > 8 else ''}" if shown else "it has no unknowns"


def _after(line: ast.Call) -> Span:
    last = line.args[-1].span if line.args else line.name.span
    return Span.point(last.end_line, last.end_column, last.end)


def _type_problems(path: str, slot: Slot, entry: Entry) -> list[Diagnostic]:
    stream = t.ArgStream(entry.args, _after(entry.line))
    try:
        slot.param.type(stream)
    except t.BindError as error:
        return [Diagnostic(path, error.span, error.code, f"{slot.address}: {error.message}", error.hint or f"it takes {slot.describe}")]
    if not stream.at_end():
        extra = stream.peek()
        return [Diagnostic(path, extra.span, "E206", f"{slot.address} takes one value; '{render_arg(extra)}' is left over",
                           f"it takes {slot.describe}")]
    return []


def _block_problems(path: str, slot: Slot, entry: Entry) -> list[Diagnostic]:
    if entry.args:
        return [Diagnostic(path, entry.args[0].span, "E206", f"{slot.address} is given by its block alone; "
                                                           f"'{render_arg(entry.args[0])}' is left over")]
    ctx = Context(path, slot.component.node, slot.component.kind)
    if slot.field == "tokens":
        check_token_halves(ctx, replace(slot.line, block=entry.block))
    else:
        check_effects(ctx, entry.block)
    return ctx.diagnostics


def _first_of_each(entries: list[Entry], reading: _Reading) -> list[Entry]:
    first: dict = {}
    for entry in entries:
        key = (entry.target, entry.path)
        if key in first:
            reading.report("E243", f"{entry.address} is given twice", entry.line.name.span, f"first given on line {first[key].line.span.line}")
        else:
            first[key] = entry
    return list(first.values())


# ---- checking the cards with the values in -------------------------------------------------------------------------------


def _recheck(overlay: Overlay, components: dict) -> list[Diagnostic]:
    """The cards checked again with the values in, the values keeping the file's positions: what they break is reported there."""
    problems = []
    for target, entries in _by_target(overlay).items():
        component = components[target]
        _, found = check_component(component.path, _rewritten(component, entries, keep_spans=True))
        problems.extend(_located(overlay.path, component, entries, found))
    return problems + _number_clashes(overlay, components)


def _located(path: str, component: CheckedComponent, entries: list[Entry], found: list[Diagnostic]) -> list[Diagnostic]:
    _, before = check_component(component.path, component.node)
    old = {(d.code, d.message) for d in before}
    spans = {node.span: entry for entry in entries for node in _value_nodes(entry)}
    located = []
    for problem in (d for d in found if (d.code, d.message) not in old):
        entry = spans.get(problem.span)
        span = problem.span if entry is not None else entries[0].line.span
        message = problem.message if entry is not None else f"with these values, {component.kind.name} {component.ident} fails: {problem.message}"
        located.append(Diagnostic(path, span, problem.code, message, problem.hint))
    return located


def _value_nodes(entry: Entry):
    for node in entry.args + ((entry.block,) if entry.block is not None else ()):
        yield from ast.walk(node)


def _number_clashes(overlay: Overlay, components: dict) -> list[Diagnostic]:
    """A card number supplied for a card keyed by a word must be free: the engine keys cards by number."""
    problems, taken = [], {}
    for (kind, ident), component in components.items():
        taken.setdefault((kind, ident), f"{kind} {ident}")
        number = component.value("number", "number")
        if isinstance(number, int):
            taken.setdefault((kind, str(number)), f"{kind} {ident}")
    for entry in overlay.filled:
        if entry.path == ("number",) and isinstance(entry.args[0], ast.IntLit):
            key = (entry.kind, str(entry.args[0].value))
            if key in taken:
                problems.append(Diagnostic(overlay.path, entry.args[0].span, "E207", f"{entry.kind} number {key[1]} is already {taken[key]}",
                                           "each card has its own number"))
            taken[key] = f"{entry.kind} {entry.ident}"
    return problems


# ---- applying --------------------------------------------------------------------------------------------------------------


def apply_values(components, overlay: Overlay | None) -> list[CheckedComponent]:
    """The components with the overlay's values in place of their unknowns (and its assumption choices taken), checked."""
    if overlay is None:
        return list(components)
    targets = _by_target(overlay)
    result = [_applied(c, targets.pop((c.kind.name, c.ident))) if (c.kind.name, c.ident) in targets else c for c in components]
    if targets:
        raise OverlayMismatch(f"{overlay.path}: values for components that are not here: {', '.join(' '.join(k) for k in targets)}")
    return result


def _by_target(overlay: Overlay) -> dict[tuple[str, str], list[Entry]]:
    targets: dict = {}
    for entry in overlay.filled:
        targets.setdefault(entry.target, []).append(entry)
    return targets


def _applied(component: CheckedComponent, entries: list[Entry]) -> CheckedComponent:
    checked, problems = check_component(component.path, _rewritten(component, entries, keep_spans=False))
    if problems:
        raise OverlayMismatch(f"{component.kind.name} {component.ident}: the values do not fit: {problems[0].message}")
    return checked


def _rewritten(component: CheckedComponent, entries: list[Entry], keep_spans: bool) -> ast.Component:
    """The component's AST with each entry's value put in place of its unknown (or its choice taken)."""
    by_slot = {slot.path: slot for slot in slots(component)}
    lines: dict[int, list] = {}
    for entry in entries:
        line = _choice_line(component) if entry.path == ("choice",) else by_slot[entry.path].line
        lines.setdefault(id(line), [line]).append(entry)
    new_lines = {key: _new_line(group[0], group[1:], by_slot, keep_spans) for key, group in lines.items()}
    return _replaced(component.node, new_lines)


def _choice_line(component: CheckedComponent) -> ast.Call:
    return next(s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "choice")


def _new_line(line: ast.Node, entries: list[Entry], by_slot: dict, keep_spans: bool) -> ast.Node:
    if entries[0].path == ("choice",):
        return _chosen(line, entries[0].args[0].text)
    args, block, drop = [[arg] for arg in line.args], getattr(line, "block", None), set()
    for entry in entries:
        slot = by_slot[entry.path]
        unknown_span = line.args[slot.index].span
        if entry.block is not None:
            block, drop = _spanned(entry.block, unknown_span, keep_spans), drop | {slot.index - 1, slot.index}
        else:
            args[slot.index] = [_spanned(arg, unknown_span, keep_spans) for arg in entry.args]
    kept = tuple(arg for index, group in enumerate(args) if index not in drop for arg in group)
    return replace(line, args=kept, block=block) if isinstance(line, ast.Call) else replace(line, args=kept)


def _chosen(line: ast.Call, answer: str) -> ast.Call:
    """`choice A instead-of B C` with `answer` taken: it swaps places with the answer taken before."""
    words = [arg.text for arg in line.args]
    taken = words[0]
    order = [answer] + ["instead-of"] + [taken if w == answer else w for w in words[2:]] if answer != taken else words
    return replace(line, args=tuple(ast.Word(w, span=arg.span) for w, arg in zip(order, line.args)))


def _spanned(node: ast.Node, span: Span, keep: bool) -> ast.Node:
    """A supplied value placed in a card: it takes the position of the unknown it replaces (or keeps its own, for checking)."""
    return node if keep else _respan(node, span)


def _respan(node, span: Span):
    if isinstance(node, tuple):
        return tuple(_respan(item, span) for item in node)
    if not isinstance(node, ast.Node):
        return node
    changes = {name: _respan(getattr(node, name), span) for name in _child_names(node)}
    return replace(node, span=span, **changes)


def _child_names(node: ast.Node) -> list[str]:
    return [f.name for f in fields(node) if f.name not in ("span", "comments")]


def _replaced(node, lines: dict[int, ast.Node]):
    """`node` with each line whose id is in `lines` replaced; unchanged subtrees are kept as they are."""
    if id(node) in lines:
        return lines[id(node)]
    if isinstance(node, tuple):
        items = tuple(_replaced(item, lines) for item in node)
        return node if all(a is b for a, b in zip(items, node)) else items
    if not isinstance(node, ast.Node):
        return node
    changes = {name: _replaced(getattr(node, name), lines) for name in _child_names(node)}
    changed = {name: value for name, value in changes.items() if value is not getattr(node, name)}
    return replace(node, **changed) if changed else node


# ---- what the values settle -------------------------------------------------------------------------------------------------


def chosen_answers(components, overlay: Overlay | None = None) -> dict[str, str]:
    """Each assumption's name and the answer it takes, the overlay's choice first."""
    picked = {e.ident: e.args[0].text for e in overlay.filled if e.path == ("choice",)} if overlay is not None else {}
    return {c.ident: picked.get(c.ident, c.value("choice", "answers")[0]) for c in components if c.kind.name == "assumption"}


def normalized(overlay: Overlay) -> str:
    """The overlay's values, one `address = value` line each, sorted: what a fingerprint hashes (comments, order,
    layout, names and unfilled lines do not count)."""
    return "\n".join(sorted(f"{e.address} = {e.value_text()}" for e in overlay.filled))


def fingerprint(overlay: Overlay | None) -> str | None:
    if overlay is None:
        return None
    return "sha256:" + hashlib.sha256(normalized(overlay).encode("utf-8")).hexdigest()[:16]


def _block_text(block: ast.Block) -> str:
    holder = ast.Component(ast.Word("values"), ast.Word("x"), ast.Text(""), ast.Block((ast.Call(ast.Word("x"), block=block),)))
    lines = format_document(ast.Document((holder,))).splitlines()[2:-2]
    return "{ " + " ".join(line.strip() for line in lines) + " }"


# ---- values files ------------------------------------------------------------------------------------------------------------


def check_overlays(components) -> list[Diagnostic]:
    """The corpus pass: each values file checked against the cards checked with it (alone: against the shipped cards)."""
    overlays = [c for c in components if c.kind.overlay]
    if not overlays:
        return []
    cards = [c for c in components if not c.kind.overlay] or shipped_cards()
    return [problem for values in overlays for problem in check_overlay(values, cards)[1]]


def shipped_cards() -> list[CheckedComponent]:
    from compiler.corpus import check_paths, default_corpus

    return [c for c in check_paths([default_corpus()]).components if not c.kind.overlay]


def read_overlay(path: str, text: str, components) -> tuple[Overlay | None, list[Diagnostic]]:
    """A values file's text checked against `components`: the overlay, or None and the diagnostics saying why not."""
    from dsl.parser import parse

    parsed = parse(text, path)
    if not parsed.ok:
        return None, list(parsed.diagnostics)
    found = parsed.document.components
    if len(found) != 1 or found[0].kind.text != "values":
        return None, [_not_values(path, found)]
    values, problems = check_component(path, found[0])
    overlay, more = check_overlay(values, components)
    problems = sorted(problems + more)
    return (None if any(p.is_error for p in problems) else overlay), problems


def _not_values(path: str, found) -> Diagnostic:
    span = found[1].span if len(found) > 1 else found[0].kind.span if found else Span.point(1, 1)
    shown = "nothing" if not found else ", ".join(f"{c.kind.text} {render_arg(c.ident)}" for c in found[:3])
    return Diagnostic(path, span, "E246", f"a values file holds exactly one `values NAME \"TITLE\" {{ ... }}`; this one holds {shown}",
                      "`gah values template --modules ...` prints one to start from")
