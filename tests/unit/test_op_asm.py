"""The OpAsmParser / OpAsmPrinter API of odsgen/ir/text/op_asm_parser.py and op_asm.py
(bases of AsmParser and AsmPrinter). Messages and positions are mlir-opt 22's (checked
against it through the custom operations of test_custom_op_hooks.py, and directly where
noted)."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.dialects import builtin as b
from odsgen.ir import Context, ParseError
from odsgen.ir.core.operation import Block, Operation, Region
from odsgen.ir.text import parser as parser_module
from odsgen.ir.text.op_asm import (
    Argument,
    OpAsmPrinterMixin,
    all_attributes,
    check_duplicates,
    ensure_terminator,
    split_inherent,
    verify_inherent_attrs,
)
from odsgen.ir.text.op_asm_parser import OpAsmParserMixin
from odsgen.ir.text.op_parser import DeferredLoc
from odsgen.ir.text.parser import AsmParser
from odsgen.ir.text.parser_core import Delimiter
from odsgen.ir.text.printer import AsmPrinter


@pytest.fixture
def ctx() -> Context:
    return Context(allow_unregistered_dialects=True)


def make_parser(ctx: Context, text: str) -> AsmParser:
    """A parser over `text` positioned at its start, inside one (isolated) value scope."""
    parser = parser_module._parser(ctx, text, "t.mlir")
    parser._init_op_state()
    parser._push_scope(True)
    return parser


def error(fn: Any) -> tuple[int, int, str]:
    with pytest.raises(ParseError) as info:
        fn()
    diagnostic = info.value.diagnostics[0]
    return diagnostic.span.line, diagnostic.span.column, diagnostic.message


def test_mixins_are_bases() -> None:
    assert AsmParser.__bases__ == (OpAsmParserMixin,)
    assert OpAsmPrinterMixin in AsmPrinter.__mro__


def test_the_parser_is_one_chain_of_classes() -> None:
    """Each parser class has one base (compiled, each is an extension class, and those
    derive from one extension class only)."""
    assert all(len(cls.__bases__) == 1 for cls in AsmParser.__mro__[:-1])


# -- operands -----------------------------------------------------------------------------


def test_parse_operand(ctx: Context) -> None:
    p = make_parser(ctx, "%a#2 %b")
    assert p.parse_operand() == ("%a", 2, 0)
    assert p.parse_optional_operand() == ("%b", 0, 5)
    assert p.parse_optional_operand() is None


def test_operand_without_result_number(ctx: Context) -> None:
    p = make_parser(ctx, "%a#2")
    assert error(lambda: p.parse_operand(allow_result_number=False)) == (
        1, 3, "result number not allowed in argument list",
    )  # fmt: skip


def test_parse_operand_list(ctx: Context) -> None:
    p = make_parser(ctx, "%a, %b : (%c) [] ")
    assert [u[0] for u in p.parse_operand_list()] == ["%a", "%b"]
    assert p.parse_operand_list() == []  # nothing required, none there
    p.parse_colon()
    assert [u[0] for u in p.parse_operand_list(Delimiter.PAREN)] == ["%c"]
    assert p.parse_operand_list(Delimiter.SQUARE) == []
    assert p.parse_operand_list(Delimiter.OPTIONAL_PAREN) == []


def test_operand_list_errors(ctx: Context) -> None:
    # arith.select's messages (mlir-opt 22): the count is an OpAsmParser error, the
    # others come from the underlying parser.
    p = make_parser(ctx, "x %a, %b : i32")
    with p.custom_op("arith.select", 0):
        assert error(lambda: p.parse_operand_list(required_count=3)) == (1, 1, "expected operand")
        p.consume()
        assert error(lambda: p.parse_operand_list(required_count=3)) == (
            1, 3, "custom op 'arith.select' expected 3 operands",
        )  # fmt: skip
    p = make_parser(ctx, "(%a)")
    assert error(lambda: p.parse_operand_list(required_count=1)) == (1, 1, "unexpected delimiter")
    p = make_parser(ctx, "(%a x")  # a wrong-token error: after the previous token
    assert error(lambda: p.parse_operand_list(Delimiter.PAREN)) == (
        1,
        4,
        "expected ')' in operand list",
    )


def test_trailing_operand_list(ctx: Context) -> None:
    p = make_parser(ctx, ", %a, %b x")
    assert len(p.parse_trailing_operand_list()) == 2
    assert p.parse_trailing_operand_list() == []


def test_resolve_operands(ctx: Context) -> None:
    i32 = b.IntegerType.get(ctx, 32)
    p = make_parser(ctx, "%a, %b")
    uses = p.parse_operand_list()
    values = p.resolve_operands(uses, i32)  # one type for all
    assert [v.type for v in values] == [i32, i32]
    assert p.resolve_operand(uses[0], i32) is values[0]  # same forward reference
    with p.custom_op("func.call", 0):
        assert error(lambda: p.resolve_operands(uses, [i32], 4)) == (
            1, 5, "custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types",
        )  # fmt: skip
        # Without a location: at the operation's name.
        assert error(lambda: p.resolve_operands(uses, [])) == (
            1, 1, "custom op 'func.call' number of operands and types do not match: got 2 operands and 0 types",
        )  # fmt: skip


def test_resolve_operand_type_mismatch(ctx: Context) -> None:
    p = make_parser(ctx, "%a %a")
    p.resolve_operand(p.parse_operand(), b.IndexType.get(ctx))
    use = p.parse_operand()
    assert error(lambda: p.resolve_operand(use, b.IntegerType.get(ctx, 32))) == (
        1, 4, "use of value '%a' expects different type than prior uses: 'i32' vs 'index'",
    )  # fmt: skip


# -- attributes and types -------------------------------------------------------------------


def test_attr_dicts(ctx: Context) -> None:
    p = make_parser(ctx, "{b = 1, a} attributes {c} {d}")
    assert list(p.parse_optional_attr_dict()) == ["b", "a"]  # source order
    assert p.parse_optional_attr_dict() == {}
    assert list(p.parse_optional_attr_dict_with_keyword()) == ["c"]
    assert p.parse_optional_attr_dict_with_keyword() == {}
    assert list(p.parse_optional_attr_dict()) == ["d"]


def test_colon_function_type(ctx: Context) -> None:
    p = make_parser(ctx, ": (i32) -> f32 : i32")
    fn = p.parse_colon_function_type()
    assert isinstance(fn, b.FunctionType) and len(fn.inputs) == 1
    with p.custom_op("scf.while", 0):
        assert error(p.parse_colon_function_type) == (
            1, 16, "custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'",
        )  # fmt: skip


def test_type_lists_from_the_type_parser(ctx: Context) -> None:
    # AsmParser's type-list methods are the TypeParser's; the API is complete.
    p = make_parser(ctx, ": i32, f32 -> (i1) -> i8 i16")
    assert len(p.parse_colon_type_list()) == 2
    assert len(p.parse_arrow_type_list()) == 1
    assert len(p.parse_optional_arrow_type_list()) == 1
    assert p.parse_optional_arrow_type_list() == []
    assert p.parse_optional_colon_type_list() == []
    assert len(p.parse_type_list()) == 1


# -- arguments ----------------------------------------------------------------------------


def test_parse_argument(ctx: Context) -> None:
    p = make_parser(ctx, '%a: i32 {x} loc("here"), %b loc(#later) = %c')
    arg = p.parse_argument(allow_type=True, allow_attrs=True)
    assert arg.name == "%a" and arg.type == b.IntegerType.get(ctx, 32) and list(arg.attrs) == ["x"]
    assert isinstance(arg.location, b.NameLoc)
    p.parse_comma()
    arg = p.parse_argument()
    assert arg.type is None and arg.attrs is None
    assert isinstance(arg.location, DeferredLoc) and arg.location.name == "later"
    assert p.parse_optional_argument() is None


def test_parse_argument_list(ctx: Context) -> None:
    p = make_parser(ctx, "(%a: i32, %b: f32) %c, %d x")
    args = p.parse_argument_list(Delimiter.PAREN, allow_type=True)
    assert [(a.name, str(a.type)) for a in args] == [("%a", "i32"), ("%b", "f32")]
    assert [a.name for a in p.parse_argument_list()] == ["%c", "%d"]
    assert p.parse_argument_list() == []
    p = make_parser(ctx, "(%a x")
    assert error(lambda: p.parse_argument_list(Delimiter.PAREN)) == (
        1,
        4,
        "expected ')' in argument list",
    )


def test_assignment_list(ctx: Context) -> None:
    p = make_parser(ctx, "(%x = %a, %y = %b#1) () x")
    lhs, rhs = p.parse_assignment_list()
    assert [a.name for a in lhs] == ["%x", "%y"] and rhs[1][:2] == ("%b", 1)
    assert p.parse_optional_assignment_list() == ([], [])
    assert p.parse_optional_assignment_list() is None
    with p.custom_op("scf.for", 0):
        assert error(p.parse_assignment_list) == (1, 25, "custom op 'scf.for' expected '('")
    p = make_parser(ctx, "(%x %a)")
    assert error(p.parse_assignment_list) == (1, 4, "expected '='")


def test_location_specifier(ctx: Context) -> None:
    module = ctx.parse_module('#l = loc("aliased")\n#t = true\n"u.op"() : () -> ()')
    assert module is not None
    p = make_parser(ctx, 'loc(unknown) loc("x":1:2) x')
    assert isinstance(p.parse_optional_location_specifier(), b.UnknownLoc)
    assert isinstance(p.parse_optional_location_specifier(), b.FileLineColLoc)
    assert p.parse_optional_location_specifier() is None
    p = make_parser(ctx, "loc(unknown x")
    assert error(p.parse_optional_location_specifier) == (1, 12, "expected ')' in location")


def test_location_alias_must_be_a_location(ctx: Context) -> None:
    text = '#t = true\n"u.op"() ({\n^bb0(%a: i32 loc(#t)):\n  "u.t"() : () -> ()\n}) : () -> ()'
    with pytest.raises(ParseError, match="expected location, but found 'true'"):
        ctx.parse_module(text)


# -- regions and successors -----------------------------------------------------------------


def test_region_with_arguments(ctx: Context) -> None:
    i32 = b.IntegerType.get(ctx, 32)
    p = make_parser(ctx, '{\n  "u.use"(%x, %y) : (i32, i32) -> ()\n} loc(#late)')
    x = Argument(("%x", 0, 0), i32, None, None)
    y = Argument(("%y", 0, 0), i32, None, DeferredLoc(0, "late"))
    region = p.parse_region_with_arguments([x, y])
    block = region.blocks[0]
    assert [a.type for a in block.arguments] == [i32, i32]
    assert isinstance(block.arguments[0].location, b.FileLineColLoc)  # at the name
    assert list(block.operations[0].operands) == list(block.arguments)
    assert (block.arguments[1], y.location) in p._deferred  # resolved at the end of the file


def test_region_argument_already_in_use(ctx: Context) -> None:
    i32 = b.IntegerType.get(ctx, 32)
    p = make_parser(ctx, "%x {\n}")
    p.resolve_operand(p.parse_operand(), i32)  # a forward reference counts
    with pytest.raises(ParseError) as info:
        p.parse_region_with_arguments([Argument(("%x", 0, 3), i32)])
    diagnostic = info.value.diagnostics[0]
    assert diagnostic.message == "region entry argument '%x' is already in use"
    assert (diagnostic.span.column, diagnostic.notes[0].message, diagnostic.notes[0].span.column) == (
        4, "previously referenced here", 1,
    )  # fmt: skip


def test_region_name_shadowing(ctx: Context) -> None:
    i32 = b.IntegerType.get(ctx, 32)
    p = make_parser(ctx, "%x {\n}")
    p.resolve_operand(p.parse_operand(), i32)
    region = p.parse_region_with_arguments(
        [Argument(("%x", 0, 3), i32)], enable_name_shadowing=True
    )
    assert len(region.blocks[0].arguments) == 1


def test_region_with_named_arguments_has_no_label(ctx: Context) -> None:
    p = make_parser(ctx, "{\n^bb0:\n}")
    assert error(lambda: p.parse_region_with_arguments([Argument(("%x", 0, 0), b.IndexType.get(ctx))])) == (
        2, 1, "invalid block name in region with named arguments",
    )  # fmt: skip


def test_optional_region(ctx: Context) -> None:
    p = make_parser(ctx, "{\n} {\n^bb0(%a: i32):\n} x")
    assert p.parse_optional_region().blocks == []
    assert len(p.parse_optional_region().blocks[0].arguments) == 1
    assert p.parse_optional_region() is None


def test_successors(ctx: Context) -> None:
    p = make_parser(ctx, "^bb1 ^bb2(%a, %b : i32, f32) ^bb3() x ^bb4(%a : i32, i64)")
    assert isinstance(p.parse_optional_successor(), Block)
    block, operands = p.parse_successor_and_use_list()
    assert [str(v.type) for v in operands] == ["i32", "f32"]
    assert p.parse_successor_and_use_list()[1] == []
    assert p.parse_optional_successor() is None
    p.consume()
    # Parser::emitError: at the current token, the `)`.
    assert error(p.parse_successor_and_use_list) == (
        1,
        57,
        "expected 1 types to match operand list",
    )


# -- errors of the custom operation being parsed ----------------------------------------------


def test_custom_op_scope(ctx: Context) -> None:
    p = make_parser(ctx, "x too")
    assert p.custom_op_default_dialect() is None
    with p.custom_op("scf.for", 0, default_dialect="scf"):
        assert p.name_loc == 0 and p.custom_op_default_dialect() == "scf"
        with p.custom_op("func.func", 2):
            assert p.op_message("m") == "custom op 'func.func' m"
        assert error(lambda: p.parse_op_keyword("to")) == (
            1,
            1,
            "custom op 'scf.for' expected 'to'",
        )
    assert p.op_message("m") == "m"
    assert error(lambda: p.emit_op_error("plain", 2)) == (1, 3, "plain")


# -- printer ---------------------------------------------------------------------------------


def printed(ctx: Context, fn: Any) -> str:
    p = AsmPrinter(ctx)
    fn(p)
    return p.text()


def test_print_type_lists(ctx: Context) -> None:
    i32, f32 = b.IntegerType.get(ctx, 32), b.Float32Type.get(ctx)
    fn = b.FunctionType.get(ctx, [i32], [i32])
    assert printed(ctx, lambda p: p.print_arrow_type_list([i32])) == " -> i32"
    assert printed(ctx, lambda p: p.print_arrow_type_list([])) == " -> ()"
    assert printed(ctx, lambda p: p.print_arrow_type_list([i32, f32])) == " -> (i32, f32)"
    assert printed(ctx, lambda p: p.print_arrow_type_list([fn])) == " -> ((i32) -> i32)"
    assert printed(ctx, lambda p: p.print_optional_arrow_type_list([])) == ""
    assert printed(ctx, lambda p: p.print_optional_arrow_type_list((f32,))) == " -> f32"
    assert printed(ctx, lambda p: p.print_type_list([i32, f32])) == "i32, f32"
    assert (
        printed(ctx, lambda p: p.print_functional_types([i32, f32], [f32])) == "(i32, f32) -> f32"
    )
    assert printed(ctx, lambda p: p.print_functional_types([], [])) == "() -> ()"


def test_print_attr_dict_with_keyword(ctx: Context) -> None:
    unit = b.UnitAttr.get(ctx)
    attrs = {"z": unit, "a": b.StringAttr.get(ctx, "s"), "sym_name": unit}
    assert printed(
        ctx, lambda p: p.print_optional_attr_dict_with_keyword(attrs, ("sym_name",))
    ) == (' attributes {a = "s", z}')
    assert (
        printed(ctx, lambda p: p.print_optional_attr_dict_with_keyword({"x": unit}, ("x",))) == ""
    )


def test_print_new_line(ctx: Context) -> None:
    def body(p: AsmPrinter) -> None:
        p.increase_indent()
        p.print_new_line()
        p.write("x")

    assert printed(ctx, body) == "\n  x"


# -- helpers for hooks ------------------------------------------------------------------------


class _Op:
    OPERATION_NAME = "t.op"
    _ods_attr_info = (
        ("flag", b.UnitAttr, lambda a: isinstance(a, b.UnitAttr), "unit attribute"),
        ("name", b.StringAttr, lambda a: isinstance(a, b.StringAttr), "string attribute"),
    )


def test_split_inherent(ctx: Context) -> None:
    unit = b.UnitAttr.get(ctx)
    properties: dict[str, Any] = {"name": b.StringAttr.get(ctx, "old")}
    new = b.StringAttr.get(ctx, "new")
    discardable = split_inherent(_Op, {"flag": new, "name": new, "other": unit}, properties)
    # The wrong kind is dropped (setInherentAttr's dyn_cast), the right one overrides.
    assert discardable == {"other": unit} and properties == {"name": new}


def test_verify_inherent_attrs(ctx: Context) -> None:
    p = make_parser(ctx, "x")
    with p.custom_op("t.op", 0):
        verify_inherent_attrs(p, _Op, {"flag": b.UnitAttr.get(ctx)}, 0)
        assert error(lambda: verify_inherent_attrs(p, _Op, {"flag": b.StringAttr.get(ctx, "")}, 0)) == (
            1, 1, "custom op 't.op' 't.op' op attribute 'flag' failed to satisfy constraint: unit attribute",
        )  # fmt: skip


def test_check_duplicates(ctx: Context) -> None:
    p = make_parser(ctx, "x")
    unit = b.UnitAttr.get(ctx)
    check_duplicates(p, {"a": unit}, {"b": unit})
    with p.custom_op("t.op", 0):
        assert error(lambda: check_duplicates(p, ["z", "b"], {"b": unit, "z": unit})) == (
            1, 1, "custom op 't.op' attribute 'b' occurs more than once in the attribute list",
        )  # fmt: skip


class _Terminator(Operation):
    __slots__ = ()
    _ods_is_terminator = True


def test_ensure_terminator() -> None:
    region = Region()
    ensure_terminator(region, lambda: _Terminator("t.end"))
    assert [op.name for op in region.blocks[0].operations] == ["t.end"]
    ensure_terminator(region, lambda: _Terminator("t.other"))  # already terminated
    assert len(region.blocks[0].operations) == 1
    region.append(Block())
    region.blocks[1].append(Operation("u.not_a_terminator"))
    ensure_terminator(region, lambda: _Terminator("t.end"))  # the last block gets it
    assert [op.name for op in region.blocks[1].operations] == ["u.not_a_terminator", "t.end"]


def test_all_attributes(ctx: Context) -> None:
    unit = b.UnitAttr.get(ctx)
    op = Operation(
        "u.op", attributes={"d": unit}, properties=b.DictionaryAttr.get(ctx, {"p": unit})
    )
    assert all_attributes(op) == {"p": unit, "d": unit}
    assert (
        all_attributes(
            Operation("u.op", properties=b.IntegerAttr.get(ctx, b.IndexType.get(ctx), 5))
        )
        == {}
    )


def test_mixins_shadow_nothing() -> None:
    """The printer's mixin only adds names: nothing of the main bases is replaced. Nor
    does a link of the parser's chain replace another's, except TypeParser's `consume`
    (compiled, the character scan replaces ParserCore's reference tokenizer)."""
    others = [c for c in AsmPrinter.__mro__ if c is not OpAsmPrinterMixin]
    names = [n for n in vars(OpAsmPrinterMixin) if not n.startswith("__")]
    assert [n for n in names if any(n in vars(c) for c in others)] == []
    chain = AsmParser.__mro__[:-1]
    for index, cls in enumerate(chain):
        names = [n for n in vars(cls) if not n.startswith("__") and n != "consume"]
        assert [n for n in names if any(n in vars(base) for base in chain[index + 1 :])] == []


# -- operation names and the generic syntax after one ----------------------------------


def test_operation_names_through_a_default_dialect_are_not_kept() -> None:
    """A parse keeps the operation names it found as written, not those resolved through
    the enclosing operation's default dialect: a bare `return` is func.return inside
    func.func, and still unknown at the top level afterwards."""
    from odsgen.opt import OptOptions, make_context

    text = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  func.return\n}\nreturn\n"
    with pytest.raises(ParseError) as info:
        parser_module.parse_source(make_context(OptOptions()), text, "t.mlir")
    diagnostic = info.value.diagnostics[0]
    assert (diagnostic.span.line, diagnostic.span.column) == (7, 1)
    assert diagnostic.message == "custom op 'return' is unknown (tried 'builtin.return' as well)"


