"""Reading card English, between the pieces and the rules: how a clause's groups of actions become effects
(alternatives joined by 'or', fallbacks, actions over a list of kinds) and what a clause's occasion takes
from what it says (the main action's timing, a bell card's flip, a die's faces for a lasting change).
compiler/textread.py's Builder calls these for each clause."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from compiler import meaning as m
from compiler.textread_acts import ReadError, owners_rule, tables
from compiler.textpieces import ActP, CountP, Lead, Obj, Piece, compared
from compiler.textread_pieces import Group, group_effects
from compiler.textread_fallback_of import check_lacking
from compiler.types import Amount

if TYPE_CHECKING:
    from compiler.textread import Builder


OCCASION_FLAGS = {"bell-flip": "bell"}


def flagged(occasion, flags: list):
    flags = [f for f in flags if f != "usual"]
    if occasion is None or not flags:
        return occasion
    if "bell" in flags and occasion.kind == "when":
        occasion = replace(occasion, kind="bell")
    names = [f for f in flags if f != "bell"]
    if not names:
        return occasion
    if occasion.event != "take-die":
        raise ReadError(f"'{names[0]}' is said of the main action, but the trigger is not taking a die", occasion.at)
    values = dict(occasion.values)
    for name in names:
        values[name] = True
    return replace(occasion, values=tuple(sorted(values.items())))


KINDS_WITH_MODIFIERS = ("staff", "celebrity", "hotel-entrance")


def standing(effects: list):
    """'You prepare yellow rooms at no cost' ('you can prepare ...'), said of no occasion, on a card that lasts: a
    cost that is always 0."""
    if len(effects) == 1 and isinstance(effects[0], m.Optional) and len(effects[0].body) == 1:
        effects = list(effects[0].body)
    if len(effects) != 1 or not isinstance(effects[0], m.Act) or not effects[0].value("free"):
        return None
    act = effects[0]
    if act.verb == "prepare":
        return owners_rule(act, m.Modifier("room-cost", (("color", act.value("color", "any")), ("to", (0,))), at=act.at))
    if act.verb == "take":
        return owners_rule(act, m.Modifier("queue-cost", (("to", (0,)),), at=act.at))
    return None


def said_by_colour(effect) -> bool:
    return isinstance(effect, m.Branch) and isinstance(effect.condition, m.Compare) and effect.condition.count.name == "event-color"


def of_revealed(effect) -> bool:
    if isinstance(effect, m.Optional):
        return any(of_revealed(e) for e in effect.body)
    return isinstance(effect, m.Act) and effect.value("from") == "revealed"


def drawn_as_revealed(effects: list) -> list:
    """'Draw 3 staff cards. You may play one of them for free. The others go under the deck.': staff cards drawn and then
    played 'of them', the rest put under the deck, are the cards revealed (called only where the rest under the deck was
    said: a draw with no such words stays a draw, into the hand)."""
    out: list = []
    for effect in effects:
        drawn = out[-1] if out else None
        if of_revealed(effect) and isinstance(drawn, m.Act) and drawn.verb == "draw" and drawn.value("what") == "staff" and not drawn.body:
            out[-1] = replace(drawn, verb="reveal", body=(effect,))
        else:
            out.append(effect)
    return out


def last_reveal(effects: list):
    for index in range(len(effects) - 1, -1, -1):
        if isinstance(effects[index], m.Act) and effects[index].verb == "reveal":
            return effects, index, effects[index]
    return None


def die_filtered(modifier: m.Modifier, occasion) -> m.Modifier:
    """A modifier said under 'when you take a die showing N' holds for that die only."""
    if occasion is None or occasion.kind not in ("when", "bell"):
        return modifier
    if occasion.event != "take-die":
        raise ReadError(f"a lasting change said as happening when {occasion.event}", modifier.at)
    if dict(occasion.values).get("once-per-round"):  # lead18: 'Once per round, when you take a 1, your action gets +1'
        raise ReadError("a lasting change said to hold once per round; a card's change holds each time", modifier.at)
    faces = dict(occasion.values).get("faces")
    values = dict(modifier.values)
    values["die"] = faces
    who = dict(occasion.values).get("who", modifier.who)  # 'when each opponent takes a die ...': theirs, not yours
    return replace(modifier, values=tuple(sorted(values.items())), who=who)


def occasion_word(lead: Lead, occasion):
    word = lead.value
    if word == "held":  # "while you hold him": a celebrity's triggers and modifiers last while it is held
        return occasion
    if word == "bell":
        return m.Occasion("bell", at=lead.at)
    if word == "once-per-turn":
        return m.Occasion("ability", values=(("limit", "once-per-turn"),), at=lead.at)
    if word in EVENT_OCCASIONS or word.startswith("when:"):
        return m.Occasion("when", word.removeprefix("when:"), at=lead.at)
    return m.Occasion(word, at=lead.at)


# Occasions that are one moment of the game: a trigger said after one of them in the same clause ('At the end of the
# game, each time you play a staff card, ...') names a second time for the rule, and the trigger used to win unread.
MOMENTS = ("final", "round-end", "setup", "ballroom-scored", "penalty")


def trigger_after(before, carried, at) -> None:
    """Refuse a trigger said in the clause of a one-moment occasion; an occasion carried from an earlier sentence
    ('At the end of the game, ... . Each time you ...') is replaced by the trigger, as a new sentence may."""
    if before is not None and before is not carried and before.kind in MOMENTS:
        from compiler.render import LEADS  # the card's own words for its occasions (render imports the reader's modules)

        raise ReadError(f"the text says two times this happens: {LEADS.get(before.kind, before.kind)} and each time", at)


def one_occasion(before, said, carried):
    """The occasion a clause's occasion word says, when the clause has said no other one before it: 'Once per round, at
    final scoring, ...' says two times a card acts, and one of them is wrong (the last word said used to win, so the
    other passed unread). An occasion carried from an earlier sentence (`carried`) may be said anew; 'once per round' said
    with the clause's own trigger limits the trigger ('each time you take a 4, gain 4 VP, once per round')."""
    if before is not None and before is not carried and before.kind in ("when", "bell") and said.kind == "once-per-round":  # a trigger said once a round
        return replace(before, values=tuple(sorted({**dict(before.values), "once-per-round": True}.items())))
    if before is not None and before is not carried and said is not before and said.kind != before.kind:
        from compiler.render import LEADS  # the card's own words for its occasions (render imports the reader's modules)

        raise ReadError(f"the text says two times this happens: {LEADS.get(before.kind, before.kind)} and "
                        f"{LEADS.get(said.kind, said.kind)}", said.at)
    return said


