"""Reading a card's English text into the card's own meaning (compiler/meaning.py).

    text --textlex--> terminals --cardtext.lark (LALR)--> tree --textpieces--> clauses of pieces
         --assemble (here)--> Meaning --normalise--> the same normal form as the card's lines

Each sentence is parsed on its own, so one sentence the reader cannot read is reported (with the word
where reading stopped) and the others are still read. Nothing is passed over: a word outside the lexicon,
a phrase in the wrong place or an action the registry has no effect for is an `Unread`, never a match.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput

from compiler import meaning as m
from compiler.registry import lookup
from compiler.textlex import LEXICON, CardTextLexer, tokens
from compiler.textpieces import ActP, Clause, CountP, Lead, Obj, Opt, Piece, Sep, ToPieces
from compiler.types import Amount

GRAMMAR = Path(__file__).with_name("cardtext.lark")


@dataclass(frozen=True)
class Unread:
    """Words the reader could not read, and why."""

    words: str
    why: str
    at: tuple


@dataclass(frozen=True)
class Reading:
    meaning: m.Meaning
    unread: tuple = ()


class ReadError(Exception):
    def __init__(self, why: str, at: tuple = (0, 0)):
        super().__init__(why)
        self.why, self.at = why, at


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The card-English parser; it builds the pieces while it parses (lark's inline transformer), no tree."""
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer=CardTextLexer, strict=True, transformer=ToPieces())


@lru_cache(maxsize=1)
def tables() -> dict:
    """The lexicon's lower-case tables: what a verb does to each kind of noun, what each count noun counts."""
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    return {name: table for name, table in data.items() if name.islower() and name != "_"}


def read_text(text: str, kind: str) -> Reading:
    """The meaning of `text` on a component of `kind`, and what of it could not be read."""
    builder, unread, reader = Builder(kind), [], parser()  # built outside the try: a broken grammar is a bug, not an unread text
    for sentence in _sentences(tokens(text)):
        try:
            clauses = reader.parse(sentence)
            snapshot = builder.snapshot()
            builder.row_condition = None
            try:
                for clause in clauses:
                    builder.clause(clause)
            except ReadError:
                builder.restore(snapshot)
                raise
        except ReadError as problem:
            unread.append(Unread(_words(text, sentence), problem.why, problem.at))
        except UnexpectedInput as problem:
            unread.append(_unexpected(text, sentence, problem))
        except LarkError as problem:  # a tree the pieces cannot take is a sentence not read, never a crash
            unread.append(Unread(_words(text, sentence), str(problem).splitlines()[0], _span(sentence)))
    return Reading(m.normalise(builder.meaning()), tuple(unread))


def _sentences(found: list) -> list[list]:
    """The tokens of each sentence; a text with no words has none."""
    if all(t.type == "DOT" for t in found):
        return []
    sentences, current = [], []
    for token in found:
        current.append(token)
        if token.type == "DOT":
            sentences.append(current)
            current = []
    return sentences + ([current] if current else [])


def _span(sentence: list) -> tuple:
    return (sentence[0].start_pos, sentence[-1].end_pos)


def _words(text: str, sentence: list) -> str:
    start, end = _span(sentence)
    return text[start:end].strip()


def _unexpected(text: str, sentence: list, problem: UnexpectedInput) -> Unread:
    token = getattr(problem, "token", None)
    if token is None or token.type == "$END":
        return Unread(_words(text, sentence), "the sentence stops before it says all it starts to", _span(sentence))
    if token.type == "DOT" and len(sentence) > 1:  # stopped at the end: the words before it are what does not fit
        token = sentence[-2] if sentence[-1] is token else token
        word = text[token.start_pos:token.end_pos]
        return Unread(_words(text, sentence), f"the sentence cannot end at '{word}'", (token.start_pos, token.end_pos))
    start, end = token.start_pos, token.end_pos
    word = text[start:end]
    why = f"'{word}' is not a word the reader knows" if token.type == "WORD" else f"cannot read '{word}' here"
    return Unread(_words(text, sentence), why, (start, end))


# ---- assembling the pieces ---------------------------------------------------------------------------------------

DEFAULT_OCCASIONS = {"guest": "reward", "action-space": "action"}


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


