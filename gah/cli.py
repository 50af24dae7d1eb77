"""The `gah` command line: check, fmt, show, new, verify, play, replay, lsp, values, site.

The consoles never read markup: card names, notes and typed arguments are printed as they are, and
styling is given as rich `Text` styles. Errors follow gah/errors.py; `main` is their one handler."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import List, Optional

import typer
from rich.console import Console

from gah.errors import EXIT_BUG, UsageError, UserError
from engine.agent_names import AGENTS_HELP
from gah.project import CARDS, project

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Grand Austria Hotel as rules-as-code.")
out = Console(highlight=False, soft_wrap=True, markup=False)
out_console = out
err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False)
RUNNING = ["gah"]  # the command being run, for error messages ("gah play: ...")


@app.callback()
def _root(ctx: typer.Context) -> None:
    RUNNING[1:] = [ctx.invoked_subcommand or ""]

MODULES_HELP = ("Let's Waltz! modules, comma-separated: ballrooms, celebrities, exclusive-hotels, starting-player, you-want-more; "
                "or all; default: base (the base game alone).")
VALUES_HELP = "A values file giving what no source gives (see `gah values template`)."
PATHS = typer.Argument(None, help="Files or folders of .gah cards to report on (default: your --cards folders, else the shipped corpus).")


@app.command()
def check(paths: Optional[List[Path]] = PATHS,
          format: str = typer.Option("text", "--format", help="text or json"),
          unknowns: bool = typer.Option(False, "--unknowns", help="List every field whose value no source gives."),
          strict_text: bool = typer.Option(False, "--strict-text", help="Treat text-versus-card disagreements as errors."),
          cards: Optional[List[Path]] = CARDS) -> None:
    """Parse and check cards (and that each text says what its card does), against the corpus they join; print
    diagnostics and a summary."""
    from gah import commands

    raise typer.Exit(commands.run_check(paths, format, unknowns, out, err, strict_text, project(cards)))


@app.command()
def fmt(paths: Optional[List[Path]] = PATHS,
        check: bool = typer.Option(False, "--check", help="Change nothing; exit 1 if a file is not formatted."),
        text: bool = typer.Option(False, "--text", help="Fill empty card texts with the canonical rendering."),
        cards: Optional[List[Path]] = CARDS) -> None:
    """Rewrite cards in the canonical layout (comments are kept)."""
    from gah import commands

    raise typer.Exit(commands.run_fmt(paths, check, out, err, text, project(cards)))


@app.command()
def show(key: str = typer.Argument(..., help="A card number, id or name."),
         cards: Optional[List[Path]] = CARDS,
         corpus: Optional[List[Path]] = typer.Option(None, "--corpus", hidden=True, help="Look only in these files or folders.")) -> None:
    """Print one component of the shipped corpus or of your cards: its facts, its effect lines and its text."""
    from gah import commands

    raise typer.Exit(commands.run_show(key, corpus, out, err, project(cards)))


@app.command()
def new(kind: str = typer.Argument(..., help="staff, guest, objective, emperor-tile, ..."),
        ident: str = typer.Option("0", "--id", help="Card number or id."),
        name: str = typer.Option("New card", "--name", help="Card name.")) -> None:
    """Print a commented template for a new component."""
    from gah import commands

    raise typer.Exit(commands.run_new(kind, ident, name, out, err))


@app.command()
def verify(paths: Optional[List[Path]] = PATHS,
           card: Optional[str] = typer.Option(None, "--card", help="Only this component (id or name)."),
           prop: Optional[str] = typer.Option(None, "--property", help="Only this property."),
           format: str = typer.Option("text", "--format", help="text or json"),
           save: bool = typer.Option(False, "--save", help="Write each counterexample as a test in tests/regressions/."),
           every: bool = typer.Option(False, "--all", help="Report every card of the set, the shipped corpus's too "
                                      "(default: only your cards, when you give any)."),
           cards: Optional[List[Path]] = CARDS) -> None:
    """Prove the cards' properties with z3: PROVED, REFUTED (with a counterexample) or UNKNOWN."""
    from gah.verifying import run_verify

    raise typer.Exit(run_verify(paths, card, prop, format, save, out, err, project(cards), every))


