"""Affine expressions with exactly the construction-time simplifications of MLIR 22.

Expressions are immutable and uniqued per process: building the same expression twice
returns the same object, so `==` is identity and hashing is cheap. Every binary
expression is built through `get_affine_binary_op_expr` (or the operators, which call
it), which first tries MLIR's `simplifyAdd`/`simplifyMul`/`simplifyFloorDiv`/
`simplifyCeilDiv`/`simplifyMod` rules in MLIR's order (see `affine_simplify`); only
when no rule applies is a raw binary node created. Keeping MLIR's rule order is what
makes printed forms match `mlir-opt` byte for byte (e.g. `4 + d0` -> `d0 + 4`,
`(d0 * 2) * 3` -> `d0 * 6`, `d0 - d0 floordiv 4 * 4` -> `d0 mod 4`).

Arithmetic follows MLIR's int64_t: folding two constants whose result would overflow
leaves the expression unfolded (as MLIR 22 does); other coefficient arithmetic wraps.
"""

from __future__ import annotations

import math
import threading
import weakref
from enum import Enum
from typing import Callable, Iterator, Sequence, Union

__all__ = [
    "AffineBinaryOpExpr",
    "AffineConstantExpr",
    "AffineDimExpr",
    "AffineExpr",
    "AffineExprKind",
    "AffineSymbolExpr",
    "ExprLike",
    "ceil_div",
    "constant",
    "dim",
    "floor_div",
    "get_affine_binary_op_expr",
    "get_affine_constant_expr",
    "get_affine_dim_expr",
    "get_affine_symbol_expr",
    "mod",
    "symbol",
]

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
_UINT64_MASK = (1 << 64) - 1


def _wrap(value: int) -> int:
    """Two's-complement wrap to int64_t, as C++ signed arithmetic does in practice."""
    value &= _UINT64_MASK
    return value - (1 << 64) if value > INT64_MAX else value


def _fits(value: int) -> bool:
    return INT64_MIN <= value <= INT64_MAX


def floor_div(lhs: int, rhs: int) -> int:
    """mlir::floorDiv on integers."""
    return lhs // rhs


