"""Error recovery for the LALR parser, in time linear in the input.

After a syntax error the parser resumes at the next line: it is fed the fewest tokens that let it accept an
end of line (a breadth-first search), so a broken line is reported once and the lines after it are read in
the right block. lark's interactive parser could run that search, but each of its steps deep-copies the
whole value stack (every tree built so far), which made one typo cost a second. The search here runs on
LALR state numbers only, and a simulated stack shares the real one below the states it changes, so a step
costs the same at any depth and nothing is copied.
"""
from __future__ import annotations

from dataclasses import dataclass

from lark.parsers.lalr_analysis import Shift

NEWLINE = "_NL"
END = "$END"


@dataclass(frozen=True)
class Simulated:
    """A parser stack as the search sees it: the real stack's first `base` states, then the states `top`."""

    base: int
    top: tuple[int, ...] = ()


class Table:
    """The LALR action table of one parse, with the real state stack the search starts from."""

    def __init__(self, parser_state):
        self.states = parser_state.parse_conf.states
        self.end_state = parser_state.parse_conf.end_state
        self.stack = parser_state.state_stack
        self.lowest = len(self.stack)  # the deepest index of the real stack read so far

    def start(self) -> Simulated:
        return Simulated(len(self.stack))

    def read_depth(self) -> int:
        """How many states from the top of the real stack have been read: nothing below them mattered."""
        return len(self.stack) - self.lowest

    def position(self, at: Simulated) -> int:
        return at.top[-1] if at.top else self._real(at.base)

    def _real(self, base: int) -> int:
        self.lowest = min(self.lowest, base - 1)
        return self.stack[base - 1]

    def choices(self, at: Simulated):
        return self.states[self.position(at)]

    def feed(self, at: Simulated, terminal: str) -> Simulated | None:
        """The stack after `terminal` is shifted (with the reductions before it), or None if it is refused."""
        base, top = at.base, list(at.top)
        while True:
            action = self.states[top[-1] if top else self._real(base)].get(terminal)
            if action is None:
                return None
            kind, arg = action
            if kind is Shift:
                return None if arg == self.end_state else Simulated(base, (*top, arg))
            base = _pop(base, top, len(arg.expansion))
            _, goto = self.states[top[-1] if top else self._real(base)][arg.origin.name]
            if terminal == END and goto == self.end_state:
                return Simulated(base, (*top, goto))
            top.append(goto)


def _pop(base: int, top: list, size: int) -> int:
    """Pop `size` states, from `top` first and then from the shared base; return the new base."""
    from_top = min(size, len(top))
    del top[len(top) - from_top :]
    return base - (size - from_top)


def accepts(parser_state) -> set[str]:
    """The terminals the parser can take next (what lark's `UnexpectedToken.accepts` says, without copies)."""
    table = Table(parser_state)
    here = table.start()
    return {t for t in table.choices(here) if t.isupper() and table.feed(here, t) is not None}


def path_to_newline(parser_state, limit: int = 6, width: int = 200) -> tuple[str, ...] | None:
    """The shortest token sequence after which an end of line is accepted, ending with that `_NL`.

    The answer depends only on the states the search reads from the top of the stack, so it is remembered
    under those: a file that breaks the same way on many lines searches once."""
    stack, known = parser_state.state_stack, _known_paths(parser_state.parse_conf.states)
    for depth, paths in known.items():
        answer = paths.get(tuple(stack[-depth:]), _UNKNOWN) if depth <= len(stack) else _UNKNOWN
        if answer is not _UNKNOWN:
            return answer
    table = Table(parser_state)
    answer = _search(table, limit, width)
    _remember(known, table.read_depth(), tuple(stack[-table.read_depth():]), answer)
    return answer


_UNKNOWN = object()
_KNOWN: dict[int, dict[int, dict[tuple, tuple | None]]] = {}  # id(parse table) → depth read → top states → path
REMEMBERED = 4096  # answers kept per parse table before the memory is cleared


def _known_paths(states) -> dict[int, dict[tuple, tuple | None]]:
    return _KNOWN.setdefault(id(states), {})


def _remember(known: dict, depth: int, top: tuple, answer) -> None:
    if sum(len(paths) for paths in known.values()) >= REMEMBERED:
        known.clear()
    known.setdefault(depth, {})[top] = answer


def _search(table: Table, limit: int, width: int) -> tuple[str, ...] | None:
    frontier, seen = [((), table.start())], set()
    for _ in range(limit):
        following = []
        for path, at in frontier:
            if NEWLINE in table.choices(at) and table.feed(at, NEWLINE) is not None:
                return (*path, NEWLINE)
            following.extend(_steps(table, path, at))
        frontier = _fresh(following, seen, width)
    return None


def _steps(table: Table, path: tuple, at: Simulated):
    """Every terminal the stack `at` can shift, with the stack after it."""
    for choice in table.choices(at):
        if choice.isupper() and not choice.startswith("$"):
            after = table.feed(at, choice)
            if after is not None:
                yield (*path, choice), after


def _fresh(candidates: list, seen: set, width: int) -> list:
    """The first `width` candidates whose stack was not met before: a stack met twice leads to the same places."""
    kept = []
    for path, at in candidates:
        if at not in seen:
            seen.add(at)
            kept.append((path, at))
            if len(kept) == width:
                break
    return kept
