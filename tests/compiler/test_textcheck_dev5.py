"""The text checker on the fifth round's development sets (tests/compiler/textsets/paraphrases-dev5a.toml and
paraphrases-dev5b.toml: 246 correct paraphrases each, one per component, in six styles, by writers who never saw the
reader, and 111 and 112 wrong texts with one fact wrong each), and the lexicon entries added from them (the blocks
headed '# dev5 (lex6)' in compiler/cardtext.toml): for each kind of entry a right wording that passes and a wrong one,
said with the same entry, that is still flagged naming the difference.

The ceilings are the rates measured after the lexicon was widened from these sets, a little above them; the floors
are the wrong texts caught and named before it (no entry may let a wrong text through). Measured before the
widening: dev5a 219/246 flagged (89.0%), dev5b 230/246 (93.5%); wrong caught 110/111 and 111/112, naming 81/111 and
83/112. Most of what is still flagged needs the grammar, not words (a card's cost said first, a bare 'N VP.', the
impersonal 'one' beyond a verb right after it, a guest's order restated, a number with no unit after a verb).
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from compiler.textcheck import disagreements
from tests.compiler.textsets.sets import file_paraphrases, file_wrong_texts, corpus_cards, measure, naming, with_text

DEV5 = ("paraphrases-dev5a.toml", "paraphrases-dev5b.toml")
# 163/246 and 183/246 after the widening, 152 and 182 after the sixth round; 105 and 93 after text7 (printed values read as facts,
# units left out, passives, short names, '3+'); 104 and 93 after text8 ('Elizabeth gives you 1 VP' as her own VP); 100 and
# 91 after text9 (the seventh round: card subjects, fallback heads, modal passives), naming 86 and 85
FLAGGED_CEILING = {"paraphrases-dev5a.toml": 43, "paraphrases-dev5b.toml": 23}  # 43 and 23 after session 14; 44 and 23 after session 13; 51 and 26 after session 12; 63 and 40 after session 11; 87 and 72 after session 10 (98 and 84 before it)
CAUGHT_FLOOR = {"paraphrases-dev5a.toml": 110, "paraphrases-dev5b.toml": 112}  # of 111 and 112, before and after
NAMED_FLOOR = {"paraphrases-dev5a.toml": 86, "paraphrases-dev5b.toml": 87}  # 81 and 83 before the widening; 86 and 85 after text9;
# 86 and 83 counting only messages that say a difference (session 6: a quoted unread sentence no longer counts)


def problems(card: str, text: str) -> list[str]:
    """What the checker says of `text` on the card (called directly: a crash fails the test, not passes it)."""
    return [str(p) for p in disagreements(with_text(corpus_cards()[card], text))]


paraphrases, wrong = file_paraphrases, file_wrong_texts  # one loader of set files (sets.py)


@lru_cache(maxsize=None)
def wrong_rates(name: str) -> tuple:
    return measure(disagreements, wrong(name), True), naming(disagreements, wrong(name))


def test_the_sets_are_whole() -> None:
    for name in DEV5:
        assert len(paraphrases(name)) == 246 and len(wrong(name)) >= 111
        assert all(case.expect for case in wrong(name))  # each wrong text says which word names its slip


@pytest.mark.parametrize("name", DEV5)
def test_paraphrases_flagged_stay_under_the_ceiling(name: str) -> None:
    rate = measure(disagreements, paraphrases(name), False)
    assert rate.flagged <= FLAGGED_CEILING[name], f"{name}: {rate} paraphrases flagged"


@pytest.mark.parametrize("name", DEV5)
def test_wrong_texts_stay_caught(name: str) -> None:
    caught, _ = wrong_rates(name)
    assert caught.flagged >= CAUGHT_FLOOR[name], f"{name}: {caught} caught; missed: {[c.key for c in caught.misses]}"


@pytest.mark.parametrize("name", DEV5)
def test_wrong_texts_stay_named(name: str) -> None:
    _, named = wrong_rates(name)
    assert named.flagged >= NAMED_FLOOR[name], f"{name}: {named} named"


# (the kind of entry, the card, a right wording that uses it, a wrong wording that uses it, a word the difference names)
ENTRIES = [
    ("MAY 'it is permitted to'",
     'guest 117',
     'Reward: it is permitted to advance three spaces on the Emperor track.',
     'Reward: it is permitted to advance two spaces on the Emperor track.', '2'),
    ("MAY 'lets the player'",
     'guest 80',
     'Its reward lets the player take 1 guest from the queue for free.',
     'Reward: the player takes 1 guest from the queue for free.', 'optional'),
    ("OCCASION penalty lead 'whoever suffers the penalty'",
     'emperor-tile A1',
     'Whoever earns the reward gains 3 krones. Whoever suffers the penalty pays 3 krones; if they cannot, they lose 5 VP.',
     'Whoever earns the reward gains 3 krones. Whoever suffers the penalty pays 3 krones; if they cannot, they lose 7 VP.', '7'),
    ("OCCASION reward lead 'the player who completes his order'",
     'guest 80',
     'The player who completes his order may take 1 guest from the queue for free.',
     'The player who completes his order may take 1 guest from the queue for 1 krone.', 'free'),
    ('[same] hire = play',
     'staff 36',
     'When hired, gain 4 wine.',
     'When hired, pay 4 wine.', 'pay'),
    ("OCCASION held 'permanent'",
     'staff 5',
     'Permanent: each time a red guest whose order is complete leaves your café, gain 2 krones.',
     'Permanent: each time a red guest whose order is complete leaves your café, gain 3 krones.', '3'),
    ('OCCASION held says no timing',
     'staff 36',
     'When played, gain 4 wine.',
     'Permanent: gain 4 wine.', 'when played'),
    ("OCCASION held 'until the end of the round'",
     'celebrity mahatma-gandhi',
     'He is worth 1 VP. Until the end of the round, preparing rooms costs you nothing.',
     'He is worth 1 VP. Until the end of the round, preparing rooms costs you 1 krone less.', 'nothing'),
    ("WORTH 'this guest scores'",
     'guest 51',
     'This guest scores 1 VP. Reward: the player gains 1 strudel.',
     'This guest scores 4 VP. Reward: the player gains 1 strudel.', '4'),
    ("REMARK module 'requires the ballrooms module'",
     'staff 183',
     'Requires the ballrooms module. Whenever you spend champagne during an action, gain 1 krone.',
     'Requires the ballrooms module. Whenever you spend champagne during an action, gain 2 krones.', '2'),
    ("FACT destination 'once served, this guest goes to a room'",
     'guest 162',
     'Once served, this guest goes to a room. Reward: the player may occupy 1 vacant room of any colour.',
     'Once served, this guest goes to a ballroom. Reward: the player may occupy 1 vacant room of any colour.', 'room'),
    ("FALLBACK 'should you be unable to'",
     'emperor-tile B2',
     'Reward: gain 5 krones. Penalty: pay 5 krones; should you be unable to, lose 7 VP.',
     'Reward: gain 5 krones. Penalty: pay 5 krones; should you be unable to, gain 7 VP.', 'lose'),
    ('REMARK rest under the deck',
     'guest 75',
     'This guest scores 5 VP. Reward: reveal 3 staff cards from the deck; you may play 1 of them at a reduction of 3 krones; the others are placed under the deck.',
     'This guest scores 5 VP. Reward: reveal 3 staff cards from the deck; you may play 1 of them at a reduction of 2 krones; the others are placed under the deck.', '2'),
    ('[same] cheaper = less',
     'guest 94',
     'Reward: you may play 1 staff card from your hand for 1 krone cheaper.',
     'Reward: you may play 1 staff card from your hand for 2 krones cheaper.', '2'),
    ("OPTION 'already occupied'",
     'emperor-tile C2',
     'Reward: you may prepare 1 room for free, already occupied. Penalty: take away up to 1 occupied room from the highest floor you can, then up to 1 more occupied room from the highest floor possible below the first one.',
     'Reward: you may prepare 1 room, already occupied. Penalty: take away up to 1 occupied room from the highest floor you can, then up to 1 more occupied room from the highest floor possible below the first one.', 'free'),
    ("OPTION free 'without cost'",
     'emperor-tile ballrooms-b',
     'Reward: you may send 1 dancer to a ballroom without cost. Penalty: take 1 of your dancers out of the middle ballroom; if you cannot, lose 7 VP.',
     'Reward: you may send 1 dancer to a ballroom without cost. Penalty: take 1 of your dancers out of the middle ballroom; if you cannot, lose 5 VP.', '5'),
    ("MAIN_ACTION 'once the action is done'",
     'staff 131',
     'Each time you take a die showing 2, once the action is done: gain 1 champagne; you may draw 1 staff card.',
     'Each time you take a die showing 2, once the action is done: gain 1 champagne; draw 1 staff card.', 'optional'),
    ("MAIN_ACTION 'once the action is done' is after",
     'staff 20',
     'When you take a die showing 5, before or after the main action, you may move 2 steps up the Emperor track.',
     'When you take a die showing 5, once the action is done, you may move 2 steps up the Emperor track.', 'before'),
    ("WHEN bell 'one time: when'",
     'staff 172',
     'One time: when a single action gives you 3 or more drinks, move 5 steps up the Emperor track.',
     'One time: when a single action gives you 3 or more drinks, move 4 steps up the Emperor track.', '4'),
    ("EVENT 'a guest leaves your café'",
     'staff 7',
     'When a yellow guest leaves your café, gain 1 krone.',
     'When a blue guest leaves your café, gain 1 krone.', 'blue'),
    ("REQUIRE 'a player meets this objective when they have'",
     'objective 115',
     'A player meets this objective when they have at least 4 occupied red rooms and at least 3 occupied yellow rooms. The first three players to do so score 15, 10 and 5 VP.',
     'A player meets this objective when they have at least 5 occupied red rooms and at least 3 occupied yellow rooms. The first three players to do so score 15, 10 and 5 VP.', '5'),
    ("spots-words 'meet'",
     'objective 115',
     'You need at least 4 occupied red rooms and at least 3 occupied yellow rooms. The first player to meet it scores 15 VP, the second 10 VP and the third 5 VP.',
     'You need at least 4 occupied red rooms and at least 3 occupied yellow rooms. The first player to meet it scores 15 VP, the second 12 VP and the third 5 VP.', '12'),
    ("[_] 'in return'",
     'staff 176',
     'Once per round: pay 2 wine; in return, score 2 VP and move 2 steps up the Emperor track.',
     'Once per round: gain 2 wine; in return, score 2 VP and move 2 steps up the Emperor track.', 'pay'),
    ("[_] 'from the action board'",
     'staff 16',
     'Each time you take a die showing 4 from the action board, score 4 VP.',
     'Each time you take a die showing 3 from the action board, score 4 VP.', '3'),
    ("VERB 'hand over' = pay",
     'staff 122',
     'Once per round, hand over 1 champagne to score 5 VP.',
     'Once per round, hand over 1 coffee to score 5 VP.', 'coffee'),
    ("VERB 'pocket' = gain",
     'staff 33',
     'Each time you take the rewards of a guest whose order had 4 or more items, you pocket 4 VP.',
     'Each time you take the rewards of a guest whose order had 4 or more items, you pocket 3 VP.', '3'),
    ("VERB 'drop' = lose",
     'emperor-tile C1',
     'Reward: gain 8 VP. Penalty: drop 8 VP.',
     'Reward: gain 8 VP. Penalty: drop 6 VP.', '6'),
    ("VERB 'gives the player' = gain",
     'emperor-tile B1',
     'The reward gives the player 1 strudel, 1 cake, 1 wine and 1 coffee. Penalty: give back all your dishes and drinks, both those in your kitchen and those on guests in your café.',
     'The reward gives the player 1 strudel, 1 cake, 1 wine and 2 coffee. Penalty: give back all your dishes and drinks, both those in your kitchen and those on guests in your café.', '2'),
    ("YOU 'his host'",
     'guest 80',
     'Reward: his host may take 1 guest from the queue for free.',
     'Reward: each opponent may take 1 guest from the queue for free.', 'opponent'),
    ('OCCASION setup / LAID set aside',
     'hotel-entrance dove',
     'At setup, 5 bonus tokens are set aside beside this entrance. When won: gain 1 strudel and 1 wine; you may prepare 1 room for free. Each time one of your columns becomes fully occupied, take the bonus on the upper half of one remaining token and remove that token; each time one of your floors becomes fully occupied, take the bonus on the lower half of one remaining token and remove that token.',
     'At setup, 4 bonus tokens are set aside beside this entrance. When won: gain 1 strudel and 1 wine; you may prepare 1 room for free. Each time one of your columns becomes fully occupied, take the bonus on the upper half of one remaining token and remove that token; each time one of your floors becomes fully occupied, take the bonus on the lower half of one remaining token and remove that token.', '4'),
    ("OCCASION obtained 'when you get it'",
     'hotel-entrance mayenfels',
     'When you get it: gain 1 cake and 1 coffee, draw 1 staff card, then you may play 1 staff card from your hand for up to 3 krones less. Each time you play a staff card: gain 1 krone; you may draw 1 staff card.',
     'When you get it: gain 1 cake and 1 wine, draw 1 staff card, then you may play 1 staff card from your hand for up to 3 krones less. Each time you play a staff card: gain 1 krone; you may draw 1 staff card.', 'wine'),
    ("OTHER_KINDS 'others'",
     'staff 175',
     'Once per round: swap 2 dishes or drinks from your kitchen for 2 others; gain 2 VP.',
     'Once per round: swap 2 dishes or drinks from your kitchen for 2 others; gain 3 VP.', '3'),
    ("ORDINALS 'on the 4th floor'",
     'objective three-top-floor-rooms',
     'You need at least 3 occupied rooms on the 4th floor. The first three players to do so score 15, 10 and 5 VP.',
     'You need at least 3 occupied rooms on the 3rd floor. The first three players to do so score 15, 10 and 5 VP.', 'floor'),
    ("COUNT_FILTER 'across all the ballrooms'",
     'objective seven-dancers',
     'You need at least 7 dancers across all the ballrooms. The first three players to do so score 15, 10 and 5 VP.',
     'You need at least 6 dancers across all the ballrooms. The first three players to do so score 15, 10 and 5 VP.', '6'),
    ("ACT 'the current ballroom is scored immediately'",
     'guest 186',
     'Reward: the current ballroom is scored immediately.',
     'Reward: gain 1 VP.', 'scored'),
    ("[same] 'one's' = your",
     'guest 135',
     "Reward: you may advance 1 step on the Emperor track, and you may play a staff card from one's hand for free.",
     "Reward: you may advance 1 step on the Emperor track, and you may play a staff card from one's hand for 1 krone less.", 'free'),
    ("FACT bare 'goes to a room' is the guest's destination",
     'guest 184',
     'Goes to a ballroom. Reward: gain 1 VP per dancer in any ballroom; you may send 1 dancer to a ballroom onto the same ballroom space.',
     'Goes to a room. Reward: gain 1 VP per dancer in any ballroom; you may send 1 dancer to a ballroom onto the same ballroom space.', 'room'),
    ("[_] 'this tile' and VERB 'hands you'",
     'emperor-tile B2',
     'Reward: this tile hands you 5 krones. Penalty: pay 5 krones; if you cannot, lose 7 VP.',
     'Reward: this tile hands you 4 krones. Penalty: pay 5 krones; if you cannot, lose 7 VP.', '4'),
    ("VERB impersonal 'one receives'",
     'staff 3',
     'Once per round, one receives 1 wine.',
     'Once per round, one pays 1 wine.', 'pay'),
    ("EVENT impersonal 'one takes a die showing'",
     'staff 16',
     'Each time one takes a die showing 4, one receives 4 victory points.',
     'Each time one takes a die showing 3, one receives 4 victory points.', '3'),
    ("[same] 'reveals' read as 'reveal' (a verb's -s form known from a phrase)",
     'guest 75',
     'This guest scores 5 VP. Reward: the player reveals 3 staff cards from the deck and may play 1 of them at a discount of 3 krones; the others are placed under the deck.',
     'This guest scores 5 VP. Reward: the player reveals 3 staff cards from the deck and may play 1 of them at a discount of 2 krones; the others are placed under the deck.', '2'),
    ("REQUIRE_AT 'a player meets this objective when their Emperor marker stands on space'",
     'objective 106',
     'A player meets this objective when their Emperor marker stands on space 10 or higher. The first three players to do so score 15, 10 and 5 VP.',
     'A player meets this objective when their Emperor marker stands on space 8 or higher. The first three players to do so score 15, 10 and 5 VP.', '8'),
    ("MODIFIER_TO 'your café holds' and OPTION 'a turn'",
     'hotel-entrance kaufman',
     'Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free once the starting guests are chosen and the queue refilled (the queue refills again). Your café holds 4 guests, and the owner may take 2 guests a turn, the second after the guest step and its refill, at its usual cost. Guests whose orders the owner completes go face down onto a pile of their own instead of the discard pile; at the end of every round, the owner scores by the number of guests completed that round: 1 VP for 2 guests, 3 VP for 3 guests, 6 VP for 4 guests and 9 VP for 5 or more guests.',
     'Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free once the starting guests are chosen and the queue refilled (the queue refills again). Your café holds 5 guests, and the owner may take 2 guests a turn, the second after the guest step and its refill, at its usual cost. Guests whose orders the owner completes go face down onto a pile of their own instead of the discard pile; at the end of every round, the owner scores by the number of guests completed that round: 1 VP for 2 guests, 3 VP for 3 guests, 6 VP for 4 guests and 9 VP for 5 or more guests.', '5'),
    ("ROW_NEXT 'one placed in' and WITHOUT 'whoever has no'",
     'ballroom zur-kettenbruecke',
     'A dancer placed in the top row scores its owner 5 VP; one placed in the middle row scores 2 VP. When this ballroom is scored, whoever has no dancer here loses 5 VP, and each player scores 7 VP for every complete pair of their dancers here.',
     'A dancer placed in the top row scores its owner 5 VP; one placed in the middle row scores 3 VP. When this ballroom is scored, whoever has no dancer here loses 5 VP, and each player scores 7 VP for every complete pair of their dancers here.', '3'),
    ("FALLBACK_NO 'if you have none to lose'",
     'emperor-tile C4',
     'Reward: you may play 1 staff card from your hand for free. Penalty: discard 1 of your played final-scoring staff cards; if you have none to lose, lose 10 VP.',
     'Reward: you may play 1 staff card from your hand for free. Penalty: discard 1 of your played final-scoring staff cards; if you have none to lose, lose 8 VP.', '8'),
    ("ORDER_OF 'who asked for'",
     'staff 167',
     'Bell card: when you complete the order of a blue guest who asked for 3 or more items, gain 3 strudel and 3 cake.',
     'Bell card: when you complete the order of a blue guest who asked for 2 or more items, gain 3 strudel and 3 cake.', '2'),
    ("MUST impersonal 'one must'",
     'emperor-tile A1',
     'Reward: gain 3 krones. Penalty: one must pay 3 krones; if you cannot, lose 5 VP.',
     'Reward: gain 3 krones. Penalty: one must pay 2 krones; if you cannot, lose 5 VP.', '2'),
]


@pytest.mark.parametrize("kind, card, right, wrong_text, word", ENTRIES, ids=[e[0] for e in ENTRIES])
def test_an_entry_reads_the_right_wording(kind: str, card: str, right: str, wrong_text: str, word: str) -> None:
    assert problems(card, right) == []


@pytest.mark.parametrize("kind, card, right, wrong_text, word", ENTRIES, ids=[e[0] for e in ENTRIES])
def test_an_entry_lets_no_wrong_wording_through(kind: str, card: str, right: str, wrong_text: str, word: str) -> None:
    said = problems(card, wrong_text)
    assert any(word.lower() in p.lower() for p in said), said