EVENT_OCCASIONS = ("round-end", "before-action")  # 'at the end of each round', 'before using an action space': events said as
# occasions; a lexicon value 'when:EVENT' says the same where the event's name is also an occasion's ('ballroom-scored')


def conjunction(parts: list):
    items = tuple(c for c, _ in parts)
    if len(items) == 1:
        return items[0]
    return m.AnyOf(items) if parts[-1][1] == "or" else m.AllOf(items)  # 'a, b, c or d': the last word joins them all


def _penalty_or_lose(groups: list, occasion) -> tuple | None:
    """'Penalty: return 2 champagne or lose 5 VP': on a penalty, losing VP after 'or' is what happens if the
    player cannot do the rest (as every Emperor tile's penalty says), not a choice."""
    if occasion is None or occasion.kind != "penalty" or not groups or not groups[-1].effects:
        return None
    last = groups[-1]
    if not _loses_vp(last.effects[-1]):
        return None
    if last.after_or and len(groups) > 1 and all(_loses_vp(e) for e in last.effects):
        before, lost = groups[:-1], list(last.effects)
    elif last.choice and len(last.effects) > 1 and not last.optional:
        before, lost = groups[:-1] + [Group(False, last.who, last.effects[:-1], condition=last.condition)], [last.effects[-1]]
    else:
        return None
    attempt = [e for g in _alternatives(before) for e in group_effects(g)]
    return m.Fallback(tuple(attempt), tuple(lost), at=lost[0].at)