class Builder:
    """Collects the rules, modifiers, requirements and facts of a text as its clauses are read."""

    def __init__(self, kind: str):
        self.kind = kind
        default = DEFAULT_OCCASIONS.get(kind)
        self.occasion = m.Occasion(default) if default else None
        self.rules: dict = {}
        self.others: list = []
        self.facts: list = []
        self.requirement: list = []
        self.last_act: ActP | None = None
        self.table: str | None = None
        self.requirement_open = False
        self.separator = None
        self.row_condition = None
        self.pending: dict = {}
        self.timing: list = []  # 'before or after the main action' said inside an action
        self.last_added: list = []  # what the clause before added, for a fallback that follows it
        self.flipped = False  # a bell card's 'you may turn this card face down' was the last thing said  # said before the action it belongs to: 'if you wish, take ...', 'in rounds 1 to 3 ...'
        self.scoring = None  # (count, {key: (vp, or-more)}) while a score table is read
        self.ranking = None  # {"count", "each_row", "min", "entries", "at"} while a ranking is read
        self.order: list = []  # acquire's "never more B than A" as (B, A)

    def snapshot(self):
        return (self.occasion, {k: list(v) for k, v in self.rules.items()}, list(self.others), list(self.facts),
                list(self.requirement), self.last_act, self.table)

    def restore(self, state) -> None:
        self.occasion, self.rules, self.others, self.facts, self.requirement, self.last_act, self.table = state

    def meaning(self) -> m.Meaning:
        parts = [m.Rule(occasion, tuple(finished(e) for e in effects)) for occasion, effects in self.rules.items() if effects]
        if self.requirement:
            parts.append(m.Requirement(_conjunction(self.requirement)))
        return m.Meaning(tuple(parts + self.others), tuple(self.facts))

    # ---- one clause
    def clause(self, clause: Clause) -> None:
        occasion, condition = self.occasion, self.row_condition
        for lead in clause.leads:
            occasion, condition = self.lead(lead, occasion, condition)
        if clause.trailing is not None:
            occasion = self.trigger(clause.trailing, None)
        effects, flags, override = self.pieces(clause.pieces, occasion)
        occasion = override or _flagged(occasion, flags)
        effects = self.revealed(effects, occasion)
        modifiers = [e for e in effects if isinstance(e, m.Modifier)]
        effects = [e for e in effects if not isinstance(e, m.Modifier)]
        if modifiers:
            self.others += [_die_filtered(e, occasion) for e in modifiers]
            if occasion is not None and occasion.event == "take-die" and not effects:
                occasion = self.occasion
        if condition is not None and effects:
            effects = [m.Branch(condition, tuple(effects), at=clause.at)]
        for effect in [e for e in effects if _by_colour(e)]:
            effects.remove(effect)
            if occasion is None or occasion.kind not in ("when", "bell"):
                raise ReadError("'for blue' of a trigger that has no colour", effect.at)
            coloured = replace(occasion, values=tuple(sorted({**dict(occasion.values), "color": effect.condition.value}.items())))
            self.rules.setdefault(coloured, []).extend(effect.then)
        if occasion is None and self.kind in KINDS_WITH_MODIFIERS and _standing(effects):
            self.others.append(_standing(effects))
            effects = []
        if effects:
            if occasion is None:
                raise ReadError("the text does not say when this happens", clause.at)
            self.rules.setdefault(occasion, []).extend(effects)
        self.last_added = list(effects)
        if occasion is not None:
            self.occasion = occasion

    def revealed(self, effects: list, occasion) -> list:
        """'You may play one of them': what is done with revealed cards goes inside the reveal before it."""
        kept = []
        for effect in effects:
            reveal = _last_reveal(kept) or _last_reveal(self.rules.get(occasion, []))
            if _of_revealed(effect) and reveal is not None:
                holder, index, act = reveal
                holder[index] = replace(act, body=act.body + (effect,))
            else:
                kept.append(effect)
        return kept

    def lead(self, lead: Lead, occasion, condition):
        if lead.kind == "trigger":
            return self.trigger(lead, occasion), condition
        if lead.kind == "rounds":
            self.pending["condition"] = _in_values("round", lead.value)
            return occasion, condition
        if lead.kind == "table":
            self.table = lead.value
            return occasion, condition
        if lead.kind == "main-action":
            return _flagged(occasion, [lead.value]), condition
        if lead.kind == "occasion":
            return _occasion_word(lead, occasion), condition
        if lead.kind == "row":
            return m.Occasion("row", values=(("row", lead.value),)), condition
        if lead.kind == "if":
            return occasion, read_condition(lead.value, lead.at)
        if lead.kind == "rounds":
            self.table = "round"
            return occasion, _in_values("round", lead.value)
        if self.table is None:
            raise ReadError("these numbers are not values of anything said before", lead.at)
        if getattr(lead.value, "joint", None) == "and":
            raise ReadError("a sum is one number: '6 or 8', not '6 and 8'", lead.at)
        self.row_condition = _in_values(self.table, lead.value)  # '6 or 8: ...' holds until the next value or the sentence ends
        return occasion, self.row_condition

    def trigger(self, lead: Lead, occasion) -> m.Occasion:
        word, items = lead.value
        kind = "bell" if word == "bell" or (occasion is not None and occasion.kind == "bell") else "when"
        once = occasion is not None and occasion.kind == "once-per-round"
        if items is None:
            if occasion is None or occasion.kind not in ("when", "bell"):
                raise ReadError("'each time' of what?", lead.at)
            return occasion
        return read_event(items, kind, ("once-per-round",) if once else (), lead.at)

    # ---- the pieces of a clause
    def pieces(self, pieces: tuple, occasion):
        self.requirement_open = False
        self.timing = []
        groups: list[Group] = []
        flags: list = []
        override, separator, fallback_at = None, None, None
        for piece in pieces:
            if isinstance(piece, Sep):
                separator = self.separator = piece.kind
                continue
            if isinstance(piece, ActP):
                self.act(piece, groups, separator)
            elif isinstance(piece, Piece) and piece.kind == "more" and (self.scoring is not None or self.ranking is not None):
                self.entry_of(piece)
            elif isinstance(piece, Piece) and piece.kind == "more":
                self.more(piece.value, groups, separator, piece.parts)
                for option in piece.parts:
                    flags += self.option(option, groups)
            elif isinstance(piece, Opt) and piece.name == "rounds" and not groups:
                groups.append(Group(False, "you", [], condition=_in_values("round", piece.value)))
            elif isinstance(piece, Opt):
                flags += self.option(piece, groups)
            elif piece.kind == "fallback":
                fallback_at = (len(groups), piece)
                for act in piece.parts:
                    self.act(act, groups, None)
            else:
                override = self.piece(piece, groups, override) or override
            if not (isinstance(piece, Piece) and piece.kind == "remark" and piece.value == "bell-flip"):
                self.flipped = False
            separator = self.separator = None
        self.close_table(groups)
        self.close_ranking(groups)
        for group in groups:
            group.effects = fold_kinds(group.effects, self.order)
        effects = _fallbacks(groups, fallback_at, self, occasion)
        return effects, flags + self.timing, override

    def close_ranking(self, groups: list) -> None:
        """'players are ranked by their number of dancers here: first 15 VP, second 10 VP': a score-rank."""
        if self.ranking is None:
            return
        ranking, self.ranking = self.ranking, None
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

    def entry_of(self, piece: Piece) -> None:
        """'1 VP for 2 guests', '9 VP for 5 or more guests': an entry of the score table being read."""
        obj, options = piece.value, piece.parts
        if self.scoring is None:
            return self.rank_list(obj)
        key = next((o.value for o in options if o.name == "for-count"), None)
        if key is None or not isinstance(obj.amount, Amount) or obj.noun != ("UNIT", "vp"):
            raise ReadError("a score table entry says a number of VP for a count ('1 VP for 2 guests')", piece.at)
        self.scoring[1][key[0]] = (obj.amount.value, key[1])

    def rank_list(self, obj: Obj) -> None:
        """'rank the players by their dancers here: 15, 10, 5 and 0 VP': the VP of each place in turn."""
        values = obj.amount.values if type(obj.amount).__name__ == "_List" else (obj.amount.value,) if isinstance(obj.amount, Amount) else ()
        if not values or obj.noun != ("UNIT", "vp"):
            raise ReadError("a ranking's VP, first place first", obj.at)
        for place, vp in enumerate(values, start=len(self.ranking["entries"]) + 1):
            self.ranking["entries"][place] = vp

    def close_table(self, groups: list) -> None:
        if self.scoring is None:
            return
        (count, entries), self.scoring = self.scoring, None
        if not entries:
            raise ReadError("a score table with no entries", count.at)
        top = max(entries)
        if any(more for key, (_, more) in entries.items() if key != top):
            raise ReadError("only the last entry of a score table can say 'or more'", count.at)
        table = tuple(entries.get(i, (0, False))[0] for i in range(top + 1))
        act = m.Act("score-table", (("count", read_count(count)), ("vp", table)), at=count.at)
        groups.append(Group(False, "you", [act]))

    def act(self, act: ActP, groups: list, separator) -> None:
        """An action with a subject or a 'may' starts a group; one without continues the last ('... to score 5 VP')."""
        if act.negated:
            raise ReadError(f"a negated action ('{act.verb}') is not something a card does", act.at)
        if any(isinstance(p, Opt) and p.name == "by-colour" for p in act.parts):
            return self.by_colour(act, groups)
        timing = [p for p in act.parts if isinstance(p, Opt) and p.name == "main-action"]
        if timing:  # 'you may move 2 steps instead of the main action': said of the trigger, not of the action
            self.timing += [p.value for p in timing]
            act = replace(act, parts=tuple(p for p in act.parts if p not in timing))
        if groups and groups[-1].choice and separator == "and":
            raise ReadError("alternatives are listed with 'or': 'A, B or C'", act.at)
        if self.flipped and separator == "or":
            raise ReadError("turning the card face down is how it is used, not an alternative to its effect", act.at)
        pending = self.pending
        self.pending = {}
        if pending or not groups or act.subject or act.modal or (act.finite and groups[-1].optional):
            groups.append(Group(act.modal == "may" or pending.get("may", False),
                                act.subject or groups[-1].who if groups else act.subject or "you", [],
                                condition=pending.get("condition"), after_or=separator == "or" and len(groups) > 0))
        elif separator == "or":
            groups[-1].choice = True
        self.last_act = act
        groups[-1].effects.extend(acts_of(act, groups[-1].who))

    def by_colour(self, act: ActP, groups: list) -> None:
        """'the owner gains according to the group's colour: 3 VP for blue, 2 krones for red': one trigger per colour."""
        if any(isinstance(p, Obj) for p in act.parts):
            raise ReadError("'according to its colour' before the amounts for each colour", act.at)
        groups.append(Group(act.modal == "may", act.subject or "you", []))
        self.last_act = replace(act, parts=())

    def more(self, obj: Obj, groups: list, separator, options=()) -> None:
        """An object after a separator continues the last action ('take 1 strudel, 1 cake and 1 wine'), or the
        last requirement ('at least 3 strudel, 3 cake and 3 wine')."""
        if self.requirement and self.requirement_open:
            last = self.requirement[-1][0]
            number = obj.amount.value if isinstance(obj.amount, Amount) else last.value  # '3 of each of strudel, cake ...'
            self.requirement.append((m.Compare(read_count(CountP(obj.noun, obj.quals)), last.op, number, at=obj.at), separator or "and"))
            return
        if groups and groups[-1].choice and separator == "and":
            raise ReadError("alternatives are listed with 'or': 'A, B or C'", obj.at)
        bare = not groups or groups[-1].choice  # each alternative of a choice is an action of its own
        if bare and obj.noun[:1] == ("UNIT",) and isinstance(obj.amount, Amount):
            self.act(ActP("gain", (obj,) + tuple(options), at=obj.at), groups, None)  # 'Reward: 5 krones.': a gain said bare
            return
        if not groups or self.last_act is None:
            if obj.amount == Amount(0) or (obj.amount is None and not obj.noun):
                return
            raise ReadError("an amount with no action before it", obj.at)
        if separator == "or" and not any(o.name in ("rounds", "for-color") for o in options):
            groups[-1].choice = True
        continued = replace(self.last_act, parts=(obj,), at=obj.at)
        groups[-1].effects.extend(acts_of(continued, groups[-1].who))

    def option(self, option: Opt, groups: list) -> list:
        if option.name == "main-action":
            return [option.value]
        if option.name == "if-you-wish" and groups:
            groups[-1].optional = True
            return []
        if option.name == "if-you-wish":
            self.pending["may"] = True
            return []
        if option.name in OCCASION_FLAGS:
            return [OCCASION_FLAGS[option.name]]
        if groups and groups[-1].effects:
            groups[-1].effects[-1] = with_option(groups[-1].effects[-1], option)
        else:
            self.late_option(option)
        return []

    def late_option(self, option: Opt) -> None:
        """An option said in a sentence of its own ('The first costs 2 champagne less, the second 1') is of the
        last action of the sentence before."""
        effects = self.rules.get(self.occasion)
        if not effects:
            raise ReadError("an option with no action before it", option.at)
        effects[-1] = _deepest(effects[-1], lambda act: with_option(act, option))

    def piece(self, piece: Piece, groups: list, override):
        handler = PIECES.get(piece.kind)
        if handler is None:
            raise ReadError(f"cannot read a {piece.kind} here", piece.at)
        return handler(self, piece, groups)


