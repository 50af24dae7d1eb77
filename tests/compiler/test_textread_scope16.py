"""scope16 (session 16): what the card does NOT do, checked (compiler/textread_scope16.py).

A writer adds a sentence, or a part of one, saying what the card does not do (it does not set itself off again, it has
no way to lose VP instead), whether its parts are optional (both optional; both guaranteed) or what does not matter
(vacant or occupied; whatever the floor). Each is a claim about the card's structure, read as a fact and compared with
the card: a denial is right only when the card lacks what is denied.

Each class is said as five writers in different registers would say it, in our own words. Each wording has a wrong
twin: either the same wording with the claim turned (Pair: 'both optional' for 'both guaranteed', the same card), or the
same claim said on a card of the other structure (Twin: the card's own rule text, then the same denial: right on a
card without a fallback, named on one with it).
"""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

MORE_C = ("Reward: score 5 VP for each objective card that holds one of your markers. Penalty: lose all your krones and give "
          "back every item in your kitchen")
A1 = "Reward: receive 3 krones. Penalty: hand back 3 krones; a player who cannot pay all 3 loses 5 VP instead"
CHAPLIN = "While you hold him, each time you score at least 1 VP, you score 2 VP more"
CHURCHILL = "While you hold him, each time your Emperor marker moves forward by at least 1 step, you may move it 1 step further"
GUEST_150 = "When he checks in or dances, take 1 champagne and gain 2 krones"
GUEST_135 = "When she checks in or dances, you may move your Emperor marker 1 step forward, and you may play 1 staff card from your hand without paying for it"
GUEST_102 = "You may move 1 step up the Emperor track. You may also turn 1 more of your vacant rooms, of any colour, to occupied"
OBJ_108 = "You need at least 12 room tiles in your hotel{} The first three players to do so claim 15, 10 and 5 VP."
OBJ_113 = "You need at least 4 occupied blue rooms and at least 3 occupied red rooms{} The first three players to do so claim 15, 10 and 5 VP."
GANDHI = "While you hold him, preparing rooms costs you nothing"


@dataclass(frozen=True)
class Twin:
    """A denial said after the rule text of a card it is true of (`right`, passes) and after that of a card it is false
    of (`wrong`, flagged by a message holding `names`): the same words, the card's one fact the other way."""

    denial: str
    right: tuple  # (card, its rule text)
    wrong: tuple
    names: str

    def said(self, rule: str) -> str:
        """The rule text with the denial where its '{}' stands, else after it."""
        return rule.replace("{}", self.denial) if "{}" in rule else rule + self.denial

    def check(self) -> None:
        said = problems(self.right[0], self.said(self.right[1]))
        assert said == [], f"the denial is flagged on {self.right[0]}, which lacks what it denies: {said}"
        said = problems(self.wrong[0], self.said(self.wrong[1]))
        assert any(self.names in p for p in said), f"the denial is not named on {self.wrong[0]}: {said}"


def twins(cases: list) -> object:
    @pytest.mark.parametrize("twin", cases, ids=[t.denial[:40] for t in cases])
    def test_the_denial_passes_where_true_and_is_named_where_false(twin: Twin) -> None:
        twin.check()

    return test_the_denial_passes_where_true_and_is_named_where_false


# ---- 1. no fallback: 'with no way to lose VP instead' -------------------------------------------------------------