def test_parse_custom_operation_name(ctx: Context) -> None:
    p = make_parser(ctx, "test.special.op return foo : ")
    assert p.parse_custom_operation_name() == "test.special.op"  # unregistered: kept
    assert p.parse_custom_operation_name() == "builtin.return"  # no dialect: the default one...
    with p.custom_op("test.x", 0, "test"):
        assert p.parse_custom_operation_name() == "test.foo"  # ...here the custom op's
        # OperationParser's own error, without the "custom op" prefix (mlir-opt 22).
        assert error(p.parse_custom_operation_name) == (1, 28, "expected bare identifier or keyword")


def test_generic_operation_after_op_name(ctx: Context) -> None:
    p = make_parser(ctx, "%a = \"test.def\"() : () -> i32\n%a {k} : (i32) -> f32 ")
    p.parse_operation(Block())
    operands = p.parse_operand_list()  # read by the custom parser already
    op = p.parse_generic_operation_after_op_name("test.user", 0, operands)
    assert (op.name, [str(v.type) for v in op.operands], [str(r.type) for r in op.results]) == (
        "test.user", ["i32"], ["f32"],
    )  # fmt: skip
    assert list(op.attributes) == ["k"]
    q = make_parser(ctx, "%a : () -> ()")
    assert error(lambda: q.parse_generic_operation_after_op_name("test.user", 0, q.parse_operand_list())) == (
        1, 6, "expected 1 operand type\0 but had 0",
    )  # fmt: skip
