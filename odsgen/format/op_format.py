"""Parsing the assemblyFormat of operations, with mlir-tblgen 22's grammar and messages.

`OpFormatParser` extends the shared `FormatParser` (literals, optional groups, `custom`,
`ref`) with what op formats mean: variables name operands, results (only inside
`type(...)`), attributes, regions and successors of the OpDef; the directives are
`attr-dict`, `attr-dict-with-keyword`, `prop-dict`, `type`, `functional-type`,
`operands`, `results`, `regions`, `successors`, `qualified` and `oilist`. While parsing
it records what each element binds; once the whole format is read,
`op_format_checks.verify_op_format` checks that everything is bound and that every
type can be resolved, and produces the `OpFormat` codegen lowers.

`parse_op_format(op)` is the entry point: a FormatError becomes a DefinitionError at
the offending character of the YAML string, as for attribute and type formats.
"""

from __future__ import annotations

from odsgen.errors import DefinitionError
from odsgen.format import ast
from odsgen.format.lexer import FormatError, Tok, Token
from odsgen.format.op_format_checks import OpFormat, is_optional_attr, prop_has_default, prop_has_syntax, verify_op_format
from odsgen.format.parser import Ctx, FormatParser
from odsgen.ir.core.diagnostics import error
from odsgen.spec.op_model import OpDef


