"""Two pages about where the rules come from: "2022 changes" (what the revised edition changed, card by card,
with the old value) and "Sources and conflicts" (what each source tag means, and every card note that weighs
one source against another).

The revision itself is stated by only two seeds: seed 003 names the three revised cards, beside their faces and
again among its rule questions, and seed 000 (p.2) lists the terms the revised rulebook renamed. The other
differences between the old texts and the 2022 rules are not called changes by any source (some are slips of
translation), so they are listed as conflicts, not as changes."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from gah.site.facts import fact, value_text
from gah.site.markdown import BLANK, Md, link, md, page
from gah.site.pages import cited, display_title, is_developer_note, label, legend, page_path, sources_cell
from gah.site.sources import POLICY, SOURCES


@dataclass(frozen=True)
class Change:
    card: str                     # component label
    what: str
    before: str                   # the old edition's value or rule, in our words
    now: str = ""                 # the 2022 rule in our words, when it is not a single fact of the card
    fact: str | None = None       # the card's fact that holds the 2022 value (read from the card, never copied here)
    unit: str = ""
    sources: tuple[str, ...] = ("003",)
    old_sources: tuple[str, ...] = ("004",)


CHANGES = (
    Change("staff 17", "cost", "3 krones", fact="cost", unit=" krones", sources=("003", "J", "A", "B")),
    Change("staff 41", "final scoring", "the old text adds that this scores 12 VP at most, as the marker could then stand no "
           "higher than space 6", now="2 VP for each space of your Emperor position after the last step back, with no upper "
           "limit", sources=("003", "J")),
    Change("guest 97", "reward", "a whole extra turn, without removing a die", now="carry out the main action of one action "
           "space that holds a die, without taking a die: no boost, no staff that react to taking a die, and not a whole "
           "turn", sources=("003", "J")),
)
RENAMED = (("policy cards", "objective cards"), ("the rows of your hotel", "floors"), ("the guests on display", "the queue"),
           ("paying 1 krone for a virtual die", "boosting the main action"))


def changes_page(components) -> str:
    by_label = {label(c): c for c in components}
    lines = [md("# What the 2022 edition changed"), BLANK,
             md("The revised rulebook of 2022 changed three cards; seed 003 says so beside each card and again among its "
                "rule questions. The cards on this site follow 2022. If your copy is older, play these cards as shown here."),
             BLANK, md("| card | what changed | 2022 (this site) | old edition | sources |"), md("|---|---|---|---|---|")]
    lines += [_change_row(change, by_label) for change in CHANGES if change.card in by_label]
    lines += [BLANK, md("## Renamed terms"), BLANK,
              md("Seed 000 (p.2) lists the words the revised rulebook renamed; the rules are the same."), BLANK,
              md("| old edition | revised edition |"), md("|---|---|")]
    lines += [md("| {} | {} |", old, new) for old, new in RENAMED]
    lines += [BLANK, md("## Other differences"), BLANK,
              md("The old-edition texts (seeds 001, 002 and 004) differ from the 2022 rules in more places, but no source calls "
                 "those changes, and some are slips of translation. Each is recorded on its card and listed in {}.",
                 link("sources and conflicts", "sources.md#where-the-sources-disagree")), BLANK]
    return page(lines + legend({t for c in CHANGES for t in c.sources + c.old_sources} | {"000"}, top=""))


def _change_row(change: Change, by_label) -> Md:
    component = by_label[change.card]
    now = change.now
    if change.fact:
        found = fact(component, change.fact)
        now = f"{value_text(found.values[change.fact])}{change.unit}" if found else "—"
    return md("| {} | {} | {} | {} | {} |", link(display_title(component), page_path(component)), change.what, now, change.before,
              Md(f"2022: {sources_cell(change.sources, top='')}; old: {sources_cell(change.old_sources, top='')}"))


def sources_page(components) -> str:
    cited_on = defaultdict(int)
    for component in components:
        for tag in {s.tag.split(".")[0] for s in _all_sources(component)}:
            cited_on[tag] += 1
    lines = [md("# Sources and conflicts"), BLANK,
             md("Every fact on a card carries tags naming the sources that give it. This page says what each tag "
                "means and lists every place where the sources disagree, with the choice the card makes."), BLANK,
             md("## The sources"), BLANK, md("{}", POLICY), BLANK]
    for source in SOURCES:
        lines += [md("### {} {{#source-{}}}", source.label, source.tag.lower()), BLANK, md("{}", source.about), BLANK,
                  md("*Rules it follows:* {} · *cited on* {} cards", source.edition, cited_on.get(source.tag, 0)), BLANK]
    return page(lines + _conflicts(components))


def _all_sources(component):
    from dsl import ast

    return [s for call in ast.find_all(component.node, ast.Call) for s in call.sources]


def _conflicts(components) -> list[Md]:
    lines = [md("## Where the sources disagree"), BLANK,
             md("The notes below weigh one source against another (or an old edition against 2022); the card follows the "
                "choice each one states."), BLANK]
    for component in components:
        notes = [b.values.get("text", "") for b in component.fields.get("note", ())]
        chosen = [n for n in notes if is_developer_note(n) or "old edition" in n.lower() or "2022" in n]
        if chosen:
            lines += [md("- {}", link(display_title(component), page_path(component)))]
            lines += [md("    - {}", cited(n, top="")) for n in chosen]
    return lines + [BLANK]