def ceil_div(lhs: int, rhs: int) -> int:
    """mlir::ceilDiv on integers."""
    return -((-lhs) // rhs)


def mod(lhs: int, rhs: int) -> int:
    """mlir::mod: the non-negative remainder for a positive divisor."""
    return lhs % rhs


class AffineExprKind(Enum):
    ADD = "+"
    MUL = "*"
    MOD = "mod"
    FLOOR_DIV = "floordiv"
    CEIL_DIV = "ceildiv"
    CONSTANT = "constant"
    DIM = "dim"
    SYMBOL = "symbol"


# Small ints rather than the string values, so hashes do not depend on PYTHONHASHSEED.
_KIND_INDEX = {kind: index for index, kind in enumerate(AffineExprKind)}

# Weak so that expressions nobody holds any more are freed; keys hold child objects,
# whose equality is identity, so lookups are cheap.
_UNIQUER: weakref.WeakValueDictionary[tuple, AffineExpr] = weakref.WeakValueDictionary()
_UNIQUER_LOCK = threading.Lock()

ExprLike = Union["AffineExpr", int]


class AffineExpr:
    """Base of all affine expressions. Instances are uniqued: compare with `==`/`is`."""

    __slots__ = ("kind", "is_symbolic_or_constant", "_hash", "__weakref__")

    kind: AffineExprKind
    # Cached: MLIR recomputes these recursively; caching keeps deep trees cheap.
    is_symbolic_or_constant: bool
    _hash: int

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __reduce__(self) -> tuple:
        # Re-intern on unpickling/copying so identity equality keeps holding.
        return (_rebuild, (self._key(),))

    def _key(self) -> tuple:
        raise NotImplementedError

    # -- operators (MLIR's AffineExpr operator overloads) -------------------------------

    def __add__(self, other: ExprLike) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.ADD, self, _as_expr(other))

    def __radd__(self, other: int) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.ADD, _as_expr(other), self)

    def __mul__(self, other: ExprLike) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.MUL, self, _as_expr(other))

    def __rmul__(self, other: int) -> AffineExpr:
        # MLIR's `int64_t * AffineExpr` is `expr * int64_t`.
        return get_affine_binary_op_expr(AffineExprKind.MUL, self, _as_expr(other))

    def __neg__(self) -> AffineExpr:
        return self * -1

    def __sub__(self, other: ExprLike) -> AffineExpr:
        if isinstance(other, AffineExpr):
            return self + (-other)
        # MLIR's `expr - int64_t` negates in int64 arithmetic (-INT64_MIN wraps), whereas
        # subtracting a constant expression multiplies it by -1 (which may stay unfolded).
        return self + _wrap(-_as_expr(other).value)  # type: ignore[attr-defined]

    def __rsub__(self, other: int) -> AffineExpr:
        return _as_expr(other) + (-self)

    def __mod__(self, other: ExprLike) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.MOD, self, _as_expr(other))

    def floor_div(self, other: ExprLike) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.FLOOR_DIV, self, _as_expr(other))

    def ceil_div(self, other: ExprLike) -> AffineExpr:
        return get_affine_binary_op_expr(AffineExprKind.CEIL_DIV, self, _as_expr(other))

    # -- queries ----------------------------------------------------------------------

    @property
    def is_pure_affine(self) -> bool:
        """Multiplication, division and mod only by constants."""
        return all(e._is_locally_pure() for e in self.walk())

    def _is_locally_pure(self) -> bool:
        return True

    @property
    def largest_known_divisor(self) -> int:
        """MLIR's getLargestKnownDivisor (int64 semantics)."""
        return 1

    def is_multiple_of(self, factor: int) -> bool:
        return factor * factor == 1

    def is_function_of_dim(self, position: int) -> bool:
        return any(isinstance(e, AffineDimExpr) and e.position == position for e in self.walk())

    def is_function_of_symbol(self, position: int) -> bool:
        return any(isinstance(e, AffineSymbolExpr) and e.position == position for e in self.walk())

    def walk(self) -> Iterator[AffineExpr]:
        """All sub-expressions in post-order (iterative, so deep trees are fine)."""
        stack: list[tuple[AffineExpr, bool]] = [(self, False)]
        while stack:
            expr, expanded = stack.pop()
            if expanded or not isinstance(expr, AffineBinaryOpExpr):
                yield expr
                continue
            stack.append((expr, True))
            stack.append((expr.rhs, False))
            stack.append((expr.lhs, False))

    def replace_dims_and_symbols(
        self, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
    ) -> AffineExpr:
        """Substitute dims/symbols by position, re-simplifying rebuilt nodes like MLIR."""
        return self

    def shift_dims(self, num_dims: int, shift: int, offset: int = 0) -> AffineExpr:
        dims = [dim(i) for i in range(offset)] + [dim(i + shift) for i in range(offset, num_dims)]
        return self.replace_dims_and_symbols(dims, [])

    def shift_symbols(self, num_symbols: int, shift: int, offset: int = 0) -> AffineExpr:
        syms = [symbol(i) for i in range(offset)]
        syms += [symbol(i + shift) for i in range(offset, num_symbols)]
        return self.replace_dims_and_symbols([], syms)

    def print(self, name_of: Callable[[int, bool], str] | None = None) -> str:
        """The expression as mlir-opt prints it; `name_of(position, is_symbol)` renames."""
        return _print_expr(self, name_of)

    def __str__(self) -> str:
        return _print_expr(self, None)

    def __repr__(self) -> str:
        return f"AffineExpr({_print_expr(self, None)})"