class OpFormatParser(FormatParser):
    """One operation's format; `parse()` returns the elements, `result` the OpFormat."""

    def __init__(self, text: str, op: OpDef) -> None:
        super().__init__(text)
        self.op = op
        self.operands = list(op.operands)
        self.attributes = list(op.attributes)
        # What the format has bound so far (mlir-tblgen's OpFormatParser state).
        self.has_attr_dict = False
        self.has_prop_dict = False
        self.all_operands = False
        self.all_operand_types = False
        self.all_result_types = False
        self.has_all_regions = False
        self.has_all_successors = False
        self.seen_operands: set[int] = set()
        self.seen_operand_types: set[int] = set()
        self.seen_result_types: set[int] = set()
        self.seen_attrs: list[int] = []  # in format order (the elided attributes)
        self.seen_regions: set[int] = set()
        self.seen_successors: set[int] = set()
        self.result: OpFormat | None = None

    def parse(self) -> list[ast.Element]:
        elements: list[ast.Element] = []
        start = self.cur.start  # errors about the whole format point at its first token
        while self.cur.kind is not Tok.EOF:
            elements.append(self.parse_element(Ctx.TOP_LEVEL))
        self.verify(start, elements)
        return elements

    def verify(self, offset: int, elements: list[ast.Element]) -> None:
        self.result = verify_op_format(self, offset, elements)

    # -- variables ------------------------------------------------------------------------

    def parse_variable(self, offset: int, name: str, ctx: Ctx) -> ast.Element:
        op = self.op
        index = _find(self.attributes, name)
        if index is not None:
            if ctx is Ctx.TYPE:
                raise FormatError(
                    "attributes cannot be used as children to a `type` directive", offset
                )
            if ctx is Ctx.REF:
                if index not in self.seen_attrs:
                    raise FormatError(
                        f"attribute '{name}' must be bound before it is referenced", offset
                    )
            elif index in self.seen_attrs:
                raise FormatError(f"attribute '{name}' is already bound", offset)
            else:
                self.seen_attrs.append(index)
            target = self.attributes[index]
            if ctx is not Ctx.CUSTOM and ctx is not Ctx.REF and target.is_prop and not prop_has_syntax(target):
                # ODS's default parser, FieldParser<storage>, would not compile.
                raise FormatError(
                    f"property '{name}' has no syntax of its own: its 'property' record needs "
                    "'parser' and 'printer' for it to appear outside a custom directive",
                    offset,
                )
            return ast.OpVariable(
                offset, name, self.attributes[index], kind="attribute", index=index
            )
        index = _find(self.operands, name)
        if index is not None:
            if ctx is Ctx.TOP_LEVEL or ctx is Ctx.CUSTOM:
                if self.all_operands or index in self.seen_operands:
                    raise FormatError(f"operand '{name}' is already bound", offset)
                self.seen_operands.add(index)
            elif ctx is Ctx.REF and index not in self.seen_operands:
                raise FormatError(f"operand '{name}' must be bound before it is referenced", offset)
            return ast.OpVariable(offset, name, self.operands[index], kind="operand", index=index)
        index = _find(op.regions, name)
        if index is not None:
            self._bind_block_holder(
                offset, name, ctx, "region", index, self.seen_regions, self.has_all_regions
            )
            return ast.OpVariable(offset, name, op.regions[index], kind="region", index=index)
        index = _find(op.results, name)
        if index is not None:
            if ctx is not Ctx.TYPE:
                raise FormatError(
                    "result variables can can only be used as a child to a 'type' directive", offset
                )
            return ast.OpVariable(offset, name, op.results[index], kind="result", index=index)
        index = _find(op.successors, name)
        if index is not None:
            self._bind_block_holder(
                offset, name, ctx, "successor", index, self.seen_successors, self.has_all_successors
            )
            return ast.OpVariable(offset, name, op.successors[index], kind="successor", index=index)
        raise FormatError(
            "expected variable to refer to an argument, region, result, or successor", offset
        )

    def _bind_block_holder(
        self,
        offset: int,
        name: str,
        ctx: Ctx,
        noun: str,
        index: int,
        seen: set[int],
        all_seen: bool,
    ) -> None:
        """Regions and successors bind the same way: at the top level or in a custom
        directive once, by reference after that, nowhere else."""
        if ctx is Ctx.TOP_LEVEL or ctx is Ctx.CUSTOM:
            if all_seen or index in seen:
                raise FormatError(f"{noun} '{name}' is already bound", offset)
            seen.add(index)
        elif ctx is Ctx.REF:
            if index not in seen:
                raise FormatError(f"{noun} '{name}' must be bound before it is referenced", offset)
        else:
            raise FormatError(
                f"{noun}s can only be used at the top level or in a ref directive", offset
            )

    # -- directives -----------------------------------------------------------------------

    def parse_directive_impl(self, token: Token, ctx: Ctx) -> ast.Element:
        kind, offset = token.kind, token.start
        if kind is Tok.KW_PROP_DICT:
            return self._parse_prop_dict(offset, ctx)
        if kind is Tok.KW_ATTR_DICT or kind is Tok.KW_ATTR_DICT_W_KEYWORD:
            return self._parse_attr_dict(offset, ctx, kind is Tok.KW_ATTR_DICT_W_KEYWORD)
        if kind is Tok.KW_FUNCTIONAL_TYPE:
            return self._parse_functional_type(offset, ctx)
        if kind is Tok.KW_OPERANDS:
            return self._parse_operands(offset, ctx)
        if kind is Tok.KW_REGIONS or kind is Tok.KW_SUCCESSORS:
            return self._parse_all_holders(
                offset, ctx, "regions" if kind is Tok.KW_REGIONS else "successors"
            )
        if kind is Tok.KW_RESULTS:
            if ctx is not Ctx.TYPE:
                raise FormatError(
                    "'results' directive can can only be used as a child to a 'type' directive",
                    offset,
                )
            return ast.Directive(offset, "results")
        if kind is Tok.KW_TYPE:
            return self._parse_type(offset, ctx)
        if kind is Tok.KW_OILIST:
            return self._parse_oilist(offset, ctx)
        raise FormatError("unsupported directive kind", offset)

    def _parse_attr_dict(self, offset: int, ctx: Ctx, with_keyword: bool) -> ast.Element:
        if ctx is Ctx.TYPE:
            raise FormatError(
                "'attr-dict' directive can only be used as a top-level directive", offset
            )
        if ctx is Ctx.REF:
            if not self.has_attr_dict:
                raise FormatError(
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive", offset
                )
        elif self.has_attr_dict:
            raise FormatError("'attr-dict' directive has already been seen", offset)
        else:
            self.has_attr_dict = True
        return ast.AttrDict(offset, with_keyword)

    def _parse_prop_dict(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is Ctx.TYPE:
            raise FormatError(
                "'prop-dict' directive can only be used as a top-level directive", offset
            )
        if ctx is Ctx.REF:
            raise FormatError("'ref' of 'prop-dict' unsupported", offset)  # a fatal error upstream
        if self.has_prop_dict:
            raise FormatError("'prop-dict' directive has already been seen", offset)
        self.has_prop_dict = True
        return ast.PropDict(offset)

    def _parse_functional_type(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is not Ctx.TOP_LEVEL:
            raise FormatError("'functional-type' is only valid as a top-level directive", offset)
        self.expect(Tok.L_PAREN, "expected '(' before argument list")
        inputs = self._parse_type_operand(offset, is_ref=False)
        self.expect(Tok.COMMA, "expected ',' after inputs argument")
        results = self._parse_type_operand(offset, is_ref=False)
        self.expect(Tok.R_PAREN, "expected ')' after argument list")
        return ast.FunctionalType(offset, inputs, results)

    def _parse_operands(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is Ctx.REF:
            if not self.all_operands:
                raise FormatError(
                    "'ref' of 'operands' is not bound by a prior 'operands' directive", offset
                )
        elif ctx is Ctx.TOP_LEVEL or ctx is Ctx.CUSTOM:
            if self.all_operands or self.seen_operands:
                raise FormatError("'operands' directive creates overlap in format", offset)
            self.all_operands = True
        return ast.Directive(offset, "operands")

    def _parse_all_holders(self, offset: int, ctx: Ctx, kind: str) -> ast.Element:
        """`regions` / `successors`."""
        if ctx is Ctx.TYPE:
            raise FormatError(f"'{kind}' is only valid as a top-level directive", offset)
        has_all = self.has_all_regions if kind == "regions" else self.has_all_successors
        seen = self.seen_regions if kind == "regions" else self.seen_successors
        if ctx is Ctx.REF:
            if not has_all:
                raise FormatError(
                    f"'ref' of '{kind}' is not bound by a prior '{kind}' directive", offset
                )
        else:
            if has_all or seen:
                raise FormatError(f"'{kind}' directive creates overlap in format", offset)
            if kind == "regions":
                self.has_all_regions = True
            else:
                self.has_all_successors = True
        return ast.Directive(offset, kind)

    def _parse_type(self, offset: int, ctx: Ctx) -> ast.Element:
        if ctx is Ctx.TYPE:
            raise FormatError("'type' cannot be used as a child of another `type`", offset)
        self.expect(Tok.L_PAREN, "expected '(' before argument list")
        arg = self._parse_type_operand(offset, is_ref=ctx is Ctx.REF)
        self.expect(Tok.R_PAREN, "expected ')' after argument list")
        return ast.TypeOf(offset, arg)

    def _parse_type_operand(self, offset: int, is_ref: bool) -> ast.Element:
        """The argument of `type` or of `functional-type`; marks its types as bound (or,
        under `ref`, checks that they are)."""
        element = self.parse_element(Ctx.TYPE)
        if isinstance(element, ast.Literal):
            raise FormatError(
                "'type' directive operand expects variable or directive operand", offset
            )
        if isinstance(element, ast.OpVariable) and element.kind in ("operand", "result"):
            operand = element.kind == "operand"
            seen = self.seen_operand_types if operand else self.seen_result_types
            bound = (
                self.all_operand_types if operand else self.all_result_types
            ) or element.index in seen
            if not is_ref and bound:
                raise FormatError(f"'type' of '{element.name}' is already bound", offset)
            if is_ref and not bound:
                raise FormatError(
                    f"'ref' of 'type(${element.name})' is not bound by a prior 'type' directive",
                    offset,
                )
            seen.add(element.index)
            return element
        if isinstance(element, ast.Directive) and element.kind in ("operands", "results"):
            operand = element.kind == "operands"
            seen = self.seen_operand_types if operand else self.seen_result_types
            all_bound = self.all_operand_types if operand else self.all_result_types
            if not is_ref and (all_bound or seen):
                raise FormatError(f"'{element.kind}' 'type' is already bound", offset)
            if is_ref and not all_bound:
                raise FormatError(
                    f"'ref' of 'type({element.kind})' is not bound by a prior 'type' directive",
                    offset,
                )
            if operand:
                self.all_operand_types = True
            else:
                self.all_result_types = True
            return element
        raise FormatError("invalid argument to 'type' directive", offset)

    def parse_qualified(self, offset: int, ctx: Ctx) -> ast.Element:
        self.expect(Tok.L_PAREN, "expected '(' before argument list")
        element = self.parse_element(ctx)
        self.expect(Tok.R_PAREN, "expected ')' after argument list")
        if isinstance(element, ast.OpVariable) and element.kind == "attribute":
            element.qualified = True
        elif isinstance(element, ast.TypeOf):
            element.qualified = True
        else:
            raise FormatError(
                "'qualified' directive expects an attribute or a `type` directive", offset
            )
        return element

    def _parse_oilist(self, offset: int, ctx: Ctx) -> ast.Element:
        self.expect(Tok.L_PAREN, "expected '(' before oilist argument list")
        clauses: list[tuple[ast.Literal, list[ast.Element]]] = []
        while True:
            literal = self.parse_literal(ctx)
            elements: list[ast.Element] = []
            while self.cur.kind is not Tok.PIPE and self.cur.kind is not Tok.R_PAREN:
                element = self.parse_element(ctx)
                self._verify_oilist_element(element, offset)
                elements.append(element)
            if not isinstance(literal, ast.Literal):
                raise FormatError(
                    "expected a keyword literal to start an oilist clause", literal.offset
                )
            clauses.append((literal, elements))
            if self.consume().kind is Tok.R_PAREN:
                return ast.OIList(offset, clauses)

    def _verify_oilist_element(self, element: ast.Element, offset: int) -> None:
        for var in collect_variables(element):
            target = var.target
            if var.kind == "attribute":
                if not (is_optional_attr(target) or target.default is not None or prop_has_default(target)):
                    raise FormatError(
                        "only optional attributes can be used in an oilist parsing group", offset
                    )
            elif var.kind in ("operand", "result"):
                if not target.is_variable_length:
                    noun = "operands" if var.kind == "operand" else "results"
                    raise FormatError(
                        f"only variable length {noun} can be used within an oilist parsing group",
                        offset,
                    )
            elif var.kind != "region":
                raise FormatError(
                    "only literals, types, and variables can be used within an oilist group", offset
                )

    # -- checks of the shared grammar -----------------------------------------------------

    def verify_custom_args(self, offset: int, args: list[ast.Element]) -> None:
        for arg in args:
            allowed = isinstance(
                arg, (ast.AttrDict, ast.PropDict, ast.Ref, ast.String, ast.TypeOf)
            ) or (isinstance(arg, ast.OpVariable) and arg.kind != "result")
            if not allowed:
                raise FormatError(
                    "only variables and types may be used as parameters to a custom directive",
                    offset,
                )
            if isinstance(arg, ast.TypeOf) and not isinstance(arg.arg, ast.OpVariable):
                raise FormatError(
                    "type directives within a custom directive may only refer to variables", offset
                )

    def verify_optional_group(
        self, offset: int, elements: list[ast.Element], anchor: ast.Element | None
    ) -> None:
        for element in elements:
            self._verify_group_element(offset, element, element is anchor)

    def _verify_group_element(self, offset: int, element: ast.Element, is_anchor: bool) -> None:
        if isinstance(element, ast.OpVariable):
            target = element.target
            if element.kind == "attribute":
                if is_anchor and target.is_prop and not prop_has_default(target):
                    raise FormatError(
                        "only properties with default values that can be optionally parsed (have the "
                        "`let optionalParser = ...` field defined) can be used to anchor an optional group",
                        offset,
                    )
                if is_anchor and not (is_optional_attr(target) or target.default is not None or target.is_prop):
                    raise FormatError(
                        "only optional or default-valued attributes can be used to anchor an optional group",
                        offset,
                    )
                return
            if element.kind in ("operand", "result"):
                if not target.is_variable_length:
                    noun = "operands" if element.kind == "operand" else "results"
                    raise FormatError(
                        f"only variable length {noun} can be used within an optional group", offset
                    )
                return
            if element.kind == "region":
                return
        elif isinstance(element, ast.TypeOf):
            self._verify_group_element(offset, element.arg, False)
            return
        elif isinstance(element, ast.FunctionalType):
            self._verify_group_element(offset, element.inputs, False)
            self._verify_group_element(offset, element.results, False)
            return
        elif isinstance(element, ast.Custom):
            if is_anchor:
                # Every bound argument may decide presence: each must be able to anchor.
                for child in element.args:
                    if not isinstance(child, ast.Ref):
                        self._verify_group_element(offset, child, True)
            return
        elif isinstance(element, (ast.Literal, ast.Whitespace, ast.Optional)):
            if is_anchor:
                raise FormatError(
                    "only variables and types can be used to anchor an optional group", offset
                )
            return
        raise FormatError(
            "only literals, types, and variables can be used within an optional group", offset
        )


def _find(items: tuple | list, name: str) -> int | None:
    # Unnamed operands and results (internal names) cannot be referenced, as in ODS.
    return next((i for i, item in enumerate(items) if item.name == name and not getattr(item, "unnamed", False)), None)


def collect_variables(element: ast.Element) -> list[ast.OpVariable]:
    """The variables an element mentions, as mlir-tblgen's `collect` finds them: not
    through `type(...)` or `ref(...)`."""
    if isinstance(element, ast.OpVariable):
        return [element]
    if isinstance(element, ast.Custom):
        return [v for a in element.args for v in collect_variables(a)]
    if isinstance(element, ast.Optional):
        return [
            v for e in element.then_elements + element.else_elements for v in collect_variables(e)
        ]
    if isinstance(element, ast.FunctionalType):
        return collect_variables(element.inputs) + collect_variables(element.results)
    if isinstance(element, ast.OIList):
        return [
            v for _, elements in element.clauses for e in elements for v in collect_variables(e)
        ]
    return []


def parse_op_format(op: OpDef) -> OpFormat | None:
    """The verified format of `op`, or None if it has none; raises DefinitionError at
    the offending character of the YAML string."""
    fmt = op.assembly_format
    if fmt is None:
        return None
    try:
        parser = OpFormatParser(fmt.code, op)  # lexing may fail too
        parser.parse()
    except FormatError as exc:
        diagnostic = error(exc.message, fmt.origin(exc.offset))
        if exc.note is not None:
            diagnostic.note(exc.note[0], fmt.origin(exc.note[1]))
        diagnostic.note(f"in the assembly format of operation '{op.op_name}'", fmt.loc)
        raise DefinitionError(diagnostic) from None
    assert parser.result is not None
    return parser.result
