"""The lexer's passes (compiler/textlex.py `tokens`), in the order they run: one list, so that a new reading's pass is
added in one place. Each takes the terminals and gives them back with one shape read anew; TEXT_PASSES also take the
text. Imported by `tokens` when it first runs, as every pass's module imports compiler/textlex.py itself."""
from __future__ import annotations

from functools import lru_cache

from compiler.textlex_order import joints
from compiler.textlex_shapes import (_another, _at_most_after_verb, _bare_numbers, _direction_after, _each_after_less, _fallback_after,
                                     _givers, _if_event, _imperative_trigger, _lists, _next_rows, _one_of_them, _ones, _ranges,
                                     _shared_noun, _single_commas)
from compiler.textlex_more import said_again, strength_gained
from compiler.textlex_units import plus_signs, price_left_out, spaces_as_places, units_left_out
from compiler.textlex_passive import modal_passives, passives
from compiler.textlex_discount import cost_lowered
from compiler.textlex_clauses import joined_clauses
from compiler.textlex_strength import die_strength
from compiler.textlex_staff11 import cost_copula, discount_nouns, limit_sentence, set_parts, strength_said_after
from compiler.textlex_source import from_the_card
from compiler.textlex_fallback import fallback_heads, instead_outside_fallback
from compiler.textlex_subjects import card_subjects, must_verb_requirement
from compiler.textlex_occasions import held_inside, now_lead
from compiler.textlex_optional import optional_things
from compiler.textlex_guests12a import guest_discounts, options_said
from compiler.textlex_staff12b import staff12b_after_givers, staff12b_shapes
from compiler.textlex_staff12 import giver_free, staff12_heads
from compiler.textlex_frames import rows_as_subjects
from compiler.textlex_notation import notation
from compiler.textlex_places import places
from compiler.textlex_restated import restated
from compiler.textlex_words14 import particles_dropped
from compiler.textlex_cond14 import labels_opening, lack_for_what, penalty_lack
from compiler.textlex_talk15 import its_amount, pointer_opening, side_by_side, wish_tags  # talk15: 'you play it, you take four coffee'
from compiler.textlex_giver16 import giving_subjects  # giver16: 'she leaves you 1 coffee', 'its penalty strips you of 8 VP'
from compiler.textlex_amounts16 import amounts_around, one_more_steps, price_purpose, worth_as_cost  # amounts16: 'a generous 4 wine', 'completely free', '1 of each: ...'
from compiler.textlex_terse15 import bare_costs, bracketed_claims, fact_separators, table_arrows, times_counts
from compiler.textlex_tables16 import each_row, most_ranked, places_apart, rank_lists  # tables16: 'most dancers 15 VP, second 10'
from compiler.textlex_lead20 import back_where_it_came, card_at_work, card_worth_per, fronted_count, groups_completed, occasion_after_amount, round_amounts_unit, step_as_verb, thats_amount, instead_of_what_would, avoided_penalty, count_as_table  # lead20: 'it scores at the end of the game: ...'
from compiler.textlex_anaphora23 import per_them  # session 23: 'lose 2 VP for each of them'
from compiler.textlex_giver24 import giver_lets, optional_let  # session 24: 'Taking a die showing 5 lets you advance 2 steps'
from compiler.textlex_articles26 import articles_as_one  # session 26: 'at least a krone', 'for a krone less'
from compiler.textlex_rows25 import rows_as_moments  # session 25: 'When you place a dancer in the top row, ...'
from compiler.textlex_tables16_keys import colour_keyed, count_keyed, zero_key  # tables16: '0 dancers: -5 VP; 1 dancer: 1 VP'

TEXT_PASSES = (spaces_as_places, units_left_out, restated, side_by_side, wish_tags, pointer_opening)  # the passes that read the text's own characters as well as its terminals


@lru_cache(maxsize=1)
def passes() -> tuple:
    """The lexer's passes over the terminals, in the order they run."""
    return (articles_as_one, spaces_as_places, rows_as_moments, per_them, avoided_penalty, count_as_table, card_at_work, back_where_it_came, round_amounts_unit, step_as_verb, thats_amount, fact_separators, table_arrows, places_apart, most_ranked, each_row, rank_lists, count_keyed, zero_key, colour_keyed,
            bare_costs, bracketed_claims, times_counts, particles_dropped, amounts_around, price_purpose, worth_as_cost, labels_opening, places, restated,
            pointer_opening, wish_tags, side_by_side, staff12_heads, joints, from_the_card, joined_clauses,
             giving_subjects, card_subjects, must_verb_requirement, cost_copula, cost_lowered, guest_discounts, options_said, strength_said_after,
             notation, plus_signs,
             units_left_out, price_left_out, passives, said_again, optional_things, now_lead,
             held_inside, _single_commas, _bare_numbers, rows_as_subjects, _next_rows, _if_event, _each_after_less,
             _lists, _ranges, _direction_after, modal_passives, die_strength, discount_nouns,
             set_parts, staff12b_shapes, _another, one_more_steps, _shared_noun, _givers, giver_free, giver_lets, optional_let,
             staff12b_after_givers, _imperative_trigger, penalty_lack, lack_for_what, its_amount, fallback_heads, _fallback_after, instead_outside_fallback, instead_of_what_would, _at_most_after_verb, _one_of_them,
             _ones, strength_gained, limit_sentence, groups_completed, card_worth_per, fronted_count, occasion_after_amount)
