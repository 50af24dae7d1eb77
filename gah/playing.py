"""`gah play` and `gah replay`."""
from __future__ import annotations

import json
from contextlib import nullcontext
from pathlib import Path

from rich.console import Console
from rich.table import Table

from compiler.build import build_catalog
from compiler.corpus import check_paths, default_corpus
from dsl.diagnostics import render_text
from engine.errors import IllegalMove
from engine.human import HumanAgent
from engine.play import make_agents, run
from engine.records import JsonLinesLog, ReplayAgent, header, read_log

MODULES = ("base", "custom")


def load_catalog(err: Console):
    report = check_paths([default_corpus()])
    built = build_catalog(report.components, MODULES) if not report.errors else None
    problems = report.errors if built is None else built.diagnostics
    for problem in problems:
        err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
    return built.catalog if built else None


def run_play(players: int, seed: int, agent_names: str, log_path: Path | None, human: bool, out: Console, err: Console,
             deal: str = "random", chosen: str = "") -> int:
    if not 2 <= players <= 4:
        err.print(f"gah play: --players must be 2, 3 or 4, not {players}")
        return 2
    if deal == "intro":
        err.print("gah play: the introductory staff sets cannot be dealt: no source lists their cards "
                  "(cards/base/staff-sets marks them unknown); use --deal random or --deal draft")
        return 2
    if deal not in ("random", "draft"):
        err.print(f"gah play: --deal must be random, draft or intro, not '{deal}'")
        return 2
    names = [n.strip() for n in agent_names.split(",") if n.strip()]
    try:
        agents = make_agents(names, players, seed)
    except ValueError as problem:
        err.print(f"gah play: {problem}")
        return 2
    if human:
        agents[0] = HumanAgent()
    catalog = load_catalog(err)
    if catalog is None:
        return 1
    picks = [p.strip() for p in chosen.split(",") if p.strip()]
    known = {str(i) for i in catalog.objectives} | set(catalog.emperor_tiles)
    if any(p not in known for p in picks):
        err.print(f"gah play: --choose takes objective numbers and Emperor tile ids such as 105,A1; unknown: "
                  f"{', '.join(p for p in picks if p not in known)}")
        return 2
    with (log_path.open("w", encoding="utf-8") if log_path else nullcontext()) as stream:
        log = JsonLinesLog(stream)
        seats = ["human" if human and i == 0 else n for i, n in enumerate((names or ["random"]) * players)][:players]
        log({**header(seed, players, seats, MODULES), "deal": deal, "chosen": picks})
        try:
            result = run(catalog, players, seed, agents, log, deal=deal, chosen=tuple(picks))
        except IllegalMove as problem:
            err.print(f"gah play: stopped: {problem.message}")
            return 1
    print_scores(result, out)
    if log_path:
        out.print(f"log written to {log_path}")
    return 0


def print_scores(result, out: Console) -> None:
    """One column per seat in finishing order, one row per source of VP, then the total."""
    players, standings = result.game.state.players, result.places
    order = [seat for _, seat in standings]
    categories = sorted({c for counter in result.breakdown.values() for c in counter})
    table = Table(title=f"Final scores (seed {result.game.state.seed})")
    table.add_column("VP from")
    for place, seat in standings:
        table.add_column(f"#{place}: seat {seat}", justify="right")
    for name in categories:
        table.add_row(name, *(str(result.breakdown.get(seat, {}).get(name, 0)) for seat in order))
    table.add_row("[bold]total[/bold]", *(f"[bold]{players[seat].vp}[/bold]" for seat in order))
    out.print(table)


def run_replay(log_path: Path, out: Console, err: Console) -> int:
    try:
        head, decisions, final = read_log(log_path)
    except (OSError, ValueError, json.JSONDecodeError) as problem:
        err.print(f"gah replay: {problem}")
        return 1
    catalog = load_catalog(err)
    if catalog is None:
        return 1
    agent = ReplayAgent(decisions)
    try:
        result = run(catalog, head["players"], head["seed"], [agent] * head["players"], deal=head.get("deal", "random"),
                     chosen=tuple(head.get("chosen", ())))
    except IllegalMove as problem:
        err.print(f"gah replay: the log does not match the game: {problem.message}")
        return 1
    same = final is not None and result.game.snapshot() == final["state"]
    print_scores(result, out)
    out.print("replay ends in the identical state" if same else "[red]replay ends in a different state[/red]")
    return 0 if same else 1
