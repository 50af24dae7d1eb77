"""Count readers drop nothing: every option of every count the engine reads either changes what it counts
(on a hotel built to tell them apart), restates what it counts anyway (declared), or is refused (E230)."""
from __future__ import annotations

import pytest

from compiler.build import compile_staff
from compiler.corpus import check_texts
from compiler.counts import READINGS, READERS, CompileError, Reading
from compiler.registry import REGISTRY
from engine.runtime import Ctx
from tests.compiler.test_lowering_drops_nothing import MODULES
from tests.engine.helpers import scenario, staff_id

REFUSED = "refused"
SAMPLES = {"number": "1", "room colour": "red", "threshold": "2+", "item": "wine", "guest colour": "red"}


def _game():
    """Floor 1 full; 2/1 occupied; 2/2 and 3/1 vacant; two staff played (one final), one in hand; a kitchen."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = {**{f"1/{c}": "occupied" for c in range(1, 6)}, "2/1": "occupied", "2/2": "vacant", "3/1": "vacant"}
    player.played = [staff_id("Kitchen Hand"), staff_id("Hotel Manager")]
    player.hand = [staff_id("Porter")]
    player.kitchen, player.money = {"wine": 2, "cake": 1}, 7
    game.state.objectives = {"105": [0], "106": []}
    guests = game.catalog.guests.values()
    red = [g.ident for g in guests if g.color == "red" and g.order_size >= 2][:2]
    blue = [g.ident for g in guests if g.color == "blue" and g.order_size == 1][:1]
    player.completed, player.completed_this_round = red + blue, red[:1]  # 3 guests, 1 this round; 2 red; 2 with 2+ items
    player.personal_done = ["107", "108"]  # two personal objectives completed: personal 2, completed 3, claimed 1
    game.state.ballrooms = ["left", "middle", "right"]  # dancers: 3 in all, 1 in a top row, none in "this" (no ballroom scored)
    game.state.dancers = {"left": {"top": [0], "bottom": [0]}, "middle": {"bottom": [0, 1]}, "right": {"top": [1]}}
    return game


def value(count: str):
    card = (f'staff 501 "Probe" {{\n  module custom\n  requires {MODULES}\n  cost 0\n  timing immediate\n  text "A test card."\n\n'
            f"  effect {{\n    gain 1 vp per {count}\n  }}\n}}\n")
    report = check_texts([("probe.gah", card)])
    if report.errors or not report.components:
        return REFUSED
    try:
        per = compile_staff(report.components[0]).effect.count.per
    except CompileError:
        return REFUSED
    return per(Ctx(_game(), 0))


def _written(name: str, options: list[str]) -> str:
    return f"{name}({', '.join(options)})" if options else name


def _option_text(option) -> str:
    if option.type is None:
        return option.name
    sample = SAMPLES.get(option.type.name) or option.type.describe.replace("`", "").split(" or ")[0]
    return f"{option.name} {sample}"


COUNTS = sorted(n for n, p in REGISTRY["count"].items() if p.options)


@pytest.mark.parametrize("name", COUNTS)
def test_each_count_option_changes_the_count_or_is_refused(name) -> None:
    primitive, reading = REGISTRY["count"][name], READINGS.get(name, Reading())
    base_words = [n for n in reading.needs]
    base = value(_written(name, base_words))
    for option in primitive.options:
        if option.name in reading.needs:
            assert value(_written(name, [])) is REFUSED, (name, "must refuse a count without", option.name)
            continue
        shown = value(_written(name, base_words + [_option_text(option)]))
        if shown is REFUSED or option.name in reading.implied:
            continue
        assert shown != base, (name, option.name, shown, base)


def test_the_engine_reads_its_counts_for_real() -> None:
    assert value("rooms(occupied)") == 6 and value("rooms(vacant)") == 2 and value("rooms(color red)") == 2
    assert value("floors(complete)") == 1 and value("staff(final)") == 1 and value("staff(hand)") == 1
    assert value("kitchen(dish)") == 1 and value("objectives(claimed)") == 1
    assert value("groups") is REFUSED and value("staff(played, hand)") is REFUSED and value("objectives(personal)") == 2 and value("objectives(completed)") == 3


def test_every_count_with_a_reader_is_declared() -> None:
    assert set(READINGS) <= set(READERS)
