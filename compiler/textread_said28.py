"""Things said in a shape the reader does not take, said again in one it does (session 28), before the reader:

- a guest's order as a piece of a list: 'Composer: yellow guest; order of 1 wine; 1 VP' is 'order: 1 wine' ('order of'
  elsewhere is the order of a guest: 'complete the order of a blue guest');
- a description, then the card's next fact as a clause of its own: 'The Photographer is a yellow guest, and her order
  is 3 wine.' is two sentences, 'The Photographer is a yellow guest. Her order is 3 wine.' (only where the first clause
  is that description, with no comma, colon or time in it);
- a guest's order, then its VP: '... orders 2 coffee for 2 VP', 'a blue guest, 1 strudel and 2 coffee for 4 VP' is
  '... 2 coffee; 2 VP' (a guest's only: on another card 'pay 1 coffee for 3 VP' is an exchange), and 'His order is 2
  coffee and he gives 2 VP.' is two sentences, as a description and its next fact are;
- a guest's printed VP said by name: 'printed VP of -1', 'his printed VP is minus 2' is '-1 VP', '-2 VP' (guests only);
- a staff card offered at a price, in a noun phrase: 'plus the option of 1 staff card at up to 3 krones less' is 'plus
  you may play 1 staff card ...' (the price says it is played, not drawn);
- a guest's VP of nothing said of the guest: 'No VP for her, but ...' is '0 VP, but ...' (guests only), and a free room
  glossed after 'free': '... one room for free, so no floor cost.' is '... one room for free.' (the gloss says again
  what 'free' says, which is read and compared);
- a card done at once said as a one-time effect: 'Chef: 3 krones; one-time effect on play: ...' is '... on play: ...';
- a guest's reward said after a semicolon, as a list's last piece: 'a room only, never a ballroom; reward, the option
  to ...' is '... never a ballroom. reward, ...' (a stop: where a guest goes is read as a sentence of its own, and the
  reward, a label, opens its own) (guests only);
- a reward said as a clause: 'His reward is that you may prepare ...' is 'His reward: you may prepare ...';
- a module whose name ends in a question mark, said inside a sentence: '(You Want More? bell card, cost unknown)',
  'The Hairdresser is from You Want More?, and ...': the mark is the name's, not a sentence's end (module_question);
- a green guest's rooms, said right after the colour: 'a green guest, so any room colour works for him', 'green guest,
  good for a room of any colour', 'green, so he's happy in any colour of room': the game's rule for a green guest (a room
  of any colour), blanked; said after another colour it stays, and is not read.

Each is padded to its place, so every other word keeps its place; what it becomes is read and compared with the card
as any sentence is.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler.vocabulary import GUEST_COLORS, ITEMS

DESCRIBED = r"\b(?:is|'s|’s)\s+an?\s+[^.!?;:,()]{0,40}?\b(?:guest|card|celebrity)"  # 'The Photographer is a yellow guest'
ORDERED = r"\b(?:his|her|their|its)\s+order\s+is\s+[^.!?;:()]{1,60}?"  # 'His order is 2 coffee'
DESCRIPTION = re.compile(rf"(?:^|(?<=[.!?]))(?P<lead>[^.!?;:,()]*?(?:{DESCRIBED}|{ORDERED}))"
                         r"(?P<join>\s*,?\s+and\s+)(?=(?:he|she|they|it|his|her|their|its)\s)", re.I)
AMOUNTS = rf"\d+\s+(?:{'|'.join(ITEMS)})s?(?:\s*(?:,|and|,\s*and)\s+\d+\s+(?:{'|'.join(ITEMS)})s?)*"
FOR_VP = re.compile(rf"(?P<lead>(?:\b(?:orders|wants|order\s+is|order:?)|\b(?:{'|'.join(GUEST_COLORS)})(?:\s+guest)?\s*,)\s+{AMOUNTS})"
                    r"(?P<for>\s*,?\s+for\s+)(?=\d+\s+(?:vp|victory\s+points?)\b)", re.I)
PRINTED_VP = re.compile(r"\b(?:(?:his|her|their|its|the)\s+)?printed\s+(?:vp|value|victory\s+points)\s+(?:is|of|:)\s*"
                        r"(?P<sign>-|−|minus\s+)?(?P<n>\d+)(?:\s+(?:vp|victory\s+points?))?\b", re.I)
OPTION_OF_STAFF = re.compile(r"\bthe\s+option\s+of\s+(?=(?:\d+|one|a|an)\s+staff\s+cards?\b[^.;]*?\b(?:less|off|free|discount)\b)", re.I)
NO_VP_FOR = re.compile(r"(?:^|(?<=[.;:]))(?P<lead>\s*)no\s+(?:vp|victory\s+points)\s+for\s+(?:him|her|them)\b", re.I)
FREE_GLOSS = re.compile(r"(?P<before>\bfree\b[^.;]*?)(?P<gloss>\s*,\s*so\s+no\s+floor\s+costs?(?:\s+(?:on|for)\s+(?:either|them|it|any))?)(?=\s*[.;])", re.I)
ONE_TIME = re.compile(r"\bone[\s-]time\s+effect\s+(?P<when>on\s+play|when\s+played)\b", re.I)
REWARD_PIECE = re.compile(r";(?=\s*reward\b)", re.I)
REWARD_THAT = re.compile(r"\b(?P<whose>(?:his|her|their|its|the)\s+reward)\s+is\s+that\b", re.I)
ANY_ROOM = (r"(?:any\s+room\s+colou?r(?:\s+(?:works|is\s+(?:good|fine))\s+for\s+(?:him|her|them))?"
            r"|(?:good|fine)\s+for\s+a\s+room\s+of\s+any\s+colou?r"
            r"|(?:he|she|they)(?:\s+is|\s+are|'s|’s)\s+happy\s+in\s+(?:a\s+room\s+of\s+)?any\s+colou?r(?:\s+of\s+room)?)")
GREEN_ANY = re.compile(rf"\bgreen(?:\s+guest)?(?P<said>\s*,\s*(?:so\s+)?{ANY_ROOM})(?=\s*[,.;:]|\s+and\b)", re.I)


def _padded(found: re.Match, said: str) -> str:
    """`said` in the place of the whole match, padded to its length."""
    return said.ljust(len(found.group(0)))


def _blanked(found: re.Match, group: str) -> str:
    """The match with one of its groups blanked."""
    start, end = found.start(group) - found.start(), found.end(group) - found.start()
    return found.group(0)[:start] + " " * (end - start) + found.group(0)[end:]


def _after(found: re.Match, group: str, said: str) -> str:
    """The match's group kept, and `said` after it in the place of the rest."""
    return found.group(group) + said.ljust(len(found.group(0)) - len(found.group(group)))


