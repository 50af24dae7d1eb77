"""Lowering drops nothing: every effect of the registry, with every combination of its options and several
values for each, either compiles to a handler that reflects every bound option (taking the option away,
or giving it another value, gives a different handler) or is refused by `gah check` (E230 or a check
error). Cards are generated from the registry, so a new option with no handler fails here."""
from __future__ import annotations

from itertools import combinations

import pytest

from compiler.build import compile_staff
from compiler.corpus import check_texts
from compiler.counts import CompileError
from compiler.registry import REGISTRY
from compiler import vocabulary as vocab

MODULES = " ".join(m for m in vocab.MODULES if m not in ("base", "custom"))

# Sample words for each argument type (by the type's name); a type missing here fails the test below.
SAMPLES = {
    "amount": ("2", "up-to 2", "all"), "count": ("rooms(occupied)", "money"), "floors": ("1..2", "3"),
    "item": ("wine", "cake"), "items": ("strudel cake", "wine coffee"), "number": ("1", "2"), "numbers": ("1 2", "2 3"),
    "number or count": ("1", "strength"), "resource": ("wine", "krone", "vp", "emperor"), "resources": ("krone emperor", "vp wine"),
    "returnable": ("wine", "staff"), "room colour": ("red", "any"), "threshold": ("2+", "3+"),
}
REFUSED = "refused"


def samples(param) -> tuple[str, ...]:
    if param.type is None:
        return ("",)
    if param.type.name in SAMPLES:
        return SAMPLES[param.type.name]
    return tuple(param.type.describe.replace("`", "").split(" or "))  # a closed list of words: each of them


def line(name: str, params: dict, options: dict) -> str:
    primitive = REGISTRY["effect"][name]
    words = [name] + [params[p.name] for p in primitive.params]
    words += [f"{o} {v}".strip() for o, v in options.items()]
    block = " {\n      gain 1 vp\n      gain 1 krone\n    }" if primitive.block else ""
    return " ".join(words) + block


def compiled(text: str):
    card = (f'staff 501 "Probe" {{\n  module custom\n  requires {MODULES}\n  cost 0\n  timing immediate\n  text "A test card."\n\n'
            f"  effect {{\n    {text}\n  }}\n}}\n")
    report = check_texts([("probe.gah", card)])
    if report.errors or not report.components:
        return REFUSED
    try:
        return compile_staff(report.components[0]).effect
    except CompileError:
        return REFUSED


def _first(primitive) -> dict:
    return {p.name: samples(p)[0] for p in primitive.params}


def _distinct(handlers: list) -> bool:
    runnable = [h for h in handlers if h is not REFUSED]
    return all(a != b for a, b in combinations(runnable, 2))


EFFECTS = sorted(REGISTRY["effect"])


def test_every_argument_type_has_samples() -> None:
    for primitive in REGISTRY["effect"].values():
        for param in primitive.params + primitive.options:
            assert samples(param) and all(isinstance(s, str) for s in samples(param)), (primitive.name, param.name)


@pytest.mark.parametrize("name", EFFECTS)
def test_each_parameter_value_is_reflected(name) -> None:
    primitive = REGISTRY["effect"][name]
    for param in primitive.params:
        handlers = [compiled(line(name, {**_first(primitive), param.name: value}, {})) for value in samples(param)]
        assert _distinct(handlers), (name, param.name, handlers)


@pytest.mark.parametrize("name", EFFECTS)
def test_each_option_value_is_reflected(name) -> None:
    primitive = REGISTRY["effect"][name]
    base = compiled(line(name, _first(primitive), {}))
    for option in primitive.options:
        values = [v for v in samples(option) if v != option.default]  # the declared default may equal leaving it out
        handlers = [compiled(line(name, _first(primitive), {option.name: value})) for value in values]
        assert _distinct(handlers + [base]), (name, option.name, handlers, base)
        if option.default is not None:
            assert compiled(line(name, _first(primitive), {option.name: option.default})) in (base, REFUSED), (name, option.name)


@pytest.mark.parametrize("name", EFFECTS)
def test_every_combination_of_options_keeps_each_one(name) -> None:
    primitive = REGISTRY["effect"][name]
    options = {o.name: next((v for v in samples(o) if v != o.default), samples(o)[0]) for o in primitive.options}
    for size in range(2, len(options) + 1):
        for chosen in combinations(options, size):
            whole = compiled(line(name, _first(primitive), {o: options[o] for o in chosen}))
            if whole is REFUSED:
                continue
            for left_out in chosen:
                rest = compiled(line(name, _first(primitive), {o: options[o] for o in chosen if o != left_out}))
                assert rest is REFUSED or rest != whole, (name, chosen, left_out)


def test_the_generator_reaches_the_engine() -> None:
    """Not everything is refused: the base game's effects compile in many combinations."""
    runnable = [name for name in EFFECTS if compiled(line(name, _first(REGISTRY["effect"][name]), {})) is not REFUSED]
    assert len(runnable) >= 20, runnable
