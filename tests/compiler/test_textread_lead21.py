"""Readings of session 21 (issue 14), each held by a right and a wrong wording: the right one was flagged before this
session (on 76246cf) and passes now; the wrong one, the same words with one fact changed, is flagged naming it.

- A direction said between the verb and a list of amounts ('move back 1, 2 or 3 spaces on the Emperor track') is read
  after the amounts' unit, as for one amount: compiler/textlex.py `_direction_after` now runs after the lists are built.
- The Grand Wray Hotel's retreat said after the tile's reward ('take the reward of one of those tiles, moving back 1, 2
  or 3 spaces'): compiler/meaning_normal.py `steps_for_reward` folds it either side. The steps said with the groups they
  go with, in the card's order ('for an A, B or C tile respectively'); the tile said leaving in other words ('then
  remove that tile from the game', 'the tile then leaves the game').
- A dancer sent 'to' or 'into' the same space as the guest, or onto 'her very space' (E. Doolittle).
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

WRAY = ("Before the auction, two random Emperor tiles of each group A, B and C, from those not in play, are laid beside it. Its "
        "winner takes 1 strudel, moves 2 Emperor steps forward and takes the 6 tiles. Once per turn the owner may {}")
DOOLITTLE = ("She can only dance in a ballroom, never take a room. When she dances, you may send 1 more dancer {}, paying that space's "
             "champagne cost and taking its row bonus only once for the two. Then score 1 VP for each of your dancers in all ballrooms, "
             "both of these included.")

READINGS = [
    Pair("hotel-entrance the-grand-wray-hotel",
         WRAY.format("move back 1, 2 or 3 spaces on the Emperor track to take the reward of one of those tiles; that tile then leaves the game."),
         WRAY.format("move back 1, 2 or 4 spaces on the Emperor track to take the reward of one of those tiles; that tile then leaves the game."),
         "1, 2 or 4"),
    Pair("hotel-entrance the-grand-wray-hotel",
         WRAY.format("move 1, 2 or 3 Emperor steps back to take the reward of one of those tiles, then remove that tile from the game."),
         WRAY.format("move 1, 2 or 3 Emperor steps forward to take the reward of one of those tiles, then remove that tile from the game."),
         "up"),
    Pair("hotel-entrance the-grand-wray-hotel",
         WRAY.format("take the reward of one of those tiles, moving back 1, 2 or 3 spaces on the Emperor track for an A, B or C tile "
                     "respectively, and then remove that tile from the game."),
         WRAY.format("take the reward of one of those tiles, moving back 3, 2 or 1 spaces on the Emperor track for an A, B or C tile "
                     "respectively, and then remove that tile from the game."),
         "3, 2 or 1"),
    Pair("hotel-entrance the-grand-wray-hotel",
         WRAY.format("move 1, 2 or 3 Emperor steps back to take the reward of one of those tiles; the tile then leaves the game."),
         WRAY.format("move 1, 2 or 3 Emperor steps back to take the reward of one of those tiles; the tile then leaves the game.").replace(
             "two random", "three random"), "3"),
    Pair("guest 184", DOOLITTLE.format("onto her very space"), DOOLITTLE.format("onto her very space").replace("1 VP", "2 VP"), "2 VP"),
    Pair("guest 184", DOOLITTLE.format("to the same space as her"), DOOLITTLE.format("to the same space as her").replace("1 more", "2 more"), "2"),
]

test_session_21_readings = checker(READINGS)
