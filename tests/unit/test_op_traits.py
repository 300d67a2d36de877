"""The trait verifiers of odsgen.ir.verify.op_traits on hand-built operations, and the
verifier's handling of what op infos return (OpError, isolation from above).

Every expected message is upstream MLIR 22 text; the comment beside each names the
function it comes from (mlir/lib/IR/Operation.cpp unless said otherwise). The
end-to-end cases compare with what mlir-opt 22 printed for the same input.
"""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import builtin
from odsgen.ir import VerifyError
from odsgen.ir.core.context import Context
from odsgen.ir.core.operation import Block, Operation, Region
from odsgen.ir.verify import op_traits as T
from odsgen.ir.verify.verifier import verify
from tests.opt_helpers import run_file

ctx = Context()
i1 = builtin.IntegerType.get(ctx, 1)
i32 = builtin.IntegerType.get(ctx, 32)
si32 = builtin.IntegerType.get(ctx, 32, builtin.Signedness.Signed)
i64 = builtin.IntegerType.get(ctx, 64)
f32 = builtin.Float32Type.get(ctx)
index = builtin.IndexType.get(ctx)
DYN = builtin.ShapedType.kDynamic


def tensor(shape: tuple[int, ...], element: Any = i32, encoding: Any = None) -> Any:
    return builtin.RankedTensorType.get(ctx, shape, element, encoding)


def vector(shape: tuple[int, ...], element: Any = i32, scalable: Any = None) -> Any:
    return builtin.VectorType.get(ctx, shape, element, scalable)


unranked = builtin.UnrankedTensorType.get(ctx, i32)


def values(*types: Any) -> list[Any]:
    """Fresh values of these types (results of one defining operation)."""
    return list(Operation("x.def", result_types=list(types)).results)


def defined(*types: Any) -> list[Any]:
    """Values of these types defined in a block (of a region of an `x.outer` op)."""
    definition = Operation("x.def", result_types=list(types))
    Operation("x.outer", regions=[Region([Block()])]).regions[0].blocks[0].append(definition)
    return list(definition.results)


def op(operands: tuple = (), results: tuple = (), **fields: Any) -> Operation:
    return Operation("x.op", operands=values(*operands), result_types=list(results), **fields)


def props(**items: Any) -> Any:
    return builtin.DictionaryAttr.get(ctx, items)


def s(text: str) -> Any:
    return builtin.StringAttr.get(ctx, text)


def block_of(*ops: Operation, args: tuple = ()) -> Block:
    block = Block(list(args))
    for o in ops:
        block.append(o)
    return block


def region_of(*blocks: Block) -> Region:
    return Region(list(blocks))


# -- counts --------------------------------------------------------------------------------


def test_operand_counts() -> None:
    assert T.verify_zero_operands(op()) is None
    assert T.verify_zero_operands(op((i32,))) == "requires zero operands"  # verifyZeroOperands
    assert T.verify_one_operand(op((i32,))) is None
    assert T.verify_one_operand(op()) == "requires a single operand"  # verifyOneOperand
    assert T.verify_n_operands(op((i32, i32)), 2) is None
    assert T.verify_n_operands(op((i32,)), 2) == "expected 2 operands, but found 1"  # verifyNOperands
    assert T.verify_at_least_n_operands(op((i32, i32, i32)), 2) is None
    # verifyAtLeastNOperands
    assert T.verify_at_least_n_operands(op((i32,)), 2) == "expected 2 or more operands, but found 1"


def test_result_counts() -> None:
    assert T.verify_zero_results(op()) is None
    assert T.verify_zero_results(op(results=(i32,))) == "requires zero results"  # verifyZeroResults
    assert T.verify_one_result(op(results=(i32,))) is None
    assert T.verify_one_result(op()) == "requires one result"  # verifyOneResult
    assert T.verify_n_results(op(results=(i32, i32)), 2) is None
    assert T.verify_n_results(op(results=(i32,)), 2) == "expected 2 results"  # verifyNResults
    assert T.verify_at_least_n_results(op(results=(i32, i32)), 2) is None
    assert T.verify_at_least_n_results(op(), 1) == "expected 1 or more results"  # verifyAtLeastNResults


