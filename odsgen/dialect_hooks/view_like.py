"""What memref and tensor share from mlir/lib/Interfaces/ViewLikeInterface.cpp and the
slice helpers upstream keeps beside it (MLIR 22):

- `custom<DynamicIndexList>($values, $integers)` (parse/printDynamicIndexList):
  `[%a, 4, %b]`, an SSA value standing as ShapedType::kDynamic in the DenseI64ArrayAttr.
- `verify_offset_size_and_stride(op, rank)`: detail::verifyOffsetSizeAndStrideOp, for an
  op whose static lists all have `rank` as their maximal rank (getArrayAttrMaxRanks).
- `rank_reduction_mask`: computeRankReductionMask (mlir/lib/Dialect/Utils).
- `in_bounds_slice_error`: verifyInBoundsSlice's message, or None.

Custom directives follow odsgen/codegen/op_format_custom.py: `parse_<Name>(parser)`
returns one value per bound argument, `print_<Name>(printer, op, *values)`.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.text.builtin_support import K_DYNAMIC
from odsgen.ir.core.diagnostics import Diagnostic, ParseError, error
from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.text.op_asm import UnresolvedOperand
from odsgen.ir.core.operation import Operation, Value
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.verify.op_traits import OpError
from odsgen.ir.core.helpers import builtin_dialect as _builtin


# -- custom<DynamicIndexList> ---------------------------------------------------------------


class _Failed(Exception):
    """A failure upstream reports no diagnostic of its own for (a scalable `[n` without
    its `]`): only the list's "expected SSA value or integer" follows."""


def _lexer_failed(parser: Any) -> bool:
    """Whether the error was the lexer's, raised by consume() before the malformed token
    became current (prev_end is only equal to tok_end then). MLIR abandons the errors
    emitted while the current token is an error token, so nothing follows it."""
    return parser.prev_end == parser.tok_end and parser.tok_kind is not TokenKind.EOF


def _op_diagnostic(parser: Any, message: str, loc: int) -> Diagnostic:
    return error(parser.op_message(message), parser.span_at(loc))


def _parse_int64(parser: Any) -> int:
    """AsmParser::parseInteger<int64_t>: its own errors carry the custom op prefix (the
    `-` without a literal is the token parser's "expected integer value", unprefixed)."""
    loc = parser.tok_start
    try:
        value = parser.parse_optional_integer(64, True)
    except ParseError as e:
        if e.diagnostic.message == "integer value too large":
            e.diagnostic.message = parser.op_message(e.diagnostic.message)
        raise
    if value is None:
        parser.emit_op_error("expected integer value", loc)
    return int(value)


def parse_DynamicIndexList(parser: Any) -> tuple[list[UnresolvedOperand], Any]:
    """`[` entries `]` -> (the SSA values, unresolved; the DenseI64ArrayAttr with
    kDynamic where a value stands). An entry is an SSA value or an integer; a scalable one
    is `[n]`, read and its flag dropped as the 3-argument parseDynamicIndexList does.
    MLIR 22 looks for that `[` after reading an optional SSA value, so `%v[]` is accepted
    and `[%v]` is not.

    On failure upstream adds "expected SSA value or integer" at the operation's name
    after the element's own error."""
    b = _builtin()
    values: list[UnresolvedOperand] = []
    integers: list[int] = []

    def entry() -> None:
        try:
            operand = parser.parse_optional_operand()
        except ParseError as e:
            # `%x#bad`: upstream goes on at the same token (no `[`), whose integer fails.
            if _lexer_failed(parser):
                raise
            more = _op_diagnostic(parser, "expected integer value", parser.tok_start)
            raise ParseError(*e.diagnostics, more) from None
        scalable = parser.parse_optional_lsquare()
        if operand is not None:
            values.append(operand)
            integers.append(K_DYNAMIC)
        else:
            integers.append(_parse_int64(parser))
        if scalable and not parser.parse_optional_rsquare():
            raise _Failed

    try:
        parser.parse_comma_separated_list(Delimiter.SQUARE, entry, " in dynamic index list")
    except (ParseError, _Failed) as e:
        first = e.diagnostics if isinstance(e, ParseError) else []
        if first and _lexer_failed(parser):
            raise
        last = _op_diagnostic(parser, "expected SSA value or integer", parser.name_loc)
        raise ParseError(*first, last) from None
    context = parser.context
    i64 = b.IntegerType.get(context, 64)
    return values, b.DenseArrayAttr.get(context, i64, tuple(integers))