@lru_cache(maxsize=1)
def _rewrites() -> tuple:
    """(pattern, what a match becomes, the one kind it is read on or None for every kind), in the order applied."""
    from compiler.textread_group27 import word_numbers

    words = "|".join(sorted(word_numbers(), key=len, reverse=True))  # 'order of' before a number in figures or words
    order_of = re.compile(rf"(?:^|(?<=[;:.(]))(?P<lead>\s*)order\s+of(?=\s+(?:\d+|{words})\b)", re.I)
    return ((PRINTED_VP, lambda f: _padded(f, ("-" if f.group("sign") else "") + f.group("n") + " VP"), "guest"),
            (NO_VP_FOR, lambda f: _after(f, "lead", "0 VP"), "guest"),
            (FOR_VP, lambda f: _after(f, "lead", ";"), "guest"),
            (REWARD_PIECE, lambda f: ".", "guest"),
            (OPTION_OF_STAFF, lambda f: _padded(f, "you may play"), None),
            (FREE_GLOSS, lambda f: _blanked(f, "gloss"), None),
            (ONE_TIME, lambda f: _padded(f, f.group("when")), None),
            (REWARD_THAT, lambda f: _padded(f, f.group("whose") + ":"), None),
            (order_of, lambda f: _after(f, "lead", "order:"), None),
            (DESCRIPTION, lambda f: _after(f, "lead", "."), None),
            (GREEN_ANY, lambda f: _blanked(f, "said"), None))


def said28(text: str, kind: str) -> str:
    """The text with each shape said again in place."""
    for pattern, said, only in _rewrites():
        text = text if only not in (None, kind) else pattern.sub(said, text)
    return text


@lru_cache(maxsize=1)
def _module_question() -> re.Pattern:
    """A module's name (the lexicon's [described] module-* lists) with a question mark after it, inside a sentence: before
    a comma, a colon, a semicolon, a bracket's end or a small letter."""
    from compiler.textread_ident15 import described_words

    names = [n for key, said in described_words().items() if key.startswith("module-") for n in said]
    alternatives = "|".join(r"\s+".join(map(re.escape, n.split())) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"\b(?P<name>{alternatives})\?(?=\s*[,;:)]|\s+[a-z])", re.I)


def module_question(text: str) -> str:
    """The text with the question mark of a module's name said inside a sentence read as a space."""
    return _module_question().sub(lambda found: found.group("name") + " ", text)
