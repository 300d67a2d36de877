"""Verifiers of the func dialect (defs/func.yaml), worded as MLIR 22 words them.

- `verify_function`: what upstream runs for func.func after its ODS invariants: the
  SymbolOpInterface verifier, then FunctionOpInterface's `verifyTrait`
  (mlir/Interfaces/FunctionInterfaces.h) with its default `verifyBody`.
- `verify_return`: ReturnOp::verify (FuncOps.cpp).
- `verify_call_symbol_uses` / `verify_constant_symbol_uses`: SymbolUserOpInterface's
  `verifySymbolUses` of func.call and func.constant (the generated classes'
  `verify_symbol_uses`). Upstream runs these from the SymbolTable trait of the enclosing
  symbol table (`detail::verifySymbolTable`), after every operation inside it verified:
  odsgen.ir.verify.op_traits.verify_symbol_uses.

Symbol lookups use odsgen.ir.core.symbol_table (with the verification's
SymbolTableCollection). Messages are returned without the
"'dialect.op' op " prefix; an OpError carries notes or emitError's unprefixed text.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.verify.op_traits import (
    OpError,
    get_attr,
    symbol_name,
    verify_symbol_op_interface,
)
from odsgen.ir.core.helpers import builtin_dialect, resolve_ref
from odsgen.ir.core.op_base import inherent_attr as _prop
from odsgen.ir.core.operation import Operation
from odsgen.ir.core.symbol_table import lookup_nearest_symbol_from


def type_list(types: Any) -> str:
    """A TypeRange streamed into a diagnostic: each type quoted, comma separated."""
    return ", ".join(f"'{t}'" for t in types)


# -- symbols (SymbolTable.cpp) -------------------------------------------------------------


# -- func.func -------------------------------------------------------------------------------


def _function_type(op: Operation) -> Any:
    attr = _prop(op, "function_type")
    return attr.value if attr is not None else None


def verify_function(op: Operation) -> Any:
    """SymbolOpInterface's verifier, then function_interface_impl::verifyTrait."""
    is_declaration = not op.regions or not op.regions[0].blocks
    problem = verify_symbol_op_interface(op, is_declaration=is_declaration)
    if problem is not None:
        return problem
    function_type = _function_type(op)
    inputs = function_type.inputs
    results = function_type.results
    for kind, attr_name, count, what in (
        ("argument", "arg_attrs", len(inputs), "arguments"),
        ("result", "res_attrs", len(results), "results"),
    ):
        all_attrs = _prop(op, attr_name)
        if all_attrs is None:
            continue
        dictionaries = all_attrs.value
        if len(dictionaries) != count:
            plural = "arguments" if kind == "argument" else "results"
            return (
                f"expects {kind} attribute array to have the same number of elements as the number of "
                f"function {plural}, got {len(dictionaries)}, but expected {count}"
            )
        for index, dictionary in enumerate(dictionaries):
            entries = getattr(dictionary, "value", None)
            if not isinstance(entries, tuple):
                return f"expects {kind} attribute dictionary to be a DictionaryAttr, but got `{dictionary}`"
            for name, value in entries:
                if "." not in name:
                    return f"{what} may only have dialect attributes"
                problem = _verify_region_attribute(op, kind, index, name, value)
                if problem is not None:
                    return problem
    if len(op.regions) != 1:
        return "expects one region"
    # verifyBody (the interface's default): the entry block matches the signature.
    if is_declaration:
        return None
    entry = op.regions[0].blocks[0]
    if len(entry.arguments) != len(inputs):
        return f"entry block must have {len(inputs)} arguments to match function signature"
    for index, (expected, argument) in enumerate(zip(inputs, entry.arguments)):
        if argument.type != expected:
            return (
                f"type of entry block argument #{index}('{argument.type}') must match the type of the "
                f"corresponding argument in function signature('{expected}')"
            )
    return None


def _verify_region_attribute(op: Operation, kind: str, index: int, name: str, value: Any) -> Any:
    """Dialect::verifyRegionArgAttribute / verifyRegionResultAttribute of the dialect the
    attribute's name starts with (region 0, as function_interface_impl::verifyTrait)."""
    dialect = op.context.get_dialect(name.partition(".")[0]) if op.context is not None else None
    constant = "VERIFY_REGION_ARG_ATTRIBUTE" if kind == "argument" else "VERIFY_REGION_RESULT_ATTRIBUTE"
    ref = getattr(dialect, constant, None)
    return resolve_ref(ref)(op, 0, index, name, value) if ref is not None else None


# -- func.return -----------------------------------------------------------------------------


def verify_return(op: Operation) -> Any:
    """ReturnOp::verify: the operands match the enclosing function's results."""
    function = op.parent_op
    results = _function_type(function).results
    name = symbol_name(function)
    if len(op.operands) != len(results):
        return f"has {len(op.operands)} operands, but enclosing function (@{name}) returns {len(results)}"
    for index, (operand, expected) in enumerate(zip(op.operands, results)):
        if operand.type != expected:
            return OpError(
                f"type of return operand {index} ('{operand.type}') doesn't match function result type "
                f"('{expected}') in function @{name}",
                op_prefix=False,
            )
    return None


# -- func.call and func.constant (SymbolUserOpInterface) -----------------------------------------


def _referenced_function(op: Operation, ref: Any, symbol_table: Any = None) -> Operation | None:
    found = lookup_nearest_symbol_from(op, ref, symbol_table)
    return found if found is not None and found.name == "func.func" else None


def verify_call_symbol_uses(op: Operation, symbol_table: Any = None) -> Any:
    """CallOp::verifySymbolUses."""
    builtin = builtin_dialect()
    ref = get_attr(op, "callee")
    if not isinstance(ref, builtin.SymbolRefAttr) or ref.nested_references:
        return "requires a 'callee' symbol reference attribute"
    function = _referenced_function(op, ref, symbol_table)
    if function is None:
        return f"'{ref.root_reference.value}' does not reference a valid function"
    function_type = _function_type(function)
    inputs, results = function_type.inputs, function_type.results
    if len(inputs) != len(op.operands):
        return "incorrect number of operands for callee"
    operands = op.operands
    for index in range(len(operands)):  # by index: compiled, zip is a generic call
        expected, operand = inputs[index], operands[index]
        if operand.type != expected:
            return (
                f"operand type mismatch: expected operand type '{expected}', but provided "
                f"'{operand.type}' for operand number {index}"
            )
    if len(results) != len(op.results):
        return "incorrect number of results for callee"
    for index in range(len(results)):
        expected, result = results[index], op.results[index]
        if result.type != expected:
            return OpError(
                f"result type mismatch at index {index}",
                notes=[
                    (f"      op result types: {type_list(r.type for r in op.results)}", op),
                    (f"function result types: {type_list(results)}", op),
                ],
            )
    return None


def verify_constant_symbol_uses(op: Operation, symbol_table: Any = None) -> Any:
    """ConstantOp::verifySymbolUses: the value names a func.func of the result type."""
    ref = get_attr(op, "value")
    name = ref.root_reference.value
    function = _referenced_function(op, ref, symbol_table)
    if function is None:
        return f"reference to undefined function '{name}'"
    if _function_type(function) != op.results[0].type:
        return "reference to function with mismatched type"
    return None
