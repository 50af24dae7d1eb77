"""Wrong texts that passed until session 17 (issue 14), each held by right and wrong wordings.

An 'or' that offers no choice the card has, found by mutating the development writers' paraphrases ('and' made 'or'). The reader read 'or' as a bare joint wherever the piece after it was no alternative it
knew, so each wrong wording below passed as its right twin. Now such an 'or' leaves its sentence unread
(compiler/textread_lead17.py), and a guest's restriction of where she goes reads 'or' only among what she refuses
(compiler/textread_where15.py). The 'or's the card does have (a choice, a penalty's loss, a fallback, a requirement's
joint) stay quiet."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

UNREAD_OR = "'or' here offers a choice"
MAGIC_STAFF = "you can play one of those for free, {} the rest go back under the deck."
ROOMS_AT_ONCE = ("Bell card: the first time you move 3 or more steps up the Emperor track in a single action, you may "
                 "prepare up to 2 rooms of any colour, free of charge {} already occupied.")
TENNO = "When he checks in or dances, take 1 champagne. You may also prepare one room of any colour, {} it costs 1 krone less."
KUNKEL = "She goes only into a room and never into a ballroom, {} this room must lie on the ground floor."

PAIRS = [
    Pair("guest 73", "He is worth 4 VP and lets you play up to two staff cards, each 1 krone cheaper than printed.",
         "He is worth 4 VP or lets you play up to two staff cards, each 1 krone cheaper than printed.", UNREAD_OR),
    Pair("guest 142", TENNO.format("and"), TENNO.format("or"), UNREAD_OR),
    Pair("guest 76", "Look at the top three staff cards; " + MAGIC_STAFF.format("and"),
         "Look at the top three staff cards; " + MAGIC_STAFF.format("or"), UNREAD_OR),
    Pair("staff 166", ROOMS_AT_ONCE.format("and"), ROOMS_AT_ONCE.format("or"), UNREAD_OR),
    Pair("guest 192", KUNKEL.format("and"), KUNKEL.format("or"), "cannot read"),
]

test_an_or_that_offers_no_choice_is_not_read_as_and = checker(PAIRS)

CHOICES_THE_CARD_HAS = [
    ("emperor-tile ballrooms-a", "Reward: take 2 champagne. Penalty: return 2 champagne or lose 5 VP."),
    ("emperor-tile B2", "Reward: 5 krones. Penalty: pay 5 krones, or if you cannot, lose 7 VP."),
    ("objective 114", "Have at least 3 occupied rooms of each colour: red, yellow and blue. The first three players to do so score 15, 10 and 5 VP."),
    ("guest 192", "She never goes to a ballroom or a dance; her room must be on the ground floor."),
]


@pytest.mark.parametrize(("card", "text"), CHOICES_THE_CARD_HAS, ids=[c for c, _ in CHOICES_THE_CARD_HAS])
def test_an_or_the_card_reads_stays_quiet(card: str, text: str) -> None:
    assert problems(card, text) == []


# Phrases the lexicon dropped as saying nothing ([_]), each true of some cards only: now [SAID_IF] claims
# (compiler/textread_said16.py), found by reading the [_] table for phrases a card can make false.
EMPEROR_STEPS = "You may move 3 steps up {}. You may also take 1 guest from the queue at no cost."
FIRST_BELL = ("Bell card: when you move your Emperor marker forward 3 or more steps within one action, you may turn this "
              "card face {} and prepare up to 2 rooms of any colour without paying, occupying them straight away.")
QUEUE_GUEST = "You may take 1 guest from the queue at no cost{}."

SAID = [
    Pair("guest 101", EMPEROR_STEPS.format("the Emperor track"), EMPEROR_STEPS.format("on the money track"), "the money track"),
    Pair("guest 101", EMPEROR_STEPS.format("the Emperor track"), EMPEROR_STEPS.format("on your money track"), "the money track"),
    Pair("objective 105", "Reach 20 krones on the money track. The first three players to do so get 15, 10 and 5 VP.",
         "Reach 20 VP on the money track. The first three players to do so get 15, 10 and 5 VP.", "20"),
    Pair("staff 166", FIRST_BELL.format("down"), FIRST_BELL.format("up"), "face up"),
    Pair("guest 78", QUEUE_GUEST.format(""), QUEUE_GUEST.format(", with items from the supply"), "from the supply"),
]

test_a_dropped_phrase_a_card_can_make_false_is_checked = checker(SAID)

# A hold said inside a clause ('until the end of the round', 'for the rest of the game') was left out as what a
# celebrity's lead says: on a card done at once it is false (found by appending phrases to the writers' paraphrases).
TILE_A1 = "Reward: gain 3 krones{}. Penalty: pay 3 krones; if you can't, lose 5 VP."
HOLDS = [
    Pair("emperor-tile A1", TILE_A1.format(""), TILE_A1.format(" until the end of the round"), "does not last"),
    Pair("emperor-tile A1", TILE_A1.format(""), TILE_A1.format(" for the rest of the game"), "does not last"),
    Pair("guest 78", QUEUE_GUEST.format(""), QUEUE_GUEST.format(" for the rest of the round"), "does not last"),
]

test_a_hold_said_inside_a_clause_of_a_card_done_at_once_is_flagged = checker(HOLDS)


def test_a_hold_said_inside_a_lasting_card_stays_quiet() -> None:
    card = "celebrity elizabeth-magie"
    assert problems(card, "For the rest of the round, each time you gain at least 1 krone, you may prepare 1 room of any colour for up to 1 krone less.") == []
    assert problems(card, "Each time you gain at least 1 krone until the end of the round, you may prepare 1 room of any colour for up to 1 krone less.") == []

# Where a thing comes from or goes, checked on the text's own act it is said of (the card-wide check of session 16
# let 'take 1 guest from the supply' pass on the Bartender, which fills an order from the supply), and a hold as long
# as a round, which only a celebrity has.
BARTENDER = "Bell card: when a single action gives you 3 or more dishes, you may take 1 guest {} for free and fill its whole order from the supply."
PERMANENT_RED = "This card costs 5 krones. {}, its owner pays nothing (0 krones) to prepare a red room."
TILE_A1_PAID = "Reward: gain 3 krones{}. Penalty: pay 3 krones{}; if you can't, lose 5 VP."

PER_ACT = [
    Pair("staff 174", BARTENDER.format("from the queue"), BARTENDER.format("from the supply"), "'take 1 guest' takes from the supply"),
    Pair("emperor-tile A1", TILE_A1_PAID.format(" from the bank", " to the supply"), TILE_A1_PAID.format(" to the supply", ""),
         "'gain 3 krones' puts something back in the supply"),
    Pair("staff 10", PERMANENT_RED.format("While it is in play"), PERMANENT_RED.format("Until the end of the round"), "not one round"),
    Pair("staff 10", PERMANENT_RED.format("For the rest of the game"), PERMANENT_RED.format("For the rest of the round"), "not one round"),
]

test_a_place_or_a_hold_said_of_an_act_is_checked_there = checker(PER_ACT)


def test_the_card_wide_claims_see_the_acts_inside_a_fallback() -> None:
    """A penalty's payment sits in a Fallback's attempt; the claims' walk used to see only `body`, so a tile that pays
    looked like one that pays nothing."""
    from compiler import meaning as m
    from compiler.textread_said16 import _acts
    from tests.compiler.textsets.sets import corpus_cards

    verbs = {(act.verb, act.value("what")) for act in _acts(m.card_meaning(corpus_cards()["emperor-tile A1"]))}
    assert {("spend", "krone"), ("spend", "vp"), ("gain", "krone")} <= verbs

# A place said with its way against the clause's verb (compiler/textlex_places.py `AGAINST`): the lexicon read
# 'from your kitchen' and 'into your kitchen' alike, so taking from your own kitchen passed as a gain.
CHAMPAGNE_TILE = "Reward: take 2 champagne{}. Penalty: return 2 champagne{} or lose 5 VP."
WAYS = [
    Pair("emperor-tile ballrooms-a", CHAMPAGNE_TILE.format(" into your kitchen", ""), CHAMPAGNE_TILE.format(" from your kitchen", ""),
         "from your kitchen"),
    Pair("emperor-tile ballrooms-a", CHAMPAGNE_TILE.format("", " from your kitchen"), CHAMPAGNE_TILE.format("", " into your kitchen"),
         "into your kitchen"),
    Pair("emperor-tile ballrooms-a", CHAMPAGNE_TILE.format(" into his kitchen", " from his kitchen"),
         CHAMPAGNE_TILE.format(" from his kitchen", " from his kitchen"), "from"),
]

test_a_place_said_against_its_verb_is_unread = checker(WAYS)


def test_a_place_with_no_way_stays_quiet_with_either_verb() -> None:
    assert problems("emperor-tile ballrooms-a", "Reward: take 2 champagne and put them in your kitchen. Penalty: give back 2 champagne in your kitchen or lose 5 VP.") == []

# A second count of one act replaced the first unread ('per dancer per point of strength'), and a time said with what
# an objective asks was dropped with the clause that had nothing else ('At the end of the game, have at least 20
# krones'): both found by inserting phrases into the writers' paraphrases after their first amount.
BOOTBLACK = "Each time you take a die showing 4, instead of the main action, gain 1 krone {}and up to 1 Emperor step per point of strength."
TWENTY = "{}have at least 20 krones{}. The first three players to do so get 15, 10 and 5 VP."
LATE = [
    Pair("staff 15", BOOTBLACK.format("per point of strength "), BOOTBLACK.format("per dancer per point of strength "), "two counts"),
    Pair("objective 105", TWENTY.format("You must ", ""), TWENTY.format("At the end of the game, ", ""), "at final scoring"),
    Pair("objective 105", TWENTY.format("You must ", " on the money track"), TWENTY.format("You must ", " at the end of the game"), "at final scoring"),
]

test_a_second_count_or_a_time_said_with_a_requirement_is_not_dropped = checker(LATE)

# Leads said before a sentence that has no rule to time (found by putting a lead before each sentence of the writers'
# paraphrases): a requirement under a time or a condition is a fact no card has, and the requirement is still compared;
# a lasting change under a moment of the game is unread.
RED_FREE = "This card costs 5 krones and is permanent. {}while it is in play, its owner pays nothing (0 krones) to prepare a red room."
LEADS = [
    Pair("objective 105", TWENTY.format("You must ", ""), TWENTY.format("Once per round, ", ""), "(once per round)"),
    Pair("objective 105", TWENTY.format("You must ", ""), TWENTY.format("If you have at least 3 red rooms, ", ""), "a condition of its own"),
    Pair("staff 10", RED_FREE.format(""), RED_FREE.format("At the end of the game, "), "holds at final scoring"),
    Pair("staff 10", RED_FREE.format(""), RED_FREE.format("During setup, "), "holds at setup"),
]

test_a_lead_before_a_sentence_with_no_rule_to_time_is_not_dropped = checker(LEADS)

# A time said with nothing to happen then, replaced unread by a later time of another kind.
DANCER_KRONE = "{}. Each time the owner sends a dancer to a ballroom, they gain 1 krone and may draw 1 staff card."
SIMPLE_TILE = "{}simple tile: you earn 8 VP for the reward, and you lose 8 VP if you get the penalty."
UNUSED = [
    Pair("staff 130", DANCER_KRONE.format("Permanent"), DANCER_KRONE.format("At the end of the game, permanent"), "(at final scoring)"),
    Pair("emperor-tile C1", SIMPLE_TILE.format("A "), SIMPLE_TILE.format("During setup, a "), "a time at which nothing happens"),
]

test_a_time_with_nothing_to_happen_then_is_not_dropped = checker(UNUSED)


def test_a_time_said_alone_and_then_used_stays_quiet() -> None:
    assert problems("staff 27", "Cost: 4 krones. At the end of the game, final scoring: the owner scores 3 VP for each occupied red room in their hotel.") == []


def test_the_one_walk_over_a_meaning_reaches_acts_in_fallbacks_branches_and_table_rows() -> None:
    """compiler/meaning.py `nodes`, shared by the claims (textread_said16) and the denials (textread_scope16)."""
    from compiler import meaning as m

    inner = m.Act("gain", (("what", "vp"),))
    table = m.Table("guests", ((2, (inner,)),))
    meaning = m.Meaning((m.Rule(m.Occasion("final"), (m.Fallback((table,), (m.Branch(None, (m.Act("lose", ()),)),)),)),))
    acts = [n.verb for n in m.nodes(meaning) if isinstance(n, m.Act)]
    assert sorted(acts) == ["gain", "lose"]
