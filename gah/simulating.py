"""`gah simulate`: many complete games, on a local process pool or a Dask cluster, one result row per game and seat.

Every game's seed is derived from `--seed` and the game's index alone (`game_seed`), and the rows are sorted by
game and seat before they are written, so the file is the same whatever the number of workers or where they run.
A row's `seed` replays its game exactly with `gah play --seed SEED --agents ...` (the agents are seeded the same
way). The catalog is compiled once: pool workers are forked after it is built and inherit it; a Dask cluster
receives it once per worker (`Client.scatter`). Files are written only through gah/fsio.py.
"""
from __future__ import annotations

import csv
import hashlib
import io
import json
import multiprocessing
import os
import re
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.text import Text

from engine.errors import IllegalMove, NotPlayable, TriggerLoop
from engine.play import make_agents, run
from gah import fsio
from gah.errors import PathError, UsageError, UserError
from gah.valuing import chosen_modules

COLUMNS = ("game", "seed", "players", "seat", "agent", "vp", "place", "win", "modules", "deal", "objectives", "claimed",
           "emperor_tiles", "staff_played", "guests_served", "money", "emperor", "vp_sources")
LISTS = ("modules", "objectives", "claimed", "emperor_tiles", "staff_played", "guests_served")  # joined with ";"
FORMATS = {".csv": "csv", ".jsonl": "jsonl"}
MAX_WORKERS = 64
CONNECT_SECONDS = 5  # how long to wait for a Dask scheduler
SCHEDULER = re.compile(r"^tcp://[A-Za-z0-9.\-\[\]:]+:\d{1,5}$")


@dataclass(frozen=True)
class Plan:
    """What to simulate: every game is `players` seats of `agents`, dealt as `deal`, seeded from `seed` and its index."""

    games: int
    players: int
    agents: tuple[str, ...]
    seed: int
    deal: str = "random"


@dataclass(frozen=True)
class Chunk:
    """A few consecutive games, the unit of work a worker is given."""

    plan: Plan
    first: int
    count: int


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a simulation seeded `seed`: a hash, so nearby seeds give unrelated games."""
    digest = hashlib.blake2b(f"gah-simulate:{seed}:{index}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") % 2_000_000_000


# ---- one game --------------------------------------------------------------------------------------------------


def play_chunk(catalog, chunk: Chunk) -> list[dict]:
    """The rows of the chunk's games, in game and seat order."""
    return [row for index in range(chunk.first, chunk.first + chunk.count) for row in play_one(catalog, chunk.plan, index)]


def play_one(catalog, plan: Plan, index: int) -> list[dict]:
    seed = game_seed(plan.seed, index)
    agents = make_agents(list(plan.agents), plan.players, seed)
    try:
        result = run(catalog, plan.players, seed, agents, deal=plan.deal)
    except (IllegalMove, TriggerLoop, NotPlayable) as problem:
        raise UserError(f"game {index} (seed {seed}) stopped: {getattr(problem, 'message', problem)}; "
                        f"replay it with gah play --seed {seed}") from None
    return rows_of(index, seed, plan, catalog, result)


def rows_of(index: int, seed: int, plan: Plan, catalog, result) -> list[dict]:
    state, places = result.game.state, dict((seat, place) for place, seat in result.places)
    firsts = sum(1 for place in places.values() if place == 1)
    shared = {"game": index, "seed": seed, "players": plan.players, "modules": _joined(catalog.modules), "deal": plan.deal,
              "objectives": _joined(state.objectives), "emperor_tiles": _joined(state.emperor_tiles)}
    return [{**shared, "seat": seat, "agent": plan.agents[seat] if len(plan.agents) > 1 else plan.agents[0],
             "vp": player.vp, "place": places[seat], "win": round(1 / firsts, 6) if places[seat] == 1 else 0.0,
             "claimed": _joined(o for o, seats in state.objectives.items() if seat in seats),
             "staff_played": _joined(player.played), "guests_served": _joined(player.completed), "money": player.money,
             "emperor": player.emperor, "vp_sources": _sources(result.breakdown.get(seat, {}))}
            for seat, player in enumerate(state.players)]


def _joined(items: Iterable) -> str:
    return ";".join(str(item) for item in items)


def _sources(counter: dict) -> str:
    return ";".join(f"{name}={counter[name]}" for name in sorted(counter))


# ---- running many --------------------------------------------------------------------------------------------------

