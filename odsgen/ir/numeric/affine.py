"""Affine maps and integer sets (the payloads of `affine_map<...>` / `affine_set<...>`).

Both are immutable value objects with structural equality; their results/constraints
are uniqued `AffineExpr`s (see `odsgen.ir.numeric.affine_expr`). `str()` gives the body text
exactly as mlir-opt prints it (`(d0)[s0] -> (d0 + s0)`); `print_attribute()` adds the
`affine_map<...>` / `affine_set<...>` wrapper. The parser is in the text layer,
`odsgen.ir.text.affine_parser`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from odsgen.ir.numeric.affine_expr import (
    AffineBinaryOpExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineExprKind,
    AffineSymbolExpr,
    ExprLike,
    constant,
    dim,
    get_affine_binary_op_expr,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
    symbol,
)

__all__ = [
    "AffineBinaryOpExpr",
    "AffineConstantExpr",
    "AffineDimExpr",
    "AffineExpr",
    "AffineExprKind",
    "AffineMap",
    "AffineSymbolExpr",
    "ExprLike",
    "IntegerSet",
    "constant",
    "dim",
    "get_affine_binary_op_expr",
    "get_affine_constant_expr",
    "get_affine_dim_expr",
    "get_affine_symbol_expr",
    "symbol",
]


def _id_list(prefix: str, count: int) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(count))


def _dims_and_symbols(num_dims: int, num_symbols: int) -> str:
    text = f"({_id_list('d', num_dims)})"
    if num_symbols:
        text += f"[{_id_list('s', num_symbols)}]"
    return text


def _check_ids(exprs: Iterable[AffineExpr], num_dims: int, num_symbols: int) -> None:
    for root in exprs:
        for expr in root.walk():
            if isinstance(expr, AffineDimExpr) and expr.position >= num_dims:
                raise ValueError(f"d{expr.position} used with only {num_dims} dims")
            if isinstance(expr, AffineSymbolExpr) and expr.position >= num_symbols:
                raise ValueError(f"s{expr.position} used with only {num_symbols} symbols")


@dataclass(frozen=True)
class AffineMap:
    """`(d0, ..)[s0, ..] -> (results)`: a multi-result affine function."""

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def __post_init__(self) -> None:
        if self.num_dims < 0 or self.num_symbols < 0:
            raise ValueError("dim and symbol counts must be non-negative")
        object.__setattr__(self, "results", tuple(self.results))
        _check_ids(self.results, self.num_dims, self.num_symbols)

    @classmethod
    def get(cls, num_dims: int, num_symbols: int, results: Iterable[ExprLike] = ()) -> AffineMap:
        """Like MLIR's AffineMap::get; ints are accepted as constant results."""
        exprs = tuple(r if isinstance(r, AffineExpr) else constant(r) for r in results)
        return cls(num_dims, num_symbols, exprs)

    # -- MLIR's named constructors --------------------------------------------------

    @classmethod
    def get_empty(cls, num_dims: int = 0, num_symbols: int = 0) -> AffineMap:
        return cls(num_dims, num_symbols, ())

    @classmethod
    def get_constant_map(cls, value: int) -> AffineMap:
        return cls(0, 0, (constant(value),))

    @classmethod
    def get_multi_dim_identity_map(cls, num_dims: int) -> AffineMap:
        return cls(num_dims, 0, tuple(dim(i) for i in range(num_dims)))

    @classmethod
    def get_minor_identity_map(cls, num_dims: int, num_results: int) -> AffineMap:
        """The identity on the last `num_results` of `num_dims` dims."""
        if num_results > num_dims:
            raise ValueError("a minor identity map cannot have more results than dims")
        first = num_dims - num_results
        return cls(num_dims, 0, tuple(dim(i) for i in range(first, num_dims)))

    @classmethod
    def get_permutation_map(cls, permutation: Sequence[int]) -> AffineMap:
        if sorted(permutation) != list(range(len(permutation))):
            raise ValueError(f"{list(permutation)} is not a permutation")
        return cls(len(permutation), 0, tuple(dim(p) for p in permutation))

    # -- queries --------------------------------------------------------------------

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_results(self) -> int:
        return len(self.results)

    def get_result(self, index: int) -> AffineExpr:
        return self.results[index]

    def is_identity(self) -> bool:
        """Results are exactly d0, d1, ... d(n-1) for n dims (symbols allowed)."""
        if self.num_dims != self.num_results:
            return False
        return all(r is dim(i) for i, r in enumerate(self.results))

    def is_symbol_identity(self) -> bool:
        if self.num_symbols != self.num_results:
            return False
        return all(r is symbol(i) for i, r in enumerate(self.results))

    def is_minor_identity(self) -> bool:
        return self.num_dims >= self.num_results and self == AffineMap.get_minor_identity_map(
            self.num_dims, self.num_results
        )

    def is_empty(self) -> bool:
        return self.num_dims == 0 and self.num_symbols == 0 and not self.results

    def is_single_constant(self) -> bool:
        return self.num_results == 1 and isinstance(self.results[0], AffineConstantExpr)

    def is_constant(self) -> bool:
        return all(isinstance(r, AffineConstantExpr) for r in self.results)

    def get_single_constant_result(self) -> int:
        if not self.is_single_constant():
            raise ValueError("map does not have a single constant result")
        return self.results[0].value  # type: ignore[attr-defined]

    def get_constant_results(self) -> list[int]:
        if not self.is_constant():
            raise ValueError("map has non-constant results")
        return [r.value for r in self.results]  # type: ignore[attr-defined]

    def is_projected_permutation(self, allow_zero_in_results: bool = False) -> bool:
        """Each result is a distinct dim (or, if allowed, the constant 0); no symbols."""
        if self.num_symbols > 0 or self.num_results > self.num_dims:
            return False
        seen = [False] * self.num_dims
        for result in self.results:
            if isinstance(result, AffineDimExpr):
                if seen[result.position]:
                    return False
                seen[result.position] = True
            elif not (allow_zero_in_results and result is constant(0)):
                return False
        return True

    def is_permutation(self) -> bool:
        return self.num_dims == self.num_results and self.is_projected_permutation()

    def is_pure_affine(self) -> bool:
        return all(r.is_pure_affine for r in self.results)

    def is_function_of_dim(self, position: int) -> bool:
        return any(r.is_function_of_dim(position) for r in self.results)

    def is_function_of_symbol(self, position: int) -> bool:
        return any(r.is_function_of_symbol(position) for r in self.results)

    def with_symbols(self, num_symbols: int) -> AffineMap:
        return AffineMap(self.num_dims, num_symbols, self.results)

    def replace_dims_and_symbols(
        self,
        dims: Sequence[AffineExpr],
        symbols: Sequence[AffineExpr],
        num_result_dims: int,
        num_result_symbols: int,
    ) -> AffineMap:
        results = tuple(r.replace_dims_and_symbols(dims, symbols) for r in self.results)
        return AffineMap(num_result_dims, num_result_symbols, results)

    def get_sub_map(self, result_positions: Iterable[int]) -> AffineMap:
        return AffineMap(
            self.num_dims, self.num_symbols, tuple(self.results[i] for i in result_positions)
        )

    # -- printing -------------------------------------------------------------------

    def __str__(self) -> str:
        results = ", ".join(str(r) for r in self.results)
        return f"{_dims_and_symbols(self.num_dims, self.num_symbols)} -> ({results})"

    def print_attribute(self) -> str:
        return f"affine_map<{self}>"

    def __repr__(self) -> str:
        return f"AffineMap({self})"