def test_region_counts() -> None:
    assert T.verify_zero_regions(op()) is None
    assert T.verify_zero_regions(op(regions=1)) == "requires zero regions"  # verifyZeroRegions
    assert T.verify_one_region(op(regions=1)) is None
    assert T.verify_one_region(op(regions=2)) == "requires one region"  # verifyOneRegion
    assert T.verify_n_regions(op(regions=2), 2) is None
    assert T.verify_n_regions(op(regions=1), 2) == "expected 2 regions"  # verifyNRegions
    assert T.verify_at_least_n_regions(op(regions=3), 2) is None
    assert T.verify_at_least_n_regions(op(), 1) == "expected 1 or more regions"  # verifyAtLeastNRegions


def test_successor_counts() -> None:
    region = region_of(Block(), Block())
    a, b = region.blocks
    term = a.append(op(successors=[b]))
    assert T.verify_zero_successors(op()) is None
    assert T.verify_zero_successors(term) == "requires 0 successors but found 1"  # verifyZeroSuccessors
    assert T.verify_one_successor(term) is None
    assert T.verify_one_successor(op()) == "requires 1 successor but found 0"  # verifyOneSuccessor
    assert T.verify_n_successors(term, 1) is None
    assert T.verify_n_successors(term, 2) == "requires 2 successors but found 1"  # verifyNSuccessors
    assert T.verify_at_least_n_successors(term, 1) is None
    # verifyAtLeastNSuccessors
    assert T.verify_at_least_n_successors(term, 2) == "requires at least 2 successors but found 1"


def test_successor_in_another_region_is_an_unprefixed_error() -> None:
    elsewhere = region_of(Block()).blocks[0]
    term = region_of(Block()).blocks[0].append(op(successors=[elsewhere]))
    problem = T.verify_one_successor(term)
    # verifyTerminatorSuccessors uses emitError: no "'x.op' op " prefix.
    assert isinstance(problem, T.OpError) and not problem.op_prefix
    assert problem.message == "reference to block defined in another region"


# -- structure -----------------------------------------------------------------------------


def test_terminator() -> None:
    first, last = op(), op()
    block_of(first, last)
    assert T.verify_is_terminator(last) is None
    assert T.verify_is_terminator(first) == "must be the last operation in the parent block"  # verifyIsTerminator
    assert T.verify_is_terminator(op()) == "must be the last operation in the parent block"  # no block


def test_single_block() -> None:
    assert T.verify_single_block(op(regions=[Region(), region_of(block_of(op()))])) is None
    two = op(regions=[Region(), region_of(Block(), Block())])
    # SingleBlock::verifyTrait (OpDefinition.h)
    assert T.verify_single_block(two) == "expects region #1 to have 0 or 1 blocks"
    empty = op(regions=[region_of(Block())])
    assert T.verify_single_block(empty) == "expects a non-empty block"
    assert T.verify_single_block(empty, no_terminator=True) is None


def test_single_block_implicit_terminator() -> None:
    good = op(regions=[Region(), region_of(block_of(Operation("x.yield")))])
    assert T.verify_single_block_implicit_terminator(good, "x.yield") is None
    bad = op(regions=[region_of(block_of(Operation("x.other")))])
    problem = T.verify_single_block_implicit_terminator(bad, "x.yield")
    # SingleBlockImplicitTerminator<...>::verifyRegionTrait (OpDefinition.h); the note
    # is attached without a location, i.e. at the operation's.
    assert isinstance(problem, T.OpError) and problem.op is None and problem.op_prefix
    assert problem.message == "expects regions to end with 'x.yield', found 'x.other'"
    assert problem.notes == [("in custom textual format, the absence of terminator implies 'x.yield'", bad)]


