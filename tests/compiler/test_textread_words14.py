"""Function words, abbreviations and idioms a new writer uses (session 14, words14): closed classes of English, each
read as a class, not phrase by phrase. Each class: five writers in different registers, each right wording beside the
same wording with one fact wrong, which is flagged naming the difference.

1. Abbreviations that end in a full stop ('min.', 'i.e.', 'incl.', 'Dr.', an initial): the stop is no sentence's end;
   an example set off by a comma after 'e.g.' illustrates and is not read.
2. Sequence adverbs ('first', 'firstly', 'to begin with', 'first of all'): they order the sentences and say no rank.
3. Focus and concession particles and the writer's asides ('even', 'though', 'however', 'of course', 'in fact');
   'only' before a number ('orders only 1 strudel', as 'just'); a reflexive at a clause's end ('she scores nothing
   herself'). 'only' before anything else stays a restriction.
4. The indefinite pronouns of persons ('everyone who', 'everybody who', 'anybody who' are 'anyone who') and the
   free-choice place adverb 'anywhere' ('no dancer anywhere in this ballroom').
5. The idioms of no cost ('on the house', 'without paying a thing', 'at no charge'): 'for free', and only that.
7. Phrasal verbs of giving with the card as the subject ('he throws in', 'she hands out', 'she chips in'): a gain.
6. Discourse openers of the spoken registers ('Okay,', 'Well,', 'So,', 'Look,'), a conjunction opening a sentence
   ('But you ...', 'And you ...') and the emphatic 'do' ('you do get').
"""
from __future__ import annotations

from compiler.textlex import tokens
from compiler.textlex_words14 import abbreviations_read
from tests.compiler.textpairs import Pair, checker

ABBREVIATIONS = [
    # designer's shorthand: 'min.' before a number is 'at least' (words13's 'min'), and the sentence goes on
    Pair("objective 108", "Objective: min. 12 room tiles in your hotel, vacant or occupied. 15/10/5 VP.",
         "Objective: min. 11 room tiles in your hotel, vacant or occupied. 15/10/5 VP.", "11"),
    # rulebook appendix: 'i.e.' before a gloss, read as the lexicon's 'ie'
    Pair("objective 112", "You need at least 6 complete room groups, i.e. groups whose rooms are all occupied. 15/10/5 VP.",
         "You need at least 6 complete room groups, i.e. groups whose rooms are all vacant. 15/10/5 VP.", "occupied"),
    # player aid: 'e.g.' after a comma leads an example, which is not read
    Pair("objective 108", "You need at least 12 rooms in your hotel, e.g. 7 vacant and 5 occupied. 15/10/5 VP.",
         "You need at least 10 rooms in your hotel, e.g. 7 vacant and 3 occupied. 15/10/5 VP.", "10"),
    # wiki, written 'e. g.' with a space and capital 'Min.'
    Pair("objective 110", "Min. 2 fully occupied columns in your hotel, e. g. the two leftmost. 15/10/5 VP.",
         "Min. 3 fully occupied columns in your hotel, e. g. the three leftmost. 15/10/5 VP.", "3"),
    # a translated edition: 'min.' and 'i.e.' in parentheses in one text
    Pair("objective 112", "You need min. 6 complete room groups (i.e. groups whose rooms are all occupied). The first three to get there score 15, 10 and 5 VP.",
         "You need min. 5 complete room groups (i.e. groups whose rooms are all occupied). The first three to get there score 15, 10 and 5 VP.", "5"),
]

SEQUENCE = [
    # video narration: 'first' opening the sentence before its subject, 'then' the next
    Pair("guest 150", "First you get 1 champagne. Then you get 2 krones.",
         "First you get 2 champagne. Then you get 2 krones.", "2 champagne"),
    # designer's shorthand: 'first' before the verb
    Pair("guest 142", "First take 1 champagne, then you may prepare 1 room of any colour for 1 krone less than usual.",
         "First take 1 champagne, then you may prepare 1 room of any colour for 2 krones less than usual.", "2 krones"),
    # rulebook appendix: 'firstly' with its comma
    Pair("guest 84", "Firstly, you receive 3 krones. You may also take 1 guest from the queue at no cost.",
         "Firstly, you receive 4 krones. You may also take 1 guest from the queue at no cost.", "4 krones"),
    # wiki: 'to begin with' and 'after that'
    Pair("guest 150", "To begin with, you gain 1 champagne. After that you gain 2 krones.",
         "To begin with, you gain 1 champagne. After that you lose 2 krones.", "krones"),
    # a translated edition: 'first of all'
    Pair("guest 84", "First of all you receive 3 krones; you may also take 1 guest from the queue at no cost.",
         "First of all you pay 3 krones; you may also take 1 guest from the queue at no cost.", "krones"),
]

