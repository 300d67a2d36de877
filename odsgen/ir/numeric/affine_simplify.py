"""MLIR 22's construction-time simplification rules for binary affine expressions.

Each `simplify_*` mirrors the function of the same name in mlir/lib/IR/AffineExpr.cpp
(as shipped in LLVM 22): it returns the simplified expression, or None when no rule
applies and the caller should build the raw node. Rule order matters and is MLIR's,
since the first rule that applies decides the printed form.

Differences from older MLIR releases that 22 has (and that change printed output):
constant folding that would overflow int64 is not done; floordiv/ceildiv by a negative
constant are simplified (only a zero divisor is left alone); `x + (x floordiv c) * -c`
needs a positive constant c; and `(y + x) + (x floordiv c) * -c` is retried as
`y + (x + (x floordiv c) * -c)`.
"""

from __future__ import annotations

from typing import Callable

from odsgen.ir.numeric.affine_expr import (
    AffineBinaryOpExpr,
    AffineConstantExpr,
    AffineExpr,
    AffineExprKind,
    _bin_of,
    _c_quot,
    _const_of,
    _c_rem,
    _fits,
    _wrap,
    ceil_div,
    constant,
    floor_div,
    get_affine_binary_op_expr,
    mod,
)

__all__ = [
    "SIMPLIFIERS",
    "simplify_add",
    "simplify_ceil_div",
    "simplify_floor_div",
    "simplify_mod",
    "simplify_mul",
]


def simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lhs_c, rhs_c = _const_of(lhs), _const_of(rhs)
    if lhs_c is not None and rhs_c is not None:
        total = lhs_c + rhs_c
        # MLIR 22 does not fold an overflowing sum (and keeps the operand order).
        return constant(total) if _fits(total) else None

    # Canonical order: constants, then symbolic terms, go to the right.
    if lhs_c is not None or (lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant):
        return rhs + lhs

    if rhs_c == 0:
        return lhs

    # (x + c1) + c2 -> x + (c1 + c2)
    l_add = _bin_of(lhs, AffineExprKind.ADD)
    if l_add is not None and rhs_c is not None:
        l_rhs_c = _const_of(l_add.rhs)
        if l_rhs_c is not None:
            return l_add.lhs + _wrap(l_rhs_c + rhs_c)

    # c1 * x + c2 * x -> (c1 + c2) * x (a bare x counts as 1 * x).
    l_mul = _bin_of(lhs, AffineExprKind.MUL)
    if l_mul is not None and isinstance(l_mul.rhs, AffineConstantExpr):
        first, first_c = l_mul.lhs, l_mul.rhs.value
    else:
        first, first_c = lhs, 1
    r_bin = rhs if isinstance(rhs, AffineBinaryOpExpr) else None
    if (
        r_bin is not None
        and r_bin.kind is AffineExprKind.MUL
        and isinstance(r_bin.rhs, AffineConstantExpr)
    ):
        second, second_c = r_bin.lhs, r_bin.rhs.value
    else:
        second, second_c = rhs, 1
    if first is second:
        return get_affine_binary_op_expr(AffineExprKind.MUL, first, _wrap(first_c + second_c))

    # (x + c) + y -> (x + y) + c
    if l_add is not None and isinstance(l_add.rhs, AffineConstantExpr):
        return l_add.lhs + rhs + l_add.rhs

    # x - (x floordiv q) * q -> x mod q, matched in two spellings.
    if r_bin is None:
        return None
    r_lhs, r_rhs = r_bin.lhs, r_bin.rhs
    r_lhs_mul = _bin_of(r_lhs, AffineExprKind.MUL)
    if _const_of(r_rhs) == -1 and r_lhs_mul is not None:
        # ((x floordiv q) * q) * -1
        div = _bin_of(r_lhs_mul.lhs, AffineExprKind.FLOOR_DIV)
        if div is None:
            return None
        if div.rhs is r_lhs_mul.rhs and lhs is div.lhs:
            return lhs % r_lhs_mul.rhs
    # x + (x floordiv c) * -c, only for a positive constant c (mod by c <= 0 is undefined).
    div = _bin_of(r_lhs, AffineExprKind.FLOOR_DIV)
    if div is None or r_bin.kind is not AffineExprKind.MUL:
        return None
    div_c = _const_of(div.rhs)
    if div_c is not None and div_c > 0 and lhs is div.lhs and div.rhs is -r_rhs:
        return lhs % div.rhs
    # (y + x) + (z floordiv q) * k: retry with just the last summand, so that
    # (y + x) + (x floordiv c) * -c becomes y + x mod c. Any simplification of the
    # inner sum is kept, even one that only reorders it.
    if l_add is not None:
        inner = simplify_add(l_add.rhs, rhs)
        if inner is not None:
            return l_add.lhs + inner
    return None


def simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lhs_c, rhs_c = _const_of(lhs), _const_of(rhs)
    if lhs_c is not None and rhs_c is not None:
        product = lhs_c * rhs_c
        return constant(product) if _fits(product) else None

    # A product of two non-symbolic terms is not affine; MLIR keeps it as built.
    if not lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant:
        return None

    # Canonical order: the constant / symbolic factor goes to the right.
    if not rhs.is_symbolic_or_constant or lhs_c is not None:
        return rhs * lhs

    if rhs_c == 1:
        return lhs
    if rhs_c == 0:
        return rhs

    l_mul = _bin_of(lhs, AffineExprKind.MUL)
    if l_mul is not None and isinstance(l_mul.rhs, AffineConstantExpr):
        # (x * c1) * c2 -> x * (c1 * c2)
        if rhs_c is not None:
            return l_mul.lhs * _wrap(l_mul.rhs.value * rhs_c)
        # (x * c) * y -> (x * y) * c
        return (l_mul.lhs * rhs) * l_mul.rhs
    return None


def _nonzero_divisor(rhs: AffineExpr) -> int | None:
    # Division by zero is undefined and kept as written; MLIR 22 does simplify
    # divisions by negative constants.
    value = _const_of(rhs)
    return value if value is not None and value != 0 else None


def _fold(value: int) -> AffineExpr | None:
    # Constant folding that would overflow int64 is left undone (INT64_MIN / -1).
    return constant(value) if _fits(value) else None


def simplify_floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    divisor = _nonzero_divisor(rhs)
    if divisor is None:
        return None
    lhs_c = _const_of(lhs)
    if lhs_c is not None:
        return _fold(floor_div(lhs_c, divisor))
    if divisor == 1:
        return lhs
    l_mul = _bin_of(lhs, AffineExprKind.MUL)
    if l_mul is not None and isinstance(l_mul.rhs, AffineConstantExpr):
        factor = l_mul.rhs.value
        if _c_rem(factor, divisor) == 0:
            # Wraps for INT64_MIN / -1, where mlir-opt itself would trap.
            return l_mul.lhs * _wrap(_c_quot(factor, divisor))
    l_add = _bin_of(lhs, AffineExprKind.ADD)
    if l_add is not None:
        if (
            _c_rem(l_add.lhs.largest_known_divisor, divisor) == 0
            or _c_rem(l_add.rhs.largest_known_divisor, divisor) == 0
        ):
            return l_add.lhs.floor_div(divisor) + l_add.rhs.floor_div(divisor)
    return None


def simplify_ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    divisor = _nonzero_divisor(rhs)
    if divisor is None:
        return None
    lhs_c = _const_of(lhs)
    if lhs_c is not None:
        return _fold(ceil_div(lhs_c, divisor))
    if divisor == 1:
        return lhs
    l_mul = _bin_of(lhs, AffineExprKind.MUL)
    if l_mul is not None and isinstance(l_mul.rhs, AffineConstantExpr):
        factor = l_mul.rhs.value
        if _c_rem(factor, divisor) == 0:
            # Wraps for INT64_MIN / -1, where mlir-opt itself would trap.
            return l_mul.lhs * _wrap(_c_quot(factor, divisor))
    return None


def simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    # Mod by zero or a negative number is undefined and kept as written.
    divisor = _const_of(rhs)
    if divisor is None or divisor < 1:
        return None
    lhs_c = _const_of(lhs)
    if lhs_c is not None:
        return constant(mod(lhs_c, divisor))
    if _c_rem(lhs.largest_known_divisor, divisor) == 0:
        return constant(0)
    l_add = _bin_of(lhs, AffineExprKind.ADD)
    if l_add is not None:
        if _c_rem(l_add.lhs.largest_known_divisor, divisor) == 0:
            return l_add.rhs % divisor
        if _c_rem(l_add.rhs.largest_known_divisor, divisor) == 0:
            return l_add.lhs % divisor
    # (x mod a) mod b -> x mod b when b divides a.
    l_mod = _bin_of(lhs, AffineExprKind.MOD)
    if l_mod is not None:
        inner = _const_of(l_mod.rhs)
        if inner is not None and inner >= 1 and mod(inner, divisor) == 0:
            return l_mod.lhs % divisor
    return None


SIMPLIFIERS: dict[AffineExprKind, Callable[[AffineExpr, AffineExpr], AffineExpr | None]] = {
    AffineExprKind.ADD: simplify_add,
    AffineExprKind.MUL: simplify_mul,
    AffineExprKind.FLOOR_DIV: simplify_floor_div,
    AffineExprKind.CEIL_DIV: simplify_ceil_div,
    AffineExprKind.MOD: simplify_mod,
}