def test_has_parent() -> None:
    child = op()
    parent = Operation("func.func", regions=[region_of(block_of(child))])
    assert T.verify_has_parent(child, "func.func") is None
    assert T.verify_has_parent(child, "a.b", "func.func") is None
    # HasParent<...>::Impl::verifyTrait (OpDefinition.h)
    assert T.verify_has_parent(child, "x.module") == "expects parent op 'x.module'"
    assert T.verify_has_parent(op(), "x.a", "x.b") == "expects parent op to be one of 'x.a, x.b'"
    assert parent.regions[0].blocks[0].operations == [child]


def test_no_region_arguments() -> None:
    assert T.verify_no_region_arguments(op(regions=[Region(), region_of(Block())])) is None
    one = op(regions=[region_of(Block([i32]))])
    assert T.verify_no_region_arguments(one) == "region should have no arguments"  # verifyNoRegionArguments
    two = op(regions=[region_of(Block()), region_of(Block([i32]))])
    assert T.verify_no_region_arguments(two) == "region #1 should have no arguments"


def test_isolated_from_above() -> None:
    (outside,) = defined(i32)
    inner_def = Operation("x.def", result_types=[i32])
    use_inside = Operation("x.use", operands=[inner_def.result])
    use_outside = Operation("x.use", operands=[outside])
    nested = Operation("x.wrap", regions=[region_of(block_of(use_inside, use_outside, args=(i32,)))])
    isolated = Operation("x.iso", regions=[region_of(block_of(inner_def, nested))])
    problem = T.verify_isolated_from_above(isolated)
    # verifyIsIsolatedFromAbove: emitOpError on the user, note at the isolated op.
    assert isinstance(problem, T.OpError) and problem.op is use_outside and problem.op_prefix
    assert problem.message == "using value defined outside the region"
    assert problem.notes == [("required by region isolation constraints", isolated)]
    # Values of the region itself and of nested blocks are fine.
    nested.regions[0].blocks[0].operations.remove(use_outside)
    block_arg_use = Operation("x.use", operands=[nested.regions[0].blocks[0].arguments[0]])
    nested.regions[0].blocks[0].append(block_arg_use)
    assert T.verify_isolated_from_above(isolated) is None


def test_isolated_from_above_skips_ops_that_check_themselves() -> None:
    (outside,) = defined(i32)
    inner = Operation("x.iso", regions=[region_of(block_of(Operation("x.use", operands=[outside])))])
    outer = Operation("x.iso", regions=[region_of(block_of(inner))])
    assert isinstance(T.verify_isolated_from_above(outer), T.OpError)
    assert T.verify_isolated_from_above(outer, is_isolated=lambda o: o.name == "x.iso") is None


def test_isolated_from_above_unlinked_operand() -> None:
    unlinked = Operation("x.def", result_types=[i32])  # in no block
    user = Operation("x.use", operands=[unlinked.result])
    problem = T.verify_isolated_from_above(Operation("x.iso", regions=[region_of(block_of(user))]))
    # verifyIsIsolatedFromAbove: op.emitError, no prefix.
    assert problem == T.OpError("operation's operand is unlinked", op=user, op_prefix=False)


# -- segments ------------------------------------------------------------------------------


def i32_array(*sizes: int) -> Any:
    return builtin.DenseArrayAttr.get(ctx, i32, list(sizes))


def test_segment_helpers() -> None:
    sized = op((i32, i32, i32), properties=props(operandSegmentSizes=i32_array(1, 0, 2)))
    assert T.segment_sizes(sized, "operandSegmentSizes") == (1, 0, 2)
    assert T.segment_sizes(op(), "operandSegmentSizes") is None
    assert T.segment_sizes(op(), "operandSegmentSizes", count=2) == (0, 0)
    a, b, c = sized.operands
    assert T.odsgen_segments(sized.operands, (1, 0, 2)) == [[a], [], [b, c]]