def _loses_vp(effect) -> bool:
    return isinstance(effect, m.Act) and effect.verb == "lose" and effect.value("what") == "vp"


def _alternatives(groups: list) -> list:
    """'X, or you may Y': two groups joined by 'or' are one choice between them."""
    out: list = []
    for group in groups:
        if group.after_or and out and all(not isinstance(e, m.Modifier) for e in group.effects + out[-1].effects):
            previous = out.pop()
            out.append(Group(False, previous.who, [m.Act("choose", (("amount", Amount(1)),), previous.who,
                                                        tuple(group_effects(previous) + group_effects(group)))]))
        elif group.after_or and out:
            raise ReadError("a card's lasting changes all hold: 'or' between them", group.effects[0].at)
        else:
            out.append(group)
    return out


def fallbacks(groups: list, fallback_at, builder: Builder, occasion) -> list:
    """Groups → effects; a fallback phrase makes what came before it the attempt and what follows the fallback."""
    if fallback_at is None:
        penalty = _penalty_or_lose(groups, occasion)
        return [penalty] if penalty else [e for g in _alternatives(groups) for e in group_effects(g)]
    index, piece = fallback_at
    before = [e for g in _alternatives(groups[:index]) for e in group_effects(g)]
    after = [e for g in _alternatives(groups[index:]) for e in group_effects(g)]
    if not after:
        raise ReadError("the text does not say what happens instead", piece.at)
    if not before:
        earlier = builder.rules.get(occasion, [])
        said = builder.last_added if builder.last_added and earlier[-len(builder.last_added):] == builder.last_added else []
        if not said:
            raise ReadError("a fallback with nothing before it to fall back from", piece.at)
        before, builder.rules[occasion] = list(said), earlier[:-len(said)]  # the clause just before is what falls back
    _check_fallback_number(piece, before)
    check_lacking(piece, before)  # compiler/textread_fallback_of.py
    return [m.Fallback(tuple(before), tuple(after), at=piece.at)]


def _check_fallback_number(piece: Piece, attempt: list) -> None:
    """'a player who cannot pay all 3', 'with fewer than 2 in hand': the number is the attempt's own amount."""
    if piece.value is None:
        return
    amounts = {a.value("amount").value for a in attempt if isinstance(a, m.Act) and isinstance(a.value("amount"), Amount)}
    if piece.value not in amounts:
        raise ReadError(f"the fallback speaks of {piece.value}, but what it falls back from is {sorted(amounts) or 'no number'}", piece.at)


def deepest(effect, change):
    """`change` applied to the last action inside `effect` (through a 'may' or a condition)."""
    if isinstance(effect, m.Optional):
        return replace(effect, body=effect.body[:-1] + (deepest(effect.body[-1], change),))
    if isinstance(effect, m.Branch):
        return replace(effect, then=effect.then[:-1] + (deepest(effect.then[-1], change),))
    if isinstance(effect, m.Act):
        return change(effect)
    raise ReadError("an option said after something it cannot change", getattr(effect, "at", (0, 0)))


# ---- actions that take a list of kinds: acquire ("as many dishes as the strength, strudel and cake") and divide


ITEM_KINDS = {"dish": ("strudel", "cake"), "drink": ("wine", "coffee"), "any-item": ("strudel", "cake", "wine", "coffee", "champagne")}


