"""What a word means where it stands, and what may be written there, all read from the registry
(compiler/registry.py) and the kinds table (compiler/kinds.py). The words a parameter accepts are found by
the parameter's own type: its closed list of words (the list the checker reads), so the completion lists
cannot disagree with the checker."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from compiler import types as t
from compiler.checker import _statement_words
from compiler.kinds import KINDS, KindSpec
from compiler.registry import REGISTRY, Param, Primitive, usage
from dsl import ast
from dsl.spans import NO_SPAN
from gah.lexer import KEYWORDS
from gah.lsp.context import Cursor

EFFECT_KEYWORDS = ("may", "if")


@dataclass(frozen=True)
class Choice:
    """A word that may be written at the cursor, what sort of word it is, and what it means."""

    word: str
    sort: str  # kind, field, effect, event, modifier, count, option, value, keyword
    doc: str = ""


# ---- where the cursor stands: the line's primitive ------------------------------------------------------------


def line_primitive(cursor: Cursor) -> tuple[Primitive | None, tuple]:
    """The primitive the cursor's line is written with, and the line's arguments after its name."""
    words = list(cursor.line)
    while words and words[0].text in ("may", "else"):
        words = words[1:]
    if not words:
        return None, ()
    head, rest = words[0].text, tuple(words[1:])
    if head in ("when", "modify"):
        category = "event" if head == "when" else "modifier"
        return (REGISTRY[category].get(rest[0].text), rest[1:]) if rest else (None, ())
    return _named(cursor, head), rest


def _named(cursor: Cursor, head: str) -> Primitive | None:
    if cursor.depth == 1:
        spec = _kind(cursor)
        rule = spec.field(head) if spec else None
        return rule.spec if rule else None
    return REGISTRY["effect"].get(head) if cursor.depth > 1 else None


def _kind(cursor: Cursor) -> KindSpec | None:
    return KINDS.get(cursor.kind or "")


# ---- completion ----------------------------------------------------------------------------------------------


def completions(cursor: Cursor) -> list[Choice]:
    if cursor.count:
        return _options(REGISTRY["count"].get(cursor.count), _count_filter(cursor))
    words = cursor.words()
    if words and words[-1] == "per" or words[:1] in (("require",), ("if",)):
        return _counts()
    if not [w for w in words if w not in ("may", "else")]:
        return _line_starts(cursor, bool(words))
    if words[0] in ("when", "modify") and len(words) == 1:
        return _primitives("event" if words[0] == "when" else "modifier")
    primitive, args = line_primitive(cursor)
    changes = [Choice(w, "keyword") for w in ("to", "by")] if words[0] == "modify" and not {"to", "by"} & set(words) else []
    return _after(primitive, args) + changes


def _count_filter(cursor: Cursor) -> tuple:
    words = list(cursor.line)
    for index in range(len(words) - 1, -1, -1):
        if words[index].text in (",", cursor.count):
            return tuple(words[index + 1:])
    return ()


def _line_starts(cursor: Cursor, after_may: bool) -> list[Choice]:
    if cursor.depth == 0:
        return [Choice(name, "kind", spec.summary) for name, spec in KINDS.items()]
    if cursor.depth == 1 and not after_may:
        return _fields(_kind(cursor), cursor.given)
    return _primitives("effect") + [Choice(word, "keyword") for word in EFFECT_KEYWORDS]


def _fields(spec: KindSpec | None, given: frozenset[str]) -> list[Choice]:
    if spec is None:
        return []
    free = [Choice(r.spec.name, "field", r.spec.summary) for r in spec.fields if r.repeatable or r.spec.name not in given]
    words = [Choice(w, "keyword") for w in _statement_words(spec) if w != "require" or w not in given]
    return free + words + ([Choice(k, "kind", KINDS[k].summary) for k in KINDS] if spec.overlay else [])


def _primitives(category: str) -> list[Choice]:
    return [Choice(p.name, category, p.summary) for p in REGISTRY[category].values()]


def _counts() -> list[Choice]:
    return _primitives("count")


def _after(primitive: Primitive | None, args: tuple) -> list[Choice]:
    """What may follow the line's arguments so far: the next parameter's words, or the options left."""
    if primitive is None:
        return []
    stream = t.ArgStream(tuple(a.node() for a in args), NO_SPAN)
    for param in primitive.params:
        waiting = _bind_or_wait(param, stream)
        if waiting is not None:
            return waiting
    return _options(primitive, args[stream.index:], stream)


def _bind_or_wait(param: Param, stream: t.ArgStream) -> list[Choice] | None:
    """None when the parameter binds; else what it would accept (nothing when it is already wrong)."""
    if param.type is None:
        return None
    try:
        param.type(stream)
        return None
    except t.BindError:
        return _accepted(param) if stream.at_end() else []


def _options(primitive: Primitive | None, args: tuple, stream: t.ArgStream | None = None) -> list[Choice]:
    if primitive is None:
        return []
    stream = stream or t.ArgStream(tuple(a.node() for a in args if a.shape != "comma"), NO_SPAN)
    used = set()
    while not stream.at_end():
        option = primitive.option(stream.peek_word() or "")
        if option is None:
            return []
        used.add(stream.take("an option").text)
        waiting = _bind_or_wait(option, stream)
        if waiting is not None:
            return waiting
    return [Choice(o.name, "option", o.doc) for o in primitive.options if o.name not in used]


def _accepted(param: Param) -> list[Choice]:
    return [Choice(word, "value", param.type.describe) for word in accepted_words(param.type)]


@lru_cache(maxsize=None)
def accepted_words(arg_type: t.ArgType) -> tuple[str, ...]:
    """The words a type accepts on its own: its closed list (`ArgType.choices`, the list the checker reads);
    for a type without one, the words of the language it is asked about and accepts (`all`, `up-to`). A type
    that takes any word at all reads it as a count (`per`, `discount`, `min`), so it is offered the count names."""
    if arg_type.choices:
        return arg_type.choices
    if _accepts(arg_type, "no-such-word-anywhere"):
        return tuple(REGISTRY["count"])
    return tuple(w for w in candidate_words() if _accepts(arg_type, w))


def _accepts(arg_type: t.ArgType, word: str) -> bool:
    stream = t.ArgStream((ast.Word(word),), NO_SPAN)
    try:
        arg_type(stream)
    except (t.BindError, ValueError, TypeError, AttributeError):
        return False
    return stream.at_end()


@lru_cache(maxsize=None)
def candidate_words() -> tuple[str, ...]:
    """Every word the language's closed lists hold, and the words an amount or an order may be written with."""
    words = [w for param in _all_params() for w in param.type.choices] + list(REGISTRY["count"]) + ["all", "up-to", "none", "unknown"]
    return tuple(dict.fromkeys(words))


