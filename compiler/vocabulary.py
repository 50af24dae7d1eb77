"""The closed word lists of the game: items, colours, modules, timings, source tags.

Each list is data that the checker, the renderer and the site read. Plural and singular spellings of a
noun name the same thing (`1 krone`, `3 krones`); the formatter keeps what the author wrote.
"""
from __future__ import annotations

# Dishes and drinks, and champagne (Let's Waltz! module 1), which is neither.
DISHES = ("strudel", "cake")
DRINKS = ("wine", "coffee")
ITEMS = DISHES + DRINKS + ("champagne",)

# Words naming a choice of item: the player picks the kind when the effect resolves.
ITEM_CHOICES = {
    "dish": DISHES,
    "drink": DRINKS,
    "dish-or-drink": DISHES + DRINKS,
    "any-item": ITEMS,
}

PLURALS = {
    "strudel": "strudels",
    "cake": "cakes",
    "wine": "wines",
    "coffee": "coffees",
    "champagne": "champagnes",
    "dish": "dishes",
    "drink": "drinks",
    "dish-or-drink": "dishes-or-drinks",
    "any-item": "any-items",
    "krone": "krones",
    "room": "rooms",
    "guest": "guests",
    "dancer": "dancers",
    "order": "orders",
    "step": "steps",
    "token": "tokens",
    "objective": "objectives",
    "emperor-tile": "emperor-tiles",
}

# Everything a player can gain, pay or lose, by its singular name.
RESOURCES = ITEMS + tuple(ITEM_CHOICES) + ("krone", "vp", "emperor")

ROOM_COLORS = ("blue", "red", "yellow")
GUEST_COLORS = ROOM_COLORS + ("green",)
COLOR_CHOICES = ("any",)

# `custom` holds cards a designer writes: no id range, played by the engine together with the base game.
MODULES = ("base", "ballrooms", "celebrities", "exclusive-hotels", "starting-player", "you-want-more", "promo", "custom")

TIMINGS = ("immediate", "once-per-round", "permanent", "final", "bell")

OBJECTIVE_GROUPS = ("A", "B", "C")

# Source tags as the shared data files define them: the five seeds and the three public data sets.
SOURCE_TAGS = {
    "000": "seed 000: Let's Waltz! rulebook (Portuguese translation)",
    "001": "seed 001: old-edition rules",
    "002": "seed 002: old-edition rules",
    "003": "seed 003: English guide following the 2022 rules, card reference and rulings",
    "004": "seed 004: old-edition rules with staff costs and all Emperor tiles",
    "A": "public engine 349652743/grand-austria-hotel (board and track checked against the 2022 rules)",
    "B": "public engine CalvinNeo/OpenBoardGame",
    "J": "public card data MrIee/board-game-helpers (2022 appendix texts)",
    "census": "shared/census.md, the project's component census",
}


def singular(word: str) -> str:
    """The singular form of a noun, or the word itself."""
    for one, many in PLURALS.items():
        if word == many:
            return one
    return word


def nouns(*singulars: str) -> tuple[str, ...]:
    """Every accepted spelling of the given nouns."""
    return tuple(w for s in singulars for w in (s, PLURALS.get(s, s)))


def source_tag_known(tag: str) -> bool:
    """`@003`, `@A`, and page-qualified forms like `@000.p23`."""
    return tag.split(".")[0] in SOURCE_TAGS


# Words that only mean something when a module is in play: a component using one must belong to that
# module or declare `requires` it (e.g. a promo guest that sends dancers needs the ballrooms).
MODULE_WORDS = {
    "champagne": "ballrooms", "send": "ballrooms", "dancers": "ballrooms", "dancer": "ballrooms",
    "dancer-sent": "ballrooms", "champagne-gained": "ballrooms", "champagne-spent": "ballrooms",
    "highest-row": "ballrooms", "row-bonus": "ballrooms", "ballroom-scored": "ballrooms", "score-rank": "ballrooms",
}
