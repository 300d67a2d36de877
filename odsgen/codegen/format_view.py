"""Lowering a verified attr/type format to parse and print plans for the templates.

The plans are small trees of steps (`ParseLiteral`, `ParseVariable`, `PrintLiteral`...);
every decision is made here: which parser method a literal uses, how a parameter is
parsed and printed, where spaces go (mlir-tblgen's `shouldEmitSpace` /
`lastWasPunctuation` state machine), and which guard an optional group prints under.
`templates/format.py.j2` renders one macro per step kind, so generated code is
straight-line and specialised per definition.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from odsgen.format import ast
from odsgen.spec.model import AttrOrTypeDef, Parameter, ParamType

# Parser method suffix for each punctuation literal (`parse_less`, `parse_optional_less`).
PUNCTUATION_METHODS = {
    "->": "arrow",
    ":": "colon",
    ",": "comma",
    "=": "equal",
    "<": "less",
    ">": "greater",
    "{": "lbrace",
    "}": "rbrace",
    "(": "lparen",
    ")": "rparen",
    "[": "lsquare",
    "]": "rsquare",
    "?": "question",
    "+": "plus",
    "-": "minus",
    "*": "star",
    "...": "ellipsis",
}

# C++ integer types whose ODS parse checks a width (FieldParser<IntT>).
INT_WIDTHS: dict[str, tuple[int, bool]] = {
    "int": (32, True),
    "unsigned": (32, False),
    "size_t": (64, False),
    **{f"int{w}_t": (w, True) for w in (8, 16, 32, 64)},
    **{f"uint{w}_t": (w, False) for w in (8, 16, 32, 64)},
}


# -- parse steps -------------------------------------------------------------------------


@dataclass
class Step:
    comment: str  # the format element this step implements, for the generated comment


@dataclass
class ParseLiteral(Step):
    call: str  # e.g. `parser.parse_less()` or `parser.parse_keyword("begin")`


@dataclass
class ParseVariable(Step):
    var: str  # local holding the value (`_ods_width`)
    expr: str  # expression parsing it
    error: str  # "failed to parse ..." message added after the field parser's own error


@dataclass
class ParseStruct(Step):
    """`struct(...)`: `key = value` pairs in any order.

    mode "required": exactly `count` pairs, commas between; "mixed": pairs while a comma
    follows, then the required keys are checked; "optional": the whole list may be absent.
    """

    members: list[tuple[str, Step]]  # (key, how to parse its value)
    required: list[str]  # keys that must appear
    mode: str
    count: int


@dataclass
class ParseCustom(Step):
    """`custom<Name>(...)`: the user's `parse_Name(parser, *refs_and_strings)` returns
    the value of each parameter the directive binds (a tuple when it binds several)."""

    targets: list[str]  # locals assigned from the call's result
    call: str
    required: list[tuple[str, str]]  # (local, parameter name) that must be set afterwards


@dataclass
class ParseOptional(Step):
    """`(...)?`: `probe` decides presence; then `then_steps` or `else_steps` follow."""

    probe_literal: str | None  # `parser.parse_optional_less()` if the group starts with a literal
    probe_steps: list[Step]  # parse steps run first when it starts with a variable/custom
    present: str  # condition meaning the group is present (after probe_steps)
    then_steps: list[Step]
    else_steps: list[Step]


# -- print steps -------------------------------------------------------------------------


@dataclass
class Print(Step):
    code: list[str]  # statements


@dataclass
class PrintGuarded(Step):
    condition: str
    then_steps: list[Step]
    else_steps: list[Step] = field(default_factory=list)


@dataclass
class FormatView:
    text: str  # the format
    doc: str  # the format, safe inside a docstring
    parse_steps: list[Step]
    print_steps: list[Step]
    locals: list[tuple[str, str]]  # (local, initial value) declared before parsing
    build_args: list[str]  # arguments to the builder, in parameter order
    checked: bool  # build with get_checked (genVerifyDecl)
    self_type_local: str | None  # attributes: the local set from the trailing `: type`


def local(param: Parameter) -> str:
    return f"_ods_{param.py_name}"


class FormatLowering:
    """Builds the FormatView of one definition's format."""

    def __init__(self, d: AttrOrTypeDef, elements: list[ast.Element], names: Any) -> None:
        self.d = d
        self.elements = elements
        self.names = names  # the ModuleBuilder: class_ref(), b()
        self.should_emit_space = True
        self.last_was_punctuation = False

    def build(self) -> FormatView:
        d = self.d
        parse = [s for e in self.elements for s in self.parse_element(e)]
        self.should_emit_space, self.last_was_punctuation = True, False
        printed = [s for e in self.elements for s in self.print_element(e)]
        locals_ = [(local(p), "None") for p in d.parameters if not p.mutable]
        self_local = next((local(p) for p in d.parameters if p.type.self_type), None)
        args = []
        for p in d.parameters:
            if p.mutable:
                continue
            value = local(p)
            if p.default is not None:
                # Absent from the text: the default (as ODS's `value_or(default)`).
                default = self.names.default_expr(p, "parser.context", "_ods_")
                value = f"{value} if {value} is not None else {default}"
            args.append(f"{p.py_name}={value}")
        assert d.assembly_format is not None
        from odsgen.codegen.view_model import docstring

        text = d.assembly_format.code
        return FormatView(text, docstring(text), parse, printed, locals_, args, d.gen_verify_decl, self_local)

    # -- parsing ------------------------------------------------------------------------

    def parse_element(self, e: ast.Element) -> list[Step]:
        if isinstance(e, ast.Literal):
            return [ParseLiteral(f"`{e.spelling}`", literal_call(e.spelling, optional=False))]
        if isinstance(e, ast.Whitespace):
            return []
        if isinstance(e, ast.Variable):
            return [self.parse_variable(e.target)]
        if isinstance(e, ast.Params):
            return self.parse_params(e)
        if isinstance(e, ast.Struct):
            return [self.parse_struct(e)]
        if isinstance(e, ast.Custom):
            return [self.parse_custom(e)]
        if isinstance(e, ast.Optional):
            return [self.parse_optional(e)]
        raise AssertionError(f"unexpected element {e!r}")

    def parse_variable(self, p: Parameter) -> ParseVariable:
        expr = field_parser(p, self.names)
        spelling = p.type.spelling
        error = f"failed to parse {self.d.name} parameter '{p.name}' which is to be a `{cpp_type(p)}`"
        del spelling
        return ParseVariable(f"${p.name}", local(p), expr, error)

    def parse_params(self, e: ast.Params) -> list[Step]:
        steps: list[Step] = []
        for i, v in enumerate(e.params):
            if i:
                steps.append(ParseLiteral("`,` between parameters", literal_call(",", optional=False)))
            steps.append(self.parse_variable(v.target))
        return steps

    def parse_struct(self, e: ast.Struct) -> ParseStruct:
        members: list[tuple[str, Step]] = []
        for m in e.members:
            if isinstance(m, ast.Custom):
                members.append((ast.params_of(m)[0].target.name, self.parse_custom(m)))
            else:
                assert isinstance(m, ast.Variable)
                members.append((m.target.name, self.parse_variable(m.target)))
        required = [v.target.name for v in e.params if not v.target.is_optional]
        mode = "optional" if not required else "required" if len(required) == len(members) else "mixed"
        comment = f"struct({', '.join('$' + v.name for v in e.params)})"
        return ParseStruct(comment, members, required, mode, len(members))

    def parse_custom(self, e: ast.Custom) -> ParseCustom:
        targets, args, required = [], ["parser"], []
        for a in e.args:
            if isinstance(a, ast.Variable):
                targets.append(local(a.target))
                if not a.target.is_optional:
                    required.append((local(a.target), a.target.name))
            elif isinstance(a, ast.Ref):
                assert isinstance(a.arg, ast.Variable)
                args.append(local(a.arg.target))
            elif isinstance(a, ast.String):
                args.append(a.value.replace("$_ctxt", "parser.context").replace("$_builder", "parser.context"))
        call = f"{self.names.directive(e.name, 'parse')}({', '.join(args)})"
        return ParseCustom(f"custom<{e.name}>", targets, call, required)

    def parse_optional(self, e: ast.Optional) -> ParseOptional:
        then_elements = [x for x in e.then_elements if not isinstance(x, ast.Whitespace)]
        else_elements = [x for x in e.else_elements if not isinstance(x, ast.Whitespace)]
        first = then_elements[0]
        rest = [s for x in then_elements[1:] for s in self.parse_element(x)]
        else_steps = [s for x in else_elements for s in self.parse_element(x)]
        if isinstance(first, ast.Literal):
            return ParseOptional("(...)?", literal_call(first.spelling, optional=True), [], "", rest, else_steps)
        probe = self.parse_element(first)
        params = ast.params_of(first)
        present = " or ".join(f"{local(v.target)} is not None" for v in params) or "True"
        return ParseOptional("(...)?", None, probe, present, rest, else_steps)

    # -- printing -----------------------------------------------------------------------

    def print_element(self, e: ast.Element) -> list[Step]:
        if isinstance(e, ast.Literal):
            return [self.print_literal(e.spelling)]
        if isinstance(e, ast.Whitespace):
            return self.print_whitespace(e)
        if isinstance(e, ast.Variable):
            return self.print_variable(e)
        if isinstance(e, ast.Params):
            return self.print_comma_separated(list(e.params), False)
        if isinstance(e, ast.Struct):
            return self.print_comma_separated(e.members, True)
        if isinstance(e, ast.Custom):
            return self.print_custom(e)
        if isinstance(e, ast.Optional):
            return self.print_optional(e)
        raise AssertionError(f"unexpected element {e!r}")

    def print_literal(self, value: str) -> Print:
        need_space = self.should_emit_space and should_emit_space_before(value, self.last_was_punctuation)
        text = (" " if need_space else "") + value
        self.should_emit_space = len(value) != 1 or value[0] not in "<({["
        self.last_was_punctuation = value[0] != "_" and not value[0].isalpha()
        return Print(f"`{value}`", [f"printer.write({text!r})"])

    def print_whitespace(self, e: ast.Whitespace) -> list[Step]:
        self.should_emit_space = False
        if e.value == "":
            self.last_was_punctuation = True
            return []
        if e.value == "\n":
            # A newline keeps the current indentation (AsmPrinter::printNewline).
            return [Print("`\\n`", ["printer.print_newline()"])]
        return [Print(f"`{e.value}`", [f"printer.write({e.value!r})"])]

    def print_variable(self, e: ast.Variable, skip_guard: bool = False) -> list[Step]:
        p = e.target
        code = []
        if self.should_emit_space or not self.last_was_punctuation:
            code.append('printer.write(" ")')
        self.should_emit_space, self.last_was_punctuation = True, False
        code.extend(field_printer(p, f"self._{p.py_name}", e.qualified, self.names))
        step = Print(f"${p.name}", code)
        if p.is_optional and not skip_guard:
            return [PrintGuarded(f"${p.name} present", print_guard(p, self.names), [step])]
        return [step]

    def print_comma_separated(self, members: list[ast.Element], with_keys: bool) -> list[Step]:
        """`params` or `struct`: members separated by `, ` (with `key = ` for a struct),
        optional ones only when present (genCommaSeparatedPrinter)."""
        steps: list[Step] = []
        keys = [ast.params_of(m)[0] for m in members]
        if self.should_emit_space or not self.last_was_punctuation:
            space = Print("space before the list", ['printer.write(" ")'])
            if all(v.target.is_optional for v in keys):
                steps.append(PrintGuarded("any present", " or ".join(print_guard(v.target, self.names) for v in keys), [space]))
            else:
                steps.append(space)
        steps.append(Print("start of the list", ["_ods_first = True"]))
        for member, v in zip(members, keys):
            p = v.target
            code = ['if not _ods_first:', '    printer.write(", ")', "_ods_first = False"]
            if with_keys:
                code.append(f'printer.write("{p.name} = ")')
            self.should_emit_space, self.last_was_punctuation = False, True
            if isinstance(member, ast.Custom):
                inner = self.print_custom(member)
            else:
                assert isinstance(member, ast.Variable)
                inner = self.print_variable(member, skip_guard=True)
            body: list[Step] = [Print(f"${p.name}", code), *inner]
            if p.is_optional:
                steps.append(PrintGuarded(f"${p.name} present", print_guard(p, self.names), body))
            else:
                steps.extend(body)
        return steps

    def print_custom(self, e: ast.Custom) -> list[Step]:
        code = []
        if self.should_emit_space or not self.last_was_punctuation:
            code.append('printer.write(" ")')
        self.should_emit_space, self.last_was_punctuation = True, False
        args = []
        for a in e.args:
            if isinstance(a, ast.Variable):
                args.append(f"self._{a.target.py_name}")
            elif isinstance(a, ast.Ref):
                assert isinstance(a.arg, ast.Variable)
                args.append(f"self._{a.arg.target.py_name}")
            elif isinstance(a, ast.String):
                args.append(a.value.replace("$_ctxt", "self.context").replace("$_builder", "self.context"))
        code.append(f"{self.names.directive(e.name, 'print')}({', '.join(['printer', *args])})")
        return [Print(f"custom<{e.name}>", code)]

    def print_optional(self, e: ast.Optional) -> list[Step]:
        params = ast.params_of(e.anchor)
        condition = " or ".join(print_guard(v.target, self.names) for v in params)
        if e.inverted:
            condition = f"not ({condition})"
        saved = (self.should_emit_space, self.last_was_punctuation)
        then_steps = [s for x in e.then_elements for s in self.print_element(x)]
        self.should_emit_space, self.last_was_punctuation = saved
        else_steps = [s for x in e.else_elements for s in self.print_element(x)]
        return [PrintGuarded("(...)?", condition, then_steps, else_steps)]