PARTICLES = [
    # video narration: 'even' before what is done
    Pair("guest 84", "He pays you 3 krones, and he even lets you take 1 guest from the queue at no cost.",
         "He pays you 3 krones, and he even lets you take 2 guests from the queue at no cost.", "2"),
    # wiki: 'though' at the end of the sentence
    Pair("staff 25", "You pay nothing to take a guest from the queue. It does not let you take any extra guest, though.",
         "You pay 1 krone to take a guest from the queue. It does not let you take any extra guest, though.", "krone"),
    # rulebook appendix: 'however' at the end
    Pair("guest 150", "He gives you 1 champagne. You also gain 2 krones, however.",
         "He gives you 1 champagne. You also gain 3 krones, however.", "3 krones"),
    # player aid: 'of course' opening the sentence
    Pair("guest 150", "Of course he gives you 1 champagne and 2 krones.",
         "Of course he gives you 1 coffee and 2 krones.", "coffee"),
    # designer's aside: 'in fact'
    Pair("guest 84", "In fact, you receive 3 krones. You may also take 1 guest from the queue at no cost.",
         "In fact, you receive 3 VP. You may also take 1 guest from the queue at no cost.", "VP"),
]

ONLY_AND_REFLEXIVES = [
    # preview article: 'only' before the order's amount
    Pair("guest 53", "She orders only 1 strudel and 1 wine. Take 1 coffee. You may also move 2 steps up the Emperor track.",
         "She orders only 1 strudel and 1 wine. Take 1 coffee. You may also move 3 steps up the Emperor track.", "3 steps"),
    # designer's shorthand: 'only' before a gain
    Pair("guest 136", "Reward: only 1 champagne.", "Reward: only 2 champagne.", "2 champagne"),
    # video narration: an intensive reflexive before 'but'
    Pair("guest 53", "She scores no points herself, but she gives you 1 coffee and you may move 2 steps up the Emperor track.",
         "She scores no points herself, but she gives you 1 wine and you may move 2 steps up the Emperor track.", "wine"),
    # rulebook appendix: 'himself' at the sentence's end
    Pair("guest 93", "You may move 1 step up the Emperor track; Mr. Horsa scores no points himself.",
         "You may move 2 steps up the Emperor track; Mr. Horsa scores no points himself.", "2 steps"),
    # wiki: 'only' before the number of guests taken
    Pair("guest 63", "You may take only 1 guest from the queue at no cost.",
         "You may take only 2 guests from the queue at no cost.", "2"),
]

INDEFINITES = [
    # video narration
    Pair("guest 150", "Everyone who checks him in gets 1 champagne and 2 krones.",
         "Everyone who checks him in gets 1 champagne and 3 krones.", "3 krones"),
    # a translated edition
    Pair("guest 150", "Everybody who checks him in receives 1 champagne and 2 krones.",
         "Everybody who checks him in receives 2 champagne and 2 krones.", "2 champagne"),
    # rulebook appendix: a fallback's 'anybody who cannot'
    Pair("emperor-tile B2", "Reward: receive 5 krones. Penalty: pay 5 krones; anybody who cannot loses 7 VP instead.",
         "Reward: receive 5 krones. Penalty: pay 5 krones; anybody who cannot loses 5 VP instead.", "5 VP"),
    # wiki: a penalty's 'everyone who cannot'
    Pair("emperor-tile B2", "Reward: receive 5 krones. Penalty: pay 5 krones; everyone who cannot loses 7 VP instead.",
         "Reward: receive 5 krones. Penalty: pay 4 krones; everyone who cannot loses 7 VP instead.", "4 krones"),
    # player aid: 'anywhere' after a denial
    Pair("ballroom goldener-strauss",
         "Top row: 3 steps up the Emperor track; middle row: 1 step; bottom row: nothing. When this ballroom is scored, "
         "each row is ranked on its own by the number of dancers in it, among the players with at least one dancer "
         "there: first 7 VP, second 2 VP. A player with no dancer anywhere in this ballroom loses 5 VP.",
         "Top row: 3 steps up the Emperor track; middle row: 1 step; bottom row: nothing. When this ballroom is scored, "
         "each row is ranked on its own by the number of dancers in it, among the players with at least one dancer "
         "there: first 7 VP, second 2 VP. A player with no dancer anywhere in this ballroom loses 3 VP.", "3 VP"),
]

