"""An option said by its parts (issue 14, session 10): the wish as '{if/should} {who} {wish/like/want/choose}' ('should you
want to', 'if she likes') and the choice as '{who} {have/get/are} {the option/free} {to/of}' ('you get the option of taking',
'you are free to'), word classes in the lexicon, not listed phrases. On a card whose effect is not optional the same words
are named as making it optional. The wordings are written for these tests."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# guest 78: may take 1 guest from the queue for free; guest 69: gain 3 krones (not optional)
PAIRS = (
    Pair("guest 78", "Take another guest from the queue for free, should you want to.", "Take 2 guests from the queue for free, should you want to.", "2 guests"),
    Pair("guest 78", "Should you wish, take another guest from the queue for free.", "Should you wish, take 2 guests from the queue for free.", "2 guests"),
    Pair("guest 78", "You get the option of taking another guest from the queue for free.", "You get the option of taking 2 guests from the queue for free.", "2 guests"),
    Pair("guest 78", "You are free to take another guest from the queue at no cost.", "You are free to take 3 guests from the queue at no cost.", "3 guests"),
    Pair("guest 69", "Gain 3 krones.", "Gain 3 krones, should you want to.", "optional"),
    Pair("guest 69", "Gain 3 krones.", "You are free to gain 3 krones.", "optional"),
)

test_an_option_said_by_its_parts = checker(PAIRS)
