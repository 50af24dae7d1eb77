"""An action space's text read again in the card's shapes (compiler/textread_actions.py): the order of an acquire
said as a clause or sentence of its own, the amount said by an equality or a rate, the kinds said first, hire staff's
discount as a clause, rooms and the imitation's fee in the passive, a choice led by 'plus one of:', the space's own
name as a heading. Each shape is held both ways: a right wording passes, and the same wording with one fact wrong
(an item, the order swapped, the fee, the discount, the number) is flagged naming the difference.
"""
from __future__ import annotations

from compiler.textread_actions import plain_space, space_heading
from tests.compiler.textpairs import Pair, checker

PAIRS = [
    # the order as a sentence of its own, with 'may never' / 'can't' / 'outnumber' / 'no more ... may be taken'
    Pair("action-space 1", "Take as many items as this action's strength, choosing among strudel, cake and champagne. You may never take more cake than strudel, nor more champagne than cake.",
         "Take as many items as this action's strength, choosing among strudel, cake and champagne. You may never take more strudel than cake, nor more champagne than cake.",
         "never more strudel than cake"),
    Pair("action-space 2", "Take items equal to the action's strength out of wine, coffee and champagne. You can't end up with more coffee than wine, or more champagne than coffee.",
         "Take items equal to the action's strength out of wine, coffee and champagne. You can't end up with more coffee than wine, or more champagne than wine.",
         "never more champagne than wine"),
    Pair("action-space drinks", "Collect wine and coffee, as many in all as the strength of the action. The coffee you take may not outnumber the wine.",
         "Collect wine and strudel, as many in all as the strength of the action. The strudel you take may not outnumber the wine.",
         "strudel"),
    Pair("action-space dishes", "Strudel and cake are gained, as many in total as your action's strength; no more cake than strudel can be taken.",
         "Strudel and wine are gained, as many in total as your action's strength; no more wine than strudel can be taken.",
         "wine"),
    # the amount as a rate, the kinds inside the amount
    Pair("action-space drinks", "Gain wine and coffee, one item for each point of strength, but never more coffee than wine.",
         "Gain wine and champagne, one item for each point of strength, but never more champagne than wine.",
         "champagne"),
    Pair("action-space dishes", "You receive as many strudel or cake as your strength, with no more cake than strudel in one take.",
         "You receive as many strudel or cake as your strength, with no more strudel than cake in one take.",
         "never more strudel than cake"),
    # the kinds said in a sentence of their own
    Pair("action-space dishes", "You get as many items as the action's strength. These may be strudel or cake. You must never take more cake than strudel.",
         "You get as many items as the action's strength. These may be strudel or coffee. You must never take more coffee than strudel.",
         "coffee"),
    # hire staff's discount as a clause: by the strength, or by a number (named)
    Pair("action-space hire-staff", "Play one staff card from your hand; its cost is lowered by the strength of your action.",
         "Play one staff card from your hand; its cost is lowered by 2.",
         "2 krones less"),
    # rooms in the passive, and fronted
    Pair("action-space rooms", "Up to one room for every point of the action's strength can be prepared.",
         "Up to one room for every point of the action's strength can be prepared. Take 1 krone.",
         "krone"),
    # the imitation's fee in the passive and the copy in other words: a wrong fee is named
    Pair("action-space imitation", "A fee of 1 krone is paid; then copy the main action of another numbered space, at this action's strength. You still pay its own costs as usual.",
         "A fee of 2 krones is paid; then copy the main action of another numbered space, at this action's strength. You still pay its own costs as usual.",
         "2 krone"),
    # the split 'however you like', and in the passive
    Pair("action-space krones-and-emperor", "The strength of your action may be split however you wish between krones and steps up the Emperor track.",
         "The strength of your action may be split however you wish between krones and VP.",
         "VP"),
    # the master key's choice led by 'plus one of:', its choices as gerunds
    Pair("action-space key", "Gain 1 dish or drink, plus one of: 1 strudel, 1 wine, preparing 1 room, 1 krone, 1 step up the Emperor track, or playing 1 staff card from your hand at 1 krone less.",
         "Gain 1 dish or drink, plus one of: 1 strudel, 1 wine, preparing 1 room, 2 krones, 1 step up the Emperor track, or playing 1 staff card from your hand at 1 krone less.",
         "2 krones"),
    # the space's name as a heading, after its number: the number is still compared
    Pair("action-space dishes", "Action 1, Dishes: take as many dishes as the strength, strudel and cake in any mix, never more cake than strudel.",
         "Action 3, Dishes: take as many dishes as the strength, strudel and cake in any mix, never more cake than strudel.",
         "number as 3"),
    Pair("action-space rooms", "Rooms: you may prepare up to one room for each point of strength.",
         "Rooms: you may prepare up to two rooms for each point of strength.",
         "2 room"),
]

test_action_space_shapes = checker(PAIRS)


def test_a_heading_of_another_space_is_left_as_said():
    assert space_heading("Rooms: take 1 krone.", "Dishes", "action-space") == "Rooms: take 1 krone."
    assert space_heading("Dishes: take 1 krone.", "Dishes", "staff") == "Dishes: take 1 krone."


def test_an_order_of_other_words_is_not_touched():
    """Only items are an acquire's kinds: 'never more VP than krones' is no order and stays as written."""
    text = "You can't have more VP than krones."
    assert plain_space(text, tuple(range(len(text)))) is None
