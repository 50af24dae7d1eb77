"""Reading card English: the pieces of a clause other than its actions and its occasion (modifiers,
requirements, printed facts, rows, tables, ranks, choices), each added to the clause's groups of actions
by a function named after it (`PIECES`), and a group's actions with its 'may', choice and condition."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from compiler import meaning as m
from compiler.registry import lookup
from compiler.textframes import said_optional, wrapped
from compiler.textpieces import ActP, Obj, Opt, Piece
from compiler.textread_acts import ReadError, _in_values, acts_of, read_count, read_event, tables, with_option
from compiler.textread_lead18 import row_after
from compiler.types import Amount

if TYPE_CHECKING:
    from compiler.textread import Builder

@dataclass
class Group:
    """Actions read together: one 'may' covers them all, one subject does them all."""

    optional: bool
    who: str
    effects: list
    choice: bool = False
    condition: object = None
    after_or: bool = False  # 'X, or you may Y': this group is an alternative to the one before
    choose: object = None  # how many of the alternatives ('choose one:', 'select 2 of these:')
    joint: bool = False  # 'you may pay 2 krones to take ...': what follows 'to' is done with the rest, or none of it


def group_effects(group: Group) -> list:
    """A group's effects with its choice, 'may' and condition; a lasting change ('the owner may take 2 guests per
    turn') is a modifier, whatever 'may' says."""
    modifiers = [e for e in group.effects if isinstance(e, m.Modifier)]
    effects = [e for e in group.effects if not isinstance(e, m.Modifier)]
    if modifiers and group.condition is not None:  # session 19: 'In round 3, you may take 2 guests per turn' passed
        raise ReadError("a round or condition said of a lasting change: the card's change holds all the time", modifiers[0].at)
    return modifiers + (_wrapped(group, effects) if effects else [])


def _wrapped(group: Group, effects: list) -> list:
    if group.choice:
        effects = [m.Act("choose", (("amount", group.choose or Amount(1)),), group.who, tuple(effects))]
    if group.optional:
        effects = [wrapped(group.optional, tuple(effects))]  # compiler/textframes.py: 'may', or a permissive frame
    if group.condition is not None:
        effects = [m.Branch(group.condition, tuple(effects))]
    return effects


# ---- the other pieces ----------------------------------------------------------------------------------------------------------


def _piece_without(builder: Builder, piece: Piece, groups: list):
    """'a player without a dancer here loses 5 VP': what happens to a player who has none. The act's own modal ('shall
    lose', 'may send') is said of that player's group: given to the act, it started a group of its own and the
    condition was lost, so 'a player with no dancer in it shall lose 5 VP' read as everyone losing 5 VP (session 23)."""
    count, act = read_count(piece.value), piece.parts[0]
    groups.append(Group(said_optional(act.modal), "you", [], condition=m.Compare(count, "==", 0)))
    builder.act(replace(act, modal=""), groups, "and")


def _piece_gives(builder: Builder, piece: Piece, groups: list):
    verb, items = piece.value
    if verb not in ("gain", "score"):
        raise ReadError(f"'{verb}' after a trigger said as a subject: the reader expects what it gives you", piece.at)
    occasion = read_event(items, "when", (), piece.at)
    act = ActP(verb, piece.parts, at=piece.at)
    builder.last_act = act
    groups.append(Group(False, "you", acts_of(act, "you")))
    return occasion


def _piece_spots(builder: Builder, piece: Piece, groups: list):
    values, joint, unit = piece.value
    if unit != "vp" or joint == "or":
        raise ReadError("the three claims of an objective score VP, the first, the second and the third", piece.at)
    builder.facts.append(m.Fact("spots", values, at=piece.at))


def _piece_require(builder: Builder, piece: Piece, groups: list):
    """A requirement; 'occupy at least 4 yellow rooms and at least 3 blue rooms': what the verb counts holds for
    the requirements that continue it."""
    count, (op, number) = piece.value
    if piece.parts[:1] == ("verb",):
        builder.counted_by_verb = piece.parts[1]
    elif piece.parts[:1] == ("continued",) and builder.counted_by_verb:
        count = replace(count, filters=count.filters + (builder.counted_by_verb,))
    else:
        builder.counted_by_verb = ""
    builder.requirement.append((m.Compare(read_count(count), op, number, at=piece.at), builder.separator or "and"))
    builder.requirement_open = builder.or_honoured = True  # 'or' joins the requirements (compiler/textread_lead17.py)