@app.command()
def play(players: int = typer.Option(2, "--players", help="2, 3 or 4 players."),
         seed: int = typer.Option(1, "--seed", help="One seed fixes all randomness."),
         agents: str = typer.Option("random", "--agents", help=AGENTS_HELP + "."),
         log: Optional[Path] = typer.Option(None, "--log", help="Write every decision and event as JSON lines, flushed line by line; "
                                            "an existing file is replaced only if it is a gah game log."),
         human: bool = typer.Option(False, "--human", help="You play seat 0 at the terminal."),
         deal: str = typer.Option("random", "--deal", help="Staff hands: random, draft (expert draft) or intro."),
         choose: str = typer.Option("", "--choose", help="Fix objectives and Emperor tiles, e.g. 105,110,113,A1,B2,C3."),
         modules: Optional[str] = typer.Option(None, "--modules", help=MODULES_HELP + " Default: gah.toml's modules, else base."),
         values: Optional[Path] = typer.Option(None, "--values", help=VALUES_HELP),
         cards: Optional[List[Path]] = CARDS) -> None:
    """Play a complete game with the corpus' cards and yours, and print the scores."""
    from gah.playing import run_play

    setting = project(cards)
    raise typer.Exit(run_play(players, seed, agents, log, human, out, err, deal, choose, setting.modules_or(modules),
                              setting.values_or(values), setting.cards))


@app.command()
def replay(log: Path = typer.Argument(..., help="A log written by `gah play --log`."),
           values: Optional[Path] = typer.Option(None, "--values", help="The values file the game was played with."),
           cards: Optional[List[Path]] = CARDS) -> None:
    """Replay a logged game and check that it ends in the identical state."""
    from gah.playing import run_replay

    setting = project(cards)
    raise typer.Exit(run_replay(log, out, err, setting.values_or(values), setting.cards))


@app.command()
def lsp() -> None:
    """Run the language server for .gah files over stdin and stdout (for editors; see editors/vscode)."""
    from gah.lsp.serve import run_lsp

    raise typer.Exit(run_lsp())


def _group(name: str, help: str) -> typer.Typer:
    """A command group under `gah`; its callback records the subcommand, for error messages ("gah site build: ...")."""
    group = typer.Typer(help=help, no_args_is_help=True)
    app.add_typer(group, name=name)

    @group.callback()
    def _record(ctx: typer.Context) -> None:
        RUNNING[2:] = [ctx.invoked_subcommand or ""]

    return group


values_app = _group("values", "Values files: the values no source gives, from your own copy of the game.")


@values_app.command("template")
def values_template(modules: Optional[str] = typer.Option(None, "--modules", help=MODULES_HELP + " Default: gah.toml's "
                                                           "modules, else base.")) -> None:
    """Print a values file asking for every value the modules need (each line `unknown` until you fill it in)."""
    from gah.valuing import run_template

    raise typer.Exit(run_template(project().modules_or(modules), out))


@values_app.command("check")
def values_check(path: Optional[Path] = typer.Argument(None, help="A values file. Default: gah.toml's values."),
                 modules: Optional[str] = typer.Option(None, "--modules", help=MODULES_HELP + " Default: gah.toml's "
                                                       "modules, else all.")) -> None:
    """Check a values file against the shipped cards, and say what the modules still need."""
    from gah.valuing import run_values_check

    setting = project()
    raise typer.Exit(run_values_check(_values_file(setting.values_or(path)), (setting.modules or "all") if modules is None
                                      else modules, out, err))


def _values_file(path: Optional[Path]) -> Path:
    if path is None:
        raise UsageError("give a values file, or set `values` in gah.toml")
    return path


@app.command()
def export(paths: Optional[List[Path]] = PATHS,
           format: str = typer.Option("json", "--format", help="json (follows the published gah-cards JSON Schema) or csv"),
           out_file: Optional[Path] = typer.Option(None, "--out", help="Write to this file (replaced in one step); "
                                                   "default: the standard output."),
           cards: Optional[List[Path]] = CARDS) -> None:
    """Export the card database: one record per component with its facts, sources, texts, unknowns and verdicts."""
    from gah.exporting import run_export

    raise typer.Exit(run_export(paths, format, out_file, out, err, project(cards)))


@app.command()
def simulate(games: int = typer.Option(100, "--games", help="How many games."),
             players: int = typer.Option(2, "--players", help="2, 3 or 4 players."),
             modules: Optional[str] = typer.Option(None, "--modules", help=MODULES_HELP + " Default: gah.toml's modules, "
                                                   "else base."),
             agents: str = typer.Option("greedy", "--agents", help=AGENTS_HELP + " (one name: every seat)."),
             cards: Optional[List[Path]] = CARDS,
             values: Optional[Path] = typer.Option(None, "--values", help=VALUES_HELP),
             seed: int = typer.Option(1, "--seed", help="Fixes every game: game i is seeded from this and i."),
             workers: int = typer.Option(1, "--workers", help="Processes on this machine."),
             out_file: Path = typer.Option(..., "--out", help="Results, one row per game and seat: FILE.csv or FILE.jsonl "
                                           "(an existing file is replaced only if gah wrote it)."),
             deal: str = typer.Option("random", "--deal", help="Staff hands: random or draft."),
             scheduler: Optional[str] = typer.Option(None, "--scheduler", help="tcp://HOST:PORT of a Dask scheduler: run the "
                                                     "games on its cluster instead (docs/simulate.md).")) -> None:
    """Play many games with the given agents and write one result row per game and seat (see `gah balance`)."""
    from gah.simulating import run_simulate

    setting = project(cards)
    raise typer.Exit(run_simulate(games, players, setting.modules_or(modules), agents, setting.cards,
                                  setting.values_or(values), seed, workers, out_file, deal, scheduler, out, err))


