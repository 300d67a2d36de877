"""Parsing assembly formats, with mlir-tblgen's grammar, checks and messages.

`FormatParser` holds what attribute/type and operation formats share (literals,
whitespace, strings, optional groups, `custom`, `ref`, `qualified`); subclasses decide
what variables and directives mean (`DefFormatParser` here; operations later).
Errors are FormatErrors at an offset in the format string.
"""

from __future__ import annotations

import re
import warnings
from enum import Enum, auto
from typing import Any

from odsgen import limits
from odsgen.format import ast
from odsgen.format.lexer import FormatError, Tok, Token, lex

SINGLE_CHAR_LITERALS = "_:,=<>()[]{}?+-*"


class Ctx(Enum):
    TOP_LEVEL = auto()
    CUSTOM = auto()
    REF = auto()
    STRUCT = auto()
    TYPE = auto()  # op formats: inside type(...) / functional-type(...)


def literal_problem(value: str) -> str | None:
    """Why `value` is not a valid format literal (mlir-tblgen's isValidLiteral), or None."""
    if not value:
        return "literal can't be empty"
    if len(value) == 1:
        if (value.isascii() and value.isalpha()) or value in SINGLE_CHAR_LITERALS:
            return None
        return f"single character literal must be a letter or one of '{SINGLE_CHAR_LITERALS}'"
    if value in ("->", "..."):
        return None
    if not (value[0].isascii() and (value[0].isalpha() or value[0] == "_")):
        return "valid keyword starts with a letter or '_'"
    if not all(c.isascii() and (c.isalnum() or c in "_$.") for c in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None


MAX_DEPTH = limits.EXPR_DEPTH


class FormatParser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = lex(text)
        self.index = 0
        self.depth = 0

    @property
    def cur(self) -> Token:
        return self.tokens[self.index]

    def consume(self) -> Token:
        token = self.tokens[self.index]
        if token.kind is not Tok.EOF:
            self.index += 1
        return token

    def expect(self, kind: Tok, message: str) -> Token:
        if self.cur.kind is not kind:
            raise FormatError(message, self.cur.start)
        return self.consume()

    # -- the whole format ---------------------------------------------------------------

    def parse(self) -> list[ast.Element]:
        elements: list[ast.Element] = []
        while self.cur.kind is not Tok.EOF:
            elements.append(self.parse_element(Ctx.TOP_LEVEL))
        self.verify(0, elements)
        return elements

    def parse_element(self, ctx: Ctx) -> ast.Element:
        if self.depth >= MAX_DEPTH:
            raise FormatError(f"nesting too deep (more than {MAX_DEPTH} levels)", self.cur.start)
        self.depth += 1
        try:
            return self._parse_element(ctx)
        finally:
            self.depth -= 1

    def _parse_element(self, ctx: Ctx) -> ast.Element:
        token = self.cur
        if token.kind is Tok.LITERAL:
            return self.parse_literal(ctx)
        if token.kind is Tok.STRING:
            return self.parse_string(ctx)
        if token.kind is Tok.VARIABLE:
            self.consume()
            return self.parse_variable(token.start, token.text[1:], ctx)
        if token.is_keyword:
            return self.parse_directive(ctx)
        if token.kind is Tok.L_PAREN:
            return self.parse_optional_group(ctx)
        raise FormatError("expected literal, variable, directive, or optional group", token.start)

    def parse_literal(self, ctx: Ctx) -> ast.Element:
        token = self.consume()
        if ctx is not Ctx.TOP_LEVEL:
            raise FormatError("literals may only be used in the top-level section of the format", token.start)
        value = token.text[1:-1]
        if value in ("", " ", "\\n"):
            return ast.Whitespace(token.start, "\n" if value == "\\n" else value)
        problem = literal_problem(value)
        if problem is not None:
            raise FormatError(f"expected valid literal but got '{value}': {problem}", token.start)
        return ast.Literal(token.start, value)

    def parse_string(self, ctx: Ctx) -> ast.Element:
        token = self.consume()
        if ctx is not Ctx.CUSTOM:
            raise FormatError("strings may only be used as 'custom' directive arguments", token.start)
        value = token.text[1:-1]
        problem = _python_argument_problem(value)
        if problem is not None:
            raise FormatError(f"custom directive argument '{value}' is not a Python expression: {problem}", token.start)
        return ast.String(token.start, value)

    def parse_directive(self, ctx: Ctx) -> ast.Element:
        token = self.consume()
        if token.kind is Tok.KW_CUSTOM:
            return self.parse_custom(token.start, ctx)
        if token.kind is Tok.KW_REF:
            return self.parse_ref(token.start, ctx)
        if token.kind is Tok.KW_QUALIFIED:
            return self.parse_qualified(token.start, ctx)
        return self.parse_directive_impl(token, ctx)

    def parse_custom(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is not Ctx.TOP_LEVEL and ctx is not Ctx.STRUCT:
            # mlir-tblgen 22 words this the same way for op and attr/type formats.
            raise FormatError(
                "`custom` can only be used at the top-level context or within a `struct` directive", offset
            )
        self.expect(Tok.LESS, "expected '<' before custom directive name")
        name = self.expect(Tok.IDENTIFIER, "expected custom directive name identifier")
        self.expect(Tok.GREATER, "expected '>' after custom directive name")
        self.expect(Tok.L_PAREN, "expected '(' before custom directive parameters")
        args = [self.parse_element(Ctx.CUSTOM)]
        while self.cur.kind is Tok.COMMA:
            self.consume()
            args.append(self.parse_element(Ctx.CUSTOM))
        self.expect(Tok.R_PAREN, "expected ')' after custom directive parameters")
        self.verify_custom_args(offset, args)
        return ast.Custom(offset, name.text, args)

    def parse_ref(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is not Ctx.CUSTOM:
            raise FormatError("'ref' is only valid within a `custom` directive", offset)
        self.expect(Tok.L_PAREN, "expected '(' before argument list")
        arg = self.parse_element(Ctx.REF)
        self.expect(Tok.R_PAREN, "expected ')' after argument list")
        return ast.Ref(offset, arg)

    def parse_qualified(self, offset: int, ctx: Ctx) -> ast.Element:
        self.expect(Tok.L_PAREN, "expected '(' before argument list")
        element = self.parse_element(ctx)
        self.mark_qualified(offset, element)
        self.expect(Tok.R_PAREN, "expected ')' after argument list")
        return element

    def parse_optional_group(self, ctx: Ctx) -> ast.Element:
        offset = self.consume().start
        if ctx is not Ctx.TOP_LEVEL:
            raise FormatError("optional groups can only be used as top-level elements", offset)
        anchor: list[ast.Element] = []

        def children() -> list[ast.Element]:
            elements: list[ast.Element] = []
            while True:
                element = self.parse_element(Ctx.TOP_LEVEL)
                if self.cur.kind is Tok.CARET:
                    if anchor:
                        raise FormatError(
                            "only one element can be marked as the anchor of an optional group", self.cur.start
                        )
                    anchor.append(element)
                    self.consume()
                elements.append(element)
                if self.cur.kind is Tok.R_PAREN:
                    return elements

        then_elements = children()
        self.consume()
        inverted = not anchor
        else_elements: list[ast.Element] = []
        if self.cur.kind is Tok.COLON:
            self.consume()
            self.expect(Tok.L_PAREN, "expected '(' to start else branch of optional group")
            else_elements = children()
            self.consume()
        self.expect(Tok.QUESTION, "expected '?' after optional group")
        if not anchor:
            raise FormatError("optional group has no anchor element", offset)
        self.verify_optional_group(offset, then_elements, anchor[0] if not inverted else None)
        self.verify_optional_group(offset, else_elements, anchor[0] if inverted else None)
        first = next((e for e in then_elements if not isinstance(e, ast.Whitespace)), None)
        if not isinstance(first, (ast.Literal, ast.Variable, ast.Custom)):
            raise FormatError(
                "first parsable element of an optional group must be a literal, variable, or custom directive",
                offset,
            )
        return ast.Optional(offset, then_elements, else_elements, anchor[0], inverted)

    # -- hooks ----------------------------------------------------------------------------

    def parse_variable(self, offset: int, name: str, ctx: Ctx) -> ast.Element:
        raise NotImplementedError

    def parse_directive_impl(self, token: Token, ctx: Ctx) -> ast.Element:
        raise NotImplementedError

    def mark_qualified(self, offset: int, element: ast.Element) -> None:
        raise NotImplementedError

    def verify_custom_args(self, offset: int, args: list[ast.Element]) -> None:
        pass

    def verify_optional_group(self, offset: int, elements: list[ast.Element], anchor: ast.Element | None) -> None:
        pass

    def verify(self, offset: int, elements: list[ast.Element]) -> None:
        pass


class DefFormatParser(FormatParser):
    """Attribute and type formats: variables are parameters; `params` and `struct`."""

    def __init__(self, text: str, def_name: str, parameters: list[Any]) -> None:
        super().__init__(text)
        self.def_name = def_name
        self.parameters = parameters
        self.seen: set[int] = set()

    def _index(self, name: str) -> int | None:
        return next((i for i, p in enumerate(self.parameters) if p.name == name), None)

    def parse_variable(self, offset: int, name: str, ctx: Ctx) -> ast.Element:
        index = self._index(name)
        if index is None:
            raise FormatError(f"{self.def_name} has no parameter named '{name}'", offset)
        param = self.parameters[index]
        if ctx is not Ctx.REF:
            if index in self.seen:
                raise FormatError(f"duplicate parameter '{name}'", offset)
            self.seen.add(index)
        elif index not in self.seen and not param.type.self_type:
            raise FormatError(f"parameter '{name}' must be bound before it is referenced", offset)
        return ast.Variable(offset, name, param)

    def parse_directive_impl(self, token: Token, ctx: Ctx) -> ast.Element:
        if token.kind is Tok.KW_PARAMS:
            return self._parse_params(token.start, ctx)
        if token.kind is Tok.KW_STRUCT:
            return self._parse_struct(token.start, ctx)
        raise FormatError("unsupported directive kind", token.start)

    def _parse_params(self, offset: int, ctx: Ctx) -> ast.Params:
        if ctx is not Ctx.TOP_LEVEL and ctx is not Ctx.STRUCT:
            raise FormatError("`params` can only be used at the top-level context or within a `struct` directive", offset)
        variables = []
        for index, param in enumerate(self.parameters):
            if index in self.seen:
                raise FormatError(f"`params` captures duplicate parameter: {param.name}", offset)
            if param.type.self_type:
                continue
            self.seen.add(index)
            variables.append(ast.Variable(offset, param.name, param))
        return ast.Params(offset, variables)

    def _parse_struct(self, offset: int, ctx: Ctx) -> ast.Struct:
        if ctx is not Ctx.TOP_LEVEL:
            raise FormatError("`struct` can only be used at the top-level context", offset)
        self.expect(Tok.L_PAREN, "expected '(' before `struct` argument list")
        first = self.parse_element(Ctx.STRUCT)
        members: list[ast.Element]
        if isinstance(first, ast.Params):
            members = list(first.params)
        elif isinstance(first, (ast.Variable, ast.Custom)):
            members = [first]
            while self.cur.kind is Tok.COMMA:
                self.consume()
                element = self.parse_element(Ctx.STRUCT)
                if not isinstance(element, (ast.Variable, ast.Custom)):
                    raise FormatError("`struct` argument list expected a variable", offset)
                members.append(element)
        else:
            raise FormatError("`struct` argument list expected a variable or directive", offset)
        self.expect(Tok.R_PAREN, "expected ')' at the end of an argument list")
        return ast.Struct(offset, members)

    def mark_qualified(self, offset: int, element: ast.Element) -> None:
        if not isinstance(element, ast.Variable):
            raise FormatError("`qualified` argument list expected a variable", offset)
        element.qualified = True

    def verify_optional_group(self, offset: int, elements: list[ast.Element], anchor: ast.Element | None) -> None:
        for element in elements:
            if isinstance(element, ast.Variable):
                if not element.target.is_optional:
                    raise FormatError("parameters in an optional group must be optional", offset)
            elif isinstance(element, ast.Params):
                if not all(v.target.is_optional for v in element.params):
                    raise FormatError(
                        "`params` directive allowed in optional group only if all parameters are optional", offset
                    )
            elif isinstance(element, ast.Struct):
                if not all(v.target.is_optional for v in element.params):
                    raise FormatError(
                        "`struct` is only allowed in an optional group if all captured parameters are optional",
                        offset,
                    )
            elif isinstance(element, ast.Custom):
                if any(isinstance(a, ast.Variable) and not a.target.is_optional for a in element.args):
                    raise FormatError(
                        "`custom` is only allowed in an optional group if all captured parameters are optional",
                        offset,
                    )
        if anchor is None:
            return
        if not isinstance(anchor, (ast.Variable, ast.Params, ast.Struct, ast.Custom)):
            raise FormatError("optional group anchor must be a parameter or directive", offset)
        if isinstance(anchor, ast.Custom) and not any(isinstance(a, ast.Variable) for a in anchor.args):
            raise FormatError(
                "`custom` directive with no bound parameters cannot be used as optional group anchor", offset
            )

    def verify(self, offset: int, elements: list[ast.Element]) -> None:
        for index, param in enumerate(self.parameters):
            if param.is_optional:
                continue
            if index not in self.seen:
                raise FormatError(f"format is missing reference to parameter: {param.name}", offset)
        for first, second in zip(elements, elements[1:]):
            if isinstance(first, ast.Struct) and isinstance(second, ast.Literal):
                if second.spelling == "," and first.has_optional:
                    raise FormatError(
                        "`struct` directive with optional parameters cannot be followed by a comma literal", offset
                    )


def _python_argument_problem(value: str) -> str | None:
    """Why a custom directive's string argument cannot be pasted into the call as Python
    (ODS's are C++: `$_builder.getI64Type()` must be written in Python here)."""
    unknown = re.search(r"\$(?!_ctxt\b|_builder\b)\w*", value)
    if unknown:
        return f"unknown placeholder '{unknown.group(0)}' (allowed: $_ctxt, $_builder)"
    code = value.replace("$_ctxt", "_ctxt").replace("$_builder", "_builder")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code, "<argument>", "eval", dont_inherit=True)
    except SyntaxError as exc:
        return exc.msg
    return None