def should_emit_space_before(value: str, last_was_punctuation: bool) -> bool:
    """mlir-tblgen's rule for a space before a literal."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def literal_call(value: str, optional: bool) -> str:
    prefix = "parser.parse_optional_" if optional else "parser.parse_"
    if value[0] == "_" or value[0].isalpha():
        return f'{prefix}keyword("{value}")'
    return f"{prefix}{PUNCTUATION_METHODS[value]}()"


def cpp_type(p: Parameter) -> str:
    """The parameter type as ODS names it in "which is to be a `...`" messages."""
    return p.cpp_type or p.type.spelling


def field_parser(p: Parameter, names: Any) -> str:
    """Expression parsing one value of `p` (ODS's FieldParser<T>, or the class's parser)."""
    pc = p.type.param_class
    if pc is not None and pc.parser is not None:
        return names.code(pc.parser, {"_parser": "parser", "_ctxt": "parser.context", "_type": "_ods_self_type"}, "parser")
    return value_parser(p.type, names, optional=p.type.optional)


def value_parser(t: ParamType, names: Any, optional: bool = False) -> str:
    kind = t.kind
    if kind == "custom" and t.element is not None:
        t, kind = t.element, t.element.kind
    if kind == "int":
        width, signed = INT_WIDTHS.get(t.spelling.removeprefix("::").removeprefix("std::"), (64, True))
        method = "parse_optional_integer" if optional else "parse_integer"
        return f"parser.{method}({width}, {signed})"
    if kind == "bool":
        return "parser.parse_bool()"
    if kind == "float":
        return "parser.parse_apfloat_value()"
    if kind == "str":
        return "parser.parse_optional_string()" if optional else "parser.parse_string()"
    if kind == "type":
        return "parser.parse_optional_type()" if optional else "parser.parse_type()"
    if kind == "attribute":
        return "parser.parse_optional_attribute()" if optional else "parser.parse_attribute()"
    if kind == "def" and t.ref is not None:
        cls = names.class_ref(t.ref)
        what = "type" if t.base_class == "Type" else "attribute"
        return f"parser.parse_custom_{what}_with_fallback({cls})"
    if kind == "enum" and t.ref is not None:
        return f"parser.parse_enum({names.class_ref(t.ref)})"
    if kind == "array" and t.element is not None:
        inner = value_parser(t.element, names)
        return f"tuple(parser.parse_comma_separated_values(lambda: {inner}))"
    return "parser.parse_attribute()"


def field_printer(p: Parameter, value: str, qualified: bool, names: Any) -> list[str]:
    pc = p.type.param_class
    if pc is not None and pc.printer is not None and not qualified:
        return names.code(pc.printer, {"_printer": "printer", "_self": value}, f"printer, {value}").splitlines()
    return value_printer(p.type, value, qualified)


def value_printer(t: ParamType, value: str, qualified: bool = False) -> list[str]:
    kind = t.kind
    if kind == "custom" and t.element is not None:
        t, kind = t.element, t.element.kind
    if kind == "int":
        return [f"printer.write(str({value}))"]
    if kind == "bool":
        return [f'printer.write("true" if {value} else "false")']
    if kind == "float":
        return [f"printer.print_float({value})"]
    if kind == "str":
        return [f"printer.print_string({value})"]
    if kind == "type" or (kind == "def" and t.base_class == "Type"):
        return [f"printer.print_type({value})" if qualified else f"printer.print_stripped_type({value})"]
    if kind == "attribute" or kind == "def":
        return [f"printer.print_attribute({value})" if qualified else f"printer.print_stripped_attribute({value})"]
    if kind == "enum":
        return [f"printer.write({value}.string)"]
    if kind == "array" and t.element is not None:
        inner = value_printer(t.element, "_ods_e", qualified)
        return [
            f"for _ods_i, _ods_e in enumerate({value}):",
            "    if _ods_i:",
            '        printer.write(", ")',
            *("    " + line for line in inner),
        ]
    return [f"printer.print_attribute({value})"]


def print_guard(p: Parameter, names: Any) -> str:
    """Condition under which optional `p` is printed: present and not its default."""
    value = f"self._{p.py_name}"
    if p.default is None:
        return f"{value} is not None"
    default = names.default_expr(p)
    return f"{value} != {default}"
