"""A card's own name, said any way (session 10; compiler/textread_names.py): with 's as the card's ("the Abbess's
reward" is 'his reward', "Apollosaal's top row" 'its', "Stroup's winner" 'its') or as its verb ("Chaplin's worth 1 VP"),
a name of known words as printed after 'the' or as a heading ('The General', 'General:'), initials and titles with or
without their dots ('Capt Goldhaken', 'J. R. R. Tolkien'), '&' said 'and', the surname alone, the first words ('the
Lord Mayor'), a title in full ('the admiral'), a heading ('Admiral Winterbottom: ...'), a guest after 'with'/'from'/'for'
('With the Mannequin you collect ...'); and the leads that name the card: the reward with whose it is after a
preposition ('Upon his reward,', 'On collecting her reward,', '... when you take his reward'), the guest served ('When the
Tailor's order is complete,', 'Check in the Tailor to get ...'), a staff card played or held ('After playing the Chef,',
'With the Chauffeur in play,'), an entrance won ('Winning Stroup gets you ...'). Each right wording passes and the same
wording with one fact wrong is named."""
from __future__ import annotations

from compiler.textread_rewrite import own_name
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

PAIRS = (
    # a possessive of the card's own name is the card's: his reward
    Pair("guest 134", "Upon receiving the Debutante's reward, the player gains one champagne.",
         "Upon receiving the Debutante's reward, the player gains two champagne.", "2 champagne"),
    Pair("guest 149", "The Abbess's reward grants the player 5 krones.", "The Abbess's reward grants the player 4 krones.", "4 krones"),
    Pair("guest 117", "Mag. Ferdinand's reward: you may move your Emperor marker 3 steps forward.",
         "Mag. Ferdinand's reward: you may move your Emperor marker 2 steps forward.", "2 steps"),
    Pair("guest 73", "Upon the Count's reward, you may play up to 2 staff cards, paying 1 krone less for each.",
         "Upon the Count's reward, you may play up to 3 staff cards, paying 1 krone less for each.", "3 staff"),
    # a name of card words, capitalised as printed after 'the'
    Pair("guest 81", "The General gives you a wine and 3 krones.", "The General gives you a wine and 4 krones.", "4 krones"),
    Pair("guest 81", "When you check in the General, you gain a wine and 3 krones.",
         "When you check in the General, you gain a coffee and 3 krones.", "coffee"),
    # initials and titles, with or without their dots; '&' said 'and'; the surname alone
    Pair("guest 92", "Upon Capt Goldhaken's reward, you receive 1 krone.", "Upon Capt Goldhaken's reward, you receive 2 krones.", "2 krones"),
    Pair("celebrity jrr-tolkien", "While you hold J. R. R. Tolkien, each room that you occupy scores you 2 VP.",
         "While you hold J. R. R. Tolkien, each room that you occupy scores you 3 VP.", "3 VP"),
    Pair("guest 187", "J. Gatsby and D. Buchanan can only take a room, never dance in a ballroom. When they check in, you may occupy "
                      "1 more vacant room of any colour, and you move your Emperor marker 4 steps forward.",
         "J. Gatsby and D. Buchanan can only take a room, never dance in a ballroom. When they check in, you may occupy "
         "1 more vacant room of any colour, and you move your Emperor marker 3 steps forward.", "3 steps"),
    # a word of the name or its title in full, in any case, after 'the'
    Pair("guest 151", "The admiral lets you move 2 spaces up the Emperor track, and you may send a dancer to a ballroom.",
         "The admiral lets you move 3 spaces up the Emperor track, and you may send a dancer to a ballroom.", "3 steps"),
    # the reward said after a preposition, with whose it is
    Pair("guest 50", "Upon his reward, draw one staff card; then you may prepare one room.",
         "Upon his reward, draw two staff cards; then you may prepare one room.", "2 staff"),
    Pair("guest 81", "On collecting her reward, you gain 1 wine and 3 krones.", "On collecting her reward, you gain 2 wine and 3 krones.", "2 wine"),
    Pair("guest 81", "You get 1 wine and 3 krones when you take his reward.", "You get 1 wine and 4 krones when you take his reward.", "4 krones"),
    Pair("guest 143", "His reward gives the player who serves him two dishes or drinks of their choice.",
         "His reward gives the player who serves him three dishes or drinks of their choice.", "3 dish"),
    # a guest's own name after 'with' or 'from' opening a sentence is its reward
    Pair("guest 138", "With the Mannequin you collect a champagne, and then you may play a staff card from your hand for 3 krones less.",
         "With the Mannequin you collect two champagne, and then you may play a staff card from your hand for 3 krones less.", "2 champagne"),
    Pair("guest 141", "From Khan, you get a champagne.", "From Khan, you get a coffee.", "coffee"),
    # the guest served, said of its order or in the perfect, or before 'to'
    Pair("guest 52", "When the Tailor's order is complete, you get 1 strudel and 2 krones.",
         "When the Tailor's order is complete, you get 1 strudel and 3 krones.", "3 krones"),
    Pair("guest 52", "Once you've served the Tailor, take 1 strudel and 2 krones.", "Once you've served the Tailor, take 2 strudel and 2 krones.", "2 strudel"),
    Pair("guest 52", "Once the Tailor is served, take 1 strudel and 2 krones.", "Once the Tailor is served, take 1 cake and 2 krones.", "cake"),
    Pair("guest 52", "Check in the Tailor to get 1 strudel and 2 krones.", "Check in the Tailor to get 1 strudel and 1 krone.", "1 krone"),
    Pair("guest 52", "For the Tailor you get 1 strudel and 2 krones.", "For the Tailor you get 1 wine and 2 krones.", "wine"),
    # a ballroom's 's is the card's
    Pair("ballroom apollosaal", "A dancer you place in Apollosaal's top row earns you 3 krones, one in the middle row 2 krones, one in the "
         "bottom row nothing. When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times "
         "the value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.",
         "A dancer you place in Apollosaal's top row earns you 4 krones, one in the middle row 2 krones, one in the "
         "bottom row nothing. When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times "
         "the value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.", "4 krones"),
    # an entrance won, said with its name
    Pair("hotel-entrance stroup", "Winning Stroup gets you 1 strudel, 1 cake, 1 wine and 1 coffee. Whenever the first room of one of "
         "your room groups becomes occupied, you gain by the group's colour: 3 VP for blue, 2 krones for red, 2 Emperor steps for yellow.",
         "Winning Stroup gets you 1 strudel, 1 cake, 1 wine and 1 coffee. Whenever the first room of one of "
         "your room groups becomes occupied, you gain by the group's colour: 3 VP for blue, 3 krones for red, 2 Emperor steps for yellow.", "3 krones"),
    Pair("hotel-entrance stroup", "Stroup's winner takes 1 strudel, 1 cake, 1 wine and 1 coffee. Whenever the first room of one of "
         "your room groups becomes occupied, you gain by the group's colour: 3 VP for blue, 2 krones for red, 2 Emperor steps for yellow.",
         "Stroup's winner takes 1 strudel, 1 cake, 1 wine and 2 coffee. Whenever the first room of one of "
         "your room groups becomes occupied, you gain by the group's colour: 3 VP for blue, 2 krones for red, 2 Emperor steps for yellow.", "2 coffee"),
    # a staff card played, said with its name
    Pair("staff 21", "Once you have hired the Chef, take one strudel, one cake, one wine and one coffee.",
         "Once you have hired the Chef, take one strudel, one cake, one wine and two coffee.", "2 coffee"),
    Pair("staff 21", "After playing the Chef, take one strudel, one cake, one wine and one coffee.",
         "After playing the Chef, take one strudel, two cake, one wine and one coffee.", "2 cake"),
    Pair("staff 21", "Playing the Chef gets you one strudel, one cake, one wine and one coffee.",
         "Playing the Chef gets you one strudel, one cake and one coffee.", "wine"),
    Pair("staff 21", "When the Chef comes into play, take one strudel, one cake, one wine and one coffee.",
         "When the Chef comes into play, take one strudel, one cake, one wine and one champagne.", "champagne"),
    # a staff card said held by its name
    Pair("staff 10", "With the Chauffeur in play, you pay nothing to prepare red rooms.",
         "With the Chauffeur in play, you pay nothing to prepare blue rooms.", "blue"),
    # the name after a gerund is its object, even before a verb ('Serving the General gets you ...' is 'serving him')
    Pair("guest 81", "Serving the General gets you a wine and 3 krones.", "Serving the General gets you a wine and 2 krones.", "2 krones"),
    # the card's own name opening a sentence before a colon is a heading, and says nothing
    Pair("guest 151", "Admiral Winterbottom: you may move 2 steps up the Emperor track. You may also send one dancer to a ballroom.",
         "Admiral Winterbottom: you may move 3 steps up the Emperor track. You may also send one dancer to a ballroom.", "3 steps"),
    Pair("guest 81", "General: you take 1 wine and 3 krones.", "General: you take 1 wine and 2 krones.", "2 krones"),
    Pair("guest 186", "When the Lord Mayor checks in, the current ballroom is scored straight away, on top of its normal scoring later.",
         "When the Lord Mayor checks in, you gain 1 champagne and the current ballroom is scored straight away, on top of its normal "
         "scoring later.", "champagne"),
    # 's as the verb; a name's head before its comma
    Pair("celebrity charlie-chaplin", "Chaplin's worth 1 VP when you take him. While you hold him, each time you score at least 1 VP, you score 2 VP more.",
         "Chaplin's worth 2 VP when you take him. While you hold him, each time you score at least 1 VP, you score 2 VP more.", "as 2"),
    Pair("hotel-entrance the-kozi-palace-vienna", "The Kozi Palace gives you a cake and a coffee when you win it. Each time you are about "
         "to use an action space, you may move 1 die from a neighbouring action space onto it, turning that die to show this space's number.",
         "The Kozi Palace gives you a cake and a wine when you win it. Each time you are about "
         "to use an action space, you may move 1 die from a neighbouring action space onto it, turning that die to show this space's number.", "wine"),
)