@dataclass(frozen=True)
class IntegerSet:
    """`(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0, ..)`: a conjunction of affine constraints."""

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "constraints", tuple(self.constraints))
        object.__setattr__(self, "eq_flags", tuple(bool(f) for f in self.eq_flags))
        if len(self.constraints) != len(self.eq_flags):
            raise ValueError("need exactly one eq flag per constraint")
        if self.num_dims < 0 or self.num_symbols < 0:
            raise ValueError("dim and symbol counts must be non-negative")
        _check_ids(self.constraints, self.num_dims, self.num_symbols)

    @classmethod
    def get(
        cls,
        num_dims: int,
        num_symbols: int,
        constraints: Iterable[ExprLike],
        eq_flags: Iterable[bool],
    ) -> IntegerSet:
        exprs = tuple(c if isinstance(c, AffineExpr) else constant(c) for c in constraints)
        return cls(num_dims, num_symbols, exprs, tuple(eq_flags))

    @classmethod
    def get_empty_set(cls, num_dims: int, num_symbols: int) -> IntegerSet:
        """MLIR's canonical empty set: the single constraint `1 == 0`."""
        return cls(num_dims, num_symbols, (constant(1),), (True,))

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_constraints(self) -> int:
        return len(self.constraints)

    @property
    def num_equalities(self) -> int:
        return sum(self.eq_flags)

    @property
    def num_inequalities(self) -> int:
        return self.num_constraints - self.num_equalities

    def get_constraint(self, index: int) -> AffineExpr:
        return self.constraints[index]

    def is_eq(self, index: int) -> bool:
        return self.eq_flags[index]

    def is_empty_integer_set(self) -> bool:
        return self == IntegerSet.get_empty_set(self.num_dims, self.num_symbols)

    def __str__(self) -> str:
        constraints = ", ".join(
            f"{c} {'==' if eq else '>='} 0" for c, eq in zip(self.constraints, self.eq_flags)
        )
        return f"{_dims_and_symbols(self.num_dims, self.num_symbols)} : ({constraints})"

    def print_attribute(self) -> str:
        return f"affine_set<{self}>"

    def __repr__(self) -> str:
        return f"IntegerSet({self})"