def _piece_modifier(builder: Builder, piece: Piece, groups: list):
    target, _, change = str(piece.value).partition("=")
    quals, noun = piece.parts
    values = {o.name: o.default for o in lookup("modifier", target).options if o.default is not None}
    for terminal, value in quals:
        values["color"] = value if terminal == "COLOR" else "any"
    key, number = ("by", int(change)) if change.startswith(("+", "-")) else ("to", int(change))
    values[key] = (number,)
    groups.append(Group(False, "you", [m.Modifier(target, tuple(sorted(values.items())), at=piece.at)]))


def _piece_modifier_set(builder: Builder, piece: Piece, groups: list):
    target, change, numbers, filters = piece.value
    values = {o.name: o.default for o in lookup("modifier", target).options if o.default is not None}
    values.update(dict(filters))
    if change == "to":
        values["to"] = numbers
    elif len(numbers) == 1:
        values["by"] = (numbers[0] if change == "up" else -numbers[0],)
    else:
        raise ReadError("a change goes up or down by one number", piece.at)
    groups.append(Group(False, "you", [m.Modifier(target, tuple(sorted(values.items())), at=piece.at)]))


def _piece_strength(builder: Builder, piece: Piece, groups: list):
    groups.append(Group(False, "you", [m.Modifier("strength", (("by", (piece.value,)),), at=piece.at)]))


def _piece_fact(builder: Builder, piece: Piece, groups: list):
    what, value, *unit = piece.value
    if unit and unit[0] != "vp":
        raise ReadError(f"a card is worth VP, not {unit[0]}", piece.at)
    if what == "worth" and value is not None:
        builder.facts.append(m.Fact("vp", value, at=piece.at))
    elif what != "no-reward":
        builder.facts.append(m.Fact(what, value, at=piece.at))


def _piece_row(builder: Builder, piece: Piece, groups: list):
    """'..., one in the middle row 2 krones': another row, with the action of the row before (or its own)."""
    if not piece.parts:
        builder.rows_nothing.setdefault(piece.value, piece.at)  # '...; the bottom row gives nothing'
        return None
    if isinstance(piece.parts[0], ActP):
        act = piece.parts[0]
    else:
        last = builder.last_act or ActP("gain", ())
        act = replace(last, parts=tuple(p for p in last.parts if isinstance(p, Opt) and p.name == "direction") + piece.parts,
                      at=piece.at, subject="", modal="")
    if _says_nothing(act):
        said = [p for p in piece.parts if isinstance(p, Opt)]  # session 19: '... in the bottom row nothing instead of your main action' passed
        if said:
            raise ReadError("this is said of a row that gives nothing", said[0].at)
        builder.rows_nothing.setdefault(piece.value, piece.at)
        return None
    row_groups: list[Group] = []
    builder.act(act, row_groups, None)
    occasion = row_after(m.Occasion("row", values=(("row", piece.value),), at=piece.at), builder.said_at, builder.occasion)  # lead18
    builder.rules.setdefault(occasion, []).extend(e for g in row_groups for e in group_effects(g))
    return None


def rows_given_nothing(rows_nothing: dict, rules: dict) -> None:
    """A row said to give nothing ('Top row: no bonus') that another sentence gives a bonus is said two ways: refused
    (as 'Top row: +5 VP. ... Top row: no bonus.' would otherwise read as the first)."""
    for row, at in rows_nothing.items():
        if rules.get(m.Occasion("row", values=(("row", row),))):
            raise ReadError(f"the text says the {row} row gives nothing, and also gives it a bonus", at)


def _says_nothing(act) -> bool:
    """'one in the bottom row nothing', '... gives nothing': a row with no bonus."""
    objects = [p for p in act.parts if isinstance(p, Obj)]
    return not objects or all(o.amount == Amount(0) and not o.noun for o in objects)


def _piece_nothing(builder: Builder, piece: Piece, groups: list):
    return None