_INHERITED: dict = {}  # the catalog, set in the parent before the pool forks, read by the forked workers


def _inherited_chunk(chunk: Chunk) -> list[dict]:
    return play_chunk(_INHERITED["catalog"], chunk)


def chunks(plan: Plan, workers: int) -> list[Chunk]:
    """Consecutive games in chunks small enough to keep every worker busy to the end, large enough to be cheap to send."""
    size = max(1, min(16, plan.games // (workers * 8) or 1))
    return [Chunk(plan, first, min(size, plan.games - first)) for first in range(0, plan.games, size)]


def run_local(catalog, plan: Plan, workers: int, tick: Callable[[int], None] = lambda n: None) -> list[dict]:
    """Every game of the plan on `workers` processes (1: in this process); the rows in game and seat order."""
    if workers == 1:
        return _collected(_one_by_one(catalog, plan, tick))
    _INHERITED["catalog"] = catalog
    context = multiprocessing.get_context("fork")
    pool = ProcessPoolExecutor(workers, mp_context=context)
    try:
        futures = [pool.submit(_inherited_chunk, chunk) for chunk in chunks(plan, workers)]
        return _collected(_as_done((future.result() for future in as_completed(futures)), plan, tick))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)  # on an error or ^C: the games not yet started are dropped
        _INHERITED.clear()


def _one_by_one(catalog, plan: Plan, tick) -> Iterator[list[dict]]:
    for index in range(plan.games):
        rows = play_one(catalog, plan, index)
        tick(1)
        yield rows


def _as_done(results: Iterable[list[dict]], plan: Plan, tick) -> Iterator[list[dict]]:
    for rows in results:
        tick(len(rows) // plan.players)
        yield rows


def _collected(batches: Iterable[list[dict]]) -> list[dict]:
    rows = [row for batch in batches for row in batch]
    return sorted(rows, key=lambda row: (row["game"], row["seat"]))


def run_dask(catalog, plan: Plan, address: str, tick: Callable[[int], None] = lambda n: None) -> list[dict]:
    """The same games on the Dask cluster whose scheduler listens at `address`; chunks are streamed back as they end."""
    from distributed import Client, KilledWorker
    from distributed import as_completed as dask_completed
    from distributed.comm import CommClosedError

    client = _client(Client, address)
    try:
        _wait_for_workers(client, address)
        shared = client.scatter(catalog, broadcast=True)
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        futures = [client.submit(play_chunk, shared, chunk, pure=False) for chunk in chunks(plan, workers)]
        return _collected(_as_done((future.result() for future in dask_completed(futures)), plan, tick))
    except (KilledWorker, CommClosedError, RuntimeError) as problem:  # the cluster's failures, not the games'
        raise UserError(f"--scheduler {address}: the cluster could not run the games ({_first_line(problem)}); its "
                        "scheduler and workers need this same version of gah installed (docs/simulate.md)") from None
    finally:
        client.close()


def _wait_for_workers(client, address: str) -> None:
    try:
        client.wait_for_workers(1, timeout=CONNECT_SECONDS)
    except TimeoutError:
        raise UserError(f"--scheduler {address}: the scheduler has no workers; start some with "
                        f"dask worker {address} (docs/simulate.md)") from None


def _first_line(problem: Exception) -> str:
    return (str(problem).splitlines() or [type(problem).__name__])[0]


def _client(client_class, address: str):
    try:
        return client_class(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError) as problem:
        raise UserError(f"--scheduler {address}: cannot reach the Dask scheduler there ({problem}); start one with "
                        "dask scheduler (see docs/simulate.md)") from None


# ---- the results file --------------------------------------------------------------------------------------------


def results_text(rows: list[dict], kind: str) -> str:
    if kind == "jsonl":
        return "".join(json.dumps({name: row[name] for name in COLUMNS}) + "\n" for row in rows)
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    return buffer.getvalue()


def results_kind(path: Path) -> str:
    kind = FORMATS.get(Path(path).suffix.lower())
    if kind is None:
        raise UsageError(f"--out {path}: the results are written as CSV (.csv) or JSON lines (.jsonl); "
                         f"give a file name ending in one of those")
    return kind


def is_results_file(path: Path) -> bool:
    """Whether `path` begins as a results file gah wrote (then gah may replace it)."""
    try:
        with open(path, encoding="utf-8") as stream:
            first = stream.readline().strip()
    except (OSError, UnicodeDecodeError):
        return False
    if first == ",".join(COLUMNS):
        return True
    try:
        return isinstance(data := json.loads(first), dict) and tuple(data) == COLUMNS
    except ValueError:
        return False


def check_out(path: Path) -> str:
    """The format `path` asks for, once gah may write it: a new file, or one gah wrote before (never another file)."""
    target = fsio.check_writable(path)
    kind = results_kind(path)
    if target.exists() and not is_results_file(target):
        raise PathError(path, "already exists and is not a gah results file; gah will not overwrite it "
                              "(remove it or choose another name)")
    return kind


# ---- the catalog -----------------------------------------------------------------------------------------------


def load_catalog(err: Console, modules: tuple[str, ...], values: Path | None, players: int, cards=None):
    """The catalog `gah play` would compile for these modules, values file and card folders (`cards`: a path, a tuple
    of paths, or None), or None (diagnostics printed) when the cards do not compile."""
    from gah.playing import load_setup

    folders = (cards,) if isinstance(cards, (str, Path)) else tuple(cards or ())
    for folder in folders:
        kind = fsio.kind_of(Path(folder))
        if kind not in ("a file", "a folder"):
            raise PathError(folder, f"is {kind}, not a card file or folder" if kind else "no such file or folder")
    setup = load_setup(err, modules, values, players, folders)
    return setup.catalog if setup else None


# ---- the command ---------------------------------------------------------------------------------------------------


def check_plan(games: int, players: int, agents: str, workers: int, deal: str, scheduler: str | None, seed: int) -> Plan:
    if games < 1:
        raise UsageError(f"--games must be at least 1, not {games}")
    if not 2 <= players <= 4:
        raise UsageError(f"--players must be 2, 3 or 4, not {players}")
    if not 1 <= workers <= MAX_WORKERS:
        raise UsageError(f"--workers must be from 1 to {MAX_WORKERS}, not {workers}")
    if deal not in ("random", "draft"):
        raise UsageError(f"--deal must be random or draft, not '{deal}'")
    if scheduler is not None and not SCHEDULER.match(scheduler):
        raise UsageError(f"--scheduler must look like tcp://HOST:PORT, not '{scheduler}'")
    names = tuple(n.strip() for n in agents.split(",") if n.strip()) or ("greedy",)
    try:
        make_agents(list(names), players, 0)
    except ValueError as problem:
        raise UsageError(f"--agents: {problem}") from None
    return Plan(games, players, names, seed, deal)


def simulate(plan: Plan, catalog, workers: int, scheduler: str | None, err: Console) -> list[dict]:
    """The rows of every game, with a progress bar (games per second) on `err`."""
    columns = (TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[rate]} games/s"),
               TimeRemainingColumn())
    started = time.perf_counter()
    # no refresh thread: the pool's workers are forked while the bar runs, and a fork must not copy a held lock
    with Progress(*columns, console=err, auto_refresh=False) as progress:
        task = progress.add_task("games", total=plan.games, rate="-")

        def tick(done: int) -> None:
            progress.advance(task, done)
            rate = progress.tasks[0].completed / max(time.perf_counter() - started, 1e-9)
            progress.update(task, rate=f"{rate:.1f}", refresh=True)

        if scheduler:
            return run_dask(catalog, plan, scheduler, tick)
        return run_local(catalog, plan, workers, tick)


def run_simulate(games: int, players: int, modules: str, agents: str, cards: tuple[Path, ...], values: Path | None, seed: int,
                 workers: int, out_path: Path, deal: str, scheduler: str | None, out: Console, err: Console) -> int:
    plan = check_plan(games, players, agents, workers, deal, scheduler, seed)
    kind = check_out(out_path)  # before the work: a path gah may not write is refused at once
    catalog = load_catalog(err, chosen_modules(modules), values, players, cards)
    if catalog is None:
        return 1
    started = time.perf_counter()
    rows = simulate(plan, catalog, workers, scheduler, err)
    seconds = time.perf_counter() - started
    fsio.write_text(out_path, results_text(rows, kind))
    where = scheduler or f"{workers} worker(s)"
    out.print(Text(f"{plan.games} games ({plan.players} players, agents {','.join(plan.agents)}) in {seconds:.1f} s "
                   f"({plan.games / seconds:.1f} games/s on {where}); {len(rows)} rows written to {out_path}"))
    return 0
