"""Reading a card's English text into the card's own meaning (compiler/meaning.py).

    text --textlex--> terminals --cardtext.lark (LALR)--> tree --textpieces--> clauses of pieces
         --assemble (here)--> Meaning --normalise--> the same normal form as the card's lines

Each sentence is parsed on its own, so one sentence the reader cannot read is reported (with the word
where reading stopped) and the others are still read. Nothing is passed over: a word outside the lexicon,
a phrase in the wrong place or an action the registry has no effect for is an `Unread`, never a match.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput

from compiler import meaning as m
from compiler.textlex import CardTextLexer, lexicon, tokens
from compiler.textread_boards import boards  # the boards' shapes (ballrooms, hotel entrances)
from compiler.textlex_words14 import abbreviations_read
from compiler.textread_boards12 import boards12  # session 12's board shapes, read before them
from compiler.textread_sentences import each_player, sentences_of
from compiler.textpieces import ActP, Clause, CountP, Lead, Obj, Opt, Piece, Sep
from compiler.textread_verbs import bare_verb, each_may
from compiler.texttree import ToPieces
from compiler.textframes import LET, said_optional  # a permissive frame ('lets you') kept apart from 'may'
from compiler.textread_again import Form, second_readings
from compiler.textread_objectives import continued_op, read_apart
from compiler.textread_facts import CLAIMED, LASTING_BUT_ONCE, check_claims, claims_left_out, lasting, own_vp_taken, said_facts
from compiler.textread_remarks import remarks_left_out
from compiler.textread_around import read_around  # session 13: leads, judgements, claims of nothing more
from compiler.textread_actions import read_space_again
from compiler.textread_scope16 import lexicon_denials, denials_said, said_denials
from compiler.textread_where15 import where_said  # session 15: a guest's restriction of where it goes
from compiler.textread_guests12a import gained_bare
from compiler.textread_rewrite import spots_words  # the claims' closed words are read by their rewrite
from compiler.textread_acts import ReadError, _in_values, acts_of, finished, read_condition, read_count, read_event, tables, with_option
from compiler.textread_lead17 import lead_left, modifier_timed, or_unread, requirement_timed, unused_lead
from compiler.textread_lead19 import wish_left, wished_modal
from compiler.textread_lead18 import at_no_moment, condition_unused, flags_unheld, overridden, rounds_left, row_after, trailing_before
from compiler.textread_pieces import PIECES, Group, rows_given_nothing
from compiler.textread_scores import close_ranking, close_table, entry_of
from compiler.textread_share import PerList, places, timed
from compiler.textread_rules import (KINDS_WITH_MODIFIERS, kinds_folded, order_taken, drawn_as_revealed, OCCASION_FLAGS, asked_by_verb, conjunction, deepest, die_filtered, fallbacks,
                                      flagged, fold_kinds, last_reveal, occasion_word, of_revealed, one_occasion, said_by_colour,
                                      standing, trigger_after)
from compiler.types import Amount

__all__ = ["Reading", "ReadError", "Unread", "read_text", "tables"]

GRAMMAR = Path(__file__).with_name("cardtext.lark")


@dataclass(frozen=True)
class Unread:
    """Words the reader could not read, and why."""

    words: str
    why: str
    at: tuple
    unknown: tuple = ()  # (word, (start, end)) of each word of the sentence the lexicon does not know at all
    rest_read: bool = False  # the sentence was read with those words left out (what it says is compared)


@dataclass(frozen=True)
class Reading:
    meaning: m.Meaning
    unread: tuple = ()
    sentences: int = 0  # how many sentences were read or tried: the unread ones are a share of these


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The card-English parser; it builds the pieces while it parses (lark's inline transformer), no tree."""
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer=CardTextLexer, strict=True, transformer=ToPieces())


def read_text(text: str, kind: str) -> Reading:
    """The meaning of `text` on a component of `kind`, and what of it could not be read."""
    text = abbreviations_read(text)  # compiler/textlex_words14.py: 'i.e.' is 'i e' for the rewrites too (the same length)
    return read_space_again(_read_tokens(text, kind, tokens(text)), text, kind, _read_tokens)  # compiler/textread_actions.py