def _piece_choose(builder: Builder, piece: Piece, groups: list):
    """'choose one: A, B or C' (or 'carry out one action at strength 1: ...'): the actions after it are alternatives."""
    groups.append(Group(False, "you", [], choice=True, choose=piece.value))
    builder.last_act = None
    for part in piece.parts:
        if isinstance(part, ActP):
            builder.act(part, groups, ",")
        else:
            builder.more(part.value, groups, ",", part.parts)


def _piece_remark(builder: Builder, piece: Piece, groups: list):
    builder.flipped = piece.value == "bell-flip"
    builder.rest_under = builder.rest_under or piece.value == "rest-under-deck"
    return None


def _piece_rounds_act(builder: Builder, piece: Piece, groups: list):
    """'..., in rounds 4 and 5 she scores 5 VP': an action in some rounds only."""
    builder.pending["condition"] = _in_values("round", piece.value)
    builder.act(piece.parts[0], groups, ",")


def _piece_laid(builder: Builder, piece: Piece, groups: list):
    obj = piece.value
    values = {"what": str(obj.noun[1]), "amount": obj.amount}
    act = m.Act("set-aside", tuple(sorted(values.items())), at=piece.at)
    for option in piece.parts:
        act = with_option(act, option)
    groups.append(Group(False, "you", [act]))


def _piece_score_by(builder: Builder, piece: Piece, groups: list):
    builder.scoring = (piece.value, {})


def _piece_entry(builder: Builder, piece: Piece, groups: list):
    key, more, vp, noun, *key_noun = piece.value
    if builder.scoring is None or noun != ("UNIT", "vp"):
        raise ReadError("a score table entry with no table before it", piece.at)
    counted = builder.scoring[0].noun
    if key_noun and key_noun[0] and key_noun[0] != counted:
        raise ReadError(f"the table counts {counted[1]}, this entry {key_noun[0][1]}", piece.at)
    builder.scoring[1][key] = (vp, more)


def _piece_bonus(builder: Builder, piece: Piece, groups: list):
    color, values, noun, joint = piece.value
    if joint != "or":
        raise ReadError("a group bonus is one of its values, by the group's size ('4, 8, 13 or 20')", piece.at)
    unit = tables()["bonus-units"][color]
    if noun[1] != unit:
        raise ReadError(f"{color} groups pay their bonus in {unit}, not {noun[1]}", piece.at)
    modifier = m.Modifier("group-bonus", (("color", color), ("to", values)), at=piece.at)
    groups.append(Group(False, "you", [modifier]))


def _piece_rank_by(builder: Builder, piece: Piece, groups: list):
    kind, count, minimum = piece.value
    builder.ranking = {"count": count, "each_row": "each-row" in kind, "min": minimum, "entries": {}, "at": piece.at}


def _piece_rank_min(builder: Builder, piece: Piece, groups: list):
    if builder.ranking is None:
        raise ReadError("who takes a rank, said with no ranking", piece.at)
    builder.ranking["min"] = piece.value


def _piece_rank_entry(builder: Builder, piece: Piece, groups: list):
    rank, vp, noun = piece.value
    if builder.ranking is None or noun != ("UNIT", "vp"):
        raise ReadError("a rank's VP with no ranking before it", piece.at)
    builder.ranking["entries"][rank] = vp


def _piece_never_more(builder: Builder, piece: Piece, groups: list):
    builder.order.extend(piece.value)
    builder.order_at = piece.at


PIECES = {"modifier-set": _piece_modifier_set, "rounds-act": _piece_rounds_act, "rank-by": _piece_rank_by, "rank-min": _piece_rank_min, "rank-entry": _piece_rank_entry, "never-more": _piece_never_more,
          "laid": _piece_laid, "score-by": _piece_score_by, "entry": _piece_entry, "bonus": _piece_bonus,"without": _piece_without, "gives": _piece_gives, "spots": _piece_spots, "require": _piece_require,
          "modifier": _piece_modifier, "strength": _piece_strength, "fact": _piece_fact, "row": _piece_row,
          "nothing": _piece_nothing, "choose": _piece_choose, "remark": _piece_remark}