class AffineDimExpr(AffineExpr):
    __slots__ = ("position",)
    position: int

    def __new__(cls, position: int) -> AffineDimExpr:
        _check_position(position)
        return _intern(("d", position), lambda: _init(cls, AffineExprKind.DIM, False, position))

    def _key(self) -> tuple:
        return ("d", self.position)

    def replace_dims_and_symbols(
        self, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
    ) -> AffineExpr:
        return dims[self.position] if self.position < len(dims) else self


class AffineSymbolExpr(AffineExpr):
    __slots__ = ("position",)
    position: int

    def __new__(cls, position: int) -> AffineSymbolExpr:
        _check_position(position)
        return _intern(("s", position), lambda: _init(cls, AffineExprKind.SYMBOL, True, position))

    def _key(self) -> tuple:
        return ("s", self.position)

    def replace_dims_and_symbols(
        self, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
    ) -> AffineExpr:
        return symbols[self.position] if self.position < len(symbols) else self


class AffineConstantExpr(AffineExpr):
    __slots__ = ("value",)
    value: int

    def __new__(cls, value: int) -> AffineConstantExpr:
        if not _fits(value):
            raise OverflowError(f"affine constant {value} does not fit in int64")
        return _intern(("c", value), lambda: _init(cls, AffineExprKind.CONSTANT, True, value))

    def _key(self) -> tuple:
        return ("c", self.value)

    @property
    def largest_known_divisor(self) -> int:
        return _wrap(abs(self.value))

    def is_multiple_of(self, factor: int) -> bool:
        return _c_rem(self.value, factor) == 0


class AffineBinaryOpExpr(AffineExpr):
    """A binary node. Build one with `get_affine_binary_op_expr` or the operators."""

    __slots__ = ("lhs", "rhs", "_divisor")
    lhs: AffineExpr
    rhs: AffineExpr
    _divisor: int

    def __new__(cls, *args: object) -> AffineBinaryOpExpr:
        raise TypeError("use get_affine_binary_op_expr() or the operators to build expressions")

    def _key(self) -> tuple:
        return (self.kind, self.lhs, self.rhs)

    def _is_locally_pure(self) -> bool:
        if self.kind is AffineExprKind.ADD:
            return True
        if self.kind is AffineExprKind.MUL:
            return isinstance(self.lhs, AffineConstantExpr) or isinstance(
                self.rhs, AffineConstantExpr
            )
        return isinstance(self.rhs, AffineConstantExpr)

    @property
    def largest_known_divisor(self) -> int:
        return self._divisor

    def is_multiple_of(self, factor: int) -> bool:
        l_div = self.lhs.largest_known_divisor
        r_div = self.rhs.largest_known_divisor
        if self.kind is AffineExprKind.MUL:
            return (
                _c_rem(l_div, factor) == 0
                or _c_rem(r_div, factor) == 0
                or _c_rem(_wrap(l_div * r_div), factor) == 0
            )
        return _c_rem(_gcd64(l_div, r_div), factor) == 0

    def replace_dims_and_symbols(
        self, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
    ) -> AffineExpr:
        lhs = self.lhs.replace_dims_and_symbols(dims, symbols)
        rhs = self.rhs.replace_dims_and_symbols(dims, symbols)
        if lhs is self.lhs and rhs is self.rhs:
            return self
        return get_affine_binary_op_expr(self.kind, lhs, rhs)


# -- construction ---------------------------------------------------------------------


def _check_position(position: int) -> None:
    if isinstance(position, bool) or not isinstance(position, int) or position < 0:
        raise ValueError(f"dim/symbol positions are non-negative ints, got {position!r}")


def _init(cls: type, kind: AffineExprKind, symbolic: bool, payload: int) -> AffineExpr:
    """A new leaf; `payload` goes in the subclass's single slot (position or value)."""
    expr = object.__new__(cls)
    object.__setattr__(expr, "kind", kind)
    object.__setattr__(expr, "is_symbolic_or_constant", symbolic)
    object.__setattr__(expr, cls.__slots__[0], payload)
    object.__setattr__(expr, "_hash", hash((_KIND_INDEX[kind], payload)))
    return expr


