"""Printing builtin types exactly as mlir-opt 22 does (AsmPrinter::Impl::printTypeImpl).

`print_builtin_type(printer, t)` writes `t` through `printer.write` and returns True, or
returns False when `t` is not a builtin type. Nested types and attributes go through
`printer.print_type` / `printer.print_attribute`, so aliases and caching apply to them.
A memref's layout and memory space are printed with `elide_type="may"` (MLIR's
AttrTypeElision::May: an i64 memory space `1 : i64` prints as `1`), a tensor's encoding
without elision.

`dialect_symbol_text(prefix, namespace, data)` is MLIR's printDialectSymbol, shared with
the attribute printer for opaque attributes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from odsgen.dialects import builtin as _b
from odsgen.ir.text.builtin_support import K_DYNAMIC

# `elide_type` as the printer core spells MLIR's AttrTypeElision::May (printer.py).
_MAY = "may"

# `identifier` or `identifier<...>` (isDialectSymbolSimpleEnoughForPrettyForm).
_PRETTY_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9._]*")


def is_pretty_dialect_symbol(data: str) -> bool:
    """Whether dialect symbol data prints in the pretty `dialect.data` form."""
    match = _PRETTY_IDENT.match(data)
    if match is None:
        return False
    end = match.end()
    if end == len(data):
        return True
    return data[end] == "<" and data[-1] == ">"


def dialect_symbol_text(prefix: str, namespace: str, data: str) -> str:
    """`!ns.data` when the data is simple enough, else `!ns<data>` (printDialectSymbol)."""
    if is_pretty_dialect_symbol(data):
        return f"{prefix}{namespace}.{data}"
    return f"{prefix}{namespace}<{data}>"


def _dims(shape: tuple[int, ...]) -> str:
    return "".join("?x" if d == K_DYNAMIC else f"{d}x" for d in shape)


def _print_integer(p: Any, t: Any) -> None:
    p.write(integer_type_text(t))


def integer_type_text(t: Any) -> str:
    """An IntegerType's text (`i32`, `si8`, `ui1`) without a printer."""
    return _INT_PREFIX[t.signedness] + str(t.width)


_INT_PREFIX = {
    _b.Signedness.Signless: "i",
    _b.Signedness.Signed: "si",
    _b.Signedness.Unsigned: "ui",
}


def _print_list(p: Any, types: tuple[Any, ...]) -> None:
    print_type = p.print_type
    first = True
    for t in types:
        if not first:
            p.write(", ")
        first = False
        print_type(t)


def _print_function(p: Any, t: Any) -> None:
    p.write("(")
    _print_list(p, t.inputs)
    p.write(") -> ")
    results = t.results
    if len(results) == 1 and not isinstance(results[0], _b.FunctionType):
        p.print_type(results[0])
    else:
        p.write("(")
        _print_list(p, results)
        p.write(")")


def _print_vector(p: Any, t: Any) -> None:
    parts = ["vector<"]
    for size, scalable in zip(t.shape, t.scalable_dims):
        parts.append(f"[{size}]x" if scalable else f"{size}x")
    p.write("".join(parts))
    p.print_type(t.element_type)
    p.write(">")


def _print_ranked_tensor(p: Any, t: Any) -> None:
    p.write("tensor<" + _dims(t.shape))
    p.print_type(t.element_type)
    if t.encoding is not None:
        p.write(", ")
        p.print_attribute(t.encoding)
    p.write(">")


def _print_unranked_tensor(p: Any, t: Any) -> None:
    p.write("tensor<*x")
    p.print_type(t.element_type)
    p.write(">")


def _print_memref(p: Any, t: Any) -> None:
    p.write("memref<" + _dims(t.shape))
    p.print_type(t.element_type)
    layout = t.layout
    if not isinstance(layout, _b.AffineMapAttr) or not layout.is_identity():
        p.write(", ")
        p.print_attribute(layout, _MAY)
    if t.memory_space is not None:
        p.write(", ")
        p.print_attribute(t.memory_space, _MAY)
    p.write(">")


def _print_unranked_memref(p: Any, t: Any) -> None:
    p.write("memref<*x")
    p.print_type(t.element_type)
    if t.memory_space is not None:
        p.write(", ")
        p.print_attribute(t.memory_space, _MAY)
    p.write(">")


def _print_complex(p: Any, t: Any) -> None:
    p.write("complex<")
    p.print_type(t.element_type)
    p.write(">")


def _print_tuple(p: Any, t: Any) -> None:
    p.write("tuple<")
    _print_list(p, t.types)
    p.write(">")


def _print_opaque(p: Any, t: Any) -> None:
    p.write(dialect_symbol_text("!", t.dialect_namespace.value, t.type_data))


def _keyword(spelling: str) -> Callable[[Any, Any], None]:
    def print_keyword(p: Any, t: Any) -> None:
        p.write(spelling)

    return print_keyword


# Builtin type class -> its printer (dispatch on the exact class).
_PRINTERS: dict[type, Callable[[Any, Any], None]] = {
    _b.IntegerType: _print_integer,
    _b.IndexType: _keyword("index"),
    _b.NoneType: _keyword("none"),
    _b.Float4E2M1FNType: _keyword("f4E2M1FN"),
    _b.Float6E2M3FNType: _keyword("f6E2M3FN"),
    _b.Float6E3M2FNType: _keyword("f6E3M2FN"),
    _b.Float8E5M2Type: _keyword("f8E5M2"),
    _b.Float8E4M3Type: _keyword("f8E4M3"),
    _b.Float8E4M3FNType: _keyword("f8E4M3FN"),
    _b.Float8E5M2FNUZType: _keyword("f8E5M2FNUZ"),
    _b.Float8E4M3FNUZType: _keyword("f8E4M3FNUZ"),
    _b.Float8E4M3B11FNUZType: _keyword("f8E4M3B11FNUZ"),
    _b.Float8E3M4Type: _keyword("f8E3M4"),
    _b.Float8E8M0FNUType: _keyword("f8E8M0FNU"),
    _b.BFloat16Type: _keyword("bf16"),
    _b.Float16Type: _keyword("f16"),
    _b.FloatTF32Type: _keyword("tf32"),
    _b.Float32Type: _keyword("f32"),
    _b.Float64Type: _keyword("f64"),
    _b.Float80Type: _keyword("f80"),
    _b.Float128Type: _keyword("f128"),
    _b.FunctionType: _print_function,
    # GraphType has no syntax of its own in MLIR; it is shown like a function type.
    _b.GraphType: _print_function,
    _b.VectorType: _print_vector,
    _b.RankedTensorType: _print_ranked_tensor,
    _b.UnrankedTensorType: _print_unranked_tensor,
    _b.MemRefType: _print_memref,
    _b.UnrankedMemRefType: _print_unranked_memref,
    _b.ComplexType: _print_complex,
    _b.TupleType: _print_tuple,
    _b.OpaqueType: _print_opaque,
}


def print_builtin_type(printer: Any, t: Any) -> bool:
    """Print a builtin type through `printer`; False (nothing written) for other types."""
    print_fn = _PRINTERS.get(type(t))
    if print_fn is None:
        return False
    print_fn(printer, t)
    return True
