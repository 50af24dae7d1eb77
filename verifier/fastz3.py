"""z3's If, And, Or, Not and Implies without the Python bindings' checks and coercions, where none is needed.

Most of the verifier's time went into building expressions: `z3.If(c, a, b)` casts, looks up sorts and compares
them (several calls into the library) before its one `Z3_mk_ite`. Here, when every argument is already a z3
expression of the sort the result needs (booleans, or integers for both branches of an If: the verifier makes
no reals), the one library call is made directly; anything else (a Python bool or int, a probe) goes through
z3's own function. Either way the expression is the very same z3 term (z3 shares equal terms), so every
question put to the solver, and every answer, is unchanged (tests/verifier/test_fastz3.py holds both side
by side).
"""
from __future__ import annotations

import z3
from z3 import z3core

_BOOL, _ARITH = z3.BoolRef, z3.ArithRef


def If(condition, yes, no):
    if type(condition) is _BOOL and isinstance(yes, _ARITH) and isinstance(no, _ARITH):
        ctx = condition.ctx
        return _ARITH(z3core.Z3_mk_ite(ctx.ref(), condition.as_ast(), yes.as_ast(), no.as_ast()), ctx)
    if type(condition) is _BOOL and type(yes) is _BOOL and type(no) is _BOOL:
        ctx = condition.ctx
        return _BOOL(z3core.Z3_mk_ite(ctx.ref(), condition.as_ast(), yes.as_ast(), no.as_ast()), ctx)
    return z3.If(condition, yes, no)


def _all_bool(args) -> bool:
    for arg in args:
        if type(arg) is not _BOOL:
            return False
    return bool(args)


def _array(args):
    array = (z3core.Ast * len(args))()
    for index, arg in enumerate(args):
        array[index] = arg.as_ast()
    return array


def And(*args):
    if _all_bool(args):
        ctx = args[0].ctx
        return _BOOL(z3core.Z3_mk_and(ctx.ref(), len(args), _array(args)), ctx)
    return z3.And(*args)


def Or(*args):
    if _all_bool(args):
        ctx = args[0].ctx
        return _BOOL(z3core.Z3_mk_or(ctx.ref(), len(args), _array(args)), ctx)
    return z3.Or(*args)


def Not(a):
    if type(a) is _BOOL:
        return _BOOL(z3core.Z3_mk_not(a.ctx.ref(), a.as_ast()), a.ctx)
    return z3.Not(a)


def Implies(a, b):
    if type(a) is _BOOL and type(b) is _BOOL:
        return _BOOL(z3core.Z3_mk_implies(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)
    return z3.Implies(a, b)


def add(solver, *formulas) -> None:
    """`solver.add(*formulas)`: each z3 boolean asserted as it is (what z3's own add does after its checks)."""
    ctx = solver.ctx
    for formula in formulas:
        if type(formula) is _BOOL and formula.ctx is ctx:
            z3core.Z3_solver_assert(ctx.ref(), solver.solver, formula.as_ast())
        else:
            solver.add(formula)
