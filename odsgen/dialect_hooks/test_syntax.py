"""The C++ parsers and printers of upstream's TestOpsSyntax.td "Test parser" operations
(mlir/test/lib/Dialect/Test/TestOpsSyntax.cpp), ported with mlir-opt's messages."""

from __future__ import annotations

import base64
from typing import Any

from odsgen.ir.text.lexer import TokenKind
from odsgen.ir.core.op_base import from_parsed

_BASE64 = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")


def parse_ParseIntegerLiteralOp(parser: Any, cls: Any, loc: int) -> Any:
    """`(: N)?`: N results of type index."""
    from odsgen.dialects import builtin

    with parser.custom_op(cls.OPERATION_NAME, loc):
        count = 0
        if parser.parse_optional_colon():
            count = parser.parse_integer(64, False)  # uint64_t numResults
        index = builtin.IndexType.get(parser.context)
        return from_parsed(cls, parser, loc, result_types=[index] * count)


def print_ParseIntegerLiteralOp(p: Any, op: Any) -> None:
    if op.results:
        p.write(f" : {len(op.results)}")


def parse_ParseWrappedKeywordOp(parser: Any, cls: Any, loc: int) -> Any:
    """A keyword, kept as the `keyword` string attribute."""
    from odsgen.dialects import builtin

    with parser.custom_op(cls.OPERATION_NAME, loc):
        keyword = parser.parse_keyword()
        attr = builtin.StringAttr.get(parser.context, keyword)
        return from_parsed(cls, parser, loc, attributes={"keyword": attr})


def print_ParseWrappedKeywordOp(p: Any, op: Any) -> None:
    p.write(f" {op.keyword.value}")


def parse_ParseB64BytesOp(parser: Any, cls: Any, loc: int) -> Any:
    """AsmParser::parseBase64Bytes: a string token whose raw spelling (escapes are not
    processed) is decoded as llvm::decodeBase64 does, with its error messages."""
    from odsgen.dialects import builtin

    with parser.custom_op(cls.OPERATION_NAME, loc):
        start = parser.tok_start
        if parser.tok_kind is not TokenKind.STRING:
            parser.emit_asm_error("expected string", start)
        data = parser.text[start + 1 : parser.tok_end - 1].encode("utf-8", "surrogateescape")
        problem = _base64_problem(data)
        if problem:
            parser.emit_asm_error(problem, start)
        parser.consume()
        value = base64.b64decode(data).decode("utf-8", "surrogateescape")
        attr = builtin.StringAttr.get(parser.context, value)
        return from_parsed(cls, parser, loc, attributes={"b64": attr})


def _base64_problem(data: bytes) -> str | None:
    """llvm::decodeBase64's first error: the length, then each byte in order (`=` only
    as the last one or two)."""
    if len(data) % 4:
        return "Base64 encoded strings must be a multiple of 4 bytes in length"
    first_equal = len(data) - 2
    for index, byte in enumerate(data):
        illegal = byte not in _BASE64
        if byte == ord("="):
            illegal = index < first_equal or (index == first_equal and data[index + 1] != ord("="))
        if illegal:
            return f"Invalid Base64 character {byte:#04x} at index {index}"
    return None


def print_ParseB64BytesOp(printer: Any, op: Any) -> None:
    """The bytes base64-encoded in a string (llvm::encodeBase64)."""
    encoded = base64.b64encode(op.b64.value.encode("utf-8", "surrogateescape")).decode("ascii")
    printer.write(f' "{encoded}"')


# -- TestDialect.cpp: getParseOperationHook / getOperationPrinter ----------------------------
# Operations the test dialect does not define, parsed and printed by the dialect itself: a
# keyword and nothing else (`.with.dot` parses nothing and prints in the generic form).


def dialect_operation_syntax() -> dict[str, tuple[Any, Any]]:
    return {
        "test.dialect_custom_printer": (_keyword_parser("custom_format"), _keyword_printer("custom_format")),
        "test.dialect_custom_format_fallback": (
            _keyword_parser("custom_format_fallback"),
            _keyword_printer("custom_format_fallback"),
        ),
        "test.dialect_custom_printer.with.dot": (_keyword_parser(None), None),
    }


def _keyword_parser(keyword: str | None) -> Any:
    def parse(parser: Any, name: str, loc: int, results: list) -> Any:
        if keyword is not None:
            parser.parse_keyword(keyword)
        return parser.state.context.create_operation(name, location=(parser.file_locations, loc))

    return parse


def _keyword_printer(keyword: str) -> Any:
    def print_op(printer: Any, op: Any) -> None:
        printer.write(f" {keyword}")

    return print_op


# -- TestTypes.cpp: TestRecursiveType (`!test.test_rec<name, body>`) -------------------------
# The names being parsed or printed, per parser/printer (AsmParser::tryStartCyclicParse and
# AsmPrinter::tryStartCyclicPrint): a type met again inside itself is written `<name>` only.
_active: dict[int, list[Any]] = {}


def _start_cyclic(owner: Any, rec: Any) -> bool:
    stack = _active.setdefault(id(owner), [])
    if rec in stack:
        return False
    stack.append(rec)
    return True


def _end_cyclic(owner: Any) -> None:
    stack = _active[id(owner)]
    stack.pop()
    if not stack:
        del _active[id(owner)]


def _parse_recursive(cls: Any, parser: Any, parse_body: Any) -> Any:
    """`<` name (`,` body)? `>`: the body only while the type is not already being parsed."""
    parser.parse_less()
    name = parser.parse_keyword()
    rec = cls.get(parser.context, name)
    if not _start_cyclic(parser, rec):
        parser.parse_greater()
        return rec
    try:
        parser.parse_comma()
        body = parse_body()
        parser.parse_greater()
    finally:
        _end_cyclic(parser)
    if not rec.set_body(body):
        # Upstream fails without a message (a null type); odsgen says why.
        parser.emit_error(f"{cls._ods_mnemonic}<{name}> already has another body")
    return rec


def _print_recursive(rec: Any, printer: Any, print_body: Any) -> None:
    printer.write(f"<{rec.name}")
    if _start_cyclic(printer, rec):
        try:
            printer.write(", ")
            print_body(rec.body)
        finally:
            _end_cyclic(printer)
    printer.write(">")


def parse_recursive_type(cls: Any, parser: Any) -> Any:
    """`<` name (`,` body)? `>`; the body is a test-dialect type without `!test.`."""
    from odsgen.dialects import test

    def parse_body() -> Any:
        # parseTestType: a type of the generated parser, else "unknown type!" at the
        # name location (where the outermost `!test.` type's mnemonic starts).
        if parser.spelling not in test.TYPE_SYNTAX:
            parser.emit_error("unknown type!", parser.dialect_symbol_loc)
        return test.TYPE_PARSER(parser)

    return _parse_recursive(cls, parser, parse_body)


def print_recursive_type(rec: Any, printer: Any) -> None:
    # printTestType: the body's mnemonic and parameters (test-dialect types only).
    _print_recursive(rec, printer, lambda body: body._ods_print(printer))


# -- TestTypes.cpp: TestRecursiveAliasType (`!test.test_rec_alias<name, body>`) ----------------


def parse_recursive_alias_type(cls: Any, parser: Any) -> Any:
    """`<` name (`,` type)? `>`: the body is any type, `!test.` included."""
    return _parse_recursive(cls, parser, parser.parse_type)


def print_recursive_alias_type(rec: Any, printer: Any) -> None:
    _print_recursive(rec, printer, printer.print_type)
