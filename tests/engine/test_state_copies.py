"""What the lookahead and the speed work rely on (issue 18): GameState.copy shares nothing mutable with the
original; GameState.key is equal exactly when the states' JSON (keys sorted, the generator left out) is; an
objective that reads only the player's own fields keeps its verdict per value of them, and follows them as they change."""
from __future__ import annotations

import json

from compiler.counts import player_reads
from engine.agents import RandomAgent
from engine.flow import new_state, play_game
from engine.runtime import Game
from engine.state import CafeGuest
from tests.engine.helpers import catalog, scenario


def _json(state) -> str:
    data = state.to_json()
    data.pop("rng_state", None)
    return json.dumps(data, sort_keys=True, default=str)


def _states_of_a_game(seed: int, players: int) -> list:
    states = []

    class Keeping(RandomAgent):
        def choose(self, game, decision):
            if self.rng.random() < 0.2:
                states.append(game.state.copy())
            return super().choose(game, decision)

    play_game(Game(catalog(), new_state(seed, players), [Keeping(seed * 10 + s) for s in range(players)]))
    return states


def test_a_copy_is_equal_and_shares_nothing_mutable() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.cafe, player.rooms, player.kitchen = [CafeGuest(1, {"wine": 1})], {"1/1": "vacant"}, {"cake": 2}
    copied = game.state.copy()
    assert _json(copied) == _json(game.state) and copied.key() == game.state.key()
    mine = copied.players[0]
    mine.cafe[0].served["wine"] = 2
    mine.rooms["1/2"] = "vacant"
    mine.kitchen["cake"] = 0
    copied.objectives["x"] = [0]
    assert player.cafe[0].served == {"wine": 1} and player.rooms == {"1/1": "vacant"} and player.kitchen == {"cake": 2}
    assert "x" not in game.state.objectives and copied.key() != game.state.key()


def test_the_key_tells_states_apart_exactly_as_their_json_does() -> None:
    states = _states_of_a_game(3, 2) + _states_of_a_game(4, 3)
    by_json, by_key = {}, {}
    for index, state in enumerate(states):
        by_json.setdefault(_json(state), set()).add(index)
        by_key.setdefault(state.key(), set()).add(index)
    assert len(states) > 100 and len(by_json) < len(states)  # some states recur: the relation is really compared
    assert sorted(map(sorted, by_json.values())) == sorted(map(sorted, by_key.values()))


def test_the_key_sees_dict_order_as_json_does_and_a_changed_value() -> None:
    game, _ = scenario()
    first = game.state.copy()
    first.players[0].rooms = {"1/1": "vacant", "1/2": "occupied"}
    second = game.state.copy()
    second.players[0].rooms = {"1/2": "occupied", "1/1": "vacant"}
    assert first.key() == second.key()
    second.players[0].rooms["1/1"] = "occupied"
    assert first.key() != second.key()


def _objective(name: str):
    return next(o for o in catalog().objectives.values() if o.name == name)


def test_a_rooms_only_objective_follows_the_rooms_it_is_kept_for() -> None:
    game, _ = scenario()
    player, twelve = game.state.players[0], _objective("Twelve rooms")
    player.rooms = {f"{f}/{c}": "vacant" for f in (1, 2) for c in range(1, 6)}
    assert not twelve.requirement(game, 0)
    player.rooms.update({"3/1": "vacant", "3/2": "vacant"})
    assert twelve.requirement(game, 0)
    del player.rooms["3/2"]
    assert not twelve.requirement(game, 0)
    assert twelve.requirement(game, 0) is False and not twelve.requirement(game, 1)  # another seat, no rooms


def test_objectives_that_share_what_they_read_in_one_pass_agree_with_each_read_alone() -> None:
    """claim_options hands the objectives of one pass a `known` dict (what the player keys read): each result is the
    one it gives alone, the rooms are read once, and the next pass (a new dict) sees a changed room."""
    from engine.turns import claim_options

    game, _ = scenario()
    player = game.state.players[0]
    rooms = [o for o in catalog().objectives.values() if o.group in ("B", "C")]  # they all read the rooms alone
    for arrangement in ({}, {f"{f}/{c}": "occupied" for f in (1, 2) for c in range(1, 6)},
                        {f"{f}/{c}": "occupied" for f in (1, 2, 3) for c in range(1, 6)}):
        player.rooms = dict(arrangement)
        known: dict = {}
        assert [o.requirement(game, 0, known) for o in rooms] == [o.requirement(game, 0) for o in rooms]
        assert len(known) == 1
    game.state.objectives = {str(_objective("Two full floors").ident): []}
    player.rooms = {f"1/{c}": "occupied" for c in range(1, 6)}
    assert claim_options(game, 0) == []
    player.rooms.update({f"2/{c}": "occupied" for c in range(1, 6)})
    assert [option.kind for _, option in claim_options(game, 0)] == ["claim"]


