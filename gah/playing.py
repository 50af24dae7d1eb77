"""`gah play` and `gah replay`."""
from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from compiler.build import build_catalog
from compiler.needs import PLAY_MODULES, in_play, needed, refusal, used
from compiler.cardset import cards_fingerprint
from compiler.values import apply_values, chosen_answers, fingerprint
from dsl.diagnostics import render_text
from engine.errors import IllegalMove, NotPlayable, TriggerLoop
from engine.human import HumanAgent
from engine.play import make_agents, run
from engine.records import (DEALS, JsonLinesLog, LogError, ReplayAgent, ReplayMismatch, first_difference, header,
                            is_game_log, read_game_log)
from gah.errors import PathError, UsageError, UserError
from gah.fsio import LineLog, kind_of
from gah.inputs import card_set
from gah.valuing import chosen_modules, read_values_file

@dataclass(frozen=True)
class Setup:
    """What a game is built from: the catalog, the module names it plays, the values file's fingerprint, the answers taken."""

    catalog: object
    modules: tuple[str, ...]
    values: str | None
    assumptions: dict
    cards: str  # compiler/cardset.py: the fingerprint of the cards in play
    texts: dict = field(default_factory=dict, compare=False)  # (kind, id as text) -> the card's text, for the human's screen


def load_setup(err: Console, chosen: tuple[str, ...] = (), values_path: Path | None = None, players: int = 4,
               cards: tuple[Path, ...] = ()) -> Setup | None:
    """The cards of the chosen modules (the shipped corpus and your card folders) with the values file in, compiled;
    None (diagnostics printed) if they do not compile. A UserError when the modules need values nobody gave."""
    report = card_set(tuple(cards))
    if report.errors:
        _print(report.errors, report.sources, err)
        return None
    overlay = read_values_file(values_path, report.components, err) if values_path else None
    applied = apply_values(report.components, overlay)
    modules = in_play(chosen, chosen_answers(applied, overlay))  # the promos join only by assumption promos-included
    wanted = needed(applied, modules, players)
    if wanted:
        raise UserError(refusal(wanted, chosen))
    built = build_catalog(report.components, modules, overlay)
    _print(built.diagnostics, report.sources, err)
    for line in built.catalog.left_out if built.catalog else ():
        err.print(Text(f"left out of its pool: {line}"))
    if built.catalog is None:
        count = len({d.path for d in built.diagnostics})
        raise UserError(f"the engine cannot play {count} component(s) of {', '.join(chosen) or 'the base game'} yet (see above); nothing was played")
    taken = chosen_answers(applied, overlay)
    answers = {c.ident: taken[c.ident] for c in applied if c.kind.name == "assumption" and used(c, modules)}
    in_game = [c for c in applied if used(c, modules)]
    return Setup(built.catalog, modules, fingerprint(overlay), answers, cards_fingerprint(in_game), card_texts(in_game))


def card_texts(components) -> dict:
    """Each card's text as its card gives it (the canonical rendering where it gives none), by (kind, id as text)."""
    from compiler.render import render

    return {(c.kind.name, str(c.ident)): (c.value("text", "text") or "").strip() or render(c) or "(no text)" for c in components}


def _print(problems, sources: dict, err: Console) -> None:
    for problem in problems:
        err.print(render_text(problem, sources.get(problem.path)), markup=False)


def load_catalog(err: Console):
    setup = load_setup(err)
    return setup.catalog if setup else None


