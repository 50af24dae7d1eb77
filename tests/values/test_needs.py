"""What each module still needs from the box, the template that asks for exactly that, and the fingerprint."""
from __future__ import annotations

import re

import pytest

from compiler.corpus import check_texts
from compiler.needs import NOT_FOR_PLAY, PLAY_MODULES, in_play, missing, needed, parse_modules, refusal, template
from compiler.values import apply_values, fingerprint, normalized, read_overlay
from compiler import vocabulary as vocab
from dsl.formatter import format_document
from dsl.parser import parse
from tests.values.support import fill, shipped


def test_the_base_game_needs_nothing() -> None:
    assert missing(shipped(), in_play(())) == []


@pytest.mark.parametrize("module", PLAY_MODULES)
def test_a_module_needs_only_its_own_cards_unknowns(module: str) -> None:
    found = needed(shipped(), in_play((module,)))
    assert {s.component.module for s in found} <= {module}
    assert {(s.component.kind.name, s.unknown.field) for s in found}.isdisjoint(NOT_FOR_PLAY)


def test_all_modules_need_every_unknown_play_reads() -> None:
    wanted = {s.unknown for s in needed(shipped(), in_play(PLAY_MODULES), whole_pools=True)}
    for component in shipped():
        for unknown in component.unknowns:
            left_out = (component.kind.name, unknown.field) in NOT_FOR_PLAY or component.module == "promo"
            assert (unknown in wanted) != left_out, (component.kind.name, component.ident, unknown.field)


def test_a_card_that_requires_another_module_is_needed_only_with_it() -> None:
    card = ('celebrity test "Test" {\n  module celebrities\n  requires ballrooms\n  vp unknown "test"\n  text "Test."\n}\n')
    cards = list(shipped()) + list(check_texts([("card.gah", card)]).components)
    assert "celebrity test vp" not in [s.address for s in needed(cards, in_play(("celebrities",)), whole_pools=True)]
    assert "celebrity test vp" in [s.address for s in needed(cards, in_play(("celebrities", "ballrooms")), whole_pools=True)]


def test_a_pool_component_without_its_values_is_needed_only_when_too_few_others_are_complete() -> None:
    """Dove lacks its tokens: 9 other entrances fill a game, so a game does not need them; a file may still give them."""
    assert needed(shipped(), in_play(("exclusive-hotels",))) == []
    assert [s.address for s in needed(shipped(), in_play(("exclusive-hotels",)), whole_pools=True)] == ["hotel-entrance dove tokens bonuses"]
    assert any(s.component.kind.name == "ballroom" for s in needed(shipped(), in_play(("ballrooms",))))  # no ballroom is complete


def test_modules_are_read_in_module_order_and_wrong_ones_named() -> None:
    assert parse_modules("you-want-more,ballrooms") == ("ballrooms", "you-want-more")
    assert parse_modules("all") == PLAY_MODULES and parse_modules("base") == parse_modules("") == ()
    with pytest.raises(ValueError, match="unknown module ballroom; the modules are ballrooms, celebrities"):
        parse_modules("ballroom")
    assert set(PLAY_MODULES) == set(vocab.MODULES) - {"base", "promo", "custom"}


def test_the_refusal_counts_and_names_per_module() -> None:
    wanted = needed(shipped(), in_play(("starting-player", "you-want-more")))
    message = refusal(wanted, ("starting-player", "you-want-more"))
    assert "you-want-more needs 14 values the sources do not give: staff 166 cost, staff 167 cost, " in message
    assert "starting-player" not in message.split(" — ")[0]  # the module plays with shipped data
    assert "gah values template --modules starting-player,you-want-more" in message


# ---- the template -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("modules", [(m,) for m in PLAY_MODULES] + [PLAY_MODULES])
def test_the_template_asks_for_exactly_what_the_modules_need(modules) -> None:
    text = template(shipped(), modules)
    asked = re.findall(r'^  (.+) unknown "to fill in"$', text, re.M)
    assert asked == [s.address for s in needed(shipped(), in_play(modules), whole_pools=True)]
    overlay, found = read_overlay("t.gah", text, shipped())
    assert found == [] and overlay.filled == ()
    assert format_document(parse(text).document, text) == text  # already in the formatter's layout


def test_every_template_line_says_why_it_is_unknown() -> None:
    lines = template(shipped(), PLAY_MODULES).splitlines()
    for index, line in enumerate(lines):
        if line.endswith('unknown "to fill in"'):
            address = line.strip().removesuffix(' unknown "to fill in"')
            slot = next(s for s in needed(shipped(), in_play(PLAY_MODULES), whole_pools=True) if s.address == address)
            assert lines[index - 1].startswith("  # ") and lines[index - 1].endswith(slot.unknown.note)