def print_DynamicIndexList(p: Any, op: Any, values: Sequence[Value], integers: Any) -> None:
    """`[` each integer, or the next value where it is kDynamic `]`."""
    dynamic = iter(values)
    p.write("[")
    for i, integer in enumerate(integers.values if integers is not None else ()):
        if i:
            p.write(", ")
        if integer != K_DYNAMIC:
            p.write(str(integer))
            continue
        value = next(dynamic, None)
        if value is None:  # an invalid op (fewer values than kDynamic entries)
            p.write("<<NULL VALUE>>")
        else:
            p.print_operand(value)
    p.write("]")


# -- OffsetSizeAndStrideOpInterface --------------------------------------------------------


def _dynamic(value: int) -> bool:
    return value == K_DYNAMIC


def verify_offset_size_and_stride(op: Operation, rank: int | tuple[int, int, int]) -> Any:
    """detail::verifyOffsetSizeAndStrideOp (OffsetSizeAndStrideOpInterface): `rank` is
    the maximal rank of each of the three lists (the source rank for a subview or an
    extract_slice, the destination rank for an insert_slice), or the maximal ranks of the
    offsets, sizes and strides (getArrayAttrMaxRanks; memref.reinterpret_cast's differ)."""
    from odsgen.dialect_hooks.scf_support import _verify_list_of_operands_or_integers

    ranks = rank if isinstance(rank, tuple) else (rank, rank, rank)

    offsets = tuple(_prop(op, "static_offsets").values)
    sizes = tuple(_prop(op, "static_sizes").values)
    strides = tuple(_prop(op, "static_strides").values)
    # The dynamic operands must fill the dynamic entries of each static list.
    for name, static, dynamic in (
        ("offsets", offsets, op.offsets),  # type: ignore[attr-defined]
        ("sizes", sizes, op.sizes),  # type: ignore[attr-defined]
        ("strides", strides, op.strides),  # type: ignore[attr-defined]
    ):
        dynamic_entries = sum(1 for v in static if _dynamic(v))
        if len(dynamic) != dynamic_entries:
            return OpError(
                f"expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' "
                f"({len(dynamic)} vs {dynamic_entries})",
                op_prefix=False,
            )
    if not (len(offsets) == 1 and ranks[0] == 1) and len(offsets) != len(sizes):
        return OpError(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs {len(sizes)}) so the "
            "rank of the result type is well-formed.",
            op_prefix=False,
        )
    if len(sizes) != len(strides):
        return OpError(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs {len(strides)}) so the "
            "rank of the result type is well-formed.",
            op_prefix=False,
        )
    for name, max_rank, static, dynamic in (
        ("offset", ranks[0], offsets, op.offsets),  # type: ignore[attr-defined]
        ("size", ranks[1], sizes, op.sizes),  # type: ignore[attr-defined]
        ("stride", ranks[2], strides, op.strides),  # type: ignore[attr-defined]
    ):
        problem = _verify_list_of_operands_or_integers(name, max_rank, static, dynamic)
        if problem is not None:
            return problem
    for value in offsets:
        if value < 0 and not _dynamic(value):
            return OpError(f"expected offsets to be non-negative, but got {value}", op_prefix=False)
    for value in sizes:
        if value < 0 and not _dynamic(value):
            return OpError(f"expected sizes to be non-negative, but got {value}", op_prefix=False)
    return None


def rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> set[int] | None:
    """computeRankReductionMask (matchDynamic = false): the dimensions of `original`
    that `reduced` drops (each of size 1), or None when they do not line up."""
    unused: set[int] = set()
    reduced_index = 0
    for index, size in enumerate(original):
        if reduced_index < len(reduced) and size == reduced[reduced_index]:
            reduced_index += 1
            continue
        unused.add(index)
        if size != 1:
            return None
    if reduced_index != len(reduced):
        return None
    return unused


def in_bounds_slice_error(
    shape: Sequence[int], offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int]
) -> str | None:
    """verifyInBoundsSlice: the first static offset or last position past its static
    dimension, as upstream words it; None when the slice stays in bounds."""
    for i, size in enumerate(shape):
        if _dynamic(size) or _dynamic(offsets[i]):
            continue
        if offsets[i] >= size:
            return f"offset {i} is out-of-bounds: {offsets[i]} >= {size}"
        if _dynamic(sizes[i]) or _dynamic(strides[i]):
            continue
        last = offsets[i] + (sizes[i] - 1) * strides[i]
        if last >= size:
            return f"slice along dimension {i} runs out-of-bounds: {last} >= {size}"
    return None
