"""An objective's requirement and claims in the shapes card faces, reference cards and tooltips print them
(compiler/textread_objectives.py, issue 14, session 11): the claims said after the requirement in one sentence; the
requirement said of the claimant ('A player who has ... may claim this card', 'Fulfilled by a player who ...', 'A
player fulfils this card with ...', 'You may claim it as soon as ...', '... and claim it'); said as what the card
asks ('This objective asks you to ...'); a noun phrase with its participle after ('six room groups with each room
occupied', '2 floors of your hotel are fully occupied'); the Emperor marker said where it stands; the top floor with
its number; 'In your kitchen: ...'; 'N or more' before what it counts. Each right wording passes and the same with
one fact changed is flagged naming it. The wordings are written for these tests."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

C = " The first three players to do so score 15, 10 and 5 VP."
PAIRS = (
    Pair("objective 109", "Have two fully occupied floors: first 15 VP, second 10 VP, third 5 VP.", "Have two fully occupied floors: first 15 VP, second 10 VP, third 4 VP.", "15, 10, 4"),
    Pair("objective 109", "Have two fully occupied floors: first 15 VP, second 10 VP, third 5 VP.", "Have three fully occupied floors: first 15 VP, second 10 VP, third 5 VP.", "3"),
    Pair("objective 108", "Any player who has 12 rooms or more in their hotel can claim this card; it is worth 15, 10 or 5 VP to the first, second or third.", "Any player who has 11 rooms or more in their hotel can claim this card; it is worth 15, 10 or 5 VP to the first, second or third.", "11"),
    Pair("objective 105", "A player that has at least 20 krones is allowed to claim this objective, scoring 15, 10 or 5 VP for being first, second or third.", "A player that has at most 20 krones is allowed to claim this objective, scoring 15, 10 or 5 VP for being first, second or third.", "at most"),
    Pair("objective 115", "Fulfilled by a player who has at least 4 occupied red rooms and at least 3 occupied yellow rooms." + C, "Fulfilled by a player who has at least 4 occupied red rooms and at least 3 occupied blue rooms." + C, "blue"),
    Pair("objective 113", "Achieved once a player's hotel contains at least 4 occupied blue rooms and at least 3 occupied red rooms." + C, "Achieved once a player's hotel contains at least 4 occupied blue rooms and at least 3 occupied yellow rooms." + C, "yellow"),
    Pair("objective seven-dancers", "A player fulfils this card with at least 7 dancers in the ballrooms." + C, "A player fulfils this card with at least 8 dancers in the ballrooms." + C, "8"),
    Pair("objective seven-champagne", "You may claim it as soon as you have at least 7 champagne in your kitchen." + C, "You may claim it as soon as you have at least 5 champagne in your kitchen." + C, "5"),
    Pair("objective 108", "When you have 12 or more rooms in your hotel, you can claim this card." + C, "When you have 12 or fewer rooms in your hotel, you can claim this card." + C, "at most"),
    Pair("objective 112", "Get six room groups completely occupied and claim it." + C, "Get five room groups completely occupied and claim it." + C, "5"),
    Pair("objective 114", "This objective asks you to have at least 3 occupied red rooms, at least 3 occupied yellow rooms and at least 3 occupied blue rooms." + C, "This objective asks you to have at least 3 occupied red rooms, at least 2 occupied yellow rooms and at least 3 occupied blue rooms." + C, "2"),
    Pair("objective 109", "You are required to have completed two floors." + C, "You are required to have completed two columns." + C, "column"),
    Pair("objective 110", "Fill 2 columns of your hotel with occupied rooms." + C, "Fill 2 floors of your hotel with occupied rooms." + C, "floor"),
    Pair("objective 112", "Six room groups with each room occupied." + C, "Seven room groups with each room occupied." + C, "7"),
    Pair("objective 109", "At least 2 floors of your hotel are fully occupied." + C, "At least 2 columns of your hotel are fully occupied." + C, "column"),
    Pair("objective 106", "Your Emperor marker sits on space 10 or higher." + C, "Your Emperor marker sits on space 11 or higher." + C, "11"),
    Pair("objective 106", "Marker on space 10 or higher of the Emperor track." + C, "Marker on space 9 or higher of the Emperor track." + C, "9"),
    Pair("objective three-top-floor-rooms", "At least 3 occupied rooms on the top floor of your hotel (floor 4)." + C, "At least 3 occupied rooms on the top floor of your hotel (floor 3)." + C, "floor 3"),
    Pair("objective three-top-floor-rooms", "You need at least 3 occupied rooms on the top floor, that is floor 4." + C, "You need at least 2 occupied rooms on the top floor, that is floor 4." + C, "2"),
    Pair("objective seven-champagne", "In your kitchen: at least 7 champagne." + C, "In your kitchen: at least 6 champagne." + C, "6"),
    Pair("objective 114", "A player with three or more occupied rooms of each colour, red, yellow and blue." + C, "A player with two or more occupied rooms of each colour, red, yellow and blue." + C, "2"),
    Pair("objective five-large-orders", "Complete the orders of 5 guests whose orders each had 3 or more items." + C, "Complete the orders of 4 guests whose orders each had 3 or more items." + C, "4"),
    Pair("objective five-large-orders", "Complete the orders of at least 5 guests who each want at least 3 items." + C, "Complete the orders of at least 5 guests who each want at least 2 items." + C, "2"),
    Pair("objective three-top-floor-rooms", "This card wants you to occupy at least 3 rooms on floor 4." + C, "This card wants you to occupy at least 3 rooms on floor 3." + C, "floor 3"),
)

test_objective_shapes = checker(PAIRS)