@pytest.mark.parametrize("modules", [(m,) for m in PLAY_MODULES] + [PLAY_MODULES])
def test_a_filled_template_leaves_nothing_missing(modules) -> None:
    overlay, found = read_overlay("t.gah", fill(template(shipped(), modules)), shipped())
    assert found == [], [str(d) for d in found]
    assert missing(apply_values(shipped(), overlay), in_play(modules)) == []
    assert missing(shipped(), in_play(modules)) != [] or modules in (("celebrities",), ("exclusive-hotels",), ("starting-player",))


def test_a_half_filled_template_still_misses_the_rest() -> None:
    text = fill(template(shipped(), ("ballrooms",))).replace("staff 119 cost 2", 'staff 119 cost unknown "later"')
    overlay, _ = read_overlay("t.gah", text, shipped())
    assert [u.component + " " + u.field for u in missing(apply_values(shipped(), overlay), in_play(("ballrooms",)))] == ["staff 119 cost"]


# ---- fingerprints ----------------------------------------------------------------------------------------------------------

A = 'values a "A" {\n  text "One."\n  staff 125 cost 3\n  guest 134 color red\n}\n'
B = '# reordered, renamed, commented\nvalues b "B" {\n  text "Two."\n  guest 134 color red  # a comment\n  staff 125 cost 3\n  staff 126 cost unknown "later"\n}\n'


def overlay(text: str):
    result, found = read_overlay("v.gah", text, shipped())
    assert found == []
    return result


def test_the_fingerprint_hashes_the_values_alone() -> None:
    assert fingerprint(overlay(A)) == fingerprint(overlay(B))
    assert re.fullmatch(r"sha256:[0-9a-f]{16}", fingerprint(overlay(A)))
    assert normalized(overlay(A)) == "guest 134 color = red\nstaff 125 cost = 3"


def test_the_fingerprint_changes_with_any_value() -> None:
    assert fingerprint(overlay(A)) != fingerprint(overlay(A.replace("cost 3", "cost 4")))
    assert fingerprint(overlay(A)) != fingerprint(overlay(A.replace("  guest 134 color red\n", "")))
    assert fingerprint(None) is None


def test_the_fingerprint_of_a_block_value_follows_its_effects() -> None:
    one = 'values a "A" {\n  text "One."\n  rehearsal-room 1 section 1 bonus {\n    gain 2 krones\n  }\n}\n'
    assert fingerprint(overlay(one)) == fingerprint(overlay(one.replace("    gain 2 krones\n", "\n    gain 2 krones\n\n")))
    assert fingerprint(overlay(one)) != fingerprint(overlay(one.replace("gain 2 krones", "gain 3 krones")))
    assert "rehearsal-room 1 section 1 bonus = { gain 2 krones }" == normalized(overlay(one))




def test_the_refusal_says_which_values_no_file_can_supply() -> None:
    card = ('staff 8 "Twice" {\n  module custom\n  cost 2\n  timing immediate\n  text "Test card."\n'
            '  effect {\n    gain unknown "first" wine\n    gain unknown "second" wine\n  }\n}\n')
    cards = list(shipped()) + list(check_texts([("card.gah", card)]).components)
    wanted = needed(cards, in_play(()))
    assert [s.address for s in wanted] == ["staff 8 effect gain", "staff 8 effect gain"]
    assert "2 of them no values file can supply yet (staff 8 effect gain, staff 8 effect gain)" in refusal(wanted, ())
    assert "no values file can supply staff 8 effect gain" in template(cards, ())


def _two_player(slots_found) -> set:
    return {s.address for s in slots_found if s.unknown.field in ("two-player-row", "two-player-scoring")}


def test_the_ballrooms_two_player_sides_are_needed_by_two_player_games_only() -> None:
    """A 2-player game needs every ballroom's 2-player rows and (but for Zum Sperl's, which the card gives) scoring;
    3 and 4 players never read them; the template asks for them all, but never for a middle row."""
    two = _two_player(needed(shipped(), in_play(("ballrooms",)), players=2))
    assert "ballroom apollosaal two-player-row top cost" in two and "ballroom apollosaal two-player-scoring effects" in two
    assert "ballroom zum-sperl two-player-scoring effects" not in two and not [a for a in two if " middle " in a]
    assert _two_player(needed(shipped(), in_play(("ballrooms",)), players=3)) == set()
    lines = template(shipped(), ("ballrooms",)).splitlines()
    assert two <= {line.strip().removesuffix(' unknown "to fill in"') for line in lines}


def test_a_two_player_middle_row_is_refused() -> None:
    """The 2-player side has no middle row [000 p.16]: no card and so no values file can give it one."""
    source = ('ballroom b "B" {\n  module ballrooms\n  text "t"\n  row top cost 1 spaces 2\n  scoring {\n    gain 1 vp\n  }\n'
              '  two-player-row middle cost 1 spaces 2\n}\n')
    errors = check_texts([("b.gah", source)]).errors
    assert [e for e in errors if e.span.line == 8 and "middle" in e.message], errors