NO_FALLBACK = [
    Twin(", with no way to lose VP instead.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # translated edition
    Twin("; you cannot pay VP instead.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # rulebook appendix
    Twin(". No VP fallback here.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # player aid
    Twin(". Losing VP instead is not an option.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # video narration
    Twin(", and there's no option of losing points instead.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # wiki
]
test_no_fallback = twins(NO_FALLBACK)


# ---- 2. no re-trigger: 'the 2 VP he adds do not set him off again' --------------------------------------------------

RETRIGGER = [
    # card face: the thing that would set it off named with its number; one number wrong is named
    Pair("celebrity charlie-chaplin", CHAPLIN + ". Those 2 extra VP never trigger him again.", CHAPLIN + ". Those 3 extra VP never trigger him again.", "3"),
    # wiki
    Pair("celebrity charlie-chaplin", CHAPLIN + ". The 2 VP he gives you don't set him off a second time.",
         CHAPLIN + ". The 4 VP he gives you don't set him off a second time.", "4"),
    # designer's shorthand
    Pair("celebrity winston-churchill", CHURCHILL + ". Bonus step doesn't retrigger.", CHURCHILL + ". Bonus 2 steps doesn't retrigger.", "2"),
    # video narration
    Pair("celebrity winston-churchill", CHURCHILL + ". That extra step won't trigger him again, so no chaining.",
         CHURCHILL + ". That extra krone won't trigger him again, so no chaining.", "krone"),
    # translated edition
    Pair("celebrity charlie-chaplin", CHAPLIN + ". These 2 VP do not activate the card once more.",
         CHAPLIN + ". These 5 VP do not activate the card once more.", "5"),
]
test_no_retrigger = checker(RETRIGGER)

RETRIGGER_TWINS = [Twin(". That extra step does not set it off again.", ("celebrity winston-churchill", CHURCHILL), ("guest 150", GUEST_150), "no trigger")]
test_no_retrigger_on_a_card_without_a_trigger = twins(RETRIGGER_TWINS)


# ---- 3. each part optional, or none: 'both optional', 'both guaranteed, no choices involved' -------------------------

OPTIONAL = [
    # player aid: a sentence of its own after a rule that says each 'may'
    Pair("guest 135", GUEST_135 + ". Both are take-it-or-leave-it.", GUEST_135 + ". Both are guaranteed.", "optional"),
    # rulebook appendix
    Pair("guest 102", GUEST_102 + ". Each part is optional.", GUEST_102 + ". Each part is mandatory.", "optional"),
    # teaching at the table
    Pair("guest 135", GUEST_135 + "; you can do either, both or neither.", GUEST_135 + "; you have to do both.", "optional"),
    # wiki: the other way round, on a card of two sure gains
    Pair("guest 150", GUEST_150 + ", both guaranteed, no choices involved.", GUEST_150 + ", both optional.", "optional"),
    # translated edition
    Pair("guest 150", GUEST_150 + ". Neither is optional.", GUEST_150 + ". Each is up to you.", "optional"),
]
test_optional_parts = checker(OPTIONAL)

# the parts a 'both optional' speaks of are each a 'may': said after them, in the sentence after, or before them with
# how many there are ('two optional things: ...'); a wrong count, or a part the card does not leave open, is named
GUEST_157 = "When she checks in or dances, send 1 more dancer at its usual champagne cost and occupy 1 more vacant room of any colour"
GUEST_53 = "Take 1 coffee from the supply and move 2 steps up the Emperor track"
MADE_OPTIONAL = [
    Pair("guest 157", GUEST_157 + "; both are optional.", GUEST_157 + "; both are mandatory.", "optional"),  # rulebook appendix
    Pair("guest 157", GUEST_157 + ". Each of these is up to you.", GUEST_157.replace("1 more dancer", "2 more dancers") + ". Each of these is up to you.", "2"),  # player aid
    Pair("guest 157", "She gives you two things, both optional: send 1 more dancer at its usual champagne cost, and occupy 1 more vacant room of any colour.",
         "She gives you three things, both optional: send 1 more dancer at its usual champagne cost, and occupy 1 more vacant room of any colour.", "3 things"),  # translated
    Pair("guest 157", "She offers two optional perks: send 1 more dancer at its usual champagne cost, and occupy 1 more vacant room of any colour.",
         "She offers two optional perks: send 1 more dancer at its usual champagne cost, and occupy 2 more vacant rooms of any colour.", "2 room"),  # wiki
    Pair("guest 157", GUEST_157.replace("send", "you may send") + ", or neither, or both.",
         GUEST_157.replace("send", "you may send").replace("of any colour", "of any colour on floor 1") + ", or neither, or both.", "floor"),  # narration
]
test_both_optional_makes_each_part_a_may = checker(MADE_OPTIONAL)
MADE_OPTIONAL_TWINS = [Twin("; both are optional.", ("guest 157", GUEST_157), ("guest 53", GUEST_53), "optional")]
test_both_optional_on_a_part_the_card_does_not_leave_open = twins(MADE_OPTIONAL_TWINS)


# ---- 4. what does not matter: 'vacant or occupied, it doesn't matter', 'whatever the floor' ---------------------------

INDIFFERENT = [
    Twin("; vacant or occupied, it doesn't matter.", ("objective 108", OBJ_108), ("objective 113", OBJ_113), "occupied"),  # wiki
    Twin(". Vacant and occupied rooms count alike.", ("objective 108", OBJ_108), ("objective 113", OBJ_113), "occupied"),  # rulebook
    Twin(", whether they are vacant or occupied.", ("objective 108", OBJ_108), ("objective 113", OBJ_113), "occupied"),  # translated
    Twin(": zero krones, whatever the floor.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", "You may prepare 1 room on the first or second floor without paying for it"), "floor"),  # narration
    Twin(", no matter which floor.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", "You may prepare 1 room on the first or second floor without paying for it"), "floor"),  # designer
]
test_what_does_not_matter = twins(INDIFFERENT)


# ---- 5. the lexicon's own denials are checked as well ('there is no VP alternative') --------------------------------

LEXICON_DENIALS = [
    Twin("; there is no VP alternative.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),
    Twin(". The 2 VP he adds do not set him off again.", ("celebrity charlie-chaplin", CHAPLIN), ("guest 150", GUEST_150), "no trigger"),
]
test_the_lexicon_s_denials_are_checked = twins(LEXICON_DENIALS)


# ---- the shapes hold a whole part, never a rule said with them -----------------------------------------------------


def test_a_rule_said_before_the_denial_stays_a_rule() -> None:
    """'You gain 3 VP and do not trigger him again': what would set the card off is no rule of its own ('you gain'); the
    part is read as written (or reported), never left out as a denial."""
    from compiler.textlex import tokens
    from compiler.textread_scope16 import denial_spans

    text = "You gain 3 VP and do not trigger him again."
    assert denial_spans(text, tokens(text), "celebrity")[0] == ()
    text = "The 3 VP he gives you do not trigger him again."
    assert denial_spans(text, tokens(text), "celebrity")[0] != ()


def test_a_state_said_once_is_no_indifference() -> None:
    """'whether they are occupied' names one state: no denial of a state filter."""
    from compiler.textlex import tokens
    from compiler.textread_scope16 import denial_spans

    text = "You need at least 12 rooms, whether they are occupied."
    assert denial_spans(text, tokens(text), "objective")[0] == ()


# ---- 6. limits: no boost, once per action, no extra guest -------------------------------------------------------------

GUEST_97 = "Carry out the main action of an action space that has at least one die on it, without taking a die"
GUEST_63 = "You may take 1 guest from the queue at no cost"
STAFF_183 = "Whenever you spend 1 or more champagne during an action, you gain 1 krone"
STAFF_5 = "Whenever a red guest whose order is complete leaves your café, you gain 2 krones"
STAFF_25 = "You pay nothing to take a guest from the queue"
LIMITS = [
    Twin(". You can't boost that action.", ("guest 97", GUEST_97), ("guest 63", GUEST_63), "boost"),  # teaching at the table
    Twin(". Its strength may not be raised with krones.", ("guest 97", GUEST_97), ("guest 63", GUEST_63), "boost"),  # translated edition
    Twin("; no boosting allowed.", ("guest 97", GUEST_97), ("guest 63", GUEST_63), "boost"),  # designer's shorthand
    Twin(". It's once per action, not per bottle.", ("staff 183", STAFF_183), ("staff 5", STAFF_5), "once per action"),  # wiki
    Twin(", only once per action.", ("staff 183", STAFF_183), ("staff 5", STAFF_5), "once per action"),  # player aid
    Twin(". You still only take one guest per turn, though.", ("staff 25", STAFF_25), ("guest 63", GUEST_63), "guest"),  # narration
    Twin(". It does not give you an extra guest.", ("staff 25", STAFF_25), ("guest 63", GUEST_63), "guest"),  # rulebook appendix
    Twin(". No extra guest, though.", ("staff 25", STAFF_25), ("guest 63", GUEST_63), "guest"),  # player aid
]
test_limits = twins(LIMITS)


# ---- more writers of the same classes: the shapes hold their words in other orders and marks -------------------------

MORE = [
    Twin(". You cannot choose to lose VP instead.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # rulebook
    Twin(", and there is no fallback.", ("emperor-tile more-c", MORE_C), ("emperor-tile A1", A1), "falls back"),  # wiki
    Twin(". This bonus cannot trigger itself.", ("celebrity charlie-chaplin", CHAPLIN), ("guest 150", GUEST_150), "no trigger"),  # card face
    Twin(" (the extra 2 VP do not retrigger him).", ("celebrity charlie-chaplin", CHAPLIN), ("guest 150", GUEST_150), "no trigger"),  # designer
    Twin(". No loops: the extra 2 VP don't count for him.", ("celebrity charlie-chaplin", CHAPLIN), ("guest 150", GUEST_150), "no trigger"),  # narration
    Twin(". You can take both, one or neither.", ("guest 135", GUEST_135), ("guest 150", GUEST_150), "optional"),  # teaching
    Twin(". Neither is compulsory.", ("guest 135", GUEST_135), ("guest 150", GUEST_150), "optional"),  # translated
    Twin(" - either, both or none.", ("guest 135", GUEST_135), ("guest 150", GUEST_150), "optional"),  # player aid
    Twin("; it makes no difference whether they are vacant or occupied.", ("objective 108", OBJ_108), ("objective 113", OBJ_113), "occupied"),  # translated
    Twin(" - both vacant and occupied rooms count.", ("objective 108", OBJ_108), ("objective 113", OBJ_113), "occupied"),  # player aid
    Twin(", whichever floor the room is on.", ("celebrity mahatma-gandhi", GANDHI),
         ("guest 49", "You may prepare 1 room on the first or second floor without paying for it"), "floor"),  # wiki
]
test_more_writers = twins(MORE)


# ---- 7. no extra action: 'he doesn't give you an extra action to prepare them, he just makes them free' --------------

GUEST_49 = "You may prepare 1 room on the first or second floor without paying for it"
EXTRA_ACTION = [
    Twin(". He doesn't give you an extra action to prepare them, though, he just makes them free.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", GUEST_49), "prepare"),  # wiki
    Twin(". He gives no extra chance to prepare rooms.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", GUEST_49), "prepare"),  # card face (the lexicon's own)
    Twin(". It does not grant an additional turn to prepare rooms.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", GUEST_49), "prepare"),  # translated
    Twin("; no extra chance to prepare rooms, though.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", GUEST_49), "prepare"),  # player aid
    Twin(". He won't give you another go to build rooms; he simply makes them free.", ("celebrity mahatma-gandhi", GANDHI), ("guest 49", GUEST_49), "prepare"),  # narration
]
test_no_extra_action = twins(EXTRA_ACTION)
MADE_FREE = [Twin(". He just makes them free.", ("celebrity mahatma-gandhi", GANDHI), ("guest 150", GUEST_150), "free")]
test_what_it_does_instead_is_checked = twins(MADE_FREE)


def test_whether_takes_or() -> None:
    """'whether vacant or occupied' says either state will do; 'whether vacant and occupied' (a mutant's 'and' for
    'or') says no such thing, and is no denial of a state filter."""
    from compiler.textlex import tokens
    from compiler.textread_scope16 import denial_spans

    text = "You score 1 VP for every room tile in your hotel, whether vacant and occupied."
    assert denial_spans(text, tokens(text), "staff")[0] == ()
    text = "You score 1 VP for every room tile in your hotel, whether vacant or occupied."
    assert denial_spans(text, tokens(text), "staff")[0] != ()