def fold_kinds(effects: list, order: list) -> list:
    """'take as many dishes as the strength, strudel and cake' is acquire; 'share the strength between krones and
    steps' is divide: the bare nouns after the action are its kinds."""
    if not effects or not isinstance(effects[0], m.Act):
        return effects
    head, rest = effects[0], effects[1:]
    kinds = [e for e in rest if isinstance(e, m.Act) and e.value("amount") is None and e.verb in ("gain", "advance", "divide-kind")]
    if head.verb == "divide":
        return [m.Act("divide", (("kinds", tuple(k.value("what") for k in kinds)),), head.who, at=head.at)] + [e for e in rest if e not in kinds]
    if _as_many_as_strength(head) and kinds:
        return [_acquire(head, [k.value("what") for k in kinds], order)] + [e for e in rest if e not in kinds]
    return effects


def kinds_folded(group, folded: list) -> bool:
    """Whether the group's 'or' joined only the kinds of one take ('one dish per point of strength, strudel or cake'):
    each item taken is one kind or the other, which is the take of kinds itself, not a choice between actions."""
    return group.choose is None and len(group.effects) > 1 and len(folded) == 1 and isinstance(folded[0], m.Act) \
        and folded[0].verb == "acquire"


def order_taken(order: list, groups: list, at: tuple) -> list:
    """What is left of the kinds' order once a clause is read: nothing, when a take of kinds used it. An order said of
    nothing taken in kinds ('a number of dishes equal to the strength, with never more cake than strudel') is a part
    the reader did not read, never a part dropped (`at`: where the order was said)."""
    if not order or any(isinstance(e, m.Act) and e.verb == "acquire" for g in groups for e in g.effects):
        return []
    less, more = order[0]
    raise ReadError(f"'never more {less} than {more}' is said of nothing taken in kinds", at)


def _as_many_as_strength(act: m.Act) -> bool:
    amount = act.value("amount")
    return act.verb == "gain" and act.value("per") == m.Count("strength") and amount == Amount(1) and act.value("what") in ITEM_KINDS


PLURALS = {"dish": "dishes"}  # the kinds of a take that do not add a plain 's'


def _acquire(head: m.Act, kinds: list, order: list) -> m.Act:
    allowed = ITEM_KINDS[head.value("what")]
    if any(k not in allowed for k in kinds):
        raise ReadError(f"{', '.join(kinds)} are not all {PLURALS.get(head.value('what'), head.value('what') + 's')}", head.at)
    for less, more in order:
        if less not in kinds or more not in kinds or kinds.index(more) + 1 != kinds.index(less):
            raise ReadError(f"'never more {less} than {more}' does not follow the kinds in the order said", head.at)
    if len(order) != len(kinds) - 1:
        raise ReadError("the text does not say which kind may never outnumber which", head.at)
    return m.Act("acquire", (("kinds", tuple(kinds)),), head.who, at=head.at)


def asked_by_verb(pieces: tuple, kind: str) -> tuple:
    """'Fully occupy two floors', 'play 6 staff cards': on an objective, an action of a verb that says what is asked
    (the lexicon's `requirement-verbs`) with a plain number is a requirement of as many or more; so is a number of
    things said with no verb at all, opening its sentence ('Two fully occupied floors.': what is held)."""
    if kind != "objective":
        return pieces
    if pieces and isinstance(pieces[0], Piece) and pieces[0].kind == "more" and not pieces[0].parts:  # 'Two fully occupied floors.'
        pieces = (ActP("hold", (pieces[0].value,), at=pieces[0].at),) + pieces[1:]
    return tuple(_asked(p) if isinstance(p, ActP) else p for p in pieces)


def _asked(act: ActP):
    counted = tables()["requirement-verbs"].get(act.verb)
    objects = [p for p in act.parts if isinstance(p, Obj)]
    if counted is None or act.subject or act.modal or len(objects) != len(act.parts) or len(objects) != 1:
        return act
    obj = objects[0]
    if not isinstance(obj.amount, Amount) or not isinstance(obj.amount.value, int) or obj.amount.up_to or obj.of_them:
        return act
    count = CountP(obj.noun, obj.quals, (counted,) if counted else (), obj.at)
    return Piece("require", (count, compared(obj.amount)), ("verb", counted), act.at)
