"""A designer's new card, written only in the language from existing primitives, works in the engine."""
from __future__ import annotations

import shutil
from pathlib import Path

from compiler.build import build_catalog
from compiler.corpus import check_paths, default_corpus
from engine import actions, flow
from engine.agents import GreedyAgent
from engine.runtime import Game

NEW_CARD = '''staff 500 "Coffee Taster" {
  module custom
  cost 1
  timing permanent
  text "Each time you take a die showing 2, gain 1 coffee."

  when take-die 2 {
    gain 1 coffee
  }
}
'''


def catalog_with_new_card(tmp_path: Path):
    corpus = tmp_path / "cards"
    shutil.copytree(default_corpus() / "base", corpus / "base")
    (corpus / "custom").mkdir()
    (corpus / "custom" / "coffee-taster.gah").write_text(NEW_CARD, encoding="utf-8")
    report = check_paths([corpus])
    assert not report.errors, report.errors
    built = build_catalog(report.components)
    assert built.catalog is not None, built.diagnostics
    return built.catalog


def test_new_card_triggers_on_its_die(tmp_path) -> None:
    catalog = catalog_with_new_card(tmp_path)
    agent = GreedyAgent(1)
    game = Game(catalog, flow.new_state(1, 2), [agent, agent])
    player = game.state.players[0]
    player.played.append(500)
    game.state.spaces = [0, 2, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)  # strength 2: two drinks, plus the card's coffee
    assert sum(player.kitchen.values()) == 3 and player.kitchen["coffee"] >= 1


def test_new_card_runs_through_a_whole_game(tmp_path) -> None:
    catalog = catalog_with_new_card(tmp_path)
    records: list[dict] = []
    game = Game(catalog, flow.new_state(3, 2), [GreedyAgent(1), GreedyAgent(2)], records.append)
    flow.setup(game)
    game.state.players[0].played.append(500)
    for number in range(1, catalog.constants.rounds + 1):
        game.state.round = number
        flow.play_round(game)
    flow.final_scoring(game)
    twos = sum(1 for r in records if r.get("type") == "die" and r["seat"] == 0 and r["face"] == 2)
    fired = sum(1 for r in records if r.get("type") == "trigger" and r["card"] == "staff 500")
    assert fired == twos  # exactly once per die showing 2 that seat 0 took


def test_the_whole_game_uses_it_for_some_seed(tmp_path) -> None:
    catalog = catalog_with_new_card(tmp_path)
    for seed in range(10):
        records: list[dict] = []
        game = Game(catalog, flow.new_state(seed, 2), [GreedyAgent(seed), GreedyAgent(seed + 1)], records.append)
        flow.setup(game)
        game.state.players[0].played.append(500)
        for number in range(1, catalog.constants.rounds + 1):
            game.state.round = number
            flow.play_round(game)
        if any(r.get("type") == "trigger" and r["card"] == "staff 500" for r in records):
            return
    raise AssertionError("in ten games seat 0 never took a 2 with the new card in play")
