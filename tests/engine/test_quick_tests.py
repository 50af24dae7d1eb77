"""The engine's quick tests before its full queries (issue 18: a cheap "anything possible?" test): `might_hold`
says False only when nothing the player holds has a modifier for the target, a trigger for the event or an
ability, so `Game.modified`, `Game.emit` and the ability options may skip the holdings; compared with the holdings themselves over whole games
(the base game and every shipped module, whose zones hold celebrities and entrances)."""
from __future__ import annotations

from engine.holdings import holdings, might_hold
from engine.play import make_agents, run
from engine.state import CafeGuest
from tests.cards.lets_waltz.support import catalog
from tests.engine.custom import game_with
from tests.engine.test_holdings import guest


def _disagreements(game) -> list:
    found = []
    for seat in range(len(game.state.players)):
        held = holdings(game, seat)
        for target, owners in game.catalog.modifier_owners.items():
            if not might_hold(game, seat, owners) and any(h.behaviour.by_target.get(target) for h in held):
                found.append((seat, "modifier", target))
        if not might_hold(game, seat, game.catalog.ability_owners) and any(h.behaviour.ability for h in held):
            found.append((seat, "ability", None))
        for event, owners in game.catalog.trigger_owners.items():
            if not might_hold(game, seat, owners) and any(h.behaviour.by_event.get(event) for h in held):
                found.append((seat, "trigger", event))
    return found


def test_might_hold_never_misses_what_the_holdings_hold() -> None:
    problems, checked = [], [0]

    def observer(game) -> None:
        checked[0] += 1
        problems.extend(_disagreements(game))

    for modules in ((), ("celebrities", "exclusive-hotels", "starting-player")):
        for seed in range(3):
            run(catalog(*modules), 2 + seed, seed, make_agents(["greedy" if seed % 2 else "random"], 2 + seed, seed), observer=observer)
    assert checked[0] > 1000 and not problems, problems[:5]


def test_might_hold_sees_a_cafe_guest_with_a_trigger_and_the_disagreement_check_fires() -> None:
    game, _ = game_with(guest(600, "  when money-gained {\n    gain 1 vp\n  }"))
    owners = game.catalog.trigger_owners["money-gained"]
    assert not might_hold(game, 0, owners)
    game.state.players[0].cafe = [CafeGuest(600)]
    assert might_hold(game, 0, owners)
    game.catalog.trigger_owners["money-gained"] = {"staff": frozenset()}  # a wrong index: the check must see it
    try:
        assert _disagreements(game) == [(0, "trigger", "money-gained")]
    finally:
        game.catalog.trigger_owners["money-gained"] = owners


def _answer_disagreements(game) -> list:
    """Where a yes/no question of the engine disagrees with the list it stands for."""
    from engine import actions, turns

    found = []
    for seat in range(len(game.state.players)):
        if actions.die_affordable(game, seat) != bool(actions.die_options(game, seat)):
            found.append((seat, "die"))
        if turns._anything_to_serve(game, seat) != bool(turns.serve_moves(game, seat)):
            found.append((seat, "serve"))
    return found


def test_the_yes_no_questions_agree_with_the_option_lists_over_whole_games() -> None:
    problems, checked = [], [0]

    def observer(game) -> None:
        checked[0] += 1
        problems.extend(_answer_disagreements(game))

    for modules in ((), ("celebrities", "exclusive-hotels", "starting-player")):
        for seed in range(3):
            run(catalog(*modules), 2 + seed, seed, make_agents(["greedy" if seed % 2 else "random"], 2 + seed, seed), observer=observer)
    assert checked[0] > 1000 and not problems, problems[:5]


def test_the_disagreement_check_fires_on_a_wrong_answer(monkeypatch) -> None:
    from engine import actions

    game, _ = game_with("")
    assert not _answer_disagreements(game)
    monkeypatch.setattr(actions, "die_affordable", lambda game, seat: not actions.die_options(game, seat))
    assert (0, "die") in _answer_disagreements(game)
