"""`gah values template` and `gah values check`, and reading the values file that `--values FILE` names."""
from __future__ import annotations

from pathlib import Path

from rich.console import Console

from compiler.needs import needed, in_play, parse_modules, template
from compiler.values import Overlay, apply_values, fingerprint, read_overlay, shipped_cards
from dsl.diagnostics import render_text
from gah.errors import EXIT_OK, PathError, UsageError, UserError, os_reason
from gah.fsio import kind_of


def chosen_modules(text: str) -> tuple[str, ...]:
    """`--modules` as given: the chosen modules, or a usage error naming the valid ones."""
    try:
        return parse_modules(text)
    except ValueError as problem:
        raise UsageError(f"--modules: {problem}") from None


def read_values_file(path: Path, components, err: Console) -> Overlay:
    """The overlay in `path`, checked against `components`; its diagnostics printed and a UserError if it has errors."""
    source = _text(path)
    overlay, problems = read_overlay(str(path), source, components)
    for problem in problems:
        err.print(render_text(problem, source), markup=False)
    if overlay is None:
        errors = sum(p.is_error for p in problems)
        raise UserError(f"{path}: the values file has {errors} error(s); nothing was played")
    return overlay


def _text(path: Path) -> str:
    kind = kind_of(path)
    if kind != "a file":
        raise PathError(path, f"is {kind}, not a values file" if kind else "no such file")
    try:
        return path.read_text(encoding="utf-8")
    except OSError as problem:
        raise PathError(path, f"cannot be read: {os_reason(problem)}") from None
    except UnicodeDecodeError:
        raise PathError(path, "is not UTF-8 text, so not a values file") from None


def run_template(modules: str, out: Console) -> int:
    out.print(template(shipped_cards(), chosen_modules(modules)), markup=False, end="")
    return EXIT_OK


def run_values_check(path: Path, modules: str, out: Console, err: Console) -> int:
    """Check a values file against the shipped cards; say what it supplies and what the modules still need."""
    chosen = chosen_modules(modules)
    cards = shipped_cards()
    overlay = read_values_file(path, cards, err)
    applied = apply_values(cards, overlay)
    still = needed(applied, in_play(chosen))
    known = {s.address for s in still}
    still += [s for s in needed(applied, in_play(chosen), players=2) if s.address not in known]  # the 2-player sides
    out.print(f"{path}: {len(overlay.filled)} value(s) supplied, {len(overlay.entries) - len(overlay.filled)} line(s) still unknown; "
              f"fingerprint {fingerprint(overlay)}", markup=False)
    shown = ", ".join(chosen) or "the base game"
    out.print(f"{shown}: {'nothing more is needed' if not still else f'{len(still)} value(s) still needed: '}"
              + ", ".join(s.address for s in still[:20]) + (" ..." if len(still) > 20 else ""), markup=False)
    return EXIT_OK