def _read_tokens(text: str, kind: str, found: list) -> Reading:
    builder, unread, reader = Builder(kind), [], parser()  # built outside the try: a broken grammar is a bug, not an unread text
    sentences, builder.facts = said_facts(sentences_of(boards(boards12(found, text, kind), text, kind), kind), kind, text)
    builder.facts.extend(lexicon_denials(found) + said_denials(text, sentences))  # compiler/textread_scope16.py: denials are claims too
    for sentence in sentences:
        problem = _read_sentence(builder, reader, text, sentence)
        if problem is not None and not _read_any(builder, reader, text, sentence) and not _read_at_once(builder, reader, text, sentence, problem):
            unread.append(_without_unknown(builder, reader, text, sentence, problem))
    try:
        meaning = builder.meaning(all_read=not unread)
    except ReadError as problem:  # what the sentences built together cannot be finished: nothing of it counts as read
        return Reading(m.Meaning(()), tuple(unread) + (Unread(text, problem.why, problem.at),), len(sentences))
    return Reading(m.normalise(denials_said(meaning, text)), tuple(unread), len(sentences))  # compiler/textread_scope16.py


def _read_any(builder: "Builder", reader: Lark, text: str, sentence: list) -> bool:
    """Whether a sentence not read as written reads another way: as a guest's restriction, in a second reading, without
    its remarks, or without what is said around its rule."""
    return _read_where(builder, text, sentence) or _read_again(builder, reader, text, _span(sentence)) \
        or _read_without_remarks(builder, reader, text, sentence) or _read_around(builder, reader, text, sentence)


def _read_at_once(builder: "Builder", reader: Lark, text: str, sentence: list, problem: "Unread") -> bool:
    """The last reading of a sentence that says no time (lead22): the card's own 'at once' (Builder.at_once), tried only
    when no other reading works, so a reading that finds the time said ('Grab a 4 and you score 4 VP. Every time.')
    comes first."""
    if problem.why != NO_TIME or builder.kind not in AT_ONCE_KINDS:
        return False
    builder.at_once_allowed = True
    try:
        return _read_sentence(builder, reader, text, sentence) is None or _read_any(builder, reader, text, sentence)
    finally:
        builder.at_once_allowed = False


def _row_led(clause: Clause, occasion) -> bool:
    """Whether the clause opens with its own row ('Top row: ...'), and says nothing but other rows' pieces after it."""
    rows = [lead.value for lead in clause.leads if lead.kind == "row"]
    return rows == [dict(occasion.values)["row"]] and not any(isinstance(p, Piece) and p.kind == "row" for p in clause.pieces)


def _is_flip(piece) -> bool:
    return isinstance(piece, Piece) and piece.kind == "remark" and piece.value == "bell-flip"


ONCE_ONLY = ("once-per-round", "held-once", "bell", "ability")  # occasions that come once: never a standing rule's
NOW_OCCASION = {"guest": "reward", "celebrity": "obtained", "hotel-entrance": "obtained"}  # 'played' for any other kind
AT_ONCE_KINDS = ("staff", "celebrity", "hotel-entrance")  # kinds that act when they come to you, with no time said (Builder.at_once)
NO_TIME = "the text does not say when this happens"
def _read_again(builder: "Builder", reader: Lark, text: str, span: tuple) -> bool:
    """Whether a second reading (compiler/textread_again.py) reads; the builder then holds it and the claims it said."""
    for again in (each_player(found, builder.kind) for found in second_readings(text, span) if found):  # 'each player' is never 'you' (as read first)
        claims: list = []
        if _read_apart(builder, reader, text, again, claims):
            builder.facts.extend(claims)
            return True
    return False


def _read_apart(builder: "Builder", reader: Lark, text: str, found: list, claims: list) -> bool:
    """Whether a second reading, one sentence or several (an objective's claims made a sentence of their own), reads
    whole, each sentence without its claims of how often the card acts; the builder is as before if any does not."""
    snapshot = builder.snapshot()
    if read_apart(found, lambda sentence: claims_left_out(sentence, claims, text), lambda rest: _read_sentence(builder, reader, text, rest) is None):
        return True
    builder.restore(snapshot)
    return False