def _intern(key: tuple, make: Callable[[], AffineExpr]) -> AffineExpr:
    existing = _UNIQUER.get(key)
    if existing is not None:
        return existing
    with _UNIQUER_LOCK:
        existing = _UNIQUER.get(key)
        if existing is None:
            existing = make()
            _UNIQUER[key] = existing
        return existing


def _rebuild(key: tuple) -> AffineExpr:
    tag = key[0]
    if tag == "d":
        return AffineDimExpr(key[1])
    if tag == "s":
        return AffineSymbolExpr(key[1])
    if tag == "c":
        return AffineConstantExpr(key[1])
    return _make_binary(*key)


def _make_binary(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineBinaryOpExpr:
    """The raw, unsimplified node (MLIR's uniquer.get<AffineBinaryOpExprStorage>)."""

    def make() -> AffineExpr:
        expr = object.__new__(AffineBinaryOpExpr)
        setter = object.__setattr__
        setter(expr, "kind", kind)
        setter(expr, "lhs", lhs)
        setter(expr, "rhs", rhs)
        setter(
            expr,
            "is_symbolic_or_constant",
            lhs.is_symbolic_or_constant and rhs.is_symbolic_or_constant,
        )
        setter(expr, "_divisor", _binary_divisor(kind, lhs, rhs))
        setter(expr, "_hash", hash((_KIND_INDEX[kind], lhs._hash, rhs._hash)))
        return expr

    return _intern((kind, lhs, rhs), make)  # type: ignore[return-value]


def _binary_divisor(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> int:
    """getLargestKnownDivisor of a binary node, computed once from its children."""
    if kind is AffineExprKind.MUL:
        return _wrap(lhs.largest_known_divisor * rhs.largest_known_divisor)
    if kind is AffineExprKind.ADD or kind is AffineExprKind.MOD:
        return _gcd64(lhs.largest_known_divisor, rhs.largest_known_divisor)
    # floordiv / ceildiv: the quotient of an exact division by a constant divides it.
    if isinstance(rhs, AffineConstantExpr) and rhs.value != 0:
        lhs_div = lhs.largest_known_divisor
        if _c_rem(lhs_div, rhs.value) == 0:
            return _wrap(_c_quot(lhs_div, rhs.value))
    return 1


def _gcd64(a: int, b: int) -> int:
    # std::gcd on the values cast to uint64_t, returned as int64_t.
    return _wrap(math.gcd(a & _UINT64_MASK, b & _UINT64_MASK))


def _c_rem(a: int, b: int) -> int:
    """C++ `%` (truncating); only ever compared with zero, but keep the sign right."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _c_quot(a: int, b: int) -> int:
    """C++ `/` (truncating division)."""
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def dim(position: int) -> AffineDimExpr:
    return AffineDimExpr(position)


def symbol(position: int) -> AffineSymbolExpr:
    return AffineSymbolExpr(position)


def constant(value: int) -> AffineConstantExpr:
    return AffineConstantExpr(value)


get_affine_dim_expr = dim
get_affine_symbol_expr = symbol
get_affine_constant_expr = constant


def _as_expr(value: ExprLike) -> AffineExpr:
    if isinstance(value, AffineExpr):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an AffineExpr or int, got {type(value).__name__}")
    return AffineConstantExpr(value)


def get_affine_binary_op_expr(kind: AffineExprKind, lhs: ExprLike, rhs: ExprLike) -> AffineExpr:
    """Build `lhs <kind> rhs`, applying MLIR's construction-time simplifications."""
    lhs, rhs = _as_expr(lhs), _as_expr(rhs)
    simplify = affine_simplify.SIMPLIFIERS.get(kind)
    if simplify is None:
        raise ValueError(f"{kind} is not a binary affine expression kind")
    simplified = simplify(lhs, rhs)
    if simplified is not None:
        return simplified
    if kind is AffineExprKind.ADD or kind is AffineExprKind.MUL:
        lhs, rhs = _order_commutative(lhs, rhs)
    return _make_binary(kind, lhs, rhs)


def _order_commutative(lhs: AffineExpr, rhs: AffineExpr) -> tuple[AffineExpr, AffineExpr]:
    """MLIR 22 orders two dim/symbol operands of + and *: by position, dims first."""
    if isinstance(lhs, AffineSymbolExpr):
        if isinstance(rhs, AffineSymbolExpr) and rhs.position < lhs.position:
            return rhs, lhs
        if isinstance(rhs, AffineDimExpr):
            return rhs, lhs
    elif isinstance(lhs, AffineDimExpr):
        if isinstance(rhs, AffineDimExpr) and rhs.position < lhs.position:
            return rhs, lhs
    return lhs, rhs


def _const_of(expr: AffineExpr) -> int | None:
    return expr.value if isinstance(expr, AffineConstantExpr) else None


def _bin_of(expr: AffineExpr, kind: AffineExprKind) -> AffineBinaryOpExpr | None:
    return expr if isinstance(expr, AffineBinaryOpExpr) and expr.kind is kind else None


# -- printing (AsmPrinter::printAffineExprInternal) -----------------------------------

_SPELLING = {
    AffineExprKind.MUL: " * ",
    AffineExprKind.FLOOR_DIV: " floordiv ",
    AffineExprKind.CEIL_DIV: " ceildiv ",
    AffineExprKind.MOD: " mod ",
}

_Item = Union[str, tuple[AffineExpr, bool]]


def _print_expr(root: AffineExpr, name_of: Callable[[int, bool], str] | None) -> str:
    """Print with MLIR's binding rules; `strong` means the context needs parentheses.

    Uses an explicit stack instead of recursion: long sums nest as deeply as they have
    terms, which would exceed Python's recursion limit.
    """
    out: list[str] = []
    stack: list[_Item] = [(root, False)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        expr, strong = item
        if isinstance(expr, AffineDimExpr):
            out.append(name_of(expr.position, False) if name_of else f"d{expr.position}")
            continue
        if isinstance(expr, AffineSymbolExpr):
            out.append(name_of(expr.position, True) if name_of else f"s{expr.position}")
            continue
        if isinstance(expr, AffineConstantExpr):
            out.append(str(expr.value))
            continue
        assert isinstance(expr, AffineBinaryOpExpr)
        parts = _binary_parts(expr)
        if strong:
            parts = ["(", *parts, ")"]
        stack.extend(reversed(parts))
    return "".join(out)


def _binary_parts(expr: AffineBinaryOpExpr) -> list[_Item]:
    lhs, rhs = expr.lhs, expr.rhs
    if expr.kind is not AffineExprKind.ADD:
        # `x * -1` prints as a negation.
        if expr.kind is AffineExprKind.MUL and _const_of(rhs) == -1:
            return ["-", (lhs, True)]
        return [(lhs, True), _SPELLING[expr.kind], (rhs, True)]

    # An added product with a negative constant factor prints as a subtraction.
    r_mul = _bin_of(rhs, AffineExprKind.MUL)
    if r_mul is not None:
        factor = _const_of(r_mul.rhs)
        if factor == -1:
            nested_add = r_mul.lhs.kind is AffineExprKind.ADD
            return [(lhs, False), " - ", (r_mul.lhs, nested_add)]
        if factor is not None and factor < -1:
            return [(lhs, False), " - ", (r_mul.lhs, True), f" * {_wrap(-factor)}"]

    # An added negative constant prints as a subtraction.
    rhs_c = _const_of(rhs)
    if rhs_c is not None and rhs_c < 0:
        return [(lhs, False), f" - {_wrap(-rhs_c)}"]

    return [(lhs, False), " + ", (rhs, False)]


# Last: the rules module builds expressions with the classes above. A module import (not
# `from ... import`) keeps either import order working.
from odsgen.ir.numeric import affine_simplify  # noqa: E402