NO_COST = [
    # video narration: the twin says nothing of the cost
    Pair("guest 63", "You may take 1 guest from the queue on the house.",
         "You may take 1 guest from the queue.", "for free"),
    # wiki
    Pair("guest 84", "Receive 3 krones. You may also take 1 guest from the queue without paying a thing.",
         "Receive 3 krones. You may also take 1 guest from the queue.", "for free"),
    # player aid
    Pair("guest 63", "May take 1 guest from the queue at no charge.",
         "May take 2 guests from the queue at no charge.", "2"),
    # rulebook appendix, 'without paying a single krone'
    Pair("guest 84", "The player receives 3 krones and may take 1 guest from the queue without paying a single krone.",
         "The player receives 3 krones and may take 1 guest from the queue.", "for free"),
    # a translated edition: 'without paying a krone'
    Pair("guest 63", "You may take 1 guest from the queue without paying a krone.",
         "You must take 1 guest from the queue without paying a krone.", "optional"),
]

OPENERS = [
    # video narration
    Pair("guest 150", "Okay, he gives you 1 champagne and 2 krones.",
         "Okay, he gives you 1 champagne and 2 VP.", "VP"),
    # a player explaining at the table: 'so' before the subject, after 'alright'
    Pair("guest 150", "Alright, so you gain 1 champagne and 2 krones.",
         "Alright, so you gain 1 champagne and 1 krone.", "1 krone"),
    # preview article: a sentence opening with 'But' and an emphatic 'do'
    Pair("guest 84", "You receive 3 krones. But you do get to take 1 guest from the queue at no cost as well.",
         "You receive 3 krones. But you do get to take 1 guest from the queue at no cost as well, and 1 VP.", "1 VP"),
    # rulebook appendix: 'And' opening a sentence, 'does' before the verb
    Pair("guest 150", "He does give you 1 champagne. And you gain 2 krones.",
         "He does give you 1 champagne. And you lose 2 krones.", "krones"),
    # wiki: 'Well,' and 'Look,'
    Pair("guest 84", "Well, you receive 3 krones. Look, you may also take 1 guest from the queue at no cost.",
         "Well, you receive 3 krones. Look, you must also take 1 guest from the queue at no cost.", "optional"),
]

GIVING = [
    # video narration
    Pair("guest 150", "He throws in 1 champagne and 2 krones.", "He throws in 1 champagne and 3 krones.", "3 krones"),
    # preview article, the card's own name as the subject
    Pair("guest 150", "The Consigliere hands out 1 champagne and 2 krones.",
         "The Consigliere hands out 2 champagne and 2 krones.", "2 champagne"),
    # rulebook appendix
    Pair("guest 136", "When she checks in, she throws in 1 champagne.", "When she checks in, she throws in 1 coffee.", "coffee"),
    # player aid
    Pair("guest 136", "Reward: she chips in 1 champagne.", "Reward: she chips in 2 champagne.", "2 champagne"),
    # wiki, a staff card played
    Pair("staff 43", "The Barista throws in 4 coffee as soon as you hire her.",
         "The Barista throws in 3 coffee as soon as you hire her.", "3 coffee"),
]

test_abbreviations = checker(ABBREVIATIONS)
test_phrasal_verbs_of_giving = checker(GIVING)
test_discourse_openers = checker(OPENERS)
test_sequence_adverbs = checker(SEQUENCE)
test_focus_and_concession = checker(PARTICLES)
test_indefinite_pronouns = checker(INDEFINITES)
test_only_before_a_number_and_reflexives = checker(ONLY_AND_REFLEXIVES)
test_idioms_of_no_cost = checker(NO_COST)


def test_a_stop_before_a_capital_still_ends_the_sentence():
    """'etc.' or 'min.' before a capital, or a capital letter after 'and' ('groups A, B and C. Then'), ends it."""
    said = "Take 2 wine etc. Then groups A, B and C. Then"
    assert abbreviations_read(said) == said


def test_titles_and_initials_before_a_name_keep_the_sentence():
    assert abbreviations_read("Ask Dr. Hagedorn, then C. Inderella.") == "Ask Dr  Hagedorn, then C  Inderella."


def test_first_stays_a_rank_before_a_number():
    """'First 7 VP, second 2 VP' and 'First, 7 VP': 'first' before an amount is the rank, read as before."""
    assert [t.type for t in tokens("First 7 VP, second 2 VP.")][0] == "RANK"
    assert [t.type for t in tokens("First, 7 VP; second, 2 VP.")][0] == "RANK"


def test_even_stays_where_it_is_no_particle():
    """'an even number': 'even' after an article says what the number is, so it is left for the reader to report."""
    assert "even" in [str(t.meaning) for t in tokens("Take a die showing an even number.")]


def test_do_not_stays_a_denial():
    """'you do not get': 'do' before 'not' is no emphasis, and the denial stays the lexicon's."""
    assert "do not" in " ".join(str(t.raw) for t in tokens("You do not get 1 champagne."))


def test_only_before_a_noun_stays():
    """'She takes only a room': 'only' before an article restricts where, and is left to the lexicon."""
    assert "only" in [str(t.meaning) for t in tokens("She takes only a room.")]
