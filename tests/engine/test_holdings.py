"""Holdings: any held component carries triggers, modifiers and abilities (played staff, guests in the
café), with use marks once per round; and the fields of a guest or an objective the engine reads."""
from __future__ import annotations

from engine import flow, rules
from engine.scoring import final_scoring
from engine.state import CafeGuest
from tests.engine.custom import e230, game_with

GUEST = 'guest {ident} "Guest {ident}" {{\n  module custom\n  color blue\n  order 1 wine\n  vp 2\n  text "A test guest."\n{body}\n}}\n'


def guest(ident: int, body: str) -> str:
    return GUEST.format(ident=ident, body=body)


def test_a_cafe_guest_s_ability_is_an_additional_action_once_per_round() -> None:
    game, _ = game_with(guest(600, "  ability {\n    gain 1 krone\n  }"), additional=["use Guest 600"])
    player = game.state.players[0]
    player.cafe = [CafeGuest(600)]
    flow.additional_actions(game, 0)
    assert player.money == 11
    assert "use Guest 600" not in [label for label, _ in flow.additional_options(game, 0)]
    flow.end_round(game)
    assert "use Guest 600" in [label for label, _ in flow.additional_options(game, 0)]


def test_a_cafe_guest_s_trigger_acts_while_it_sits_there_and_stops_when_it_leaves() -> None:
    game, _ = game_with(guest(600, "  when money-gained {\n    gain 1 vp\n  }"))
    player = game.state.players[0]
    player.cafe = [CafeGuest(600)]
    rules.gain_money(game, 0, 1)
    player.cafe = []
    rules.gain_money(game, 0, 1)
    assert player.vp == 1


def test_a_guest_s_own_cafe_penalty_is_scored() -> None:
    game, _ = game_with(guest(600, "  cafe-penalty -2"))
    game.state.players[0].cafe = [CafeGuest(600)]
    for player in game.state.players:
        player.money = 0
    final_scoring(game)
    assert game.state.players[0].vp == -2


def test_a_guest_that_needs_the_ballrooms_compiles_and_stays_out_of_a_game_without_them() -> None:
    text = guest(600, "  requires ballrooms\n  destination ballroom")
    assert e230(text) == []
    game, _ = game_with(text)
    assert 600 not in game.catalog.guests


def test_an_objective_s_own_spots_are_paid() -> None:
    card = ('objective 900 "Four Rooms" {\n  module custom\n  group A\n  spots 7 3\n  text "Have 4 rooms: 7 VP first, 3 VP second."\n\n'
            '  require rooms >= 4\n}\n')
    game, _ = game_with(card)
    game.state.objectives = {"900": []}
    for seat in (0, 1):
        game.state.players[seat].rooms = {f"1/{c}": "vacant" for c in range(1, 5)}
    flow.claim_objective(game, 0, "900")
    flow.claim_objective(game, 1, "900")
    assert [p.vp for p in game.state.players] == [7, 3]
    assert flow.claim_options(game, 0) == [] and len(game.state.objectives["900"]) == 2