def run_play(players: int, seed: int, agent_names: str, log_path: Path | None, human: bool, out: Console, err: Console,
             deal: str = "random", chosen: str = "", modules: str = "base", values: Path | None = None,
             cards: tuple[Path, ...] = ()) -> int:
    _check_setup(players, deal)
    selection = chosen_modules(modules)
    names = [n.strip() for n in agent_names.split(",") if n.strip()]
    agents = _agents(names, players, seed)
    log_file = LineLog(log_path, is_game_log) if log_path else None  # a path gah may not write fails here, early
    setup = load_setup(err, selection, values, players, cards)
    if setup is None:
        return 1
    catalog = setup.catalog
    picks = [p.strip() for p in chosen.split(",") if p.strip()]
    problem = choice_problem(catalog, picks)
    if problem:
        raise UsageError(f"--choose {problem}")
    for name, answer in setup.assumptions.items():
        out.print(f"assumption {name}: {answer}")
    record = _seat_the_human(agents, setup, out) if human else None
    with log_file or nullcontext() as stream:
        log = _tee(JsonLinesLog(stream), record)
        seats = ["human" if human and i == 0 else n for i, n in enumerate((names or ["random"]) * players)][:players]
        log({**header(seed, players, seats, setup.modules, setup.values, setup.assumptions, setup.cards), "deal": deal, "chosen": picks})
        try:
            result = run(catalog, players, seed, agents, log, deal=deal, chosen=tuple(picks))
        except IllegalMove as stopped:
            raise UserError(f"stopped: {stopped.message}") from None
        except TriggerLoop as loop:
            raise UserError(f"stopped: {loop}") from None
        except NotPlayable as problem:
            raise UserError(f"cannot play these modules: {problem}") from None
    print_scores(result, out)
    if log_path:
        out.print(f"log written to {log_path}")
    return 0


def _check_setup(players: int, deal: str) -> None:
    if not 2 <= players <= 4:
        raise UsageError(f"--players must be 2, 3 or 4, not {players}")
    if deal == "intro":
        raise UsageError("the introductory staff sets cannot be dealt: no source lists their cards "
                         "(cards/base/staff-sets marks them unknown); use --deal random or --deal draft")
    if deal not in DEALS:
        raise UsageError(f"--deal must be random, draft or intro, not '{deal}'")


def _agents(names: list[str], players: int, seed: int) -> list:
    try:
        return make_agents(names, players, seed)
    except ValueError as problem:
        raise UsageError(f"--agents: {problem}") from None


def _seat_the_human(agents: list, setup: Setup, out: Console):
    """You at seat 0, drawn on `out` with rich; returns what hears the game's records (your "since last time")."""
    from gah.humanview import RichScreen

    human = HumanAgent(write=lambda line: out.print(line, markup=False), screen=RichScreen(out, setup.texts))
    agents[0] = human
    return human.hear


def _tee(log, hear):
    if hear is None:
        return log

    def both(record: dict) -> None:
        log(record)
        hear(record)
    return both


def choice_problem(catalog, picks: list[str]) -> str | None:
    """What is wrong with a list of fixed objectives and Emperor tiles, or None: each must exist, and a
    game has one objective and one Emperor tile of each group A, B, C."""
    slots = {str(i): ("objective", o.group) for i, o in catalog.objectives.items()}
    slots.update({i: ("Emperor tile", t.group) for i, t in catalog.emperor_tiles.items()})
    unknown = [p for p in picks if p not in slots]
    if unknown:
        return (f"takes objective numbers and Emperor tile ids such as 105,A1; unknown: {', '.join(unknown)} "
                f"(known: {', '.join(sorted(slots, key=lambda s: (len(s), s)))})")
    taken: dict = {}
    for pick in picks:
        if slots[pick] in taken:
            kind, group = slots[pick]
            same = f"{pick} is given twice" if taken[slots[pick]] == pick else f"{taken[slots[pick]]} and {pick} are both {kind}s of group {group}"
            return f"{same}: a game has one objective and one Emperor tile of each group A, B, C"
        taken[slots[pick]] = pick
    return None


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
    table.add_row(Text("total", style="bold"), *(Text(str(players[seat].vp), style="bold") for seat in order))
    out.print(table)


# ---- replay ---------------------------------------------------------------------------------------------------------


def run_replay(log_path: Path, out: Console, err: Console, values: Path | None = None, cards: tuple[Path, ...] = ()) -> int:
    kind = kind_of(log_path)
    if kind != "a file":
        raise PathError(log_path, f"is {kind}, not a game log" if kind else "no such file")
    try:
        log = read_game_log(log_path)
    except LogError as problem:
        raise UserError(str(problem)) from None
    setup = load_setup(err, _logged_modules(log), values, cards=cards)
    if setup is None:
        return 1
    catalog = setup.catalog
    _check_replayable(log, setup)
    agent = ReplayAgent(list(log.decisions))
    head = log.header
    try:
        result = run(catalog, head["players"], head["seed"], [agent] * head["players"], deal=head.get("deal", "random"),
                     chosen=tuple(head.get("chosen", ())))
    except ReplayMismatch as problem:
        raise UserError(_mismatch(log, problem)) from None
    except IllegalMove as problem:
        raise UserError(f"{log.path}: the log does not match the game: {problem.message}") from None
    print_scores(result, out)
    return _compare_end(log, agent, result, out)


