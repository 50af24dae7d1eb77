"""A readable outline of compiled handlers, for `gah show`: each step with its settings."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from compiler import handlers as h
from compiler.counts import CountReader
from compiler.types import Amount


def outline(effect, depth: int = 0) -> list[str]:
    """One line per handler step, nested steps indented."""
    pad = "  " * depth
    if effect is None:
        return [f"{pad}(nothing)"]
    if isinstance(effect, h.Seq):
        return [line for part in effect.parts for line in outline(part, depth)]
    children = [(f.name, getattr(effect, f.name)) for f in fields(effect) if _is_handler(getattr(effect, f.name))]
    lines = [f"{pad}{type(effect).__name__.lower()}{_settings(effect)}"]
    for name, child in children:
        lines.append(f"{pad}  {name}:")
        lines.extend(outline(child, depth + 2))
    lines.extend(_alternatives(effect, depth))
    return lines


HANDLER_MODULES = (h.__name__, "compiler.handlers_actions", "compiler.handlers_tables")


def _is_handler(value) -> bool:
    return is_dataclass(value) and type(value).__module__ in HANDLER_MODULES and not isinstance(value, h.Count)


def _settings(effect) -> str:
    shown = []
    for f in fields(effect):
        value = getattr(effect, f.name)
        if _is_handler(value) or (callable(value) and not isinstance(value, CountReader)) or f.name in ("alternatives", "labels") \
                or value in (None, False, (0,), 0, "any", ""):
            continue
        shown.append(f"{f.name}={_value(value)}")
    return " " + " ".join(shown) if shown else ""


def _value(value) -> str:
    if isinstance(value, h.Count):
        return str(value.amount) + (f" per {value.per}" if value.per else "")
    if isinstance(value, Amount):
        return str(value)
    return str(value)


def _alternatives(effect, depth: int) -> list[str]:
    if not isinstance(effect, h.Choose):
        return []
    return [line for alternative in effect.alternatives for line in outline(alternative, depth + 2)]