def _all_params():
    primitives = [p for group in REGISTRY.values() for p in group.values()]
    primitives += [r.spec for spec in KINDS.values() for r in spec.fields]
    return [q for p in primitives for q in p.params + p.options if q.type is not None]


# ---- hover ---------------------------------------------------------------------------------------------------


def meaning(cursor: Cursor) -> str | None:
    """Markdown saying what the word under the cursor means where it stands."""
    word = cursor.word.text if cursor.word else None
    if word is None:
        return None
    words = [w for w in cursor.words() if w not in ("may", "else")]
    role = _role(cursor, word, words)
    return role or _value_meaning(cursor, word)


def _role(cursor: Cursor, word: str, words: list[str]) -> str | None:
    if not words:
        return _at_line_start(cursor, word)
    if words in (["when"], ["modify"]):
        found = REGISTRY["event" if words == ["when"] else "modifier"].get(word)
        return describe(found) if found else None
    if cursor.count or (word in REGISTRY["count"] and (words[-1] == "per" or words[0] in ("require", "if"))):
        return _count_or_option(cursor, word)
    return None


def _at_line_start(cursor: Cursor, word: str) -> str | None:
    if cursor.depth == 0:
        return f"**{word}** (component kind)\n\n{KINDS[word].summary}" if word in KINDS else None
    if word in KEYWORDS:
        return f"**{word}** (keyword)"
    found = _named(cursor, word)
    return describe(found) if found else None


def _count_or_option(cursor: Cursor, word: str) -> str | None:
    count = REGISTRY["count"].get(cursor.count or "")
    option = count.option(word) if count else None
    if option:
        return f"**{option.name}**: an option of the count `{count.name}`" + (f"\n\n{option.doc}" if option.doc else "")
    found = REGISTRY["count"].get(word)
    return describe(found) if found else None


def _value_meaning(cursor: Cursor, word: str) -> str | None:
    primitive, _ = line_primitive(cursor)
    option = primitive.option(word) if primitive else None
    if option:
        return f"**{option.name}**: an option of `{primitive.name}`" + (f"\n\n{option.doc}" if option.doc else "")
    own = [q for q in (primitive.params + primitive.options if primitive else ()) if q.type and word in accepted_words(q.type)]
    if own:
        return f"**{word}**: " + "; ".join(f"`{q.name.upper()}` of `{primitive.name}`, {q.type.describe}" for q in own)
    found = REGISTRY["count"].get(word)
    if found:
        return describe(found)
    sorts = sorted({p.type.describe for p in _all_params() if word in accepted_words(p.type)})
    return f"**{word}**: " + "; ".join(sorts) if sorts else None


def describe(primitive: Primitive) -> str:
    """A primitive's usage line, its summary, and each parameter and option with what it takes."""
    lines = [f"`{usage(primitive)}` ({primitive.category})", "", primitive.summary]
    lines += [f"- `{p.name.upper()}`: {p.type.describe if p.type else ''}" + (f" ({p.doc})" if p.doc else "") for p in primitive.params]
    lines += [_option_line(o) for o in primitive.options]
    return "\n".join(lines)


def _option_line(option: Param) -> str:
    takes = f" {option.type.describe}" if option.type else ""
    return f"- `{option.name}`{':' + takes if takes else ''}" + (f" ({option.doc})" if option.doc else "")


# ---- go to definition ----------------------------------------------------------------------------------------


def reference(cursor: Cursor) -> tuple[str, str] | None:
    """The (kind, id) of the card the word under the cursor names: a staff set's `cards` numbers, or the
    component a values file's line gives a value for (`staff 125 cost 3`)."""
    word, words = cursor.word, cursor.words()
    if word is None or cursor.depth != 1:
        return None
    if cursor.kind == "staff-set" and words[:1] == ("cards",) and word.shape == "number":
        return "staff", str(int(word.text))
    spec = _kind(cursor)
    if spec is not None and spec.overlay and len(words) == 1 and words[0] in KINDS:
        return words[0], str(int(word.text)) if word.text.isdigit() else word.text
    return None
