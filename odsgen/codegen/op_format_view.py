"""Lowering a verified operation format to the parse and print plans that
templates/op_format.py.j2 renders (one macro per step kind) into a classmethod
`_ods_parse(cls, parser, name, loc, results)` and a staticmethod `_ods_print(printer, op)`.

The parser follows the C++ mlir-tblgen 22 generates (OpFormatGen.cpp): one local per
operand list, type list, attribute, region and successor; elements parsed in format
order (optional groups probe their first element; inside a group attributes are
required); then regions, successors, segment sizes, the type checks that transformers
need, buildable types, result types, operand resolution (in operand order, so errors
come in the same order), result type inference, and the op built through
`cls._ods_from_parsed`. Errors that MLIR reports through the OpAsmParser carry its
"custom op 'NAME' " prefix (the scope OperationParser.parse_custom_operation opens). Printing is in
op_format_print.py.

Entry point: `lower_op_format(op, fmt, names) -> OpFormatView`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from odsgen.codegen.format_view import Print, PrintGuarded, literal_call, merge_writes
from odsgen.codegen.op_format_custom import CustomDirectiveLowering
from odsgen.codegen.op_format_exprs import (
    ALL_OPERANDS,
    ALL_OPERANDS_LOC,
    ATTRS,
    FULL_REGIONS,
    FULL_SUCCESSORS,
    SYMBOL_NAME,
    attr_local,
    attr_type,
    dense_array_element,
    enum_class,
    enum_const,
    keyword_cases,
    loc_local,
    operands_local,
    py_str,
    region_local,
    sizes_local,
    storage_class,
    successor_local,
    tuple_code,
    type_list_local,
)
from odsgen.format import ast
from odsgen.format.ast import describe
from odsgen.format.op_format_checks import (
    OpFormat,
    TypeResolution,
    is_enum_attr,
    is_optional_attr,
    is_unit_attr,
)
from odsgen.spec.op_model import AttributeArg, OpDef

__all__ = [
    "OpFormatView",
    "ParseCode",
    "ParseGroup",
    "ParseOIList",
    "Print",
    "PrintGuarded",
    "TypeResolution",
    "lower_op_format",
]


# -- parse steps ---------------------------------------------------------------------------


@dataclass
class ParseCode:
    """Straight-line statements implementing one format element."""

    comment: str
    code: list[str]


@dataclass
class ParseGroup:
    """`(...)?`: `probe` parses the group's first element if it can, `condition` tells
    whether it did; then `then_steps`, else `else_steps`."""

    comment: str
    probe: list[str]
    condition: str
    then_steps: list[Any]
    else_steps: list[Any] = field(default_factory=list)


@dataclass
class OIListClause:
    keyword_call: str  # `parser.parse_optional_keyword("kw")`
    flag: str  # local recording that the clause was seen
    message: str  # literal of the "at most once" error
    steps: list[Any]


@dataclass
class ParseOIList:
    """`oilist(...)`: clauses in any order, each at most once."""

    comment: str
    clauses: list[OIListClause]


@dataclass
class OpFormatView:
    class_name: str
    doc: str  # the format, safe inside a docstring
    locals: list[tuple[str, str]]  # (local, initial value) declared before parsing
    parse_steps: list[Any]
    resolve_steps: list[Any]  # after parsing: segments, types, operands
    build: str  # the expression returning the new op
    print_steps: list[Any]
    # Import lines the generated module needs for this format.
    imports: list[str] = field(
        default_factory=lambda: ["from odsgen.ir.text import op_format_support as _ods_fmt"]
    )


def elided_unit_anchor(group: ast.Optional, first: ast.Element | None) -> ast.OpVariable | None:
    """A UnitAttr anchor that is not the group's first element: it is not printed, and
    parsing the group sets it."""
    anchor = group.anchor
    if (
        isinstance(anchor, ast.OpVariable)
        and anchor.kind == "attribute"
        and anchor is not first
        and is_unit_attr(anchor.target)
    ):
        return anchor
    return None


class OpFormatLowering(CustomDirectiveLowering):
    """Builds the OpFormatView of one op's format."""

    def __init__(self, op: OpDef, fmt: OpFormat, names: Any) -> None:
        self.op = op
        self.fmt = fmt
        self.names = names
        self.locals: dict[str, str] = {"_ods_props": "{}"}
        # Locals first assigned unconditionally need no initial value; those first
        # assigned inside an optional group or an oilist clause do.
        self.assigned: set[str] = set()
        self.conditional = 0
        # Single operands parsed unconditionally by `$name`: their lists hold exactly one.
        self.single_operands: set[str] = set()
        # Type-list locals of single variables' `type(...)` directives parsed
        # unconditionally: they hold exactly one type.
        self.single_type_lists: set[str] = set()

    def build(self) -> OpFormatView:
        from odsgen.codegen.op_format_print import PrintLowering
        from odsgen.codegen.view_model import docstring

        parse = [s for e in self.fmt.elements for s in self.parse_element(e, in_group=False)]
        # The attribute dictionary needs a value up front only when no attr-dict sets it
        # unconditionally (a dict made per operation parsed, otherwise).
        if ATTRS not in self.assigned:
            self.locals.setdefault(ATTRS, "{}")
        resolve, build = self.resolution()
        printed = merge_writes(PrintLowering(self.op, self.fmt, self.names).steps())
        assert self.op.assembly_format is not None
        doc = docstring(self.op.assembly_format.code)
        return OpFormatView(
            self.op.class_name, doc, list(self.locals.items()), parse, resolve, build, printed
        )

    def q(self, code: str) -> str:
        return str(self.names.qualify(code))

    def declare(self, name: str, init: str, appended: bool = False) -> str:
        """A parser local; initialised up front unless first assigned unconditionally
        (lists that are appended to always are)."""
        if name not in self.assigned and name not in self.locals:
            if self.conditional or appended:
                self.locals[name] = init
            else:
                self.assigned.add(name)
        return name

    # -- elements ---------------------------------------------------------------------------

    def parse_element(self, e: ast.Element, in_group: bool) -> list[Any]:
        comment = describe(e)
        if isinstance(e, ast.Literal):
            return [ParseCode(comment, [self.literal(e.spelling)])]
        if isinstance(e, ast.Whitespace):
            return []
        if isinstance(e, ast.OpVariable):
            return [ParseCode(comment, self.variable(e, optional_attr=not in_group))]
        if isinstance(e, ast.AttrDict):
            return [ParseCode(comment, self.attr_dict(e))]
        if isinstance(e, ast.PropDict):
            bound = tuple_code(tuple(a.name for a in self.fmt.used_attributes))
            return [ParseCode(comment, [f"_ods_fmt.parse_prop_dict(parser, cls, _ods_props, {bound})"])]
        if isinstance(e, ast.Directive):
            return [ParseCode(comment, self.directive(e.kind))]
        if isinstance(e, ast.TypeOf):
            return [ParseCode(comment, self.type_directive(e))]
        if isinstance(e, ast.FunctionalType):
            inputs, results = type_list_local(e.inputs), type_list_local(e.results)
            self.declare(inputs, "[]")
            self.declare(results, "[]")
            return [
                ParseCode(comment, [f"{inputs}, {results} = _ods_fmt.parse_function_type(parser)"])
            ]
        if isinstance(e, ast.Custom):
            call, post = self.custom(e)
            return [ParseCode(comment, [call] + post)]
        if isinstance(e, ast.Optional):
            return [self.group(e)]
        if isinstance(e, ast.OIList):
            return [self.oilist(e)]
        raise AssertionError(f"unexpected element {e!r}")

    def literal(self, spelling: str, optional: bool = False) -> str:
        if not optional and (spelling[0].isalpha() or spelling[0] == "_"):
            # Keywords go through the OpAsmParser, whose errors name the op.
            return f"parser.parse_op_keyword({py_str(spelling)})"
        return literal_call(spelling, optional)

    def variable(self, e: ast.OpVariable, optional_attr: bool) -> list[str]:
        t = e.target
        if e.kind == "operand":
            return self.operand(t)
        if e.kind == "attribute":
            return self.attribute(t, optional_attr and is_optional_attr(t), e.qualified)
        if e.kind == "region":
            local = self.declare(
                region_local(t.name, t.variadic), "[]" if t.variadic else "Region()", t.variadic
            )
            return self.region(t.name, t.variadic, local)
        assert e.kind == "successor"
        local = self.declare(
            successor_local(t.name, t.variadic), "[]" if t.variadic else "None", t.variadic
        )
        if not t.variadic:
            return [f"{local} = parser.parse_successor()"]
        return self.successor_list(local)

    def operand(self, t: Any) -> list[str]:
        name = t.name
        operands = self.declare(operands_local(name), "[]")
        loc = self.declare(loc_local(name), "loc")
        code = [f"{loc} = parser.tok_start"]
        if t.arity == "single":
            code.append(f"{operands} = [parser.parse_operand()]")
            if not self.conditional:
                self.single_operands.add(name)
        elif t.arity == "optional":
            code += [
                "_ods_operand = parser.parse_optional_operand()",
                f"{operands} = [] if _ods_operand is None else [_ods_operand]",
            ]
        elif t.arity == "variadic":
            code.append(f"{operands} = parser.parse_operand_list()")
        else:
            sizes = self.declare(sizes_local(name), "[]")
            code.append(f"{operands}, {sizes} = _ods_fmt.parse_operand_groups(parser)")
        return code

    def attribute(self, a: AttributeArg, optional: bool, qualified: bool) -> list[str]:
        """genAttrParser: an enum keyword, a symbol name, or an attribute parsed with
        its value type; stored as a property once parsed."""
        # An enum keyword sets its local only when one is there.
        local = self.declare(attr_local(a.name), "None", is_enum_attr(a))
        c = a.constraint
        store = [f"if {local} is not None:", f"    _ods_props[{a.name!r}] = {local}"]
        if a.is_prop:
            # The property kind's own parser (its optionalParser in a group's probe).
            call = f"_ods_fmt.parse_property(parser, cls, {a.name!r}{', True' if optional else ''})"
            if optional:
                return [f"{local} = {call}"] + store
            return [f"{local} = {call}", f"_ods_props[{a.name!r}] = {local}"]
        if is_enum_attr(a):
            assert c.enum is not None
            keywords = tuple_code(keyword_cases(c.enum))
            spellings = py_str(", ".join(case.string for case in c.enum.cases))
            case = f"_ods_fmt.enum_case(parser, {enum_class(self.names, c.enum)}, {a.name!r}, _ods_text, _ods_loc)"
            value = enum_const(self.names, c, f"int({case})" if c.enum_in_integer else case)
            # Made once per input, class and spelling (parser.state.enum_attrs).
            key = f"(cls, {a.name!r}, _ods_text)"
            return [
                "_ods_loc = parser.tok_start",
                f"_ods_text = _ods_fmt.parse_enum_keyword(parser, {a.name!r}, {keywords}, {spellings}, {optional})",
                "if _ods_text is not None:",
                f"    {local} = parser.state.enum_attrs.get({key})",
                f"    if {local} is None:",
                f"        {local} = parser.state.enum_attrs[{key}] = {value}",
                f"    _ods_props[{a.name!r}] = {local}",
            ]
        if c.text == SYMBOL_NAME:
            if optional:
                return [
                    "_ods_text = parser.parse_optional_symbol_name()",
                    f"{local} = None if _ods_text is None else parser.string_attr(_ods_text)",
                ] + store
            return [
                f"{local} = _ods_fmt.parse_symbol_name(parser)",
                f"_ods_props[{a.name!r}] = {local}",
            ]
        type_ = attr_type(self.names, a, "parser.context")
        storage = storage_class(self.names, a)
        if optional:
            if storage is None:
                return [f"{local} = parser.parse_optional_attribute({type_})"] + store
            return [
                f"{local} = _ods_fmt.parse_optional_attribute_of(parser, {storage}, {type_})"
            ] + store
        if storage is None:
            call = f"parser.parse_attribute({type_})"
        elif qualified:
            call = f"_ods_fmt.parse_attribute_of(parser, {storage}, {type_})"
        elif (element := dense_array_element(self.names, a, "parser.context")) is not None:
            call = f"_ods_fmt.parse_dense_array(parser, {element})"
        else:
            # parseCustomAttributeWithFallback: the class's own syntax unless `#` follows.
            call = f"_ods_fmt.parse_attribute_of(parser, {storage}, {type_}, True)"
        return [f"{local} = {call}", f"_ods_props[{a.name!r}] = {local}"]

    def region(self, name: str, variadic: bool, local: str) -> list[str]:
        if not variadic:
            return [f"{local} = parser.parse_region()"] + self.region_fixups(local, False)
        return [
            "_ods_region = parser.parse_optional_region()",
            "if _ods_region is not None:",
            f"    {local}.append(_ods_region)",
            "    while parser.parse_optional_comma():",
            f"        {local}.append(parser.parse_region())",
        ] + self.region_fixups(local, True)

    def region_fixups(self, local: str, many: bool) -> list[str]:
        """SingleBlockImplicitTerminator adds the terminator; SingleBlock the block."""
        fmt = self.fmt
        if fmt.implicit_terminator is not None:
            call = (
                f"_ods_fmt.ensure_terminator(parser, {{}}, {py_str(fmt.implicit_terminator)}, loc)"
            )
        elif fmt.single_block:
            call = "_ods_fmt.ensure_block({})"
        else:
            return []
        if many:
            return [f"for _ods_region in {local}:", "    " + call.format("_ods_region")]
        return [call.format(local)]

    def successor_list(self, local: str) -> list[str]:
        return [
            "_ods_successor = parser.parse_optional_successor()",
            "if _ods_successor is not None:",
            f"    {local}.append(_ods_successor)",
            "    while parser.parse_optional_comma():",
            f"        {local}.append(parser.parse_successor())",
        ]

    def attr_dict(self, e: ast.AttrDict) -> list[str]:
        method = (
            "parse_optional_attr_dict_with_keyword"
            if e.with_keyword
            else "parse_optional_attr_dict"
        )
        code = ["_ods_loc = parser.tok_start", f"{self.declare(ATTRS, '{}')} = parser.{method}()"]
        if self.op.attributes:
            # verifyInherentAttrs: inherent attributes spelled here must satisfy their constraints.
            code += ["if _ods_attrs:", "    _ods_fmt.verify_inherent_attrs(parser, cls, _ods_attrs, _ods_loc)"]
        return code

    def directive(self, kind: str) -> list[str]:
        if kind == "operands":
            self.declare(ALL_OPERANDS, "[]")
            self.declare(ALL_OPERANDS_LOC, "loc")
            return [
                f"{ALL_OPERANDS_LOC} = parser.tok_start",
                f"{ALL_OPERANDS} = parser.parse_operand_list()",
            ]
        if kind == "regions":
            return self.region("", True, self.declare(FULL_REGIONS, "[]", True))
        assert kind == "successors"
        return self.successor_list(self.declare(FULL_SUCCESSORS, "[]", True))

    def type_directive(self, e: ast.TypeOf) -> list[str]:
        local = self.declare(type_list_local(e.arg), "[]")
        arity = e.arg.target.arity if isinstance(e.arg, ast.OpVariable) else "variadic"
        if arity == "variadic_of_variadic":
            return [f"{local} = _ods_fmt.parse_type_groups(parser)"]
        if arity == "variadic":
            return [f"{local} = parser.parse_type_list()"]
        if arity == "optional":
            return [
                "_ods_type = parser.parse_optional_type()",
                f"{local} = [] if _ods_type is None else [_ods_type]",
            ]
        if not self.conditional:
            self.single_type_lists.add(local)  # always exactly one type
        type_class = getattr(self.names, "type_class", None)
        cls = type_class(e.arg.target.constraint) if type_class is not None and not e.qualified else None  # type: ignore[union-attr]
        if cls is not None:
            return [f"{local} = [_ods_fmt.parse_type_of(parser, {cls})]"]
        return [f"{local} = [parser.parse_type()]"]

    # -- optional groups and oilists ------------------------------------------------------------

    def group(self, e: ast.Optional) -> ParseGroup:
        then_elements = [x for x in e.then_elements if not isinstance(x, ast.Whitespace)]
        else_elements = [x for x in e.else_elements if not isinstance(x, ast.Whitespace)]
        first = then_elements[0]
        probe, condition, then_steps = self.probe(first)
        then_steps = self.group_branch(e, first, then_elements[1:], not e.inverted, then_steps)
        else_steps: list[Any] = []
        if e.else_elements:
            else_first = else_elements[0] if else_elements else None
            else_steps = self.group_branch(e, else_first, else_elements, e.inverted, [])
        return ParseGroup(describe(e), probe, condition, then_steps, else_steps)

    def group_branch(
        self,
        e: ast.Optional,
        first: ast.Element | None,
        elements: list[ast.Element],
        present: bool,
        steps: list[Any],
    ) -> list[Any]:
        self.conditional += 1
        try:
            return self._group_branch(e, first, elements, present, steps)
        finally:
            self.conditional -= 1

    def _group_branch(
        self,
        e: ast.Optional,
        first: ast.Element | None,
        elements: list[ast.Element],
        present: bool,
        steps: list[Any],
    ) -> list[Any]:
        elided = elided_unit_anchor(e, first)
        if elided is not None and present:
            unit = self.q("builtin.UnitAttr.get(parser.context)")
            steps = [
                ParseCode(
                    f"{describe(elided)} (the group is present)",
                    [f"_ods_props[{elided.name!r}] = {unit}"],
                )
            ] + steps
        for x in elements:
            if x is not elided:
                steps += self.parse_element(x, in_group=True)
        return steps

    def probe(self, first: ast.Element) -> tuple[list[str], str, list[Any]]:
        """How a group's first element decides presence: (statements, condition,
        steps that follow once present)."""
        if isinstance(first, ast.Literal):
            return [], self.literal(first.spelling, optional=True), []
        if isinstance(first, ast.Custom):
            call, post = self.custom(first, optional=True)
            return (
                call.splitlines(),
                "_ods_custom is not None",
                [ParseCode(describe(first), post)] if post else [],
            )
        assert isinstance(first, ast.OpVariable)
        t = first.target
        if first.kind == "attribute":
            return self.attribute(t, True, first.qualified), f"{attr_local(t.name)} is not None", []
        if first.kind == "operand":
            return self.operand(t), operands_local(t.name), []
        if first.kind == "region":
            local = self.declare(
                region_local(t.name, t.variadic), "[]" if t.variadic else "Region()", t.variadic
            )
            if t.variadic:
                return self.region(t.name, True, local), local, []
            probe = [f"{local} = parser.parse_optional_region() or Region()"]
            fixups = self.region_fixups(local, False)
            return probe, f"{local}.blocks", [ParseCode(f"${t.name}", fixups)] if fixups else []
        local = self.declare(
            successor_local(t.name, t.variadic), "[]" if t.variadic else "None", t.variadic
        )
        if t.variadic:
            return self.successor_list(local), local, []
        return [f"{local} = parser.parse_optional_successor()"], f"{local} is not None", []

    def oilist(self, e: ast.OIList) -> ParseOIList:
        clauses = []
        for i, (keyword, elements) in enumerate(e.clauses):
            flag = f"_ods_clause_{i}"
            self.locals[flag] = "False"
            message = py_str(
                f"`{keyword.spelling}` clause can appear at most once in the expansion of the oilist directive"
            )
            unit = elements[0] if len(elements) == 1 else None
            if (
                isinstance(unit, ast.OpVariable)
                and unit.kind == "attribute"
                and is_unit_attr(unit.target)
            ):
                value = self.q("builtin.UnitAttr.get(parser.context)")
                steps: list[Any] = [
                    ParseCode(describe(unit), [f"_ods_props[{unit.name!r}] = {value}"])
                ]
            else:
                self.conditional += 1
                steps = [s for x in elements for s in self.parse_element(x, in_group=False)]
                self.conditional -= 1
            clauses.append(
                OIListClause(self.literal(keyword.spelling, optional=True), flag, message, steps)
            )
        return ParseOIList(describe(e), clauses)

    # -- after parsing ---------------------------------------------------------------------------

    def resolution(self) -> tuple[list[Any], str]:
        from odsgen.codegen.op_format_resolve import Resolution

        return Resolution(self).steps()


def lower_op_format(op: OpDef, fmt: OpFormat, names: Any) -> OpFormatView:
    """The view `templates/op_format.py.j2` renders for `op`'s verified format."""
    return OpFormatLowering(op, fmt, names).build()