OCCASION_FLAGS = {"bell-flip": "bell"}


def _flagged(occasion, flags: list):
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


def _standing(effects: list):
    """'You prepare yellow rooms at no cost', said of no occasion, on a card that lasts: a cost that is always 0."""
    if len(effects) != 1 or not isinstance(effects[0], m.Act) or not effects[0].value("free"):
        return None
    act = effects[0]
    if act.verb == "prepare":
        return m.Modifier("room-cost", (("color", act.value("color", "any")), ("to", (0,))), at=act.at)
    if act.verb == "take":
        return m.Modifier("queue-cost", (("to", (0,)),), at=act.at)
    return None


def _by_colour(effect) -> bool:
    return isinstance(effect, m.Branch) and isinstance(effect.condition, m.Compare) and effect.condition.count.name == "event-color"


def _of_revealed(effect) -> bool:
    if isinstance(effect, m.Optional):
        return any(_of_revealed(e) for e in effect.body)
    return isinstance(effect, m.Act) and effect.value("from") == "revealed"


def _last_reveal(effects: list):
    for index in range(len(effects) - 1, -1, -1):
        if isinstance(effects[index], m.Act) and effects[index].verb == "reveal":
            return effects, index, effects[index]
    return None


def _die_filtered(modifier: m.Modifier, occasion) -> m.Modifier:
    """A modifier said under 'when you take a die showing N' holds for that die only."""
    if occasion is None or occasion.kind not in ("when", "bell"):
        return modifier
    if occasion.event != "take-die":
        raise ReadError(f"a lasting change said as happening when {occasion.event}", modifier.at)
    faces = dict(occasion.values).get("faces")
    values = dict(modifier.values)
    values["die"] = faces
    return replace(modifier, values=tuple(sorted(values.items())))


