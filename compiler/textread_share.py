"""What one phrase says of several actions listed before it: 'gain 1 krone and up to 1 Emperor step per point of
strength' counts both gains per point of strength, as 'gain 1 krone per point of strength and up to 1 Emperor
step per point of strength' does.

The list is the actions of one clause joined by commas and 'and' (any other word ends it). A per-count said at its
end is shared by the plain amounts before it when none of them has a count of its own."""
from __future__ import annotations

from dataclasses import replace

from compiler import meaning as m
from compiler.types import Amount

LISTING = (",", "and")  # the separators that keep a list going
SHARING = ("gain", "advance", "move")  # the actions a count said once can be shared by


class PerList:
    """The effects listed so far in a clause, as (group, index) places, and the sharing of a per-count."""

    def __init__(self):
        self.places: list = []

    def next_piece(self, separator) -> None:
        if separator is not None and separator not in LISTING:
            self.places = []

    def added(self, groups: list, before: list) -> None:
        """After a piece: note the effects it added; if the last has a per-count the earlier ones lack, share it."""
        new = [(g, i) for g in groups for i in range(len(g.effects)) if (id(g), i) not in before]
        self.places += new
        if not new or len(self.places) < 2:
            return
        group, index = self.places[-1]
        per = _per(group.effects[index])
        earlier = self.places[:-1]
        if per is None or not all(_plain(g.effects[i]) for g, i in earlier):
            return
        for g, i in earlier:
            g.effects[i] = replace(g.effects[i], values=tuple(sorted({**dict(g.effects[i].values), "per": per}.items())))


def places(groups: list) -> list:
    return [(id(g), i) for g in groups for i in range(len(g.effects))]


def _per(effect):
    return effect.value("per") if isinstance(effect, m.Act) and effect.verb in SHARING else None


def _plain(effect) -> bool:
    """An action of a plain amount that has no count of its own."""
    if not isinstance(effect, m.Act) or effect.verb not in SHARING or effect.value("per") is not None:
        return False
    amount = effect.value("amount")
    return isinstance(amount, Amount) and amount.value == 1


def timed(rules: dict, before, after) -> None:
    """'Each time you take a die showing 3, gain 1 krone; you may also send 1 dancer just before or just after the
    main action': a timing said in a later clause of the same trigger is of the whole trigger, so what the trigger's
    earlier clauses did moves under the timed occasion (before it, in the order said)."""
    if before is None or after is None or before == after or before not in rules or after.event != before.event:
        return
    earlier, later = dict(before.values), dict(after.values)
    if any(later.get(k) != v for k, v in earlier.items()) or after.kind != before.kind:
        return
    rules[after] = rules.pop(before) + rules.get(after, [])
