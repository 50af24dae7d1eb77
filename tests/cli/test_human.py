"""`gah play --human` shows enough to play (issue 16, deliverable 7): each renderer alone, the prompt's `?` and bad
input, and a real `gah play --human` process with scripted input."""
from __future__ import annotations

import subprocess
import sys

import pytest
from rich.console import Console

from engine.errors import IllegalMove
from engine.human import HumanAgent, items_text
from engine.runtime import Decision
from engine.state import CafeGuest, Ref
from gah import humanview as hv
from gah.inputs import shipped
from gah.playing import card_texts
from tests.cli.test_cli import ROOT
from tests.engine.helpers import give_rooms, guest_id, scenario, staff_id

TEXTS = card_texts(shipped().components)


def shown(renderable, width: int = 160) -> str:
    console = Console(record=True, width=width, color_system="truecolor", file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


@pytest.fixture
def game():
    game, _ = scenario()
    you, other = game.state.players
    you.kitchen, you.money, you.vp, you.emperor = {"wine": 2, "strudel": 1}, 7, 12, 3
    give_rooms(game, 0, {"1/1": "occupied", "1/2": "vacant"})
    you.cafe = [CafeGuest(guest_id("Baroness"), {"wine": 1})]
    you.hand, you.played = [staff_id("Laundress")], [staff_id("Butler")]
    other.played, other.cafe = [staff_id("Porter")], [CafeGuest(guest_id("Composer"))]
    game.state.queue = [guest_id("Duke"), None, guest_id("Architect"), None, None]
    game.state.objectives = {"106": [1], "111": []}
    game.state.emperor_tiles = ["A4", "B3", "C3"]
    return game


def test_the_hotel_is_a_coloured_grid_of_occupied_prepared_and_empty_rooms(game) -> None:
    text = shown(hv.hotel_grid(game, 0))
    assert "floor 1 (0 K) b■ y□ r·" in text and "floor 4" in text
    assert "1 occupied, 1 prepared" in text and "■ occupied  □ prepared (vacant)  · not prepared" in text
    assert hv._room_cell("blue", "occupied").style == "blue bold" and hv._room_cell("red", None).style == "red dim"


def test_the_cafe_shows_each_guests_order_and_what_is_served(game) -> None:
    text = shown(hv.cafe_table(game, 0))
    assert "Baroness" in text and "blue" in text and "2 wine, 2 coffee" in text and "1 wine, 2 coffee" in text
    assert "│ 1 wine " in text and "│ 5 " in text


def test_the_queue_shows_cost_colour_vp_order_and_reward(game) -> None:
    text = shown(hv.queue_table(game, TEXTS), width=220)
    assert "│ 1 │ 3 K  │ Duke" in text and "│ 3 │ 1 K  │ Architect" in text and "│ 2 │" not in text
    assert "You may prepare as many as 2 rooms" in text and "2 strudel, 2 coffee" in text


def test_your_kitchen_is_words_not_a_python_dict(game) -> None:
    text = shown(hv.you_panel(game, 0))
    assert "7 krones, 12 VP, Emperor track space 3" in text and "kitchen: 1 strudel, 2 wine" in text and "{" not in text
    assert items_text({}) == "nothing" and items_text({"coffee": 1, "cake": 0, "strudel": 2}) == "2 strudel, 1 coffee"


def test_your_hand_and_played_staff_show_their_texts(game) -> None:
    hand = shown(hv.staff_table(game, game.state.players[0].hand, "your hand", TEXTS))
    played = shown(hv.staff_table(game, game.state.players[0].played, "your played staff", TEXTS))
    assert "Laundress" in hand and "Each time you take a die showing 4" in hand
    assert "Butler" in played and "You pay nothing to prepare blue rooms" in played


def test_the_objectives_and_emperor_tiles_in_play(game) -> None:
    text = shown(hv.goals_table(game, TEXTS), width=240)
    assert "claimed by seat 1" in text and "unclaimed" in text and "Emperor tile A" in text
    assert "scores after round 3" in text and "scores after round 7" in text and "Penalty:" in text


def test_each_opponent_in_a_line(game) -> None:
    text = shown(hv.opponents_table(game, 0), width=200)
    assert "│ 1    │ 10     │ 0  │" in text and "Porter" in text and "Composer" in text and "0 occupied, 0 prepared" in text


def test_what_happened_since_your_last_decision(game) -> None:
    heard = [{"type": "decision", "kind": "die", "seat": 1, "index": 0, "label": "die 5 (Hire staff, strength 4)"},
             {"type": "event", "event": "take-die", "seat": 1, "face": 5},
             {"type": "vp", "seat": 1, "amount": 2, "category": "staff", "card": "staff 8"},
             {"type": "forced", "kind": "prepare-room", "seat": 0, "label": "room 1/1 for 0"},
             {"type": "roll", "spaces": [1, 0, 2, 0, 1, 0], "colored": {}}]
    text = shown(hv.happenings(game, heard, 0))
    assert "seat 1: which die to take: die 5 (Hire staff, strength 4)" in text
    assert f"seat 1: +2 VP (staff, {game.name_of(Ref('staff', 8))})" in text
    assert "you: which space to prepare a room on: room 1/1 for 0 (the only option)" in text
    assert "new dice on spaces 1-6: 1 0 2 0 1 0" in text and "take-die" not in text
    assert "nothing yet" in shown(hv.happenings(game, [], 0))


def test_the_options_are_numbered_with_the_question_in_words(game) -> None:
    decision = Decision("boost", 0, ("yes", "no"))
    text = shown(hv.options(decision))
    assert "your decision: pay for +1 strength?" in text and "1. yes" in text and "2. no" in text


def test_the_card_behind_an_option(game) -> None:
    play = Decision("play-staff", 0, ("play Laundress for 2", "done"), values=((staff_id("Laundress"), 2), None))
    take = Decision("guest", 0, ("no guest", "take Architect for 1"), values=(None, (2, 1)))
    serve = Decision("serve", 0, ("wine onto Baroness",), values=((game.state.players[0].cafe[0], "wine"),))
    assert hv.card_behind(game, play, 0) == Ref("staff", staff_id("Laundress")) and hv.card_behind(game, play, 1) is None
    assert hv.card_behind(game, take, 1) == Ref("guest", guest_id("Architect")) and hv.card_behind(game, take, 0) is None
    assert hv.card_behind(game, serve, 0) == Ref("guest", guest_id("Baroness")) and hv.card_behind(game, serve, 5) is None


def test_question_mark_shows_a_cards_text_and_bad_input_asks_again(game) -> None:
    decision = Decision("play-staff", 0, ("play Laundress for 2", "done"), values=((staff_id("Laundress"), 2), None))
    answers, said = iter(["?1", "? baroness", "? Nobody", "?2", "?", "two", "3", "", "2"]), []
    agent = HumanAgent(read=lambda prompt: next(answers), write=said.append, screen=hv.RichScreen(Console(quiet=True), TEXTS))
    assert agent.choose(game, decision) == 1
    assert said[0].startswith("Laundress (staff ") and "Each time you take a die showing 4" in said[0]
    assert said[1].startswith("Baroness (guest 75): Look at the top 3 staff cards")
    assert "no card in play is called 'Nobody'" in said[2] and "that option names no card" in said[3]
    assert "?N shows the card behind option N" in said[4]
    assert said[5:] == ["please type a number from 1 to 2"] * 3


def test_the_end_of_the_input_stops_the_game_with_a_message(game) -> None:
    def ended(prompt):
        raise EOFError
    agent = HumanAgent(read=ended, write=lambda line: None, screen=hv.RichScreen(Console(quiet=True), TEXTS))
    with pytest.raises(IllegalMove, match="the input ended before the game did"):
        agent.choose(game, Decision("boost", 0, ("yes", "no")))


def test_gah_play_human_draws_the_table_and_reads_scripted_answers() -> None:
    answers = "?\n? Baroness\nabc\n99\n?1\n" + "1\n" * 40
    result = subprocess.run([sys.executable, "-m", "gah", "play", "--players", "2", "--human", "--seed", "3"], input=answers,
                            capture_output=True, text=True, cwd=ROOT, timeout=300,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "160"})
    screen = result.stdout
    for part in ("round 1, your turn (seat 0)", "the action board", "Hire staff", "the queue", "your hotel", "floor 1 (0 K)",
                 "your café", "your hand", "your played staff", "objectives and Emperor tiles in play", "scores after round 3",
                 "the other players", "since your last decision", "seat 1: the first guest, at setup:",
                 "your decision: pick your first guest", "  1. "):
        assert part in screen, part
    assert "Baroness (guest 75): Look at the top 3 staff cards" in screen
    assert screen.count("please type a number from 1 to") == 2 and "?N shows the card behind option N" in screen
    assert "(guest " in screen.split("Baroness (guest 75)")[1]  # ?1: the first option's guest, by its text
    assert "{'" not in screen and "Traceback" not in result.stderr
    assert result.returncode == 1 and "the input ended before the game did" in result.stderr