def test_a_money_objective_follows_the_money_it_is_kept_for() -> None:
    game, _ = scenario()
    player, twenty = game.state.players[0], _objective("Twenty krones")
    player.money = 19
    assert not twenty.requirement(game, 0)
    player.money = 20
    assert twenty.requirement(game, 0)
    player.money = 19
    assert not twenty.requirement(game, 0)


def test_only_conditions_that_read_nothing_but_the_player_s_own_fields_are_kept() -> None:
    from compiler.counts import lower_condition
    from dsl import ast
    from tests.engine.custom import checked

    def condition(text: str):
        card = f'objective 900 "Test" {{\n  module custom\n  group A\n  require {text}\n  text "A test."\n}}\n'
        require = next(s for s in checked(card)[0].node.body.statements if isinstance(s, ast.Require))
        return lower_condition(require.condition)

    assert player_reads(condition("rooms(occupied, red) >= 3 and groups(complete) >= 1")) == {"rooms", "groups"}
    assert player_reads(condition("rooms(occupied, red) >= 3 and money >= 2")) == {"rooms", "money"}
    assert player_reads(condition("staff(played) >= 6")) == {"staff"}
    assert player_reads(condition("objectives >= 2")) is None  # reads the common objectives' markers too
    assert player_reads(condition("money >= 2 or round >= 3")) is None  # the round is no field of the player


CONDITIONS = ("rooms(occupied, red) >= 2", "groups(complete) >= 1", "floors(complete) >= 1", "columns(complete) >= 1",
              "colors(complete) >= 1", "money >= 12", "emperor >= 4", "vp >= 10", "staff(hand) >= 4", "staff(final) >= 1",
              "guests(completed, green) >= 1", "guests(completed, this-round) >= 1", "kitchen(wine) >= 1", "dice-sum >= 7")


def test_what_a_player_key_names_is_all_its_count_reads() -> None:
    """Over the states of whole games, two players with the same key always get the same value: a key that left
    out something its reader reads (the hand, this round's guests...) would fail here."""
    from compiler.counts import lower_condition, player_key
    from dsl import ast
    from engine.runtime import Ctx
    from tests.engine.custom import checked

    cards = "".join(f'objective {900 + i} "Test {i}" {{\n  module custom\n  group A\n  require {text}\n  text "A test."\n}}\n'
                    for i, text in enumerate(CONDITIONS))
    conditions = [lower_condition(next(s for s in c.node.body.statements if isinstance(s, ast.Require)).condition) for c in checked(cards)]
    seen: dict = {}
    games = []

    class Reading(RandomAgent):
        def choose(self, game, decision):
            for condition in conditions:
                for seat in range(len(game.state.players)):
                    key = (id(condition), player_key(player_reads(condition))(game.state.players[seat]))
                    seen.setdefault(key, set()).add(condition(Ctx(game, seat)))
            return super().choose(game, decision)

    from tests.cards.lets_waltz.support import catalog as with_modules

    for seed, chosen in enumerate((catalog(), catalog(), with_modules("celebrities", "exclusive-hotels", "starting-player"))):
        games.append(play_game(Game(chosen, new_state(seed, 3), [Reading(seed * 10 + s) for s in range(3)])))
    assert len(seen) > 500 and all(len(values) == 1 for values in seen.values())
    assert {True, False} <= {v for values in seen.values() for v in values}


def _flat_fields_hold_atoms(thing) -> list[str]:
    """The FLAT fields of a state object (and of those it holds) that hold something other than atoms."""
    from engine.state import _ATOMS, FLAT

    wrong = []
    for name, value in vars(thing).items():
        if name in FLAT.get(type(thing), ()):
            items = value.values() if isinstance(value, dict) else value
            wrong += [f"{type(thing).__name__}.{name}"] if any(type(v) not in _ATOMS for v in items) else []
        for inner in (value if isinstance(value, list) else ()):
            if type(inner) in FLAT:
                wrong += _flat_fields_hold_atoms(inner)
    return wrong


def test_the_fields_copied_in_one_step_hold_atoms_only_over_whole_games() -> None:
    states = _states_of_a_game(5, 2) + _states_of_a_game(6, 4)
    assert len(states) > 100 and not any(_flat_fields_hold_atoms(state) for state in states)


def test_a_field_that_holds_a_mutable_value_is_caught() -> None:
    game, _ = scenario()
    game.state.players[0].hand = [[1]]  # a list inside a field declared flat: a copy would share it
    assert _flat_fields_hold_atoms(game.state) == ["Player.hand"]
