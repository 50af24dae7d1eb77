"""An entrance's own group-bonus tables said as a list by colour (Chateau Paulwei), read as a shape of the text: a lead
saying the group bonuses change ('Your group bonuses become', 'It also changes your group bonuses'), the group sizes
said once ('for groups of 1 to 4 rooms', 'of 1, 2, 3 or 4 rooms', 'by size (1 to 4 rooms)'), and for each colour (or two
colours alike: 'red and yellow') its four values, with or without their unit: 'blue 4, 8, 13, 20; red 2, 4, 8, 13',
'blue groups of 1/2/3/4 give 4/8/13/20'. A colour said without a unit pays in its usual one ([bonus-units] of
compiler/cardtext.toml), as every group bonus does; a unit said is kept, so a wrong one is still named.

The tables read give the terminals the card's own wording gives ('blue groups 4, 8, 13 or 20 VP; ...'), so a value,
a colour or a unit that differs from the card is named by the checker; a sizes list other than 1 to 4 is not read.
"""
from __future__ import annotations

import re

from compiler.textlex import _token
from compiler.textread_acts import tables

COLOUR = r"(?:blue|red|yellow)"
SIZES = r"(?:1 to 4|1, 2, 3(?:,)? or 4|1/2/3/4|1-4)"
N = r"\d+"
LEAD = re.compile(
    r"(?:(?:your|its owner's|the owner's|its|their)\s+group bonuses\s+(?:become|change|are changed|are now)(?:\s+too)?"
    r"|(?:it\s+)?(?:also\s+)?changes?\s+(?:your|the owner's|its owner's|their)\s+group bonuses)"
    r"(?P<sizes>\s*,?\s*for groups of " + SIZES + r" rooms)?\s*[:.,]?\s*", re.I)
ENTRY = re.compile(
    r"(?:(?:a|an)\s+)?(?P<colours>" + COLOUR + r"(?:\s+groups?)?(?:\s+(?:and|or)\s+(?:a\s+)?" + COLOUR + r")?)(?:\s+groups?)?"
    r"(?P<sizes>\s+of\s+" + SIZES + r"(?:\s+rooms)?)?\s*(?:pays?|gives?|scores?|:)?\s*"
    r"(?P<values>" + N + r"(?:\s*[,/]\s*" + N + r"){2}\s*(?:[,/]|,?\s*(?:or|and))\s*" + N + r")"
    r"(?:\s+(?P<unit>vp|victory points|krones|emperor steps|steps on the emperor track))?"
    r"(?P<by_size>\s+by size\s*\(1 to 4 rooms\))?", re.I)
BETWEEN = re.compile(r"\s*(?:[;,.]\s*(?:and\s+)?|\s+and\s+)", re.I)
UNITS = {"vp": "vp", "victory points": "vp", "krones": "krone", "emperor steps": "emperor", "steps on the emperor track": "emperor"}


def bonus_tables(found: list, text: str) -> list:
    """The terminals with the group-bonus tables said after their lead read as the card's own wording reads."""
    lead = LEAD.search(text)
    if lead is None:
        return found
    tables, end, sized = _entries(text, lead.end())
    if not tables or not (sized or lead.group("sizes")) or re.match(r"\s*(?:\.|$)", text[end:]) is None:
        return found
    said = [_token("REMARK", "group-bonus-lead", lead.start(), lead.end(), text[lead.start():lead.end()]),
            _token("COLON", ":", lead.end(), lead.end())] + tables
    before = [t for t in found if t.start_pos < lead.start()]
    after = [t for t in found if t.start_pos >= end]
    return before + said + after


def _entries(text: str, at: int) -> tuple[list, int, bool]:
    """The terminals of each colour's table from `at`, where the last ends, and whether the sizes were said."""
    out, end, sized = [], at, False
    while (entry := ENTRY.match(text, at)) is not None:
        for colour in re.findall(COLOUR, entry.group("colours"), re.I):
            out += _table(colour.lower(), entry) + [_token("SEMI", ";", entry.end(), entry.end())]
        sized = sized or bool(entry.group("sizes") or entry.group("by_size"))
        end = entry.end()
        gap = BETWEEN.match(text, end)
        if gap is None:
            break
        at = gap.end()
    return out[:-1], end, sized


def _table(colour: str, entry: re.Match) -> list:
    start, end = entry.start(), entry.end()
    values = tuple(int(n) for n in re.findall(N, entry.group("values")))
    listed = _token("NUMLIST", values, entry.start("values"), entry.end("values"))
    listed.joint = "or"  # one value by the group's size, as the sizes said before it tell
    unit = UNITS[entry.group("unit").lower()] if entry.group("unit") else tables()["bonus-units"][colour]
    return [_token("BONUS_COLOR", colour, start, start, colour), listed, _token("UNIT", unit, end, end)]

