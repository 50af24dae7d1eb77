"""Language words added for the Let's Waltz! corrections (issue 19): each is accepted where a card needs it
and refuses a plausible misuse; the canonical text and the engine's compiler say what they mean."""
from __future__ import annotations

import pytest

from compiler.checker import check_component
from compiler.counts import CompileError
from compiler.lower import lower_block
from compiler.registry import bind, lookup
from compiler.render import statement_text
from compiler.types import BindError, UnknownValue
from dsl import ast
from dsl.parser import parse
from dsl.spans import NO_SPAN

ENTRANCE = 'hotel-entrance x "X" {{\n  module exclusive-hotels\n  requires ballrooms\n  text "t"\n{body}\n}}\n'
ASSUMPTION = ('assumption who-opens "Who opens" {{\n  module exclusive-hotels\n  text "t"\n'
              '  answer {answer}\n  choice {choice}\n}}\n')


def checked(text: str):
    (component,) = parse(text).document.components
    return check_component("t.gah", component)


def codes(text: str) -> list[str]:
    return [d.code for d in checked(text)[1]]


def line(text: str) -> ast.Call:
    return parse(f'x 1 "x" {{\n{text}\n}}\n').document.components[0].body.statements[0]


def bound(category: str, text: str):
    node = line(text)
    return bind(lookup(category, node.name.text), node.args, NO_SPAN).values


def refusal(category: str, text: str) -> BindError:
    with pytest.raises(BindError) as error:
        bound(category, text)
    return error.value


# ---- score-most: a sole majority, never shared ------------------------------------------------------------


def test_score_most_binds_a_count_and_one_vp() -> None:
    values = bound("effect", "score-most dancers(ballroom this) 4")
    assert values["vp"] == 4 and isinstance(values["count"], ast.Count) and values["count"].name.text == "dancers"


@pytest.mark.parametrize("text, code", [
    ("score-most dancers(ballroom this) 4 0", "E206"),          # a rank ladder, as score-rank takes: not a sole majority
    ("score-most dancers(ballroom this) 4 at-least 1+", "E206"),  # score-rank's option does not belong here
    ("score-most 4", "E219"),                                    # no count to compare
])
def test_score_most_refuses_ladders_and_missing_counts(text, code) -> None:
    assert refusal("effect", text).code == code


def test_score_most_reads_as_a_sole_majority() -> None:
    text = statement_text(line("score-most dancers(ballroom this) 4"))
    assert text == "gain 4 VP if you alone have the most dancers in this ballroom; a tie for the most gives nothing"


# ---- personal objectives ------------------------------------------------------------------------------------


def test_make_personal_takes_objectives_only() -> None:
    assert bound("effect", "make-personal objectives") == {"what": "objective"}
    assert refusal("effect", "make-personal emperor-tiles").code == "E219"


def test_objective_claimed_filters_are_declared_with_a_meaning() -> None:
    event = lookup("event", "objective-claimed")
    assert {o.name: bool(o.doc) for o in event.options} == {"common": True, "personal": True}
    assert bound("event", "objective-claimed personal") == {"personal": True}
    error = refusal("event", "objective-claimed persnal")
    assert error.code == "E206" and "personal" in error.message


@pytest.mark.parametrize("event, text", [
    ("objective-claimed personal", "you complete one of your personal objectives"),
    ("objective-claimed common", "you put your marker on a common objective"),
    ("objective-claimed", "you claim an objective"),
])
def test_objective_claimed_renders_its_filter(event, text) -> None:
    from compiler.render import event_text

    component = parse(ENTRANCE.format(body=f"  when {event} {{\n    gain 1 vp\n  }}")).document.components[0]
    assert event_text(component.body.statements[-1].event) == text


def test_objectives_count_counts_personal_and_common_together_only_when_asked() -> None:
    assert not codes(ENTRANCE.format(body="  scoring {\n    score-table objectives(completed) 0 0 0 0 3 6 10\n  }"))
    docs = {o.name: o.doc for o in lookup("count", "objectives").options}
    assert "marker" in docs["claimed"] and "face down" in docs["personal"] and "both" in docs["completed"]
    assert "E206" in codes(ENTRANCE.format(body="  scoring {\n    score-table objectives(complete) 0 3\n  }"))


# ---- score tables and ranks -----------------------------------------------------------------------------


def test_score_table_says_its_last_entry_means_or_more() -> None:
    assert "or more" in lookup("effect", "score-table").summary
    text = statement_text(line("score-table dancers(ballroom this) -5 1 4 9 16 25"))
    assert text.endswith("4: 16 VP, 5 or more: 25 VP") and "0: -5 VP" in text


def test_score_rank_minimum_may_be_unknown_but_not_a_text() -> None:
    values = bound("effect", 'score-rank dancers(ballroom this) 15 10 5 0 at-least unknown "no source says"')
    assert values["at-least"] == UnknownValue("no source says")
    assert bound("effect", "score-rank dancers(ballroom this) 7 2 at-least 1+")["at-least"] == 1
    assert refusal("effect", 'score-rank dancers(ballroom this) 7 2 at-least "one"').code == "E219"


