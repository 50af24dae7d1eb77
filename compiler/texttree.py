"""The card-text parse tree into pieces (compiler/textpieces.py): one method per rule of compiler/cardtext.lark,
run by lark while it parses (an inline transformer), so no tree is kept."""
from __future__ import annotations

from dataclasses import replace

from lark import Token, Transformer, v_args

from compiler.textpieces import (ActP, Exactly, compared, Clause, CountP, Lead, Numbers, Obj, Opt, Piece, Sep, _Filter, _List, _Modal, _Noun, _Quals, _Subject,
                                 _Unknown, said, span_of)
from compiler.textread_acts import ReadError, tables
from compiler.types import Amount


def _tokens(children, *types) -> list:
    return [c for c in children if isinstance(c, Token) and c.type in types]


def _first(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


def _said_item(kind: str):
    def item(self, children):
        return (kind, said(children[0]), span_of(children))
    return item


def _child_item(kind: str):
    def item(self, children):
        return (kind, children[0], span_of(children))
    return item


@v_args(inline=False)
class ToPieces(Transformer):
    """One method per grammar rule (or alias), each building its record from the rule's children."""

    # ---- sentences and clauses
    def start(self, children):
        return [clause for sentence in children for clause in sentence]

    def sentence(self, children):
        return [c for c in children if isinstance(c, Clause)]

    def clause(self, children):
        leads = tuple(c for c in children if isinstance(c, Lead))
        chain = next((c for c in children if isinstance(c, tuple)), ((), None))
        return Clause(leads, chain[0], chain[1], span_of(children))

    def lead_part(self, children):
        return children[0]

    def chain(self, children):
        trailing = children[-1] if isinstance(children[-1], Lead) else None
        pieces = tuple(c for c in children if not isinstance(c, Lead))
        return (pieces, trailing)

    def sep(self, children):
        words = [str(said(t)) for t in children if t.type not in ("COMMA", "RPAR")]
        return Sep(words[0] if words else ",", span_of(children))

    def trailing_occasion(self, children):
        """'take 3 champagne when you play this card': the occasion said last."""
        return self.occasion(children)

    def trailing(self, children):
        event = children[1] if len(children) > 1 else None
        return Lead("trigger", (said(children[0]), event), span_of(children))

    # ---- leads
    def trigger(self, children):
        return Lead("trigger", (said(children[0]), children[1]), span_of(children))

    def if_lead(self, children):
        return Lead("if", children[1], span_of(children))

    def rounds_lead(self, children):
        return Lead("rounds", children[1], span_of(children))

    def value_lead(self, children):
        return Lead("value", children[0], span_of(children))

    def occasion(self, children):
        return Lead("occasion", said(children[0]), span_of(children))

    def main_lead(self, children):
        return Lead("main-action", said(children[0]), span_of(children))

    def table_lead(self, children):
        return Lead("table", said(children[0]), span_of(children))

    def row_lead(self, children):
        return Lead("row", said(children[1]), span_of(children))

    # ---- events: a run of items the reader sorts out (the event's name, its filters)
    def event(self, children):
        """The event's items; 'one of your guests': a 'one' before 'of your' picks one of them, it is no die face."""
        items = [c for c in children if c is not None]
        picked = [i for i, c in enumerate(items[:-1]) if c[0] == "numbers" and tuple(c[1]) == (1,) and items[i + 1][0] == "of-your"]
        return tuple(c for i, c in enumerate(items) if i not in picked and c[0] != "of-your")

    def ev_of_your(self, children):
        return ("of-your", None, span_of(children))

    def ev_name(self, children):
        return ("event", said(children[0]), span_of(children))

    def ev_skip(self, children):
        return None

    # an item that is its word's meaning, or its rule's one child ('3 or 4', 'at least 3'), with the kind it is
    ev_noun, ev_color, ev_unit, ev_flag = (_said_item(k) for k in ("noun", "color", "unit", "flag"))
    ev_verb, ev_direction = _said_item("verb"), _said_item("direction")
    ev_faces, ev_threshold = _child_item("numbers"), _child_item("threshold")

    def ev_any(self, children):
        return ("color", "any", span_of(children))

    def ev_die(self, children):
        return ("noun", "die", span_of(children))

    def ev_subject(self, children):
        return ("who", children[0].who, span_of(children))

    def threshold(self, children):
        words = [t.type for t in children]
        number = next(said(t) for t in children if t.type == "NUM")
        op = {"AT_LEAST": ">=", "OR_MORE": ">=", "MORE_THAN": ">", "AT_MOST": "<=", "OR_FEWER": "<=", "EXACTLY": "=="}
        strict = next((said(t) for t in children if t.type == "MORE_THAN"), None)  # 'more than', 'fewer than'
        return strict or next(op[w] for w in words if w in op), number

    def numbers(self, children):
        token = children[0]
        value = said(token)
        if token.type == "RANGE":
            return Numbers(range(value[0], value[1] + 1))
        return Numbers(value, getattr(token, "joint", None)) if isinstance(value, (tuple, list)) else Numbers((value,))

    # ---- actions
    def act(self, children, negated=False):
        verb = _tokens(children, "VERB")[0]
        subject = _first(children, _Subject)
        subject = subject.who if subject else ""
        modal = next((c.modal for c in children if isinstance(c, _Modal)), "")
        parts = tuple(c for c in children if isinstance(c, (Obj, Opt)))
        first = str(getattr(verb, "raw", "")).lower().split(" ")[0]
        finite = first.endswith("s")  # 'gains', 'takes': a verb of its own
        return ActP(said(verb), parts, subject, modal, negated, span_of(children), finite=finite, participle=first.endswith("ing"))

    def phrase_act(self, children):
        """A whole action said as one phrase ('the ballroom due to be scored is scored at once'): its value names
        the effect and its options."""
        phrase = _tokens(children, "ACT")[0]
        words = str(said(phrase)).split()
        options = tuple(Opt(*(w.split("=", 1) if "=" in w else (w,)), at=span_of([phrase])) for w in words[1:])
        subject, modal = _first(children, _Subject), _first(children, _Modal)
        parts = options + tuple(c for c in children if isinstance(c, (Obj, Opt)))
        return ActP(words[0], parts, subject.who if subject else "", modal.modal if modal else "", False, span_of(children), phrase=True)

    def negated_act(self, children):
        return self.act(children, negated=True)

    def subject(self, children):
        return _Subject({"OPPONENT": "each-opponent"}.get(children[0].type, "you"))

    def modal(self, children):
        return _Modal(said(children[0]))

    def object(self, children):
        amount = _first(children, Amount) or _first(children, _List) or _first(children, _Unknown)
        quals = _first(children, _Quals) or _Quals(())
        noun = _first(children, _Noun)
        return Obj(amount, noun.word if noun else (), quals.items, at=span_of(children))

    def object_of_yours(self, children):
        return self.object(children)

    def object_count(self, children):
        return Obj(None, ("COUNT", said(children[0])), at=span_of(children))

    def object_orders_of(self, children):
        """'the whole order of 1 guest', 'the orders of up to 2 of your guests': orders counted by guest."""
        noun, quals = _first(children, _Noun), _first(children, _Quals) or _Quals(())
        return Obj(_first(children, Amount), noun.word if noun else ("NOUN", "order"), quals.items, at=span_of(children))

    def object_of_them(self, children):
        return Obj(_first(children, Amount), (), of_them=True, at=span_of(children))

    def object_strength(self, children):
        noun = _first(children, _Noun)
        return Obj("strength", noun.word if noun else (), at=span_of(children))

    def object_up_to_strength(self, children):
        noun = _first(children, _Noun)
        return Obj("up-to-strength", noun.word if noun else (), at=span_of(children))

    def amount(self, children):
        kinds = [t.type for t in children]
        number = next((said(t) for t in children if t.type == "NUM"), None)
        if "UNKNOWN_AMOUNT" in kinds:
            return _Unknown()
        if "NUMLIST" in kinds:
            if getattr(children[0], "joint", None) == "or":  # '1, 2 or 3 steps': which one, the text does not say
                return _Unknown(tuple(said(children[0])))
            return _List(tuple(said(children[0])), getattr(children[0], "joint", None))
        if "ALL" in kinds:
            return Amount(None, every=True)
        if "NONE" in kinds:
            return Amount(0)
        if "ARTICLE" in kinds:
            return Amount(1)
        if "EXACTLY" in kinds:
            return Exactly(number)
        return Amount(-number if "MINUS" in kinds else number, up_to="UP_TO" in kinds)

    def quals(self, children):
        return _Quals(tuple((t.type, said(t)) for t in children), at=span_of(children))

    def noun(self, children):
        return _Noun((children[0].type, said(children[0])), at=span_of(children))

    def flag(self, children):
        return Opt(str(said(children[0])), at=span_of(children))

    def any_color(self, children):
        return Opt("color", "any", span_of(children))

    def per(self, children):
        return Opt("per", children[1], span_of(children))

    def discount(self, children):
        amount, noun = _first(children, Amount), _first(children, _Noun)
        return Opt("discount", (amount, noun.word[1]), span_of(children))

    def discount_each(self, children):
        amount, noun = _first(children, Amount), _first(children, _Noun)
        return Opt("discount-per-opponent", (amount, noun.word[1]), span_of(children))

    def floors(self, children):
        value = children[-1] if isinstance(children[-1], tuple) else tuple(said(children[-1]))
        return Opt("floors", (min(value), max(value)), span_of(children))

    def exchange_for(self, children):
        return Opt("exchange-for", _first(children, Amount), span_of(children))

    def rounds(self, children):
        return Opt("rounds", children[1], span_of(children))

    def for_count(self, children):
        amount, noun = _first(children, Amount), _first(children, _Noun)
        more = any(isinstance(c, Token) and c.type == "OR_MORE" for c in children)
        return Opt("for-count", (amount.value, more, noun.word if noun else ()), span_of(children))

    def for_color(self, children):
        return Opt("for-color", said(_tokens(children, "COLOR")[0]), span_of(children))

    def most(self, children):
        count = _first(children, CountP)
        return Opt("most", count if count else str(said(children[0])), span_of(children))

    def by_colour(self, children):
        return Opt("by-colour", True, span_of(children))

    def direction(self, children):
        return Opt("direction", said(children[0]), span_of(children))

    def main_action(self, children):
        return Opt("main-action", said(children[0]), span_of(children))

    def count(self, children):
        noun = _first(children, _Noun)
        word = _tokens(children, "COUNT")
        quals = _first(children, _Quals) or _Quals(())
        filters = tuple(c for c in children if isinstance(c, _Filter))
        head = noun.word if noun else ("COUNT", said(word[0]))
        return CountP(head, quals.items, tuple(f.value for f in filters), span_of(children))

    def count_set(self, children):
        noun = _first(children, _Noun)
        items = [c for c in children if isinstance(c, _Quals)]
        return CountP(("SET", "min"), (), tuple(CountP(noun.word, q.items) for q in items), span_of(children))

    def set_item(self, children):
        return _first(children, _Quals)

    def count_pairs(self, children):
        return CountP(("PAIRS", "pairs"), (), (_first(children, CountP),), span_of(children))

    def count_filter(self, children):
        head = children[0]
        if head.type == "IN_COLUMN":
            return _Filter(f"column={said(children[1])}")
        if len(children) > 1:  # 'whose orders each had 3 or more items', 'of size 3 or more'
            op, number = children[1]
            name = "size" if head.type == "SIZE_OF" else "order"
            return _Filter(f"{name}={number}" if op == ">=" else f"{name}={op}{number}")
        return _Filter(said(head))

    def count_times(self, children):
        return CountP(("TIMES", "times"), (), tuple(c for c in children if isinstance(c, CountP)), span_of(children))

    def more(self, children):
        obj = children[0]
        return Piece("more", obj, tuple(children[1:]), span_of(children))

    def discounts(self, children):
        (first, unit), (second, other) = [c for c in children if isinstance(c, tuple)]
        return Opt("discounts", ((first, second), {unit, other} - {None}), span_of(children))

    def price_less(self, children):
        return (_first(children, Amount).value, _first(children, _Noun).word[1])

    def price_usual(self, children):
        return (0, None)

    # ---- other pieces
    def fallback(self, children):
        number = next((said(t) for t in children if isinstance(t, Token) and t.type == "NUM"), None)
        noun, quals = _first(children, _Noun), _first(children, _Quals)
        lacking = (CountP(noun.word if noun else (), quals.items if quals else ()),) if noun or quals else ()  # 'no vacant room'
        return Piece("fallback", number, tuple(c for c in children if isinstance(c, ActP)) + lacking, span_of(children))

    def without(self, children):
        noun = _first(children, _Noun)
        quals = _first(children, _Quals) or _Quals(())
        filters = tuple(c.value for c in children if isinstance(c, _Filter))
        return Piece("without", CountP(noun.word, quals.items, filters), (_first(children, ActP),), span_of(children))

    def condition(self, children):
        return children[0]

    def exactly(self, children):
        return ("==", said(children[1]))

    def condition_have(self, children):
        """'if you have at least 3 occupied red rooms'."""
        (op, number), count = children[0], children[1]
        return (count, op, number)

    def condition_is(self, children):
        """'if the action's strength is at least 2'."""
        op, number = children[-1]
        return (CountP(("COUNT", said(children[0]))), op, number)

    def comparison(self, children):
        word = _tokens(children, "COUNT")[0]
        filters = tuple(c.value for c in children if isinstance(c, _Filter))
        op, number = _tokens(children, "COMPARATOR")[0], _tokens(children, "NUM")[0]
        return (CountP(("COUNT", said(word)), (), filters), said(op), said(number))

    def event_gives(self, children):
        """'Each staff card you play gives you 1 champagne': the subject names the event, the verb what it gives."""
        giver = _tokens(children, "GIVER")[0]
        items = (("event", said(giver), span_of([giver])),) + tuple(c for c in children if isinstance(c, tuple) and c)
        verb = _tokens(children, "VERB")[0]
        parts = tuple(c for c in children if isinstance(c, (Obj, Opt)))
        return Piece("gives", (said(verb), items), parts, span_of(children))

    def spots(self, children):
        token, noun = children[1], said(children[2])
        return Piece("spots", (tuple(said(token)), getattr(token, "joint", None), noun), at=span_of(children))

    def spots_after(self, children):
        values, noun = _first(children, _List), _first(children, _Noun)
        return Piece("spots", (values.values if values else (), values.joint if values else None, noun.word[1]), at=span_of(children))

    def modifier_pre(self, children):
        quals = _first(children, _Quals) or _Quals(())
        token = _tokens(children, "MODIFIER")[0]
        return Piece("modifier", said(token), (quals.items, ()), span_of(children))

    def rounds_act(self, children):
        return Piece("rounds-act", children[1], (_first(children, ActP),), span_of(children))

    def requirement_after(self, children):
        """'4 occupied red rooms or more'; never 'up to 20 krones or more', which says no one amount (session 19)."""
        amount, noun = _first(children, Amount), _first(children, _Noun)
        if amount.up_to:
            raise ReadError("'up to' and 'or more' are said of the same amount", span_of(children))
        quals = _first(children, _Quals) or _Quals(())
        said_filters = tuple(str(said(t)) for t in _tokens(children, "REQUIRE") if said(t))  # 'you must have played 6 ... or more'
        return Piece("require", (CountP(noun.word, quals.items, said_filters), compared(amount)), at=span_of(children))

    def row_label(self, children):
        return Lead("row", said(children[0]), span_of(children))

    def requirement_more(self, children):
        """'..., at least 3 blue rooms': a requirement that continues the one before (and what its verb counted)."""
        return replace(self.requirement(children), parts=("continued",))

    def req_where(self, children):
        if children[0].type == "ANY_COLOR":
            return _Filter("")
        if children[0].type == "ORDINALS":  # 'on the top floor'
            low, high = said(children[0])
            if low != high:
                raise ReadError("an objective counts the rooms of one floor", span_of(children))
            return _Filter(f"floor={low}")
        return _Filter(f"floor={children[1][0]}")

    def count_gives(self, children):
        """'each occupied red room is worth 3 VP': the gain, per the thing counted (said as 'each ...')."""
        verb = next(t for t in children if isinstance(t, Token) and t.type in ("VERB", "IS_WORTH"))
        each, gained = [c for c in children if isinstance(c, Amount)]
        if each != Amount(None, every=True):
            raise ReadError("a gain for each thing counted is said 'each ... is worth'", span_of(children))
        counted, unit = [c for c in children if isinstance(c, _Noun)]
        quals = _first(children, _Quals) or _Quals(())
        filters = tuple(c.value for c in children if isinstance(c, _Filter))
        count = CountP(counted.word, quals.items, filters, span_of(children))
        parts = (Obj(gained, unit.word, at=span_of(children)), Opt("per", count, span_of(children))) + tuple(c for c in children if isinstance(c, Opt))
        return ActP(said(verb), parts, at=span_of(children))

    def requirement_bare(self, children):
        """'have 20 krones', 'you need 12 rooms': as many or more."""
        amount = _first(children, Amount)
        if amount is None or amount.value is None or amount.up_to:
            raise ReadError("an objective asks for a number of things ('have 20 krones')", span_of(children))
        return self.requirement([c for c in children if c is not amount] + [compared(amount)])

    def requirement_verb(self, children):
        """'play at least 6 staff cards', 'complete the orders of 4 or more green guests': the verb says what is counted."""
        verb = _tokens(children, "VERB")[0]
        counted = tables()["requirement-verbs"].get(said(verb))
        if counted is None:
            raise ReadError(f"'{verb}' is not how an objective says what it asks", span_of([verb]))
        piece = self.requirement([c for c in children if c is not verb])
        count, threshold = piece.value
        filters = count.filters + ((counted,) if counted else ())
        return replace(piece, value=(replace(count, filters=filters), threshold), parts=("verb", counted), at=span_of(children))

    def requirement(self, children):
        said_filters = [str(said(t)) for t in _tokens(children, "REQUIRE") if said(t)]
        threshold = _first(children, tuple)
        noun = _first(children, _Noun)
        word = _tokens(children, "COUNT")
        quals = _first(children, _Quals) or _Quals(())
        filters = tuple(c.value for c in children if isinstance(c, _Filter))
        at_value = _tokens(children, "REQUIRE_AT")
        if at_value:
            number = _tokens(children, "NUM")[0]
            return Piece("require", (CountP(("COUNT", said(at_value[0]))), (">=", said(number))), at=span_of(children))
        head = noun.word if noun else ("COUNT", said(word[0]))
        return Piece("require", (CountP(head, quals.items, filters + tuple(said_filters)), threshold), at=span_of(children))

    def modifier(self, children):
        quals = _first(children, _Quals) or _Quals(())
        noun = _first(children, _Noun)
        return Piece("modifier", said(children[0]), (quals.items, noun.word if noun else ()), span_of(children))

    def said_fact(self, children):
        from compiler.textread_waltz12 import fact_value  # 'order=none': compiler/textread_waltz12.py
        name, _, value = str(said(children[0])).partition("=")
        return Piece("fact", (name, int(value) if value.lstrip("-").isdigit() else fact_value(name, value)), at=span_of(children))

    def fact(self, children):
        amount = _first(children, Amount)
        if amount is not None and (amount.up_to or amount.every or amount.value is None):  # session 18: 'worth up to 7 VP'
            raise ReadError("a card's own VP is one number, not 'up to' or 'all'", span_of(children))
        unit = [said(t) for t in _tokens(children, "UNIT")]
        return Piece("fact", ("worth" if amount else said(children[0]), amount.value if amount else None, *unit), at=span_of(children))

    def row_next(self, children):
        parts = tuple(c for c in children if isinstance(c, (Obj, Opt)))
        return Piece("row", said(children[1]), parts, span_of(children))

    def row_next_act(self, children):
        act = _first(children, ActP)
        return Piece("row", said(children[1]), (act,), span_of(children))

    def strength(self, children):
        return Piece("strength", said(_tokens(children, "NUM")[0]), at=span_of(children))

    def value_nothing(self, children):
        return Piece("nothing", children[0], at=span_of(children))

    def choice_lead(self, children):
        value = said(children[0])
        amount = Amount(None, every=True) if value == "all" else Amount(value)
        return Piece("choose", amount, tuple(c for c in children if isinstance(c, (ActP, Piece))), span_of(children))

    def choice_many(self, children):
        return Piece("choose", _first(children, Amount), tuple(c for c in children if isinstance(c, (ActP, Piece))), span_of(children))

    def numbered(self, children):
        return Opt("number", said(children[1]), span_of(children))

    def at_strength(self, children):
        return Opt("strength", said(children[1]), span_of(children))

    def object_none(self, children):
        return Obj(Amount(0), (), at=span_of(children))

    def row_nothing(self, children):
        return Piece("row", said(children[1]), (), span_of(children))

    def row_nothing_bare(self, children):
        """'...; the bottom row gives nothing'."""
        return Piece("row", said(children[0]), (), span_of(children))

    def laid(self, children):
        return Piece("laid", children[0], tuple(c for c in children if isinstance(c, Opt)), span_of(children))

    def score_by(self, children):
        return Piece("score-by", _first(children, CountP), at=span_of(children))

    def table_entry(self, children, more=False):
        key = said(_tokens(children, "NUM")[0])
        amount, noun = _first(children, Amount), _first(children, _Noun)
        return Piece("entry", (key, more, amount.value, noun.word), at=span_of(children))

    def table_entry_more(self, children):
        return self.table_entry(children, more=True)

    def table_entry_said(self, children):
        """'1 dancer 1 VP', 'none -5 VP': the count's value, then the VP it scores."""
        amounts = [c for c in children if isinstance(c, Amount)]
        nouns = [c for c in children if isinstance(c, _Noun)]
        key_noun = nouns[0].word if len(nouns) > 1 else ()
        return Piece("entry", (amounts[0].value, False, amounts[1].value, nouns[-1].word, key_noun), at=span_of(children))

    def table_entry_said_more(self, children):
        op, number = children[0]
        if op != ">=":
            return Piece("entry", (None, False, None, ()), at=span_of(children))
        nouns = [c for c in children if isinstance(c, _Noun)]
        return Piece("entry", (number, True, _first(children, Amount).value, nouns[-1].word), at=span_of(children))

    def rank_entry(self, children):
        return Piece("rank-entry", (said(children[0]), _first(children, Amount).value, _first(children, _Noun).word), at=span_of(children))

    def rank_min(self, children):
        numbers = _tokens(children, "NUM")
        return Piece("rank-min", str(said(numbers[0])) if numbers else said(children[0]), at=span_of(children))

    def rank_by(self, children):
        mins = _tokens(children, "RANK_MIN")
        return Piece("rank-by", (str(said(children[0])), _first(children, CountP), said(mins[0]) if mins else None), at=span_of(children))

    def never_more(self, children):
        """'never more cake than strudel (nor more champagne than cake)': pairs of (fewer, more)."""
        nouns = [c.word[1] for c in children if isinstance(c, _Noun)]
        return Piece("never-more", tuple(zip(nouns[0::2], nouns[1::2])), at=span_of(children))

    def bonus_table_sized(self, children):
        """'blue groups of 1, 2, 3 or 4 rooms give 4, 8, 13 or 20 VP'."""
        color = said(_tokens(children, "BONUS_COLOR")[0])
        sizes, listed = _tokens(children, "NUMLIST")
        noun = [c for c in children if isinstance(c, _Noun)][-1]
        if tuple(said(sizes)) != (1, 2, 3, 4):
            return Piece("bonus", (color, (), noun.word, "sizes"), at=span_of(children))
        return Piece("bonus", (color, tuple(said(listed)), noun.word, getattr(listed, "joint", None)), at=span_of(children))

    def requirement_each(self, children):
        threshold, noun = _first(children, tuple), _first(children, _Noun)
        return Piece("require", (CountP(noun.word), threshold), at=span_of(children))

    def bonus_table(self, children):
        color = said(_tokens(children, "BONUS_COLOR")[0])
        noun, listed = _first(children, _Noun), _tokens(children, "NUMLIST")[0]
        return Piece("bonus", (color, tuple(said(listed)), noun.word, getattr(listed, "joint", None)), at=span_of(children))

    def modifier_generic(self, children):
        """'your room cost for red rooms is 1', 'your action's strength goes up by 1'."""
        target, change = said(_tokens(children, "MOD_TARGET")[0]), said(_tokens(children, "MOD_CHANGE")[0])
        number = (_tokens(children, "NUM") + _tokens(children, "NUMLIST"))[-1]
        values = tuple(said(number)) if number.type == "NUMLIST" else (said(number),)
        filters = [c for c in children if isinstance(c, tuple) and c and c[0] in ("color", "floors")]
        return Piece("modifier-set", (target, change, values, tuple(filters)), at=span_of(children))

    def mod_filter(self, children):
        if children[0].type == "ON_FLOOR":
            return ("floors", (min(children[1]), max(children[1])))
        return ("color", said(_tokens(children, "COLOR")[0]))

    def modifier_doing(self, children):
        """'preparing a red room costs you nothing': the cost of doing it is 0."""
        quals = _first(children, _Quals) or _Quals(())
        noun = _first(children, _Noun)
        return Piece("modifier", f"{said(children[0])}=0", (quals.items, noun.word if noun else ()), span_of(children))

    def modifier_to(self, children):
        noun = _first(children, _Noun)
        number = said(_tokens(children, "NUM")[0])
        return Piece("modifier", f"{said(children[0])}={number}", ((), noun.word if noun else ()), span_of(children))

    def remark(self, children):
        return Piece("remark", said(children[0]), at=span_of(children))