@app.command()
def balance(results: Optional[List[Path]] = typer.Argument(None, help="Results files written by `gah simulate` (several: "
                                                          "read as one, e.g. one per player count)."),
            compare: Optional[Path] = typer.Option(None, "--compare", help="A file or folder of your cards: simulate without "
                                                   "and with them on the same seeds and say whether they change win rates."),
            plots: Optional[Path] = typer.Option(None, "--plots", help="Write SVG charts into this folder (new, empty, or "
                                                 "written by gah before)."),
            replicates: int = typer.Option(1000, "--replicates", help="Bootstrap replicates for the intervals."),
            games: int = typer.Option(200, "--games", help="With --compare: games per simulation."),
            players: int = typer.Option(2, "--players", help="With --compare: 2, 3 or 4 players."),
            agents: str = typer.Option("greedy", "--agents", help="With --compare: agents per seat."),
            seed: int = typer.Option(1, "--seed", help="With --compare: the seed of both simulations."),
            workers: int = typer.Option(1, "--workers", help="With --compare: processes on this machine."),
            modules: str = typer.Option("base", "--modules", help=MODULES_HELP),
            values: Optional[Path] = typer.Option(None, "--values", help=VALUES_HELP)) -> None:
    """Balance statistics with bootstrap intervals: first-seat advantage, and per card the win rate and VP when played vs not."""
    from gah.balance import run_balance

    options = {"games": games, "players": players, "agents": agents, "seed": seed, "workers": workers, "modules": modules,
               "values": values}
    raise typer.Exit(run_balance(list(results or []), compare, plots, options, replicates, out, err))


site_app = _group("site", "The rules reference site, generated from the cards.")


@site_app.command("build")
def site_build(out: Path = typer.Option(Path("build/site"), "--out", help="Where to write the site's sources and HTML: a new or "
                                        "empty folder, or an earlier gah site (it holds a .gah-site marker)."),
               cards: Optional[List[Path]] = CARDS,
               balance: Optional[Path] = typer.Option(None, "--balance", help="A results file of `gah simulate`: add a Balance "
                                                      "page with its statistics and charts.")) -> None:
    """Generate the pages from the corpus and your cards, and build the site with mkdocs --strict."""
    from gah.siting import run_site_build

    raise typer.Exit(run_site_build(out, out_console, err, project(cards).cards, balance))


@site_app.command("serve")
def site_serve(out: Path = typer.Option(Path("build/site"), "--out", help="Where to generate the site's sources (as for build)."),
               port: int = typer.Option(8000, "--port", help="Port on localhost."),
               cards: Optional[List[Path]] = CARDS) -> None:
    """Generate the pages and serve the site on localhost with live rebuilds."""
    from gah.siting import run_site_serve

    raise typer.Exit(run_site_serve(out, port, out_console, err, project(cards).cards))


def main() -> None:
    """Entry point. Bad input: its message, exit 1 or 2. A bug in gah: "internal error", exit 3. Never a traceback."""
    try:
        from gah.lexicon_cache import install
        install()  # the text checker's lexicon kept between runs (a cold check spent 6-7 s building it)
        app(standalone_mode=True)
    except SystemExit:
        raise
    except UserError as problem:
        _say(f"{' '.join(RUNNING)}: {problem.message}")
        sys.exit(problem.exit_code)
    except KeyboardInterrupt:
        _say("interrupted")
        sys.exit(130)
    except Exception as problem:  # a bug in gah: say so plainly instead of dumping a traceback
        _say(f"gah: internal error: {type(problem).__name__}: {problem}\n"
             "This is a bug in gah, not in your cards; please report it with the command you ran.")
        sys.exit(EXIT_BUG)


def _say(message: str) -> None:
    """Print to stderr as plain text; if even that fails (a closed stream), stay silent rather than crash."""
    try:
        err.print(message, markup=False, highlight=False)
    except Exception:
        try:
            sys.stderr.write(message + "\n")
        except Exception:
            pass