def _occasion_word(lead: Lead, occasion):
    word = lead.value
    if word == "held":  # "while you hold him": a celebrity's triggers and modifiers last while it is held
        return occasion
    if word == "bell":
        return m.Occasion("bell", at=lead.at)
    if word == "once-per-turn":
        return m.Occasion("ability", values=(("limit", "once-per-turn"),), at=lead.at)
    if word == "round-end":
        return m.Occasion("when", "round-end", at=lead.at)
    return m.Occasion(word, at=lead.at)


def _conjunction(parts: list):
    items = tuple(c for c, _ in parts)
    if len(items) == 1:
        return items[0]
    return m.AnyOf(items) if parts[-1][1] == "or" else m.AllOf(items)  # 'a, b, c or d': the last word joins them all


def _in_values(count: str, values: tuple):
    compares = tuple(m.Compare(m.Count(count), "==", v) for v in values)
    return compares[0] if len(compares) == 1 else m.AnyOf(compares)


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


def _fallbacks(groups: list, fallback_at, builder: Builder, occasion) -> list:
    """Groups → effects; a fallback phrase makes what came before it the attempt and what follows the fallback."""
    if fallback_at is None:
        return [e for g in _alternatives(groups) for e in group_effects(g)]
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
    return [m.Fallback(tuple(before), tuple(after), at=piece.at)]