def _logged_modules(log) -> tuple[str, ...]:
    """The modules the log was played with (besides the base game and custom cards), if this gah knows them all."""
    logged, where = log.header["modules"], f"{log.path}:{log.header_line}"
    unknown = [m for m in logged if m not in PLAY_MODULES + ("base", "custom")]
    if unknown or "base" not in logged:
        raise UserError(f"{where}: the log was played with modules {', '.join(logged) or 'none'}; this gah plays the base game "
                        f"with any of {', '.join(PLAY_MODULES)}")
    return tuple(m for m in logged if m in PLAY_MODULES)


def _check_replayable(log, setup: Setup) -> None:
    head, where = log.header, f"{log.path}:{log.header_line}"
    if head["modules"] != list(setup.modules):
        raise UserError(f"{where}: the log was played with modules {', '.join(head['modules'])}; this gah plays them as "
                        f"{', '.join(setup.modules)}")
    _check_values(head.get("values"), setup.values, where)
    _check_cards(head.get("cards"), setup.cards, where)
    _check_answers(head.get("assumptions", {}), setup.assumptions, where)
    problem = choice_problem(setup.catalog, head.get("chosen", []))
    if problem:
        raise UserError(f'{where}: "chosen" {problem}')


def _check_values(logged: str | None, given: str | None, where: str) -> None:
    if logged == given:
        return
    if given is None:
        raise UserError(f"{where}: the log was played with a values file (fingerprint {logged}); pass the same file with --values FILE")
    if logged is None:
        raise UserError(f"{where}: the log was played without a values file, but --values gives one (fingerprint {given}); "
                        "replay it without --values")
    raise UserError(f"{where}: the log was played with the values file of fingerprint {logged}, but --values gives different "
                    f"values (fingerprint {given}); replay it with the file it was played with")


def _check_cards(logged: str | None, given: str, where: str) -> None:
    """A log that names its cards replays only under the same ones (an older log, without the line, is tried as it is)."""
    if logged is not None and logged != given:
        raise UserError(f"{where}: the log was played with other cards (fingerprint {logged}; these cards give {given}): a card "
                        "in play has changed since, so its decisions would not mean the same; replay it with the cards it was played with "
                        "(your own folders with --cards DIR or gah.toml)")


def _check_answers(logged: dict, taken: dict, where: str) -> None:
    differ = sorted(name for name in set(logged) | set(taken) if logged.get(name) != taken.get(name))
    if differ:
        shown = "; ".join(f"{name}: the log took {logged.get(name, 'nothing')}, now {taken.get(name, 'nothing')}" for name in differ)
        raise UserError(f"{where}: the assumptions differ from the log's ({shown}); pick the log's answers in the values file "
                        "(assumption NAME choice ANSWER)")


def _mismatch(log, problem: ReplayMismatch) -> str:
    if problem.decision is None and log.final is None:
        return (f"{log.path}:{log.last_line}: the log ends here without a final-state line (the game that wrote it "
                f"did not finish); its {len(log.decisions)} decision(s) replay as logged")
    if problem.decision is None:
        return f"{log.path}:{log.last_line}: the log does not match the game: {problem.detail}"
    return f"{log.path}:{problem.decision.line}: decision {problem.decision.number} does not match the game: {problem.detail}"


def _compare_end(log, agent: ReplayAgent, result, out: Console) -> int:
    unused = agent.unused()
    if unused:
        raise UserError(f"{log.path}:{unused[0].line}: the game ended after decision {unused[0].number - 1}, "
                        f"but the log has {len(unused)} more decision(s) from here")
    if log.final is None:
        raise UserError(f"{log.path}:{log.last_line}: the log ends here without a final-state line (the game that "
                        f"wrote it did not finish), so the replay's end cannot be compared")
    difference = first_difference(log.final["state"], result.game.snapshot())
    if difference:
        raise UserError(f"{log.path}:{log.final_line}: the replay ends in a different state from the log's final "
                        f"state; first difference: {difference}")
    out.print("replay ends in the identical state")
    return 0
