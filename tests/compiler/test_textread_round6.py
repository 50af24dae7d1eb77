"""The text reader's sixth round (issue 14): general mechanisms found on fresh3 (held out until this round). Each
is held both ways: a correct wording passes, and the same wording with one fact wrong is still flagged, naming the
difference (a mechanism that passed anything would be a check that cannot fail).
"""
from __future__ import annotations

import pytest

from compiler.textread_rewrite import the_player
from tests.compiler.test_textcheck_rules import problems

# (card, a correct wording, the same wording made wrong, words the difference names)
CASES = [
    # the guest itself as the subject of its VP ('This guest scores 3 VP'), with 'no other / further reward'
    ("guest 65", "This guest scores 3 VP and gives no other reward.", "This guest scores 4 VP and gives no other reward.", "VP as 4"),
    ("guest 65", "The Knight of the Empire counts for 3 VP and brings no further reward.",
     "The Knight of the Empire counts for 3 VP and brings you 1 krone.", "gain 1 krone"),
    ("guest 69", "She scores 7 VP and gives you 3 krones.", "She scores 7 VP and gives you 2 krones.", "2 krones"),
    # ... but a guest's scoring the sentence goes on to qualify is a gain ('in rounds 4 and 5 she scores 5 VP')
    ("guest 185", "When she checks in, you may send 1 dancer at 1 champagne less for each other player, and every other player gains "
     "1 dish or drink of their choice. In rounds 1 to 3 she scores 8 VP, in rounds 4 and 5 she scores 5 VP, and in rounds 6 and 7 she scores 2 VP.",
     "When she checks in, you may send 1 dancer at 1 champagne less for each other player, and every other player gains "
     "1 dish or drink of their choice. In rounds 1 to 3 she scores 8 VP, in rounds 4 and 5 she scores 4 VP, and in rounds 6 and 7 she scores 2 VP.",
     "gain 4 VP in rounds 4 to 5"),
    # a card's own name said as the subject of a trailing clause is 'he' ('..., when the Ambassador checks in')
    ("guest 148", "You may send one dancer to a ballroom, paying the usual champagne cost, when the Ambassador checks in.",
     "You may send two dancers to a ballroom, paying the usual champagne cost, when the Ambassador checks in.", "2 dancers"),
    # 'once in each round'; a bell card said in a sentence of its own, and how often ('Bell, once:', 'One time only, when')
    ("staff 2", "Once in each round, as an additional action, you receive 1 cake.", "Once in each round, as an additional action, you receive 1 wine.", "wine"),
    ("staff 167", "This is a bell card. One time only, when you complete the order of a blue guest who ordered 3 or more items, you receive 3 strudel and 3 cake.",
     "This is a bell card. One time only, when you complete the order of a red guest who ordered 3 or more items, you receive 3 strudel and 3 cake.", "red"),
    ("staff 169", "Bell, once: when you complete the order of a yellow guest with 3 or more items, gain 6 krones.",
     "Bell, once: when you complete the order of a yellow guest with 3 or more items, gain 5 krones.", "5 krones"),
    ("staff 12", "Each time you take a die showing 3 or 4, score 2 VP.", "Bell, once: when you take a die showing 3 or 4, score 2 VP.", "bell"),
    # a guest's text opening with its VP alone: '7 VP. Gain 3 krones.'
    ("guest 69", "7 VP. Gain 3 krones.", "8 VP. Gain 3 krones.", "VP as 8"),
    ("guest 153", "14 VP. No other reward.", "14 VP. Gain 1 krone.", "gain 1 krone"),
    # 'the player' on a card one player uses is you; 'the holder' of a celebrity too
    ("guest 74", "The Earl scores 10 VP and gives the player 1 krone.", "The Earl scores 10 VP and gives the player 2 krones.", "2 krones"),
    ("guest 137", "The player gains 2 krones and may send up to 2 dancers to a ballroom at their usual cost.",
     "The player pays 2 krones and may send up to 2 dancers to a ballroom at their usual cost.", "pay 2 krones"),
    ("celebrity giacomo-puccini", "Each time its holder plays a staff card, they receive 1 champagne and 2 VP.",
     "Each time its holder plays a staff card, they receive 1 champagne and 3 VP.", "3 VP"),
]


@pytest.mark.parametrize("key, right, wrong, names", CASES, ids=[f"{c[0]}: {c[1][:40]}" for c in CASES])
def test_the_right_wording_passes(key, right, wrong, names) -> None:
    assert problems(key, right) == []


@pytest.mark.parametrize("key, right, wrong, names", CASES, ids=[f"{c[0]}: {c[2][:40]}" for c in CASES])
def test_the_wrong_wording_is_flagged_naming_the_difference(key, right, wrong, names) -> None:
    found = problems(key, wrong)
    assert any(names in p for p in found), found


def test_a_bare_vp_sentence_is_the_guests_vp_only_when_it_opens_the_text() -> None:
    """Said after the reward, '7 VP.' is a gain of 7 VP like any bare amount (and so a difference on this card)."""
    assert any("gain 7 VP" in p for p in problems("guest 69", "Gain 3 krones. 7 VP."))


def test_the_player_stays_one_of_several_where_several_are_meant() -> None:
    said = "the player with the most dancers scores 10 VP"
    assert the_player(said, "staff") == said and the_player("the player to your left gains 1 krone", "guest").startswith("the player")
    assert the_player("The player gains 2 krones.", "ballroom") == "The player gains 2 krones."
    assert the_player("The player gains 2 krones.", "guest").startswith("you ") and len(the_player("The player gains", "guest")) == len("The player gains")
