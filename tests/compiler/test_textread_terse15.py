"""terse15 (session 15): a designer's shorthand, notation rather than sentences (compiler/textlex_terse15.py, the
lexicon's [same] and [abbreviations] blocks 'terse15'). Each class is said as five writers would write it in their
own shorthand (a playtest sheet, a player aid, a designer's spreadsheet cell, a forum post, a tweet-length summary),
in our own words, each with a wrong twin that puts one wrong fact (a number, a colour, an abbreviation's target) into
the notation."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# ---- 1. abbreviated words: a closed table, each abbreviation the word the reader already knows ------------------------

ABBREVIATIONS = [
    # playtest sheet: the reward's label shortened
    Pair("guest 69", "Countess. Rew: +3 kr.", "Countess. Rew: +3 Emp.", "Emperor"),
    # player aid: a colour shortened inside the printed facts
    Pair("guest 51", "Composer (ylw, 1 wine, 1 VP). Rew: +1 strudel.", "Composer (grn, 1 wine, 1 VP). Rew: +1 strudel.", "green"),
    # spreadsheet cell: colour and label both shortened, the amount wrong in the twin
    Pair("guest 103", "Durgoing | grn | 1 strudel + 1 wine | 4 VP | rwd: draw 2 staff",
         "Durgoing | ylw | 1 strudel + 1 wine | 4 VP | rwd: draw 2 staff", "colour as yellow"),
    # forum post: 'w/' for 'with' before what the guest's order holds
    Pair("staff 168", "Dishwasher. Bell: complete a red guest w/ order of 3+ items -> +3 wine, +3 coffee.",
         "Dishwasher. Bell: complete a red guest w/ order of 3+ items -> +3 wine, +3 cake.", "cake"),
    # tweet-length summary: 'perm.' for a permanent card's label, its stop no sentence's end
    Pair("staff 8", "Tour Guide. Perm.: each time a grn guest w/ a complete order leaves your café, +2 VP.",
         "Tour Guide. Perm.: each time a blu guest w/ a complete order leaves your café, +2 VP.", "blue"),
]

test_abbreviations = checker(ABBREVIATIONS)

# ---- 2. separators between a guest's printed facts: '·', '|', '/', '•' stand where a full stop would -------------------

SEPARATED_FACTS = [
    # playtest sheet: middle dots
    Pair("guest 60", "JEWELRY DESIGNER · yellow · 2 cake + 2 wine · 5 VP. Rew: +1 coffee, +3 kr.",
         "JEWELRY DESIGNER · yellow · 2 cake + 2 wine · 3 VP. Rew: +1 coffee, +3 kr.", "VP as 3"),
    # player aid: slashes between the fields
    Pair("guest 74", "Earl / blue / 1 cake 2 coffee / 10 VP. Reward: +1 kr.",
         "Earl / red / 1 cake 2 coffee / 10 VP. Reward: +1 kr.", "colour as red"),
    # spreadsheet row pasted with its bars
    Pair("guest 81", "The General | red | 2 cake | 0 VP | +1 wine, +3 kr",
         "The General | red | 2 wine | 0 VP | +1 wine, +3 kr", "order as 2 wine"),
    # forum post: bullets
    Pair("guest 63", "The Dame • blue • 1 coffee • 0 VP. She lets you take 1 guest from the queue for free.",
         "The Dame • blue • 1 coffee • 2 VP. She lets you take 1 guest from the queue for free.", "VP as 2"),
    # tweet-length: facts and reward in one line of slashes
    Pair("guest 79", "Privy Councillor / red / 1 cake / 0 VP. +1 kr, may +1 Emp.",
         "Privy Councillor / blue / 1 cake / 0 VP. +1 kr, may +1 Emp.", "colour as blue"),
]

test_separated_facts = checker(SEPARATED_FACTS)

# ---- 3. a group letter in brackets in a heading of ids: 'OBJ 105 (A).', 'Tile (B) 2' --------------------------------

BRACKETED_GROUPS = [
    # designer's spreadsheet: id then bracketed group
    Pair("objective 105", "OBJ 105 (A). 20+ kr. 15 / 10 / 5 VP.", "OBJ 105 (B). 20+ kr. 15 / 10 / 5 VP.", "group B"),
    # playtest sheet: the letter in brackets with no id
    Pair("objective 108", "Obj. (A): 12+ rooms (vacant or occupied). 15/10/5 VP.",
         "Obj. (C): 12+ rooms (vacant or occupied). 15/10/5 VP.", "group C"),
    # player aid: the number, the letter and the name
    Pair("objective 112", "Objective 112 (B): 6+ complete room groups. 15/10/5 VP.",
         "Objective 112 (B): 7+ complete room groups. 15/10/5 VP.", "7"),
    # forum post: the letter after the kind word
    Pair("objective 105", "Objective (A): have 20+ krones. 15 / 10 / 5 VP.",
         "Objective (A): have 25+ krones. 15 / 10 / 5 VP.", "25"),
    # tweet-length
    Pair("objective 112", "OBJ (B): 6+ full room groups -> 15/10/5.", "OBJ (A): 6+ full room groups -> 15/10/5.", "group A"),
]

test_bracketed_groups = checker(BRACKETED_GROUPS)

# ---- 4. a staff card's cost as a bare number after its name, as printed in a corner: 'Concierge (4).' ----------------

BARE_COSTS = [
    # playtest sheet: the number in brackets
    Pair("staff 3", "BARKEEPER (4). 1x/round: +1 wine.", "BARKEEPER (3). 1x/round: +1 wine.", "cost in krones as 3"),
    # designer's spreadsheet: the number as a cell of its own
    Pair("staff 37", "ROOM SERVICE. 3. Final: 2 VP per completed room group.",
         "ROOM SERVICE. 4. Final: 2 VP per completed room group.", "cost in krones as 4"),
    # player aid: the number in brackets before a dash
    Pair("staff 44", "Larder Cook (2) - when played: +4 strudel.", "Larder Cook (1) - when played: +4 strudel.", "cost in krones as 1"),
    # forum post: name, number, then the rule
    Pair("staff 8", "Tour Guide. 2. Each time a green guest with a complete order leaves your café: +2 VP.",
         "Tour Guide. 2. Each time a green guest with a complete order leaves your café: +3 VP.", "3"),
    # tweet-length: commas around the number
    Pair("staff 3", "Barkeeper, 4, 1x/round: +1 wine.", "Barkeeper, 5, 1x/round: +1 wine.", "cost in krones as 5"),
]

test_bare_costs = checker(BARE_COSTS)

# ---- 5. an arrow from what an objective needs to the table of what it pays: '6+ full groups -> 15/10/5' -------------

TABLE_ARROWS = [
    # player aid
    Pair("objective 112", "OBJ (B): 6+ full room groups -> 15/10/5.", "OBJ (A): 6+ full room groups -> 15/10/5.", "group A"),
    # designer's spreadsheet: spaced slashes and the unit
    Pair("objective 105", "Objective 105: 20+ kr -> 15 / 10 / 5 VP.", "Objective 105: 20+ kr -> 15 / 10 / 4 VP.", "15, 10, 4"),
    # forum post: the arrow glyph, commas in the table
    Pair("objective 108", "Twelve rooms: 12+ rooms, vacant or occupied → 15, 10, 5 VP.",
         "Twelve rooms: 12+ rooms, vacant or occupied → 15, 10, 3 VP.", "15, 10, 3"),
    # playtest sheet: the need wrong in the twin
    Pair("objective 112", "6+ complete room groups -> 15/10/5 VP.", "5+ complete room groups -> 15/10/5 VP.", "5"),
    # tweet-length
    Pair("objective 105", "Obj A: 20+ K -> 15/10/5", "Obj A: 20+ K -> 15/12/5", "15, 12, 5"),
]

test_table_arrows = checker(TABLE_ARROWS)

# ---- 6. how often the card acts, in brackets at the rule's end: '+3 wine, +3 coffee (once).' -------------------------

BRACKETED_CLAIMS = [
    # playtest sheet: a bell card's one use (the claim read, the amount wrong in the twin)
    Pair("staff 168", "Dishwasher. Bell: complete a red guest w/ order of 3+ items -> +3 wine, +3 coffee (once).",
         "Dishwasher. Bell: complete a red guest w/ order of 3+ items -> +3 wine, +2 coffee (once).", "2 coffee"),
    # player aid: a card played once, said once
    Pair("staff 44", "Larder Cook: when played, +4 strudel (once).", "Larder Cook: when played, +4 strudel (forever).",
         "works all the time"),
    # forum post: a lasting card said to last
    Pair("staff 8", "Tour Guide: each time a green guest with a complete order leaves your café, +2 VP (every time).",
         "Tour Guide: each time a green guest with a complete order leaves your café, +2 VP (one-off).", "one time only"),
    # designer's spreadsheet cell: 'single use'
    Pair("staff 168", "Bell: complete a red guest w/ order of 3+ items: +3 wine, +3 coffee (single use).",
         "Bell: complete a red guest w/ order of 3+ items: +3 wine, +3 cake (single use).", "cake"),
    # tweet-length: a permanent card said always to work
    Pair("staff 8", "Tour Guide. Each time a grn guest w/ a complete order leaves your café: +2 VP (always).",
         "Tour Guide. Each time a grn guest w/ a complete order leaves your café: +2 VP (once).", "one time only"),
]

test_bracketed_claims = checker(BRACKETED_CLAIMS)

# ---- 7. more of the abbreviation table: 'w/o' (without), 'rm'/'rms' (room, rooms) -----------------------------------

MORE_ABBREVIATIONS = [
    # playtest sheet
    Pair("guest 63", "Dame. Rew: may take 1 guest from the queue w/o paying.",
         "Dame. Rew: may take 2 guests from the queue w/o paying.", "2"),
    # player aid: room shortened
    Pair("guest 71", "Baron. Rew: may prep 1 rm w/o paying.", "Baron. Rew: may prep 2 rms w/o paying.", "2 rooms"),
    # spreadsheet cell
    Pair("guest 50", "Musician | ylw | 1 wine | 0 VP | draw 1 staff, then may prep 1 rm",
         "Musician | ylw | 1 wine | 0 VP | draw 2 staff, then may prep 1 rm", "2 staff"),
    # forum post: 'w/o' after the act
    Pair("guest 104", "MacLeod: may play 1 staff card w/o paying.", "MacLeod: may play 1 staff card w/o paying, +1 kr.", "krone"),
    # tweet-length: the colour shortened in the twin
    Pair("guest 78", "Post Councillor (red): take 1 guest from queue w/o paying, optional.",
         "Post Councillor (grn): take 1 guest from queue w/o paying, optional.", "green"),
]

test_more_abbreviations = checker(MORE_ABBREVIATIONS)

# ---- 8. a count written with a times sign before what it counts: '1x wine', '3x K' --------------------------------------

TIMES_COUNTS = [
    # playtest sheet
    Pair("guest 81", "General. Rew: 1x wine, 3x kr.", "General. Rew: 1x wine, 2x kr.", "2 krones"),
    # player aid: the sign after a plus
    Pair("guest 60", "Jewelry Designer: +1x coffee, +3x K.", "Jewelry Designer: +1x cake, +3x K.", "cake"),
    # spreadsheet cell
    Pair("staff 44", "Larder Cook: when played, 4x strudel.", "Larder Cook: when played, 5x strudel.", "5 strudel"),
    # forum post
    Pair("guest 52", "Tailor gives 1x strudel and 2x krones.", "Tailor gives 1x strudel and 3x krones.", "3 krones"),
    # tweet-length
    Pair("guest 69", "Countess: 3x K.", "Countess: 3x VP.", "VP"),
]

test_times_counts = checker(TIMES_COUNTS)