def _check_fallback_number(piece: Piece, attempt: list) -> None:
    """'a player who cannot pay all 3', 'with fewer than 2 in hand': the number is the attempt's own amount."""
    if piece.value is None:
        return
    amounts = {a.value("amount").value for a in attempt if isinstance(a, m.Act) and isinstance(a.value("amount"), Amount)}
    if piece.value not in amounts:
        raise ReadError(f"the fallback speaks of {piece.value}, but what it falls back from is {sorted(amounts) or 'no number'}", piece.at)


def _deepest(effect, change):
    """`change` applied to the last action inside `effect` (through a 'may' or a condition)."""
    if isinstance(effect, m.Optional):
        return replace(effect, body=effect.body[:-1] + (_deepest(effect.body[-1], change),))
    if isinstance(effect, m.Branch):
        return replace(effect, then=effect.then[:-1] + (_deepest(effect.then[-1], change),))
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


def _as_many_as_strength(act: m.Act) -> bool:
    amount = act.value("amount")
    return act.verb == "gain" and act.value("per") == m.Count("strength") and amount == Amount(1) and act.value("what") in ITEM_KINDS


def _acquire(head: m.Act, kinds: list, order: list) -> m.Act:
    allowed = ITEM_KINDS[head.value("what")]
    if any(k not in allowed for k in kinds):
        raise ReadError(f"{', '.join(kinds)} are not all {head.value('what')}s", head.at)
    for less, more in order:
        if less not in kinds or more not in kinds or kinds.index(more) + 1 != kinds.index(less):
            raise ReadError(f"'never more {less} than {more}' does not follow the kinds in the order said", head.at)
    if len(order) != len(kinds) - 1:
        raise ReadError("the text does not say which kind may never outnumber which", head.at)
    return m.Act("acquire", (("kinds", tuple(kinds)),), head.who, at=head.at)


def group_effects(group: Group) -> list:
    """A group's effects with its choice, 'may' and condition; a lasting change ('the owner may take 2 guests per
    turn') is a modifier, whatever 'may' says."""
    modifiers = [e for e in group.effects if isinstance(e, m.Modifier)]
    effects = [e for e in group.effects if not isinstance(e, m.Modifier)]
    return modifiers + (_wrapped(group, effects) if effects else [])


def _wrapped(group: Group, effects: list) -> list:
    if group.choice:
        effects = [m.Act("choose", (("amount", group.choose or Amount(1)),), group.who, tuple(effects))]
    if group.optional:
        effects = [m.Optional(tuple(effects))]
    if group.condition is not None:
        effects = [m.Branch(group.condition, tuple(effects))]
    return effects


# ---- actions: a verb and its object name a registry effect ------------------------------------------------------------


def finished(effect):
    """Every effect a registry effect, with the registry's declared defaults for the options the text leaves out."""
    if isinstance(effect, m.Optional):
        return replace(effect, body=tuple(finished(e) for e in effect.body))
    if isinstance(effect, m.Fallback):
        return replace(effect, attempt=tuple(finished(e) for e in effect.attempt), fallback=tuple(finished(e) for e in effect.fallback))
    if isinstance(effect, m.Branch):
        return replace(effect, then=tuple(finished(e) for e in effect.then), otherwise=tuple(finished(e) for e in effect.otherwise))
    primitive = lookup("effect", effect.verb)
    if primitive is None:
        raise ReadError(f"'{effect.verb}' without saying how", effect.at)
    defaults = {o.name: o.default for o in primitive.options if o.default is not None}
    values = {**defaults, **dict(effect.values)}
    return replace(effect, values=tuple(sorted(values.items())), body=tuple(finished(e) for e in effect.body))


def acts_of(act: ActP, who: str) -> list:
    """One effect per object of the action; options apply to the effect of the object before them."""
    if act.phrase:
        return [_phrase_effect(act, who)]
    effects, pending = [], []
    for part in act.parts:
        if isinstance(part, Obj):
            effects.append(effect_of(act.verb, part, who, act.at))
        elif effects:
            effects[-1] = with_option(effects[-1], part)
        else:
            pending.append(part)
    if not effects:
        effects.append(effect_of(act.verb, None, who, act.at))
    for option in pending:
        effects[0] = with_option(effects[0], option)
    return effects


def _phrase_effect(act: ActP, who: str) -> m.Act:
    values = dict(IMPLIED.get(act.verb, {}))
    for option in act.parts:
        if isinstance(option, Opt):
            values[option.name] = Amount(None, every=True) if option.value == "all" else option.value
    return m.Act(act.verb, tuple(sorted(values.items())), who, at=act.at)


