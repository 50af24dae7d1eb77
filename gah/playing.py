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


def run_play(players: int, seed: int, agent_names: str, log_path: Path | None, human: bool, out: Console, err: Console) -> int:
    if not 2 <= players <= 4:
        err.print(f"gah play: --players must be 2, 3 or 4, not {players}")
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
    with (log_path.open("w", encoding="utf-8") if log_path else nullcontext()) as stream:
        log = JsonLinesLog(stream)
        log(header(seed, players, ["human" if human and i == 0 else n for i, n in enumerate((names or ["random"]) * players)][:players], MODULES))
        try:
            result = run(catalog, players, seed, agents, log)
        except IllegalMove as problem:
            err.print(f"gah play: stopped: {problem.message}")
            return 1
    print_scores(result, out)
    if log_path:
        out.print(f"log written to {log_path}")
    return 0


def print_scores(result, out: Console) -> None:
    players = result.game.state.players
    categories = sorted({c for counter in result.breakdown.values() for c in counter})
    table = Table(title=f"Final scores (seed {result.game.state.seed})")
    table.add_column("place")
    table.add_column("seat")
    for name in categories:
        table.add_column(name, justify="right")
    table.add_column("total VP", justify="right")
    for place, seat in enumerate(result.ranking, start=1):
        counter = result.breakdown.get(seat, {})
        table.add_row(str(place), str(seat), *(str(counter.get(c, 0)) for c in categories), str(players[seat].vp))
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
        result = run(catalog, head["players"], head["seed"], [agent] * head["players"])
    except IllegalMove as problem:
        err.print(f"gah replay: the log does not match the game: {problem.message}")
        return 1
    same = final is not None and result.game.snapshot() == final["state"]
    print_scores(result, out)
    out.print("replay ends in the identical state" if same else "[red]replay ends in a different state[/red]")
    return 0 if same else 1
