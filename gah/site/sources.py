"""The source key: what each provenance tag on a card (`@003`, `@000.p16`, `@A`, ...) stands for, in words a
player can follow. The Sources page, the legend under every card's facts and the export read this one table."""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceInfo:
    tag: str       # as written on a card, without the @ and without a page
    label: str     # a short name for chips and legends
    kind: str      # "seed", "engine", "data" or "project"
    edition: str   # which rules it follows
    about: str     # what it is, in our own words


SOURCES = (
    SourceInfo("003", "seed 003", "seed", "2022 revised rules",
               "An English how-to-play guide that follows the 2022 rulebook: lessons, a card reference for numbers 1 to 116 "
               "and a list of rule questions. It is the only seed that says what the 2022 revision changed."),
    SourceInfo("000", "seed 000", "seed", "revised rules (expansion)",
               "A Portuguese translation (June 2024) of the Let's Waltz! expansion rulebook, which refers to the revised "
               "base rules. Cited by page, for example 000 p.16."),
    SourceInfo("001", "seed 001", "seed", "old edition",
               "A Portuguese summary of the base rules written for the first edition (it still says policy cards)."),
    SourceInfo("002", "seed 002", "seed", "old edition",
               "A machine-translated Spanish base rulebook of the first edition; the text breaks off in the middle of the "
               "occupancy bonus."),
    SourceInfo("004", "seed 004", "seed", "old edition",
               "A Chinese review with a full translation of the first-edition base rules, including every staff cost and "
               "timing and the texts of the 12 Emperor tiles."),
    SourceInfo("A", "engine A", "engine", "2022 rules",
               "A JavaScript implementation of the base game (GitHub 349652743/grand-austria-hotel). Its authors say the "
               "board, the room groups, the placement VP and the Emperor track were checked against the 2022 rulebook."),
    SourceInfo("B", "engine B", "engine", "unstated",
               "A Python implementation of the base game (GitHub CalvinNeo/OpenBoardGame)."),
    SourceInfo("J", "data set J", "data", "2022 appendix text",
               "JSON card data (GitHub MrIee/board-game-helpers): names, numbers, modules, the effect text of the 2022 "
               "appendix and notes. It has no costs, orders, colours or VP."),
    SourceInfo("census", "census", "project", "as its seeds",
               "This project's census of the five seeds, which lists every fact they give and every gap."),
)
BY_TAG = {source.tag: source for source in SOURCES}
POLICY = ("Where sources disagree, the 2022 rules (seed 003, and data set J's 2022 appendix text) win over the "
          "first edition (seeds 001, 002 and 004); engine A wins over engine B where A agrees with a seed; for the "
          "expansion, data set J decides names and effects. Each choice is written on the card as a note.")
PAGE = re.compile(r"^(?P<tag>[^.]+)(?:\.p(?P<page>[\d-]+))?$")


@dataclass(frozen=True)
class Citation:
    source: SourceInfo | None
    tag: str
    page: str | None

    @property
    def label(self) -> str:
        name = self.source.label if self.source else self.tag
        return f"{name} p.{self.page}" if self.page else name

    @property
    def anchor(self) -> str:
        return f"source-{self.tag.lower()}"


def citation(tag: str) -> Citation:
    """A tag as written on a card (`000.p16`, `A`) read as its source and page."""
    match = PAGE.match(tag)
    base, page = (match["tag"], match["page"]) if match else (tag, None)
    return Citation(BY_TAG.get(base), base, page)


# `[003]`, `[000 p.5]`, `[A][B]` inside note texts
INLINE = re.compile(r"\[(?P<tag>000|001|002|003|004|A|B|J)(?: p\.(?P<page>[\d-]+))?\]")