def _read_without_remarks(builder: "Builder", reader: Lark, text: str, sentence: list) -> bool:
    """Whether the sentence is all remarks, or reads with its remarks left out (compiler/textread_remarks.py)."""
    left = remarks_left_out(text, sentence, builder.kind)
    if left is None:
        return False
    tries = (each_player(found, builder.kind) for found in left.readings())
    return not left.kept or any(_read_sentence(builder, reader, text, found) is None for found in tries if found)


def _read_where(builder: "Builder", text: str, sentence: list) -> bool:
    """Whether the sentence is a guest's restriction of where it goes (compiler/textread_where15.py), read as facts."""
    facts = where_said(text, _span(sentence), builder.kind)
    builder.facts.extend(facts or [])
    return facts is not None


def _read_around(builder: "Builder", reader: Lark, text: str, sentence: list) -> bool:
    """Whether the sentence reads without what is said around its rule (compiler/textread_around.py); the facts said
    there (a lead's, a claim's VP) join the builder's."""
    reads = lambda found: _read_sentence(builder, reader, text, found) is None
    facts = read_around(text, sentence, builder.kind, lambda found: any(reads(f) for f in [each_player(found, builder.kind)] if f))
    builder.facts.extend(facts or [])
    return facts is not None


def _without_unknown(builder: "Builder", reader: Lark, text: str, sentence: list, problem: Unread) -> Unread:
    """A sentence not read that holds words the lexicon does not know at all: the problem names them, and the
    sentence is read once more with them left out (as written, then in its second readings), so that what the rest
    of it says is still compared with the card. The words stay reported either way: the text is never passed."""
    unknown = tuple((text[t.start_pos:t.end_pos], (t.start_pos, t.end_pos)) for t in sentence if _unknown_word(t))
    if not unknown:
        return problem
    blanked = list(text)
    for _, (start, end) in unknown:
        blanked[start:end] = " " * (end - start)
    blanked, span = "".join(blanked), _span(sentence)
    rest = Form.of(blanked, span).tokens()
    read = _read_sentence(builder, reader, blanked, rest) is None or _read_again(builder, reader, blanked, span)
    return replace(problem, unknown=unknown, rest_read=read)


def _unknown_word(token) -> bool:
    """A word in no table of the lexicon, in none of its phrases and not read as another word ('grab', 'swiftly'),
    as against a known word in a place the grammar does not take."""
    return token.type == "WORD" and not any(word in lexicon().known or word in spots_words() for word in str(token.meaning).split())


def _read_sentence(builder: "Builder", reader: Lark, text: str, sentence: list) -> Unread | None:
    """Read one sentence into the builder; what could not be read, if anything (the builder is then as before)."""
    snapshot = builder.snapshot()
    builder.row_condition = None
    try:
        for clause in _parsed(reader, sentence):
            builder.clause(clause)
        return None
    except ReadError as problem:
        found = Unread(_words(text, sentence), problem.why, problem.at)
    except UnexpectedInput as problem:
        found = _unexpected(text, sentence, problem)
    except LarkError as problem:  # a tree the pieces cannot take is a sentence not read, never a crash
        found = Unread(_words(text, sentence), str(problem).splitlines()[0], _span(sentence))
    builder.restore(snapshot)
    return found


def _parsed(reader: Lark, sentence: list) -> list:
    """The clauses of a sentence. A piece that cannot take the words it was given (a table entry without its
    second number, say) is a sentence not read, reported like any other, never a crash."""
    try:
        return reader.parse(sentence)
    except (ReadError, LarkError):
        raise
    except (IndexError, AttributeError, TypeError, ValueError, StopIteration) as problem:
        raise ReadError(f"the words do not fit together here ({type(problem).__name__})", _span(sentence)) from problem


