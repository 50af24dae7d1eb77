"""verifier/fastz3.py builds the very same z3 terms as z3's own functions, for every kind of argument the verifier
passes (z3 booleans and integers, numerals, Python bools and ints, which take z3's own path)."""
import itertools

import pytest
import z3

from verifier import fastz3

p, q = z3.Bools("fast_p fast_q")
x, y = z3.Ints("fast_x fast_y")
BOOLS = (p, q, x > y, z3.BoolVal(True), True, False)
INTS = (x, y, x + 1, z3.IntVal(3), 0, 7)


def same(fast, slow) -> None:
    assert type(fast) is type(slow)
    assert fast.get_id() == slow.get_id()  # z3 shares equal terms: the same id is the same term


@pytest.mark.parametrize("condition,yes,no", [*itertools.product(BOOLS, INTS, INTS), *itertools.product(BOOLS, BOOLS, BOOLS)])
def test_if_is_z3s_if(condition, yes, no):
    same(fastz3.If(condition, yes, no), z3.If(condition, yes, no))


@pytest.mark.parametrize("args", [(p,), (p, q), (p, x > y, q), (p, True), (True, p), (z3.BoolVal(False), q), (True, False),
                                  (False,)])
def test_and_or_are_z3s(args):
    same(fastz3.And(*args), z3.And(*args))
    same(fastz3.Or(*args), z3.Or(*args))


def test_and_of_a_list_is_z3s():
    same(fastz3.And([p, q]), z3.And([p, q]))


@pytest.mark.parametrize("a,b", itertools.product(BOOLS, BOOLS))
def test_not_and_implies_are_z3s(a, b):
    same(fastz3.Implies(a, b), z3.Implies(a, b))
    if not isinstance(a, bool):
        same(fastz3.Not(a), z3.Not(a))


def test_mixed_sorts_take_z3s_own_coercion():
    same(fastz3.If(p, x, q), z3.If(p, x, q))  # z3 turns the boolean into 0 or 1


def test_add_asserts_what_z3s_add_asserts():
    formulas = (p, x > y, True, z3.BoolVal(False), z3.And(p, q))
    ours, theirs = z3.Solver(), z3.Solver()
    fastz3.add(ours, *formulas)
    theirs.add(*formulas)
    assert [f.get_id() for f in ours.assertions()] == [f.get_id() for f in theirs.assertions()]


NUMBERS = (x, x + y, z3.IntVal(2), 0, 5, z3.Real("fast_r"))


@pytest.mark.parametrize("a,b", [*itertools.product(NUMBERS[:3], NUMBERS), (NUMBERS[-1], x), (NUMBERS[-1], 1)])
def test_comparisons_are_z3s(a, b):
    """Including `x >= IntVal(2)`, which Python turns into `2 <= x` (a numeral's class is a subclass of x's)."""
    for fast, slow in ((fastz3.ge, a >= b), (fastz3.le, a <= b), (fastz3.gt, a > b), (fastz3.lt, a < b), (fastz3.eq, a == b)):
        same(fast(a, b), slow)


def test_an_integer_beside_a_real_is_made_real_as_z3_does():
    r = z3.Real("fast_real")
    same(fastz3.If(p, x, r), z3.If(p, x, r))
    same(fastz3.If(p, 1, r), z3.If(p, 1, r))


@pytest.mark.parametrize("term", [x, x + 1, z3.IntVal(4), p, z3.Real("fast_same")])
def test_if_with_one_term_on_both_sides_is_z3s(term):
    same(fastz3.If(q, term, term), z3.If(q, term, term))
