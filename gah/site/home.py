"""The home page: search first, then looking a card up by number or name, the rules chapters, and what the
engine can already play."""
from __future__ import annotations

from collections import Counter

from compiler.needs import PLAY_MODULES, PROMOS, in_play, needed
from compiler.vocabulary import MODULES
from gah.site.markdown import BLANK, Md, escape, link, md, page
from gah.site.pages import KIND_TITLES, module_title, page_path



def home_page(report, chapters: dict[str, str], compiled) -> str:
    lines = [md("# Grand Austria Hotel — rules reference"), BLANK,
             md("Every card of the 2022 base game and of Let's Waltz!, with its facts, its sources and the rulings about it. "
                "The pages are generated from the same card files the rules engine plays."), BLANK,
             md('<button type="button" class="gah-home-search gah-open-search">Search cards, rules and rulings… '
                '(or press <kbd>/</kbd>)</button>'), BLANK]
    present = {page_path(c) for c in report.components}
    lines += _lookup(report.components) + _chapters(chapters) + _playable(report, compiled) + _more(present)
    return page(lines)


def _lookup(components) -> list[Md]:
    options = "".join(md('<option value="{}" data-number="{}" data-href="{}">{} {}</option>', c.name, escape(c.ident.lower()),
                         escape(page_path(c).replace(".md", ".html")), c.kind.name, c.ident) for c in components)
    kinds = Counter(c.kind.name for c in components)
    browse = " · ".join(link(f"{KIND_TITLES.get(k, k)} ({n})", f"cards/{k}/index.md") for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]))
    return [md("## Look up a card"), BLANK,
            md('<form class="gah-lookup" role="search"><label for="gah-lookup-input">A card\'s number or name (for example 17 or '
               'Kitchen Hand)</label><input id="gah-lookup-input" list="gah-cards" autocomplete="off"><button type="submit">Open the card</button>'
               '<datalist id="gah-cards">{}</datalist><p class="gah-lookup__status" role="status" aria-live="polite"></p></form>', Md(options)),
            BLANK, md("Or browse by kind, with filters for colour, cost, trigger and more: {}.", Md(browse)), BLANK]


def _chapters(chapters: dict[str, str]) -> list[Md]:
    lines = [md("## The rules"), BLANK]
    lines += [md("{}. {}", i, link(title, f"rules/{chapter}.md")) for i, (chapter, title) in enumerate(chapters.items(), start=1)]
    return lines + [BLANK, md("Then: {} (questions and answers, each checked by a test), {}, {}, {} and the {}.",
                              link("rulings", "rulings.md"), link("what 2022 changed", "changes.md"),
                              link("the sources and where they disagree", "sources.md"), link("gaps", "gaps.md"),
                              link("glossary", "glossary.md")), BLANK]


def _playable(report, compiled) -> list[Md]:
    rank = {m: i for i, m in enumerate(MODULES)}
    by_module = sorted({c.module or "" for c in report.components}, key=lambda m: rank.get(m, len(rank)))
    rows = [md("| module | cards | the engine runs | can you play it? |"), md("|---|---|---|---|")]
    for module in by_module:
        chosen = [c for c in report.components if (c.module or "") == module]
        runs = sum(1 for c in chosen if _runs(compiled(c)))
        rows.append(md("| {} | {} | {} | {} |", module_title(module), len(chosen), runs, play_state(report.components, module)))
    return [md("## What is playable"), BLANK, *rows, BLANK,
            md("{} facts are unknown because no source gives them: see {}.", len(report.unknowns), link("the gaps", "gaps.md")), BLANK]


def play_state(components, module: str) -> Md:
    """Whether `gah play` plays the module with the shipped cards alone, or what the owner of the box must supply
    (compiler/needs.py decides; the promos join only by a named assumption, lets-waltz.md §13 #20)."""
    if module not in PLAY_MODULES:
        return Md("yes: `gah play`") if module in ("base", "custom") else Md(
            f"only with the assumption `{PROMOS}` answered `included` in a values file (no source says when the promos join a game)")
    four, two = (len(needed(components, in_play((module,)), players)) for players in (4, 2))
    if not four and not two:
        return Md(f"yes: `gah play --modules {module}`")
    extra = f"; at 2 players {two - four} more" if two > four else ""
    return Md(f"with your values: {four} value(s) no source gives{extra} "
              f"(`gah values template --modules {module}` lists them; then `--values FILE`)")


def _runs(outline: list[str]) -> bool:
    return bool(outline) and not outline[0].startswith("not runnable")


BOARDS = (("the hotel board, night side", "cards/hotel-board/night.md"), ("the Emperor track", "cards/emperor-track/main.md"),
          ("the action board", "cards/action-space/index.md"), ("the ballrooms", "cards/ballroom/index.md"))


def _more(present: set[str]) -> list[Md]:
    boards = [link(name, path) for name, path in BOARDS if path in present or path.endswith("index.md")]
    return [md("## Boards"), BLANK, md("{}", Md(" · ".join(boards))), BLANK,
            md("## For card designers"), BLANK,
            md("The {}, a {}, the {} and the {} ({}).", link("card language", "language.md"), link("tutorial", "tutorial.md"),
               link("language reference", "reference.md"), link("card database", "data.md"), Md("JSON and CSV")), BLANK]