def test_operand_and_result_size_attrs() -> None:
    good = op((i32, i32), (i32,), properties=props(operandSegmentSizes=i32_array(1, 1), resultSegmentSizes=i32_array(0, 1)))
    assert T.verify_operand_size_attr(good) is None
    assert T.verify_result_size_attr(good) is None
    # verifyValueSizeAttr
    assert T.verify_operand_size_attr(op((i32,))) == "requires dense i32 array attribute 'operandSegmentSizes'"
    i64_sizes = op((i32,), attributes={"operandSegmentSizes": builtin.DenseArrayAttr.get(ctx, i64, [1])})
    assert T.verify_operand_size_attr(i64_sizes) == "requires dense i32 array attribute 'operandSegmentSizes'"
    negative = op((i32,), properties=props(operandSegmentSizes=i32_array(-1, 2)))
    assert T.verify_operand_size_attr(negative) == "'operandSegmentSizes' attribute cannot have negative elements"
    wrong = op((i32,), properties=props(operandSegmentSizes=i32_array(0, 2)))
    assert T.verify_operand_size_attr(wrong) == (
        "operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    )
    assert T.verify_result_size_attr(op(results=(i32,))) == "requires dense i32 array attribute 'resultSegmentSizes'"
    # With properties an unset size array is zeros (mlir-opt: "operand count (1) does not
    # match with the total size (0) ..." for a generic memref.alloc without the property).
    assert T.verify_operand_size_attr(op((i32,)), count=2) == (
        "operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
    )
    assert T.verify_result_size_attr(op(results=(i32,)), count=1) == (
        "result count (1) does not match with the total size (0) specified in attribute 'resultSegmentSizes'"
    )


# -- symbols (mlir/lib/IR/SymbolTable.cpp, mlir/IR/SymbolInterfaces.td) --------------------


def test_verify_symbol() -> None:
    assert T.verify_symbol(op(properties=props(sym_name=s("f")))) is None
    assert T.verify_symbol(op(attributes={"sym_name": s("f"), "sym_visibility": s("nested")})) is None
    # detail::verifySymbol
    assert T.verify_symbol(op()) == "requires string attribute 'sym_name'"
    assert T.verify_symbol(op(properties=props(sym_name=builtin.UnitAttr.get(ctx)))) == (
        "requires string attribute 'sym_name'"
    )
    one = builtin.IntegerAttr.get(ctx, i64, 1)
    assert T.verify_symbol(op(properties=props(sym_name=s("f"), sym_visibility=one))) == (
        "requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64"
    )
    # mlir-opt 22 prints the StringAttr quoted: ... but got "foo"
    assert T.verify_symbol(op(properties=props(sym_name=s("f"), sym_visibility=s("foo")))) == (
        'visibility expected to be one of ["public", "private", "nested"], but got "foo"'
    )


class _RegisteredOp(Operation):
    """Stands for a generated class whose traits lack SymbolTable."""

    __slots__ = ()
    _ods_traits = frozenset({"OneRegion"})


def test_symbol_op_interface() -> None:
    named = props(sym_name=s("f"))
    assert T.verify_symbol_op_interface(op(properties=named)) is None
    # An optional symbol (ModuleOp) without a name passes.
    assert T.verify_symbol_op_interface(op(), optional_symbol=True) is None
    assert T.verify_symbol_op_interface(op()) == "requires string attribute 'sym_name'"
    # SymbolOpInterface's verify (SymbolInterfaces.td)
    assert T.verify_symbol_op_interface(op(properties=named), is_declaration=True) == (
        "symbol declaration cannot have public visibility"
    )
    private = props(sym_name=s("f"), sym_visibility=s("private"))
    assert T.verify_symbol_op_interface(op(properties=private), is_declaration=True) is None
    assert T.verify_symbol_op_interface(op(results=(i32,), properties=named)) == "symbols must not have results"
    symbol = op(properties=named)
    _RegisteredOp("x.holder", regions=[region_of(block_of(symbol))])
    # mlir-opt 22 on a func.func inside scf.execute_region reports exactly this.
    assert T.verify_symbol_op_interface(symbol) == "symbol's parent must have the SymbolTable trait"
    assert T.verify_symbol_op_interface(symbol, parent_allows_symbols=lambda parent: True) is None
    Operation("x.unregistered", regions=[region_of(block_of(symbol.detach_from_parent()))])
    assert T.verify_symbol_op_interface(symbol) is None


def test_symbol_table() -> None:
    first = op(properties=props(sym_name=s("a")))
    second = op(attributes={"sym_name": s("a")})
    table = op(regions=[region_of(block_of(first, op(), op(properties=props(sym_name=s("b")))))])
    assert T.verify_symbol_table(table) is None
    table.regions[0].blocks[0].append(second)
    problem = T.verify_symbol_table(table)
    # detail::verifySymbolTable: op.emitError() on the second definition.
    assert problem == T.OpError(
        "redefinition of symbol named 'a'", [("see existing symbol definition here", first)], second, op_prefix=False
    )
    assert T.verify_symbol_table(op(regions=2)) == "Operations with a 'SymbolTable' must have exactly one region"
    assert T.verify_symbol_table(op(regions=1)) == "Operations with a 'SymbolTable' must have exactly one block"


# -- types ---------------------------------------------------------------------------------


def test_same_type_operands() -> None:
    assert T.verify_same_type_operands(op()) is None
    assert T.verify_same_type_operands(op((i32, i32))) is None
    # verifySameTypeOperands
    assert T.verify_same_type_operands(op((i32, i64))) == "requires all operands to have the same type"


def test_same_operands_and_result_type() -> None:
    msg = "requires the same type for all operands and results"  # verifySameOperandsAndResultType
    assert T.verify_same_operands_and_result_type(op((i32, i32), (i32,))) is None
    # Compatible shapes pass: a dynamic size, an unranked tensor.
    assert T.verify_same_operands_and_result_type(op((tensor((DYN,)), unranked), (tensor((4,)),))) is None
    assert T.verify_same_operands_and_result_type(op((i32, i64), (i32,))) == msg
    assert T.verify_same_operands_and_result_type(op((tensor((4,)),), (tensor((5,)),))) == msg
    assert T.verify_same_operands_and_result_type(op((i32,), (tensor((4,)),))) == msg
    assert T.verify_same_operands_and_result_type(op((i32,), (i32, f32))) == msg
    # verifyAtLeastNOperands / verifyAtLeastNResults come first.
    assert T.verify_same_operands_and_result_type(op((), (i32,))) == "expected 1 or more operands, but found 0"
    assert T.verify_same_operands_and_result_type(op((i32,), ())) == "expected 1 or more results"
    enc = tensor((4,), encoding=s("enc"))
    assert T.verify_same_operands_and_result_type(op((enc,), (enc,))) is None
    assert T.verify_same_operands_and_result_type(op((tensor((4,)),), (enc,))) == (
        "requires the same encoding for all operands and results"
    )


def test_shapes() -> None:
    # verifySameOperandsShape / verifySameOperandsAndResultShape
    assert T.verify_same_operands_shape(op((tensor((4,)), tensor((4,), f32)))) is None
    assert T.verify_same_operands_shape(op((tensor((4,)), vector((4,))))) is None
    assert T.verify_same_operands_shape(op((tensor((4, DYN)), tensor((DYN, 2)), unranked))) is None
    assert T.verify_same_operands_shape(op((tensor((4,)), tensor((2,))))) == "requires the same shape for all operands"
    assert T.verify_same_operands_shape(op((tensor((4,)), i32))) == "requires the same shape for all operands"
    assert T.verify_same_operands_shape(op((tensor((4,)), tensor((4, 4))))) == "requires the same shape for all operands"
    scalable = vector((4,), scalable=(True,))
    assert T.verify_same_operands_shape(op((scalable, vector((4,))))) == "requires the same shape for all operands"
    assert T.verify_same_operands_shape(op()) == "expected 1 or more operands, but found 0"
    assert T.verify_same_operands_and_result_shape(op((tensor((4,)),), (tensor((4,), f32),))) is None
    assert T.verify_same_operands_and_result_shape(op((tensor((4,)),), (tensor((3,)),))) == (
        "requires the same shape for all operands and results"
    )


def test_element_types() -> None:
    # verifySameOperandsElementType / verifySameOperandsAndResultElementType
    assert T.verify_same_operands_element_type(op((tensor((4,)), vector((2,)), i32))) is None
    assert T.verify_same_operands_element_type(op((tensor((4,)), f32))) == (
        "requires the same element type for all operands"
    )
    assert T.verify_same_operands_and_result_element_type(op((tensor((4,)),), (vector((2,)),))) is None
    assert T.verify_same_operands_and_result_element_type(op((i32,), (i32, f32))) == (
        "requires the same element type for all operands and results"
    )
    assert T.verify_same_operands_and_result_element_type(op((si32,), (i32,))) == (
        "requires the same element type for all operands and results"
    )


def test_same_operands_and_result_rank() -> None:
    # verifySameOperandsAndResultRank
    assert T.verify_same_operands_and_result_rank(op((tensor((4,)), unranked, i32), (tensor((2,)),))) is None
    assert T.verify_same_operands_and_result_rank(op((tensor((4,)), tensor((4, 4))))) == (
        "operands don't have matching ranks"
    )
    assert T.verify_same_operands_and_result_rank(op((tensor((4,)),), (tensor((4, 4)),))) == (
        "result type has different rank than operands"
    )


def test_operand_and_result_kinds() -> None:
    # verifyOperandsAreSignlessIntegerLike / verifyOperandsAreFloatLike /
    # verifyResultsAreBoolLike / verifyResultsAreFloatLike / verifyResultsAreSignlessIntegerLike
    assert T.verify_operands_are_signless_integer_like(op((i32, index, tensor((2,), vector((2,), i64))))) is None
    assert T.verify_operands_are_signless_integer_like(op((si32,))) == "requires an integer or index type"
    assert T.verify_operands_are_float_like(op((f32, vector((2,), f32)))) is None
    assert T.verify_operands_are_float_like(op((i32,))) == "requires a float type"
    assert T.verify_results_are_bool_like(op(results=(i1, tensor((2,), i1)))) is None
    assert T.verify_results_are_bool_like(op(results=(i32,))) == "requires a bool result type"
    assert T.verify_results_are_float_like(op(results=(f32,))) is None
    assert T.verify_results_are_float_like(op(results=(index,))) == "requires a floating point type"
    assert T.verify_results_are_signless_integer_like(op(results=(index,))) is None
    assert T.verify_results_are_signless_integer_like(op(results=(f32,))) == "requires an integer or index type"


def test_elementwise() -> None:
    # verifyElementwise
    assert T.verify_elementwise(op((i32, i32), (i32,))) is None
    assert T.verify_elementwise(op((tensor((4,)), i32), (tensor((4,), i1),))) is None
    assert T.verify_elementwise(op((i32,), (tensor((4,)),))) == (
        "if a result is non-scalar, then at least one operand must be non-scalar"
    )
    assert T.verify_elementwise(op((tensor((4,)),), (i32,))) == (
        "if an operand is non-scalar, then there must be at least one non-scalar result"
    )
    assert T.verify_elementwise(op((tensor((4,)),), (tensor((4,)), i32))) == (
        "if an operand is non-scalar, then all results must be non-scalar"
    )
    assert T.verify_elementwise(op((vector((4,)),), (tensor((4,)),))) == (
        "all non-scalar operands/results must have the same shape and base type"
    )


def test_pred_op_traits() -> None:
    a, b = values(i32, i32)
    (c,) = values(i64)
    names = ["lhs", "rhs", "sum"]
    assert T.verify_all_types_match(names, [a, b, i32]) is None
    # arith.addui_extended's generated verifier (ArithOps.cpp.inc): AllTypesMatch summary.
    assert T.verify_all_types_match(names, [a, b, c]) == "failed to verify that all of {lhs, rhs, sum} have same type"
    typed = builtin.IntegerAttr.get(ctx, i64, 7)  # `$value.getType()` of arith.constant
    assert T.verify_all_types_match(["value", "result"], [typed, c]) is None
    assert T.verify_all_types_match(["value", "result"], [typed, a]) == (
        "failed to verify that all of {value, result} have same type"
    )
    (t4,) = values(tensor((4,)))
    assert T.verify_all_element_types_match(["x", "y"], [t4, a]) is None
    # AllElementTypesMatch: AllMatchSameOperatorTrait<names, ..., "element type"> (OpBase.td)
    assert T.verify_all_element_types_match(["x", "y"], [t4, c]) == (
        "failed to verify that all of {x, y} have same element type"
    )
    # TypesMatchWith: PredOpTrait<summary> (TensorOps.cpp.inc has this very message).
    assert T.types_match_with_message("result type matches element type of tensor") == (
        "failed to verify that result type matches element type of tensor"
    )


def test_trait_tables() -> None:
    assert T.TRAIT_VERIFIERS["ZeroOperands"] is T.verify_zero_operands
    assert "Pure" in T.NO_VERIFIER_TRAITS and "IsolatedFromAbove" in T.REGION_TRAITS
    assert not set(T.TRAIT_VERIFIERS) & T.NO_VERIFIER_TRAITS


# -- the verifier ----------------------------------------------------------------------------


class _Infos:
    """A context with extra op infos."""

    def __init__(self, **infos: Any) -> None:
        self.infos = {name.replace("_", "."): info for name, info in infos.items()}
        # The ops built here are of dialect `a`, which no context registers.
        self.allow_unregistered_dialects = True

    def op_info(self, name: str) -> Any:
        return self.infos.get(name) or ctx.op_info(name)

    def get_dialect(self, name: str) -> Any:
        return ctx.get_dialect(name)


class _Info:
    isolated_from_above = False
    no_terminator = True  # these tests are not about terminators (verifyBlock)

    def __init__(self, structure: Any = None, regions: Any = None, **flags: Any) -> None:
        self.structure, self.regions = structure, regions
        self.__dict__.update(flags)

    def verify_structure(self, op: Operation) -> Any:
        return self.structure(op) if self.structure else None

    def verify_region_invariants(self, op: Operation) -> Any:
        return self.regions(op) if self.regions else None

    def has_ssa_dominance(self, op: Operation) -> bool:
        return True


def _verify(op: Operation, context: Any) -> None:
    """verify() with every operation at an unknown location (shown without a place)."""
    unknown = builtin.UnknownLoc.get(ctx)
    for nested in op.walk():
        nested.location = unknown
    verify(op, context, print_op_on_diagnostic=False)


def _messages(exc: pytest.ExceptionInfo) -> list[list[str]]:
    return [[d.message] + [n.message for n in d.notes] for d in exc.value.diagnostics]


def test_verifier_reports_strings_and_op_errors() -> None:
    context = _Infos(a_op=_Info(T.verify_zero_operands))
    with pytest.raises(VerifyError) as exc:
        _verify(Operation("a.op", operands=values(i32)), context)
    assert _messages(exc) == [["'a.op' op requires zero operands"]]
    context = _Infos(a_op=_Info(regions=lambda o: T.verify_single_block_implicit_terminator(o, "a.yield")))
    bad = Operation("a.op", regions=[region_of(block_of(Operation("a.other")))])
    with pytest.raises(VerifyError) as exc:
        _verify(bad, context)
    assert _messages(exc) == [
        [
            "'a.op' op expects regions to end with 'a.yield', found 'a.other'",
            "in custom textual format, the absence of terminator implies 'a.yield'",
        ]
    ]
    context = _Infos(a_op=_Info(regions=T.verify_symbol_table))
    table = Operation("a.op", regions=[region_of(block_of(*(op(attributes={"sym_name": s("f")}) for _ in "ab")))])
    with pytest.raises(VerifyError) as exc:
        _verify(table, _Infos(a_op=context.infos["a.op"], x_op=_Info()))
    assert _messages(exc) == [["redefinition of symbol named 'f'", "see existing symbol definition here"]]


def test_verifier_checks_isolation_before_region_verifier() -> None:
    (outside,) = defined(i32)
    use = Operation("a.use", operands=[outside])
    isolated = Operation("a.iso", regions=[region_of(block_of(use))])
    order: list[str] = []
    infos = dict(a_use=_Info(), a_iso=_Info(regions=lambda o: order.append("regions"), isolated_from_above=True))
    with pytest.raises(VerifyError) as exc:
        _verify(isolated, _Infos(**infos))
    assert _messages(exc) == [["'a.use' op using value defined outside the region", "required by region isolation constraints"]]
    assert order == []
    # An info that verifies isolation itself (in its own trait order) is left to it.
    infos["a_iso"].verifies_isolation = True
    _verify(isolated, _Infos(**infos))
    assert order == ["regions"]


# mlir-opt 22 --allow-unregistered-dialect on the same inputs (standard error).
ISOLATION_CASES = [
    (
        """\
%0 = "foo.def"() : () -> i32
"builtin.module"() ({
  %1 = "foo.def"() : () -> i32
  "foo.wrap"() ({
    "foo.use"(%1) : (i32) -> ()
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""",
        """\
input.mlir:6:5: error: 'foo.use' op using value defined outside the region
    "foo.use"(%0) : (i32) -> ()
    ^
input.mlir:6:5: note: see current operation: "foo.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
input.mlir:2:1: note: required by region isolation constraints
"builtin.module"() ({
^
""",
    ),
    (
        """\
"builtin.module"() ({
  %1 = "foo.def"() : () -> i32
  "builtin.module"() ({
    "foo.wrap"() ({
      "foo.use"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
""",
        """\
input.mlir:5:7: error: 'foo.use' op using value defined outside the region
      "foo.use"(%1) : (i32) -> ()
      ^
input.mlir:5:7: note: see current operation: "foo.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
input.mlir:3:3: note: required by region isolation constraints
  "builtin.module"() ({
  ^
""",
    ),
    (
        """\
%0 = "foo.def"() : () -> i32
"builtin.module"() ({
  "foo.sym"() {sym_name = "a"} : () -> ()
  "foo.sym"() {sym_name = "a"} : () -> ()
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
"builtin.module"() ({
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
""",
        """\
input.mlir:5:3: error: 'foo.use' op using value defined outside the region
  "foo.use"(%0) : (i32) -> ()
  ^
input.mlir:5:3: note: see current operation: "foo.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
input.mlir:2:1: note: required by region isolation constraints
"builtin.module"() ({
^
input.mlir:8:3: error: 'foo.use' op using value defined outside the region
  "foo.use"(%0) : (i32) -> ()
  ^
input.mlir:8:3: note: see current operation: "foo.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
input.mlir:7:1: note: required by region isolation constraints
"builtin.module"() ({
^
""",
    ),
]


@pytest.mark.parametrize("source, expected", ISOLATION_CASES)
def test_isolation_end_to_end(source: str, expected: str) -> None:
    out, err, status = run_file(["--allow-unregistered-dialect"], source.encode())
    assert (out, err.decode(), status) == (b"", expected, 1)


def test_isolation_end_to_end_valid() -> None:
    source = """\
"builtin.module"() ({
  %1 = "foo.def"() : () -> i32
  "foo.wrap"() ({
    ^bb0(%a: i32):
    "foo.use"(%1, %a) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"""
    out, err, status = run_file(["--allow-unregistered-dialect"], source.encode())
    # mlir-opt 22's output for it.
    assert (out.decode(), err, status) == (
        """\
module {
  %0 = "foo.def"() : () -> i32
  "foo.wrap"() ({
  ^bb0(%arg0: i32):
    "foo.use"(%0, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}

""",
        b"",
        0,
    )


def test_edge_types_match_is_the_fast_path_of_the_control_flow_edge_check() -> None:
    """edge_types_match says yes only where verify_control_flow_edge finds nothing (the
    region-branch verifiers skip making messages then), and no on any count or type
    difference, which verify_control_flow_edge then words."""
    a, b = Operation("x.a", result_types=[i32]), Operation("x.b", result_types=[i64])
    x, y = a.results[0], b.results[0]
    cases = [([x], [x]), ([x, y], [x, y]), ([], []), ([x], [y]), ([x], []), ([x, y], [y, x])]
    for operands, inputs in cases:
        problem = T.verify_control_flow_edge("parent", "Region #0", operands, inputs, a)
        assert T.edge_types_match(operands, inputs) is (problem is None)