def noun_class(noun: tuple) -> str:
    if not noun:
        return "none"
    terminal, value = noun
    return "emperor" if value == "emperor" else "resource" if terminal == "UNIT" else str(value)


def effect_of(verb: str, obj: Obj | None, who: str, at: tuple) -> m.Act:
    noun = obj.noun if obj else ()
    if obj is not None and obj.of_them:
        noun = ("NOUN", "staff")
    effect = tables()["effects"].get(verb, {}).get(noun_class(noun))
    if effect is None:
        said = f"{verb} {noun[1] if noun else ''}".strip()
        raise ReadError(f"'{said}' is not an action the reader knows", obj.at if obj else at)
    values = {"what": _what(effect, noun)} if noun else {}
    if obj is not None:
        values.update(_amount_values(obj, effect))
        values.update(_qual_values(obj, effect))
        if obj.of_them:
            values["from"] = "revealed"
    values.update(IMPLIED.get(effect, {}))
    values.update(NOUN_VALUES.get(noun[1] if noun else "", {}))
    return m.Act(effect, tuple(sorted(values.items())), who, at=_joined(at, obj.at if obj else (0, 0)), said=verb if verb in SAID_VERBS else "")


def _joined(first: tuple, second: tuple) -> tuple:
    """The span of a verb and its object together (either may be unknown: (0, 0))."""
    spans = [s for s in (first, second) if s != (0, 0)]
    return (min(s[0] for s in spans), max(s[1] for s in spans)) if spans else (0, 0)


SAID_VERBS = ("lose", "pay")


# What a noun phrase says of its effect beyond the noun ('an action space that has a die on it').
NOUN_VALUES = {"action-with-die": {"space": "with-die", "what": "action"}, "played-final": {"what": "staff", "from": "played-final"},
               "action-any": {"space": "any", "what": "action"}, "played-staff": {"what": "staff"},
               "other-guests": {"what": "order", "other": True}}

IMPLIED = {"skip": {"what": "penalty"}, "copy": {"what": "staff"}, "fill": {"what": "order"}, "perform": {"what": "action"}, "score": {"what": "ballroom"}, "make-personal": {"what": "objective"}}


def _what(effect: str, noun: tuple) -> str:
    return "emperor" if effect in ("advance", "retreat") else str(noun[1])


def _amount_values(obj: Obj, effect: str) -> dict:
    amount = obj.amount
    if amount in ("strength", "up-to-strength"):
        return {"amount": Amount(1, up_to=amount == "up-to-strength"), "per": m.Count("strength")}
    if amount is None:
        return {}
    if type(amount).__name__ == "_Unknown":
        return {"amount": m.UNKNOWN}
    if not isinstance(amount, Amount):
        raise ReadError("a list of numbers where one amount is meant", obj.at)
    return {"amount": amount}


def _qual_values(obj: Obj, effect: str) -> dict:
    values = {}
    for terminal, value in obj.quals:
        if terminal in ("COLOR", "ANY_COLOR"):
            values["color"] = "any" if terminal == "ANY_COLOR" else value
        elif terminal == "STATE" and effect == "remove":
            values["state"] = value
        elif terminal == "STATE" and not (effect in ("occupy", "turn") and value == "vacant"):
            raise ReadError(f"'{value}' does not fit '{effect}'", obj.at)
    return values


def with_option(effect, option: Opt):
    """The effect with one more option read ('for free', 'per occupied room', 'on floor 1 or 2')."""
    if isinstance(effect, (m.Optional, m.Branch)):
        raise ReadError("an option after a condition", option.at)
    if option.name == "rounds":
        return m.Branch(_in_values("round", option.value), (effect,), at=option.at)
    if option.name == "for-color":
        return m.Branch(m.Compare(m.Count("event-color"), "==", option.value), (effect,), at=option.at)
    if option.name == "per-turn":
        if (effect.verb, effect.value("what")) != ("take", "guest"):
            raise ReadError("'per turn' of something other than taking guests", option.at)
        return m.Modifier("guests-per-turn", (("to", (effect.value("amount").value,)),), at=option.at)
    if option.name == "most":
        return _most(effect, option)
    values, verb = dict(effect.values), effect.verb
    for name, value in _option_values(effect, option):
        if name == "verb":
            verb = value
        else:
            values[name] = value
    return replace(effect, verb=verb, values=tuple(sorted(values.items())))


def _option_values(effect: m.Act, option: Opt):
    """The (name, value) pairs an option sets on an effect."""
    known = {p.name for p in lookup("effect", effect.verb).options} if lookup("effect", effect.verb) else set()
    simple = _simple_option(effect, option)
    if simple is not None:
        return [simple] if simple[0] else []
    flag = tables()["options"].get(option.name)
    if flag is None:
        raise ReadError(f"'{option.name}' is not an option the reader knows", option.at)
    return list(_flag_values(effect, option, flag, known))