def _span(sentence: list) -> tuple:
    """Where the sentence stands in the text: from its leftmost word to its rightmost, as a lexer pass may have put a
    word first that was said later ('2 staff cards are drawn' is read 'drawn 2 staff cards')."""
    return (min(t.start_pos for t in sentence), max(t.end_pos for t in sentence))


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
    why = f"'{word}' is not a word the reader knows" if _unknown_word(token) else f"cannot read '{word}' here"
    return Unread(_words(text, sentence), why, (start, end))


# ---- assembling the pieces ---------------------------------------------------------------------------------------

DEFAULT_OCCASIONS = {"guest": "reward", "action-space": "action"}


def _copied(value):
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    return list(value) if isinstance(value, list) else value


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
        self.pending_lead = None  # a time said with nothing to happen then (compiler/textread_lead17.py)
        self.or_honoured = True  # whether the piece after an 'or' read it as an alternative (compiler/textread_lead17.py)
        self.row_condition = None
        self.pending: dict = {}
        self.timing: list = []  # 'before or after the main action' said inside an action
        self.last_added: list = []  # what the clause before added, for a fallback that follows it
        self.rest_under = False  # 'the others go under the deck' was said: 'draw 3 staff cards; play one of them' is a reveal
        self.flipped = False  # a bell card's 'you may turn this card face down' was the last thing said  # said before the action it belongs to: 'if you wish, take ...', 'in rounds 1 to 3 ...'
        self.scoring = None  # (count, {key: (vp, or-more)}) while a score table is read
        self.ranking = None  # {"count", "each_row", "min", "entries", "at"} while a ranking is read
        self.order: list = []  # acquire's "never more B than A" as (B, A)
        self.order_at = m.NOWHERE  # where the last of them was said
        self.said_at = self.occasion  # the occasion of the clause being read
        self.counted_by_verb = ""  # what an objective's verb counts ('occupy': occupied), for the requirements after it
        self.said_lasting: tuple = ()  # where a sentence said only that the card works all the time ('It is permanent.')
        self.rows_nothing: dict = {}  # a ballroom row said to give nothing ('Bottom row: no bonus') -> where it was said
        self.at_once_allowed = False  # the card's own 'at once' for a sentence that says no time: the last reading tried

    def snapshot(self) -> dict:
        """Everything the builder holds, copied deep enough that reading a sentence cannot change the copy."""
        return {name: _copied(value) for name, value in vars(self).items()}

    def restore(self, state: dict) -> None:
        vars(self).update({name: _copied(value) for name, value in state.items()})

    def meaning(self, all_read: bool = True) -> m.Meaning:
        """What the sentences built say; a claim of how often the card acts is judged only against a text read in full."""
        own_vp_taken(self.kind, self.rules, self.facts)
        rows_given_nothing(self.rows_nothing, self.rules)  # compiler/textread_pieces.py
        if self.rest_under:
            self.rules = {occasion: drawn_as_revealed(effects) for occasion, effects in self.rules.items()}
        parts = [m.Rule(occasion, tuple(finished(e) for e in effects)) for occasion, effects in self.rules.items() if effects]
        if self.requirement:
            parts.append(m.Requirement(conjunction(self.requirement)))
        if all_read and self.said_lasting and not any(lasting(part) for part in parts + self.others):
            raise ReadError(LASTING_BUT_ONCE, self.said_lasting)
        check_claims([f for f in self.facts if f.name == CLAIMED] if all_read else [], parts + self.others, self.kind)
        return m.Meaning(tuple(parts + self.others), tuple(f for f in self.facts + lead_left(self.pending_lead) if f.name != CLAIMED))

    # ---- one clause
    def clause(self, clause: Clause) -> None:
        started = occasion = self.occasion
        condition = self.row_condition
        timing = [lead for lead in clause.leads if lead.kind == "main-action"]  # 'Before or after the action, whenever ...'
        for lead in clause.leads:
            if lead not in timing:
                occasion, condition = self.lead(lead, occasion, condition)
        for lead in timing:  # said of the trigger, wherever the clause says it: after the other leads, never lost
            occasion, condition = self.lead(lead, occasion, condition)
        bare = clause.trailing is not None and clause.trailing.kind == "trigger" and clause.trailing.value[1] is None
        if clause.trailing is not None and not bare:
            occasion, condition = self.lead(clause.trailing, trailing_before(clause.trailing, occasion, started), condition)  # lead18
        if any(lead.kind == "occasion" and lead.value == "held" for lead in clause.leads):
            self.said_lasting = clause.at  # 'Permanent.', 'It is a permanent card: ...': checked against what the text does
        asked, (effects, flags, override) = len(self.requirement), self.pieces(clause.pieces, occasion)
        self.facts += requirement_timed((occasion, condition), (self.occasion, self.row_condition), len(self.requirement) > asked and not effects, clause.at)  # lead17
        self.facts += rounds_left(self.pending, len(self.requirement) > asked, clause.at)  # lead18
        wish_left(self.pending, clause.at)  # lead19
        flags_unheld(occasion if override is None else override, flags, clause.at)  # lead18
        unflagged, occasion = occasion, overridden(occasion, override, started) or flagged(occasion, flags)  # lead18
        timed(self.rules, unflagged, occasion)
        if bare and (occasion is None or occasion.kind not in ("when", "bell")):  # '... earns you 2 VP each time': of the event said
            raise ReadError("'each time' of what?", clause.trailing.at)
        effects = self.revealed(effects, occasion)
        modifiers = [e for e in effects if isinstance(e, m.Modifier)]
        effects = [e for e in effects if not isinstance(e, m.Modifier)]
        if modifiers and occasion is not None and occasion.kind in ONCE_ONLY:  # 'Once per round, rooms cost you nothing'
            raise ReadError("a rule that holds all the time is said to happen once", clause.at)
        modifier_timed(occasion, self.occasion, bool(modifiers), clause.at)  # compiler/textread_lead17.py
        if modifiers:
            self.others += [die_filtered(e, occasion) for e in modifiers]
            if occasion is not None and occasion.event == "take-die" and not effects:
                occasion = self.occasion
        condition_unused(condition, self.row_condition, bool(effects) or len(self.requirement) > asked, clause.at)  # lead18
        if condition is not None and effects:
            effects = [m.Branch(condition, tuple(effects), at=clause.at)]
        for effect in [e for e in effects if said_by_colour(e)]:
            effects.remove(effect)
            if occasion is None or occasion.kind not in ("when", "bell"):
                raise ReadError("'for blue' of a trigger that has no colour", effect.at)
            coloured = replace(occasion, values=tuple(sorted({**dict(occasion.values), "color": effect.condition.value}.items())))
            self.rules.setdefault(coloured, []).extend(effect.then)
        if occasion is None and self.kind in KINDS_WITH_MODIFIERS and standing(effects):
            self.others.append(standing(effects))
            effects = []
        if effects:
            when = occasion or self.at_once()  # the time said, or the card's own 'at once': it holds for this clause only
            if when is None:
                raise ReadError(NO_TIME, clause.at)
            for effect in effects:
                finished(effect)  # an action the registry cannot take stops this sentence, here, not the whole text
            self.rules.setdefault(when, []).extend(effects)
        elif occasion is not None and occasion.kind == "row" and not modifiers and _row_led(clause, occasion):  # 'Top row: no bonus.'
            self.rows_nothing.setdefault(dict(occasion.values)["row"], clause.at)
        self.last_added = list(effects)
        unused_lead(self, started, occasion, bool(effects) or len(self.requirement) > asked or at_no_moment(modifiers, occasion), clause.at)  # lead17
        if occasion is not None:
            self.occasion = occasion

    def at_once(self):
        """A sentence that does something and says no time, with no time said before it: on a card that acts at once
        when it comes to you (a staff card played, a celebrity or an entrance obtained), that is when ('Cost 3. You gain
        4 cake.'). A card whose rule is another time says that time, so a text that leaves it out still differs (lead22).
        A lasting change said with no time is read before this, as the card's standing rule."""
        return m.Occasion(NOW_OCCASION.get(self.kind, "played"), implied=True) if self.at_once_allowed and self.kind in AT_ONCE_KINDS else None

    def revealed(self, effects: list, occasion) -> list:
        """'You may play one of them': what is done with revealed cards goes inside the reveal before it."""
        kept = []
        for effect in effects:
            reveal = last_reveal(kept) or last_reveal(self.rules.get(occasion, []))
            if of_revealed(effect) and reveal is not None:
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
            if occasion is None and lead.value != "usual":
                raise ReadError(f"'{lead.value}' is said of the main action, but no trigger is said", lead.at)
            return flagged(occasion, [lead.value]), condition
        if lead.kind == "occasion":
            return one_occasion(occasion, occasion_word(self.now(lead), occasion), self.occasion), condition
        if lead.kind == "row":
            return row_after(m.Occasion("row", values=(("row", lead.value),)), occasion, self.occasion), condition  # lead18
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

    def now(self, lead: Lead) -> Lead:
        """'Immediately' said as a card's occasion: when a card of this kind acts at once (a staff card when played, a
        guest's reward, a celebrity or an entrance when obtained)."""
        return replace(lead, value=NOW_OCCASION.get(self.kind, "played")) if lead.value == "now" else lead

    def trigger(self, lead: Lead, occasion) -> m.Occasion:
        word, items = lead.value
        trigger_after(occasion, self.occasion, lead.at)
        kind = "bell" if word == "bell" or (occasion is not None and occasion.kind == "bell") else "when"
        once = occasion is not None and occasion.kind == "once-per-round"
        if items is None:
            if occasion is None or occasion.kind not in ("when", "bell"):
                raise ReadError("'each time' of what?", lead.at)
            return occasion
        return read_event(items, kind, ("once-per-round",) if once else (), lead.at)

    # ---- the pieces of a clause
    def pieces(self, pieces: tuple, occasion):
        self.said_at = occasion
        self.requirement_open = False
        self.timing = []
        groups: list[Group] = []
        flags: list = []
        override, separator, fallback_at, or_at = None, None, None, None
        listed = PerList()
        for piece in asked_by_verb(pieces, self.kind):
            if isinstance(piece, Sep):
                separator, self.separator, or_at = piece.kind, piece.kind, piece.at
                continue
            self.or_honoured = separator != "or"  # an 'or' the piece after it reads as no alternative is unread (lead17)
            listed.next_piece(separator)
            before = places(groups)
            if isinstance(piece, ActP):
                self.act(piece, groups, separator)
            elif isinstance(piece, Piece) and piece.kind == "more" and (self.scoring is not None or self.ranking is not None):
                entry_of(self, piece)
            elif isinstance(piece, Piece) and piece.kind == "more":
                self.more(piece.value, groups, separator, piece.parts)
                for option in piece.parts:
                    flags += self.option(option, groups)
            elif isinstance(piece, Opt) and piece.name == "rounds" and not groups:
                groups.append(Group(False, "you", [], condition=_in_values("round", piece.value)))
            elif isinstance(piece, Opt):
                flags += self.option(piece, groups)
            elif piece.kind == "fallback":
                fallback_at, self.or_honoured = (len(groups), piece), True  # 'or, if you cannot, ...'
                for act in (part for part in piece.parts if isinstance(part, ActP)):  # not the lacking noun phrase
                    self.act(act, groups, None)
            else:
                count = len(groups)
                override = self.piece(piece, groups, override) or override
                if separator == "or" and 0 < count < len(groups):  # 'pay no fee, or the action gets +1 strength': an alternative
                    groups[-1].after_or = self.or_honoured = True
            if _is_flip(piece):  # 'When ..., you may turn this card face down: ...': used once, as a bell card is
                flags.append(OCCASION_FLAGS["bell-flip"])
            else:
                self.flipped = False
            listed.added(groups, before)
            or_unread(self.or_honoured, or_at if separator == "or" else None)  # compiler/textread_lead17.py
            separator = self.separator = None
        close_table(self, groups)  # compiler/textread_scores.py
        close_ranking(self, groups)
        for group in groups:
            folded = fold_kinds(group.effects, self.order)
            group.choice = group.choice and not kinds_folded(group, folded)
            group.effects = folded
        self.order = order_taken(self.order, groups, self.order_at)  # compiler/textread_rules.py: never dropped unread
        effects = fallbacks(groups, fallback_at, self, occasion)
        return effects, flags + self.timing, override

    def act(self, act: ActP, groups: list, separator) -> None:
        """An action with a subject or a 'may' starts a group; one without continues the last ('... to score 5 VP')."""
        if act.negated:
            raise ReadError(f"a negated action ('{act.verb}') is not something a card does", act.at)
        if any(isinstance(p, Opt) and p.name == "by-colour" for p in act.parts):
            return self.by_colour(act, groups)
        wished = [p for p in act.parts if isinstance(p, Opt) and p.name == "if-you-wish"]  # 'take 1 guest for free if you wish'
        act = replace(act, parts=tuple(p for p in act.parts if p not in wished), modal=wished_modal(act.modal, wished))
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
        if groups and separator == "to":
            groups[-1].joint = True
        each = not act.subject and not act.modal and not act.finite and each_may(groups, separator, act)
        self.or_honoured = self.or_honoured or bool(groups)  # 'X, or you may Y': a choice between the groups
        if pending or not groups or act.subject or act.modal or (act.finite and groups[-1].optional) or each:
            groups.append(Group(pending.get("may", False) or said_optional(act.modal) or (each and LET),  # a wish over a frame: lead19; a 'may' carried: lead22
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
        groups.append(Group(said_optional(act.modal), act.subject or "you", []))
        self.last_act = replace(act, parts=())

    def more(self, obj: Obj, groups: list, separator, options=()) -> None:
        """An object after a separator continues the last action ('take 1 strudel, 1 cake and 1 wine'), or the
        last requirement ('at least 3 strudel, 3 cake and 3 wine')."""
        if self.requirement and self.requirement_open:
            last = self.requirement[-1][0]
            number = obj.amount.value if isinstance(obj.amount, Amount) else last.value  # '3 of each of strudel, cake ...'
            filters = (self.counted_by_verb,) if self.counted_by_verb else ()
            self.requirement.append((m.Compare(read_count(CountP(obj.noun, obj.quals, filters)), continued_op(obj.amount, last.op), number, at=obj.at), separator or "and"))
            self.or_honoured = True  # the requirement's joint
            return
        if groups and groups[-1].choice and separator == "and":
            raise ReadError("alternatives are listed with 'or': 'A, B or C'", obj.at)
        bare = not groups or groups[-1].choice  # each alternative of a choice is an action of its own
        if bare and (obj.noun[:1] == ("UNIT",) or gained_bare(obj)) and isinstance(obj.amount, Amount):  # guests12a: or a room
            minus = isinstance(obj.amount.value, int) and obj.amount.value < 0  # 'Penalty: minus 8 VP.': a loss said bare
            said_obj = replace(obj, amount=replace(obj.amount, value=-obj.amount.value)) if minus else obj
            self.act(ActP(bare_verb(obj, minus, self.said_at), (said_obj,) + tuple(options), at=obj.at), groups, None)  # 'Reward: 5 krones.'
            return
        if not groups or self.last_act is None:
            if obj.amount == Amount(0) or (obj.amount is None and not obj.noun):
                return
            raise ReadError("an amount with no action before it", obj.at)
        if separator == "or" and not any(o.name in ("rounds", "for-color") for o in options):
            groups[-1].choice = True
        self.or_honoured = True  # a choice of objects, or a list of rounds or colours
        if any(isinstance(o, Opt) and o.name == "if-you-wish" for o in options):  # '1 krone and an optional step': this one only
            self.act(replace(self.last_act, parts=(obj,) + tuple(options), modal="may", at=obj.at), groups, separator)
            return
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
        effects[-1] = deepest(effects[-1], lambda act: with_option(act, option))

    def piece(self, piece: Piece, groups: list, override):
        handler = PIECES.get(piece.kind)
        if handler is None:
            raise ReadError(f"cannot read a {piece.kind} here", piece.at)
        return handler(self, piece, groups)
