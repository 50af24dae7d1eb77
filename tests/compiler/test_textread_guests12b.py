"""Let's Waltz! guest texts (issue 14, session 12, guests 150 and up): where a guest goes said with any subject, modal and
verb and the other place ruled out any way; the floor of its room and the rooms it needs side by side, each a fact of
the card's `needs`; VP by rounds said with dashes, 'or earlier', 'from round 6 on' and 'later'; 'further' before a
thing counted; 'in addition' between commas (compiler/textread_waltz12.py). Each right wording passes and the same
wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

POPE = "Reward: you may occupy 1 vacant room of any colour."
ANTOINETTE = "She goes to a room. You may send 1 dancer, paying 1 champagne less for each other player. Each other player takes 1 dish or drink of their choice. "

DESTINATION_PAIRS = [
    Pair("guest 162", "This guest must be checked into a room; he may never go to a ballroom. " + POPE,
         "This guest must be checked into a ballroom; he may never go to a room. " + POPE, "where the guest goes as ballroom"),
    Pair("guest 162", "The Pope has to be placed in a room, not a ballroom. " + POPE,
         "The Pope has to be placed in a ballroom, not a room. " + POPE, "where the guest goes as ballroom"),
    Pair("guest 162", "He goes to a room only. " + POPE, "He goes to a ballroom only. " + POPE, "where the guest goes as ballroom"),
    Pair("guest 162", "He must go to a room; he may not go to a ballroom. " + POPE,
         "He must go to a ballroom; he may not go to a room. " + POPE, "where the guest goes as ballroom"),
    Pair("guest 187", "These guests must be accommodated in a room. Move 4 steps up the Emperor track; you may occupy 1 more vacant room of any colour.",
         "These guests must be accommodated in a ballroom. Move 4 steps up the Emperor track; you may occupy 1 more vacant room of any colour.",
         "where the guest goes as ballroom"),
    Pair("guest 184", "She is placed in a ballroom rather than a room. You may send 1 dancer onto her space. Then score 1 VP for each of your dancers in all ballrooms.",
         "She is placed in a room rather than a ballroom. You may send 1 dancer onto her space. Then score 1 VP for each of your dancers in all ballrooms.",
         "where the guest goes as room"),
    Pair("guest 188", "Ms. Hildegard must go to a room; she may never go to a ballroom.",
         "Ms. Hildegard must go to a ballroom; she may never go to a room.", "where the guest goes as ballroom"),
]

NEEDS_PAIRS = [
    Pair("guest 192", "Mrs. Kunkel has to go to a room, and it must be one on the ground floor.",
         "Mrs. Kunkel has to go to a room, and it must be one on floor 2.", "the floor the guest's room must be on as 2"),
    Pair("guest 192", "This guest must be checked into a room on the ground floor (floor 1); she may never go to a ballroom.",
         "This guest must be checked into a room on the third floor; she may never go to a ballroom.", "the floor the guest's room must be on as 3"),
    Pair("guest 192", "Mrs. Kunkel has to go into a room, and not just any room: it has to be on the ground floor.",
         "Mrs. Kunkel has to go into a room, and not just any room: it has to be on the second floor.", "the floor the guest's room must be on as 2"),
    Pair("guest 192", "Once served, this guest goes to a room, and that room must be on floor 1.",
         "Once served, this guest goes to a room, and that room must be on floor 3.", "the floor the guest's room must be on as 3"),
    Pair("guest 192", "This guest moves into a room and requires a room on the first floor.",
         "This guest moves into a room and requires a room on the fourth floor.", "the floor the guest's room must be on as 4"),
    Pair("guest 189", "He requires 2 vacant rooms side by side on the same floor and occupies both of them.",
         "He requires 3 vacant rooms side by side on the same floor and occupies both of them.", "the rooms side by side the guest needs as 3"),
    Pair("guest 189", "Once served, this guest goes to a room and needs 2 adjacent rooms side by side on the same floor.",
         "Once served, this guest goes to a room and needs 3 adjacent rooms side by side on the same floor.", "the rooms side by side the guest needs as 3"),
    Pair("guest 189", "Dr. Hagedorn can only check into a room, and needs 2 horizontally adjacent vacant rooms to do so. He waits at his table until you have them.",
         "Dr. Hagedorn can only check into a ballroom, and needs 2 horizontally adjacent vacant rooms to do so. He waits at his table until you have them.",
         "where the guest goes as ballroom"),
    Pair("guest 189", "The doctor only ever goes to a room, and to check him in you need two vacant rooms side by side on the same floor.",
         "The doctor only ever goes to a room, and to check him in you need three vacant rooms side by side on the same floor.",
         "the rooms side by side the guest needs as 3"),
    Pair("guest 189", "He moves into a room and requires two neighbouring rooms on the same floor.",
         "He moves into a ballroom and requires two neighbouring rooms on the same floor.", "where the guest goes as ballroom"),
]

ROUND_PAIRS = [
    Pair("guest 185", ANTOINETTE + "Then score 8 VP in rounds 1-3, 5 VP in rounds 4-5, or 2 VP in rounds 6-7.",
         ANTOINETTE + "Then score 8 VP in rounds 1-4, 5 VP in rounds 5-6, or 2 VP in rounds 7-7.", "gain 8 VP in rounds 1 to 4"),
    Pair("guest 185", ANTOINETTE + "Then score 8 VP in rounds 1–3, 5 VP in rounds 4–5, or 2 VP later.",
         ANTOINETTE + "Then score 8 VP in rounds 1–3, 5 VP in rounds 4–5, or 3 VP later.", "gain 3 VP in rounds 6 to 7"),
    Pair("guest 185", ANTOINETTE + "Then score 8 VP if it is round 3 or earlier, 5 VP in round 4 or 5, otherwise 2 VP.",
         ANTOINETTE + "Then score 8 VP if it is round 2 or earlier, 5 VP in round 3 or 4, otherwise 2 VP.", "gain 8 VP in rounds 1 to 2"),
    Pair("guest 185", ANTOINETTE + "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, or 2 VP from round 6 on.",
         ANTOINETTE + "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, or 2 VP from round 7 on.", "gain 2 VP in rounds 7;"),
    Pair("guest 185", ANTOINETTE + "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, and 2 VP in any later round.",
         ANTOINETTE + "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, and 1 VP in any later round.", "gain 1 VP in rounds 6 to 7"),
]

DANCER_PAIRS = [
    Pair("guest 154", "You gain 2 champagne and may send 1 further dancer to a ballroom.",
         "You gain 2 champagne and may send 2 further dancers to a ballroom.", "2 dancers"),
    Pair("guest 151", "You may advance 2 spaces on the Emperor track and may, in addition, send 1 further dancer to a ballroom.",
         "You may advance 3 spaces on the Emperor track and may, in addition, send 1 further dancer to a ballroom.", "3 steps"),
    Pair("guest 187", "These guests must go to a room. Move 4 steps up the Emperor track; you may occupy 1 further vacant room of any colour.",
         "These guests must go to a room. Move 4 steps up the Emperor track; you may occupy 2 further vacant rooms of any colour.", "2 rooms"),
]

test_where_a_waltz_guest_goes = checker(DESTINATION_PAIRS)
test_what_a_waltz_guest_needs = checker(NEEDS_PAIRS)
test_vp_by_rounds = checker(ROUND_PAIRS)
test_further_dancers_and_asides = checker(DANCER_PAIRS)

KESSELHUT_PAIRS = [
    Pair("guest 191", "J. Kesselhut: fill the wine in your other café guests' orders from the supply.",
         "J. Kesselhut: fill the coffee in your other café guests' orders from the supply.", "with coffee only"),
    Pair("guest 191", "Reward: fill the wine in the orders of all your other café guests from the supply.",
         "Reward: fill the cake in the orders of all your other café guests from the supply.", "with cake only"),
    Pair("guest 191", "Whoever serves him fills the wine of all their other guests' orders from the supply.",
         "Whoever serves him fills the strudel of all their other guests' orders from the supply.", "with strudel only"),
    Pair("guest 191", "Every wine still needed by the player's other guests shall be supplied from the general supply.",
         "Every coffee still needed by the player's other guests shall be supplied from the general supply.", "with coffee only"),
    Pair("guest 191", "Fill every wine still wanted by your other guests from the supply.",
         "Fill every cake still wanted by your other guests from the supply.", "with cake only"),
]

SCHULZE = " Once per round while he sits in your café, pay 1 item of any kind: you may play 1 staff card from your hand at full price, and you gain 1 VP and 1 step on the Emperor track."
SCHULZE_PAIRS = [
    Pair("guest 190", "He never leaves your café; he costs no VP at game end." + SCHULZE,
         "He never leaves your café; he costs 3 VP at game end." + SCHULZE, "the VP lost in the café as -3"),
    Pair("guest 190", "He never leaves your café. He does not cost you any VP for sitting in your café at the end of the game." + SCHULZE,
         "He never leaves your café. He costs you 5 VP for sitting in your café at the end of the game." + SCHULZE, "the VP lost in the café as -5"),
    Pair("guest 190", "He never leaves your café, and there's no penalty for him being there." + SCHULZE,
         "He never leaves your café, and there's no penalty for him being there." + SCHULZE.replace("gain 1 VP", "gain 2 VP"), "2 VP"),
    Pair("guest 190", "He never leaves your café. Once per round, while he's sitting there, pay 1 item of any kind; then you may play 1 staff card from your hand at full price, and you gain 1 VP and 1 step on the Emperor track.",
         "He never leaves your café. Once per round, while he's sitting there, pay 2 items of any kind; then you may play 1 staff card from your hand at full price, and you gain 1 VP and 1 step on the Emperor track.",
         "2 items"),
]

OPPONENT_PAIRS = [
    Pair("guest 185", "She goes to a room. You may send 1 dancer, paying 1 champagne less for each opponent. Each opponent takes 1 dish or drink of their choice. "
         "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, or 2 VP later.",
         "She goes to a room. You may send 1 dancer, paying 2 champagne less for each opponent. Each opponent takes 1 dish or drink of their choice. "
         "Then score 8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5, or 2 VP later.", "2 champagne less"),
]

test_kesselhut_fills_one_item_for_the_other_guests = checker(KESSELHUT_PAIRS)
test_a_guest_who_stays_in_the_cafe = checker(SCHULZE_PAIRS)
test_other_players_said_as_opponents = checker(OPPONENT_PAIRS)

NO_ORDER_PAIRS = [
    Pair("guest 190", "He has no order and never leaves the café; he costs no VP at game end." + SCHULZE,
         "He has no order and never leaves the café; he costs no VP at game end." + SCHULZE.replace("1 staff card", "2 staff cards"), "2 staff"),
    Pair("guest 190", "Mr. Schulze wants nothing and never leaves the café; he costs no VP at game end." + SCHULZE,
         "Mr. Schulze wants nothing and never leaves the café; he costs 2 VP at game end." + SCHULZE, "the VP lost in the café as -2"),
    Pair("guest 100", "Green guest: 3 coffee and 1 strudel. Reward: you may move 3 steps up the Emperor track and may occupy 1 room of any colour.",
         "Green guest. He has no order. Reward: you may move 3 steps up the Emperor track and may occupy 1 room of any colour.", "the guest's order as"),
]

CURRENT_BALLROOM_PAIRS = [
    Pair("guest 186", "Reward: the current ballroom is scored immediately for all players, in addition to its regular scoring.",
         "Reward: the current ballroom is scored immediately for all players, in addition to its regular scoring, and you gain 1 VP.", "gain 1 VP"),
    Pair("guest 186", "Score the current ballroom right now, for all players. It still scores again as normal later.",
         "You may score the current ballroom right now, for all players. It still scores again as normal later.", "optional"),
    Pair("guest 186", "When you take his reward, the current ballroom gets scored right then and there, on top of its usual scoring later.",
         "When you take his reward, the current ballroom gets scored right then and there, and you gain 2 VP.", "gain 2 VP"),
]

test_a_guest_with_no_order = checker(NO_ORDER_PAIRS)
test_the_current_ballroom_scored_at_once = checker(CURRENT_BALLROOM_PAIRS)

ANTOINETTE_TAIL = ": may send 1 dancer, 1 champagne cheaper per opponent; each opponent gains 1 dish or drink; +8 VP in rounds 1–3, +5 VP in rounds 4–5, +2 VP in rounds 6–7."
OPTIONAL_PAIRS = [
    Pair("guest 185", "M. Antoinette (room only)" + ANTOINETTE_TAIL, "M. Antoinette (ballroom only)" + ANTOINETTE_TAIL, "where the guest goes as ballroom"),
    Pair("guest 185", "M. Antoinette (goes to a room)" + ANTOINETTE_TAIL, "M. Antoinette (goes to a room)" + ANTOINETTE_TAIL.replace("+5 VP", "+6 VP"), "gain 6 VP"),
    Pair("guest 160", "Medium. The player receives 2 dishes or drinks of his or her choice as well as 1 champagne.",
         "Medium. The player receives 3 dishes or drinks of his or her choice as well as 1 champagne.", "3 dishes or drinks"),
    Pair("guest 160", "2 dishes or drinks of the player's choice are gained, and 1 champagne besides.",
         "2 dishes or drinks of the player's choice are gained, and 2 champagne besides.", "2 champagne"),
    Pair("guest 151", "The admiral lets you move 2 spaces up the Emperor track and send a dancer to a ballroom; both are optional.",
         "The admiral lets you move 2 spaces up the Emperor track and send 2 dancers to a ballroom; both are optional.", "2 dancers"),
    Pair("guest 151", "You move 2 steps up the Emperor track and send a dancer to a ballroom, each at your choice.",
         "You move 3 steps up the Emperor track and send a dancer to a ballroom, each at your choice.", "3 steps"),
    Pair("guest 157", "C. Inderella lets you do two things, and each is up to you: send one dancer to a ballroom, and occupy one room of any colour.",
         "C. Inderella lets you do two things, and each is up to you: send one dancer to a ballroom, and occupy one red room.", "red room"),
]

test_places_and_options_said_around_the_reward = checker(OPTIONAL_PAIRS)