def _flag_values(effect: m.Act, option: Opt, flag: str, known: set):
    for word in flag.split():
        name, value = word.split("=", 1) if "=" in word else (word, True)
        if name == "verb":
            known = {p.name for p in lookup("effect", value).options} if lookup("effect", value) else set()
        if name in ("", "usual"):
            continue
        if name not in known and name != "verb":
            raise ReadError(f"'{effect.verb}' does not take '{option.name}'", option.at)
        yield name, m.Count(value[1:]) if isinstance(value, str) and value.startswith("@") else value


def _simple_option(effect: m.Act, option: Opt):
    """Options that carry their own value (per, a discount, floors, a colour, a direction); None for a flag word,
    (None, None) for one that sets nothing."""
    if option.name == "per":
        return "per", read_count(option.value)
    if option.name in ("discount", "discount-per-opponent"):
        amount, unit = option.value
        expected = "champagne" if effect.verb == "send" else "krone"
        if unit != expected:
            raise ReadError(f"a discount in {unit} on '{effect.verb}' (it is paid in {expected})", option.at)
        return option.name, amount.value
    if option.name == "discounts":
        values, units = option.value
        expected = "champagne" if effect.verb == "send" else "krone"
        if units - {expected}:
            raise ReadError(f"discounts in {', '.join(sorted(units))} on '{effect.verb}' (it is paid in {expected})", option.at)
        return "discounts", values
    known = {p.name for p in lookup("effect", effect.verb).options} if lookup("effect", effect.verb) else set()
    if option.name == "floors" and "floors" not in known and isinstance(effect.value("per"), m.Count) and effect.value("per").name == "rooms":
        low, high = option.value  # 'per room on floor 4': said of the count
        if low != high:
            raise ReadError("a count of rooms is on one floor", option.at)
        per = effect.value("per")
        return "per", replace(per, filters=tuple(sorted(dict(per.filters, floor=low).items())))
    if option.name in ("floors", "color", "number", "strength"):
        return option.name, option.value
    if option.name == "exchange-for":
        if effect.verb != "exchange" or option.value.value != getattr(effect.value("amount"), "value", None):
            raise ReadError(f"'{effect.verb}' for {option.value} of other kinds: the numbers differ", option.at)
        return (None, None)
    if option.name == "direction":
        return _direction(effect, option)
    return None


def _most(effect: m.Act, option: Opt) -> m.Act:
    """'gains 4 VP if you alone have the most dancers in this ballroom': a sole majority (score-most)."""
    if (effect.verb, effect.value("what")) != ("gain", "vp") or not isinstance(effect.value("amount"), Amount):
        raise ReadError("'the most' said of something other than scoring VP", option.at)
    if isinstance(option.value, CountP):
        count = read_count(option.value)
    else:
        name, *filters = option.value.split()
        count = m.Count(name, tuple(sorted(tuple(f.split("=", 1)) for f in filters)))
    return replace(effect, verb="score-most", values=(("count", count), ("vp", effect.value("amount").value)))


def _direction(effect: m.Act, option: Opt):
    if effect.verb == "divide-kind" and effect.value("what") == "emperor" and option.value == "up":
        return (None, None)
    if effect.verb not in ("advance", "retreat", "move"):
        raise ReadError(f"'{option.value}' said of '{effect.verb}'", option.at)
    return "verb", "advance" if option.value == "up" else "retreat"


# ---- counts, conditions, events ---------------------------------------------------------------------------------------------


def read_count(count: CountP) -> m.Count:
    terminal, word = count.noun
    if terminal == "PAIRS":
        return m.Count("pairs", (("counts", (read_count(count.filters[0]),)),), at=count.at)
    if terminal == "TIMES":
        return m.Count("times", (("counts", tuple(sorted((read_count(c) for c in count.filters), key=repr))),), at=count.at)
    if terminal == "COUNT" and "(" in str(word):
        return _count_said(str(word), count.at)
    if terminal == "COUNT":
        return m.Count(str(word), m.count_filters(str(word), _filters(count)), at=count.at)
    if terminal == "SET":
        return m.Count("min", (("counts", tuple(sorted((read_count(c) for c in count.filters), key=repr))),), at=count.at)
    name = tables()["counts"].get(str(word))
    if terminal == "UNIT" and word not in ("vp", "emperor", "krone"):
        name, filters = "kitchen", {"item": word}
    else:
        filters = {}
    if name is None:
        raise ReadError(f"cannot count '{word}'", count.at)
    name, *implied = name.split()  # 'final-scoring staff cards': staff, final
    filters.update({f: True for f in implied})
    filters.update(_filters(count))
    return m.Count(name, m.count_filters(name, filters), at=count.at)


def _count_said(spec: str, at: tuple) -> m.Count:
    """A count the lexicon spells out: 'times(dancers ballroom=this; highest-row)'."""
    name, _, inner = spec.partition("(")
    counts = tuple(sorted((_simple_count(part) for part in inner.rstrip(")").split(";")), key=repr))
    return m.Count(name, (("counts", counts),), at=at)


def _simple_count(spec: str) -> m.Count:
    name, *filters = spec.split()
    values = {}
    for text in filters:
        values.update(_count_filter("COUNT_FILTER", text))
    return m.Count(name, m.count_filters(name, values))


