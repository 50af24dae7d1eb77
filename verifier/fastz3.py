"""z3's If, And, Or, Not, Implies, integer comparisons and Solver.add without the Python bindings' checks and
coercions, where none is needed.

Most of the verifier's time went into building expressions: `z3.If(c, a, b)` casts, looks up sorts and compares
them (several calls into the library, each making Python objects) before its one `Z3_mk_ite`. Here, when every
argument is already a z3 term of the sort the result needs (booleans, or integers on both sides), or a Python
bool or int beside one (made the numeral or truth value z3 would make of it), the one library call is made
directly; anything else (a real, a probe, a list) goes through z3's own function. Either way the result is the
very same z3 term (z3 shares equal terms: the same id), so every question put to the solver, and every answer,
is unchanged; tests/verifier/test_fastz3.py holds each beside z3's own.
"""
from __future__ import annotations

import z3
from z3 import z3core

_BOOL, _ARITH = z3.BoolRef, z3.ArithRef
_CONSTANTS: dict = {}  # (value, its Python type) -> the z3 numeral or truth value z3 would make of it


def _constant(value):
    """z3's term for a Python bool or int in the main context (as z3 coerces it next to a boolean or an integer)."""
    key = (value, type(value))
    if key not in _CONSTANTS:
        _CONSTANTS[key] = z3.BoolVal(value) if type(value) is bool else z3.IntVal(value)
    return _CONSTANTS[key]


def _branches(yes, no):
    """Both branches as terms of one sort, as z3's coercion makes them; None where z3's own If must decide."""
    if yes is no and isinstance(yes, (_ARITH, _BOOL)):
        return yes, no  # one term on both sides: nothing to coerce (a merge leaves most values as they were)
    if isinstance(yes, _ARITH) and isinstance(no, _ARITH):
        return (yes, no) if _is_int(yes) and _is_int(no) else None  # an integer beside a real: z3 makes both real
    if type(yes) in (_BOOL, bool) and type(no) in (_BOOL, bool):
        return _as_term(yes), _as_term(no)
    if type(yes) is int and type(no) is int:
        return _constant(yes), _constant(no)
    if type(yes) is int and isinstance(no, _ARITH) and _is_int(no):
        return _constant(yes), no
    if type(no) is int and isinstance(yes, _ARITH) and _is_int(yes):
        return yes, _constant(no)
    return None


def _as_term(value):
    return value if type(value) is not bool else _constant(value)


def If(condition, yes, no):
    both = _branches(yes, no) if type(condition) is _BOOL and condition.ctx is z3.main_ctx() else None
    if both is None:
        return z3.If(condition, yes, no)
    ctx, (yes, no) = condition.ctx, both
    made = z3core.Z3_mk_ite(ctx.ref(), condition.as_ast(), yes.as_ast(), no.as_ast())
    return _BOOL(made, ctx) if type(yes) is _BOOL else _ARITH(made, ctx)


def _booleans(args):
    """The arguments as z3 booleans of the main context (Python bools made z3's), or None for z3's own function."""
    if not args:
        return None
    main, terms = z3.main_ctx(), []
    for arg in args:
        if type(arg) is bool:
            terms.append(_constant(arg))
        elif type(arg) is _BOOL and arg.ctx is main:
            terms.append(arg)
        else:
            return None
    return terms


def _array(args):
    array = (z3core.Ast * len(args))()
    for index, arg in enumerate(args):
        array[index] = arg.as_ast()
    return array


def And(*args):
    return _connective(z3core.Z3_mk_and, z3.And, args)


def Or(*args):
    return _connective(z3core.Z3_mk_or, z3.Or, args)


def _connective(make, z3_own, args):
    """`make` over the terms in one library call, or z3's own function where a coercion is needed."""
    terms = _booleans(args)
    if terms is None:
        return z3_own(*args)
    ctx = terms[0].ctx
    return _BOOL(make(ctx.ref(), len(terms), _array(terms)), ctx)


def Not(a):
    if type(a) is _BOOL:
        return _BOOL(z3core.Z3_mk_not(a.ctx.ref(), a.as_ast()), a.ctx)
    return z3.Not(a)


def Implies(a, b):
    if type(a) is _BOOL and type(b) is _BOOL:
        return _BOOL(z3core.Z3_mk_implies(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)
    return z3.Implies(a, b)


def _is_int(term) -> bool:
    """An integer term (asked of the library directly: z3's `is_int()` makes a sort object to ask it)."""
    if type(term) is z3.IntNumRef:
        return True
    ref = term.ctx.ref()
    return z3core.Z3_get_sort_kind(ref, z3core.Z3_get_sort(ref, term.as_ast())) == z3.Z3_INT_SORT


def _integers(a, b):
    """Both sides as integer terms, as z3's coercion makes them; None where z3's own operator must decide."""
    if not (isinstance(a, _ARITH) and a.ctx is z3.main_ctx() and _is_int(a)):
        return None
    if type(b) is int:
        return a, _constant(b)
    return (a, b) if isinstance(b, _ARITH) and _is_int(b) else None


def _comparison(make, reflected, operator):
    def compare(a, b):
        both = _integers(a, b)
        if both is None:
            return operator(a, b)
        if type(b) is not type(a) and isinstance(b, type(a)):  # Python asks the subclass first: 2 <= x for x >= IntVal(2)
            return _BOOL(reflected(a.ctx.ref(), both[1].as_ast(), both[0].as_ast()), a.ctx)
        return _BOOL(make(a.ctx.ref(), both[0].as_ast(), both[1].as_ast()), a.ctx)

    return compare


# `a >= b` and the rest, for an integer term and an integer (or integer term): the very term the operator makes.
ge = _comparison(z3core.Z3_mk_ge, z3core.Z3_mk_le, lambda a, b: a >= b)
le = _comparison(z3core.Z3_mk_le, z3core.Z3_mk_ge, lambda a, b: a <= b)
gt = _comparison(z3core.Z3_mk_gt, z3core.Z3_mk_lt, lambda a, b: a > b)
lt = _comparison(z3core.Z3_mk_lt, z3core.Z3_mk_gt, lambda a, b: a < b)
eq = _comparison(z3core.Z3_mk_eq, z3core.Z3_mk_eq, lambda a, b: a == b)


def add(solver, *formulas) -> None:
    """`solver.add(*formulas)`: each z3 boolean asserted as it is (what z3's own add does after its checks)."""
    ctx = solver.ctx
    for formula in formulas:
        if type(formula) is _BOOL and formula.ctx is ctx:
            z3core.Z3_solver_assert(ctx.ref(), solver.solver, formula.as_ast())
        else:
            solver.add(formula)