# ---- the engine refuses what it cannot run yet, with a location ----------------------------------------------


def _effect_block(text: str):
    return parse(f'x 1 "x" {{\n  effect {{\n    {text}\n  }}\n}}\n').document.components[0].body.statements[0].block


def test_the_engine_runs_the_new_effects_it_has_the_counts_for() -> None:
    assert type(lower_block(_effect_block("score-most money 4"))).__name__ == "ScoreMost"
    assert type(lower_block(_effect_block("make-personal objectives"))).__name__ == "MakePersonal"


def test_the_engines_compiler_refuses_a_count_option_it_cannot_read_with_a_location() -> None:
    assert type(lower_block(_effect_block("score-most dancers(ballroom this) 4"))).__name__ == "ScoreMost"
    with pytest.raises(CompileError) as error:
        lower_block(_effect_block("score-most guests(cafe) 4"))
    assert "does not read 'cafe'" in str(error.value) and error.value.node.span.line == 3


# ---- ballroom row costs: one for the row, or one per space ----------------------------------------------------

BALLROOM = ('ballroom b "B" {{\n  module ballrooms\n  text "t"\n  row top {cost}\n'
            '  scoring {{\n    gain 1 vp per dancers(ballroom this)\n  }}\n}}\n')


@pytest.mark.parametrize("cost, expected", [("cost 2", (2,)), ("cost 1 2 3", (1, 2, 3)), ('cost unknown "n"', UnknownValue("n"))])
def test_a_row_cost_takes_one_number_or_one_per_space(cost, expected) -> None:
    component, diagnostics = checked(BALLROOM.format(cost=cost))
    assert not diagnostics and component.fields["row"][0].values["cost"] == expected


def test_a_row_cost_is_not_a_word() -> None:
    assert codes(BALLROOM.format(cost="cost several")) == ["E219"]


# ---- assumptions ------------------------------------------------------------------------------------------------


def test_an_assumption_binds_its_choice_and_lists_its_gap() -> None:
    component, diagnostics = checked(ASSUMPTION.format(answer='unknown "§13 #25: not stated"', choice="from-start instead-of from-last"))
    assert not diagnostics
    assert component.fields["choice"][0].values["answers"] == ("from-start", ("from-last",))
    assert [(u.component, u.field, u.note) for u in component.unknowns] == [("assumption who-opens", "answer", "§13 #25: not stated")]


@pytest.mark.parametrize("answer, choice, code", [
    ('"the start player"', "a instead-of b", "E219"),      # a rule a source states is written in the card, not assumed
    ('unknown "n"', "a instead-of a", "E219"),             # the choice is also one of its alternatives
    ('unknown "n"', "a instead-of b b", "E219"),           # the same alternative twice
    ('unknown "n"', "a b", "E206"),                         # no 'instead-of': nothing says what an overlay may pick
    ('unknown "n"', "a instead-of", "E206"),               # no alternative at all
    ('unknown "n"', "3 instead-of b", "E219"),             # an answer is a word
])
def test_an_assumption_refuses_a_choice_without_real_alternatives(answer, choice, code) -> None:
    assert codes(ASSUMPTION.format(answer=answer, choice=choice)) == [code]


def test_an_assumption_needs_its_gap_and_its_choice() -> None:
    text = 'assumption a "A" {\n  module celebrities\n  text "t"\n}\n'
    assert codes(text) == ["E210", "E210"]


# ---- the text checker holds a score-most card's text to a sole majority ----------------------------------------

REN = ('hotel-entrance r "R" {{\n  module exclusive-hotels\n  requires ballrooms\n  text "{text}"\n'
       '  when ballroom-scored {{\n    score-most dancers(ballroom this) 4\n  }}\n}}\n')


def text_problems(text: str) -> list[str]:
    from compiler.textcheck import disagreements

    component, diagnostics = checked(REN.format(text=text))
    assert not diagnostics
    return disagreements(component)


@pytest.mark.parametrize("text", [
    "Each time a ballroom is scored, the owner gains 4 VP for having strictly more dancers in it than every other player.",
    "At each ballroom scoring you score 4 VP if you alone have the most dancers there; a tie gives nothing.",
])
def test_a_sole_majority_text_is_quiet(text) -> None:
    assert text_problems(text) == []


def test_a_text_that_would_share_the_vp_on_a_tie_is_flagged() -> None:
    problems = text_problems("Each time a ballroom is scored, the player with the most dancers in it gains 4 VP.")
    assert any("gain 4 VP if you alone have the most dancers" in p and "the text does not say so" in p for p in problems)


def test_a_score_most_text_must_state_its_vp() -> None:
    problems = text_problems("Each time a ballroom is scored, you gain 3 VP if you alone have the most dancers in it.")
    assert problems == ["the text says you gain 3 VP if you alone have the most dancers in this ballroom; a tie for the most gives nothing; "
                        "the card gains 4 VP if you alone have the most dancers in this ballroom; a tie for the most gives nothing"]