def _filters(count: CountP) -> dict:
    filters = {}
    for qual_terminal, value in count.quals:
        filters.update(_count_filter(qual_terminal, value))
    for value in count.filters:
        filters.update(_count_filter("COUNT_FILTER", value))
    return filters


def _count_filter(terminal: str, value) -> dict:
    if terminal == "COLOR":
        return {"color": value}
    if terminal == "ANY_COLOR":
        return {}
    text = str(value)
    if "=" in text:
        key, _, said = text.partition("=")
        return {key: int(said) if said.isdigit() else said}
    return {text: True} if text else {}


def read_condition(comparison, at: tuple):
    count, op, number = comparison
    return m.Compare(read_count(count), op, number, at=at)


def read_event(items: tuple, kind: str, extra: tuple, at: tuple) -> m.Occasion:
    names = [str(value).split()[0] for what, value, _ in items if what == "event"]
    flags = [(f"flag", flag, where) for what, value, where in items if what == "event" for flag in str(value).split()[1:]]
    items = tuple(items) + tuple(flags)
    if len(set(names)) != 1:
        raise ReadError("the reader cannot tell which event this is", at)
    if names[0] in tables()["text-events"]:  # a trigger no card has: read, so that the difference can be said
        return m.Occasion(kind, names[0], at=at)
    event = lookup("event", names[0])
    values = {"once-per-round": True} if extra else {}
    unit = next((value for what, value, _ in items if what == "unit"), None)
    for what, value, where in items:
        values.update(_event_value(event, what, value, where, unit))
    if event.name == "items-gained" and unit in ITEM_WORDS and "kind" not in values:
        values["kind"] = unit
    values = {**{o.name: o.default for o in event.options if o.default is not None}, **values}
    known = {p.name for p in event.params} | {o.name for o in event.options} | {"who"}
    for name in values:
        if name not in known:
            raise ReadError(f"'{name}' is not said of '{event.name}'", at)
    return m.Occasion(kind, event.name, m.event_values(values), at=at)


ITEM_WORDS = ("dish", "drink", "strudel", "cake", "wine", "coffee", "champagne")


def _event_value(event, what: str, value, where, unit=None) -> dict:
    if what in ("event", "unit"):
        return {}
    if what == "color":
        return {"color": value}
    if what == "numbers":
        if getattr(value, "joint", None) == "and":
            raise ReadError("a die shows one face: '3 or 4', not '3 and 4'", where)
        return {"faces": tuple(value)}
    if what == "flag":
        return {value: True}
    if what == "who":
        return {} if value == "you" else {"who": value}
    if what == "noun":
        if value not in tables()["event-nouns"].get(event.name, ()):
            raise ReadError(f"'{value}' is not said of '{event.name}'", where)
        return {}
    op, number = value
    name = tables()["thresholds"].get(event.name)
    if event.name == "items-gained" and unit in ("dish", "drink", "strudel", "cake", "wine", "coffee", "champagne"):
        return {"kind": unit, name: number if op == ">=" else (op, number)}
    if name is None:
        if (op, number) == (">=", 1):  # 'at least 1 krone': gaining at all
            return {}
        raise ReadError(f"'{event.name}' takes no threshold", where)
    return {name: number if op == ">=" else number + 1 if op == ">" else (op, number)}


# ---- the other pieces ----------------------------------------------------------------------------------------------------------


def _piece_without(builder: Builder, piece: Piece, groups: list):
    """'a player without a dancer here loses 5 VP': what happens to a player who has none."""
    count = read_count(piece.value)
    groups.append(Group(False, "you", [], condition=m.Compare(count, "==", 0)))
    builder.act(piece.parts[0], groups, "and")


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
    count, (op, number) = piece.value
    builder.requirement.append((m.Compare(read_count(count), op, number, at=piece.at), builder.separator or "and"))
    builder.requirement_open = True


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
        return None
    if isinstance(piece.parts[0], ActP):
        act = piece.parts[0]
    else:
        last = builder.last_act or ActP("gain", ())
        act = replace(last, parts=tuple(p for p in last.parts if isinstance(p, Opt) and p.name == "direction") + piece.parts,
                      at=piece.at, subject="", modal="")
    if _says_nothing(act):
        return None
    row_groups: list[Group] = []
    builder.act(act, row_groups, None)
    occasion = m.Occasion("row", values=(("row", piece.value),), at=piece.at)
    builder.rules.setdefault(occasion, []).extend(e for g in row_groups for e in group_effects(g))
    return None


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


PIECES = {"modifier-set": _piece_modifier_set, "rounds-act": _piece_rounds_act, "rank-by": _piece_rank_by, "rank-min": _piece_rank_min, "rank-entry": _piece_rank_entry, "never-more": _piece_never_more,
          "laid": _piece_laid, "score-by": _piece_score_by, "entry": _piece_entry, "bonus": _piece_bonus,"without": _piece_without, "gives": _piece_gives, "spots": _piece_spots, "require": _piece_require,
          "modifier": _piece_modifier, "strength": _piece_strength, "fact": _piece_fact, "row": _piece_row,
          "nothing": _piece_nothing, "choose": _piece_choose, "remark": _piece_remark}