test_a_cards_own_name_said_any_way_is_the_card = checker(PAIRS)


def test_a_names_s_is_its_verb_before_what_is_no_noun_and_the_cards_before_a_noun() -> None:
    assert own_name("Chaplin's a one-pointer.", "Charlie Chaplin", "celebrity").split()[:3] == ["he", "is", "a"]
    assert own_name("The Musician's reward: draw.", "Musician", "guest").split()[:2] == ["his", "reward:"]
    assert own_name("The Chauffeur's effect lasts.", "Chauffeur", "staff").split()[0] == "its"
    assert own_name("Gatsby and Buchanan's reward", "J. Gatsby & D. Buchanan", "guest").split()[0] == "their"


def test_what_stays_as_said() -> None:
    """An entrance's possessive is its owner's; a name of card words without 'the' or its capitals is those words; the
    dot of a word like 'VP.' before a surname is no initial of the name; another card's name stays unknown."""
    assert own_name("Kaufman's pile", "Kaufman", "hotel-entrance") == "Kaufman's pile"
    assert own_name("Kaufman's owner", "Kaufman", "hotel-entrance").split()[0] == "its"
    assert own_name("Count your rooms; the count of rooms.", "Count", "guest") == "Count your rooms; the count of rooms."
    assert own_name("Take the general supply.", "General", "guest") == "Take the general supply."
    assert own_name("Gain 3 VP. Gatsby goes.", "J. Gatsby & D. Buchanan", "guest").startswith("Gain 3 VP. they")
    assert own_name("The Abbess's reward", "Laird", "guest") == "The Abbess's reward"
    assert own_name("The doctor checks in. Doctor, check in.", "Dr. Hagedorn", "guest").split()[0] == "he"
    assert own_name("Doctor, check in.", "Dr. Hagedorn", "guest") == "Doctor, check in."
    assert any("Abbess's" in p for p in problems("guest 143", "The Abbess's reward grants the player 2 dishes or drinks of your choice."))
