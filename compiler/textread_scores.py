"""The score tables and rankings a clause reads ('2 guests 1 VP, 3 guests 3 VP', 'first 15 VP, second 10 VP'): their
entries as they are said, and the act each closes into at the clause's end. Functions of the reader's Builder
(compiler/textread.py), moved out of it when it outgrew its module (session 17)."""
from __future__ import annotations

from compiler import meaning as m
from compiler.textpieces import Obj, Piece
from compiler.textread_acts import ReadError, read_count
from compiler.textread_pieces import Group
from compiler.types import Amount


def close_ranking(builder, groups: list) -> None:
    """'players are ranked by their number of dancers here: first 15 VP, second 10 VP': a score-rank."""
    if builder.ranking is None:
        return
    ranking, builder.ranking = builder.ranking, None
    entries = ranking["entries"]
    if not entries or sorted(entries) != list(range(1, max(entries) + 1)):
        raise ReadError("a ranking whose places are not first, second, ... in turn", ranking["at"])
    count = read_count(ranking["count"])
    rows = [("row", r) for r in ("top", "middle", "bottom")] if ranking["each_row"] else [None]
    for row in rows:
        filters = tuple(sorted(dict(count.filters + ((row,) if row else ())).items()))
        values = {"count": m.Count(count.name, filters), "vp": tuple(entries[k] for k in sorted(entries))}
        if ranking["min"] is not None:
            values["at-least"] = m.UNKNOWN if ranking["min"] == "unknown" else int(ranking["min"])
        groups.append(Group(False, "you", [m.Act("score-rank", tuple(sorted(values.items())), at=ranking["at"])]))


def entry_of(builder, piece: Piece) -> None:
    """'1 VP for 2 guests', '9 VP for 5 or more guests': an entry of the score table being read."""
    obj, options = piece.value, piece.parts
    if builder.scoring is None:
        return rank_list(builder, obj)
    key = next((o.value for o in options if o.name == "for-count"), None)
    if key is None or not isinstance(obj.amount, Amount) or obj.noun != ("UNIT", "vp"):
        raise ReadError("a score table entry says a number of VP for a count ('1 VP for 2 guests')", piece.at)
    builder.scoring[1][key[0]] = (obj.amount.value, key[1])


def rank_list(builder, obj: Obj) -> None:
    """'rank the players by their dancers here: 15, 10, 5 and 0 VP': the VP of each place in turn."""
    values = obj.amount.values if type(obj.amount).__name__ == "_List" else (obj.amount.value,) if isinstance(obj.amount, Amount) else ()
    if not values or obj.noun != ("UNIT", "vp"):
        raise ReadError("a ranking's VP, first place first", obj.at)
    for place, vp in enumerate(values, start=len(builder.ranking["entries"]) + 1):
        builder.ranking["entries"][place] = vp


def close_table(builder, groups: list) -> None:
    if builder.scoring is None:
        return
    (count, entries), builder.scoring = builder.scoring, None
    if not entries:
        raise ReadError("a score table with no entries", count.at)
    top = max(entries)
    if any(more for key, (_, more) in entries.items() if key != top):
        raise ReadError("only the last entry of a score table can say 'or more'", count.at)
    table = tuple(entries.get(i, (0, False))[0] for i in range(top + 1))
    act = m.Act("score-table", (("count", read_count(count)), ("vp", table)), at=count.at)
    groups.append(Group(False, "you", [act]))
