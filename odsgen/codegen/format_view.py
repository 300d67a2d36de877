"""Lowering a verified attr/type format to parse and print plans for the templates.

The plans are small trees of steps (`ParseLiteral`, `ParseVariable`, `Print`...); every
decision is made here, following mlir-tblgen 22's AttrOrTypeFormatGen.cpp:

* which parser method a literal uses, and how each parameter is parsed (ODS's
  `FieldParser<T>` for its C++ type, or the parameter class's `parser`) and printed
  (`printStrippedAttrOrType`, `<<` for `qualified(...)`, or the class's `printer`);
* `params`: commas between parameters, where a comma after an optional parameter is
  parsed only when that parameter was present, and commas after the last required
  parameter are optional (a missing one ends the list);
* `struct`: `key = value` pairs in any order (all-optional structs may be empty);
* optional groups: presence decided by the first literal (`parseOptional...`) or by
  whether the first parameter parsed a value; printed under the anchor's guard
  (present and not equal to its default), inverted when the anchor is in the else group;
* spacing: the `shouldEmitSpace` / `lastWasPunctuation` state machine.

`templates/format.py.j2` renders one macro per step kind, so generated code is
straight-line, specialised per definition, and commented with the format element each
step implements.
"""

from __future__ import annotations

import ast as python_ast
import json
import re

from dataclasses import dataclass, field
from typing import Any

from odsgen.format import ast
from odsgen.format.ast import describe
from odsgen.codegen.field_code import (
    cpp_type,
    equals_default,
    field_parser,
    field_printer,
    local,
    print_guard,
    probe_present,
)
from odsgen.spec.model import AttrOrTypeDef, Parameter

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
    error: str  # literal of the "failed to parse ..." message added after the field parser's own


@dataclass
class ParamsItem:
    """One parameter of a `params` list and the comma parsed before it (not the first)."""

    step: ParseVariable
    comma_guard: str | None = None  # parse the comma only if the previous one is present
    comma_optional: bool = False  # a missing (optional) comma ends the list


@dataclass
class ParseParams(Step):
    """`params`: the parameters separated by commas (genParamsParser)."""

    items: list[ParamsItem]
    needs_break: bool  # some comma is optional: the list is a loop left with `break`


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
    probe_steps: list[Step]  # parse steps run first when it starts with a variable/directive
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


_LITERAL_WRITE = re.compile(r'printer\.write\(("(?:[^"\\]|\\.)*")\)')


def merge_writes(steps: list[Step]) -> list[Step]:
    """The print steps with each run of literal writes joined into one call: `,`
    followed by the space before an operand writes ", " once (a call per piece was a
    sizeable part of printing). Steps merged keep both comments."""
    merged: list[Step] = []
    for step in steps:
        if isinstance(step, PrintGuarded):
            step = PrintGuarded(step.comment, step.condition, merge_writes(step.then_steps), merge_writes(step.else_steps))
        elif isinstance(step, Print):
            step = Print(step.comment, _join_literal_writes(step.code))
            last = merged[-1] if merged else None
            if isinstance(last, Print) and last.code and step.code:
                tail, head = _LITERAL_WRITE.fullmatch(last.code[-1]), _LITERAL_WRITE.fullmatch(step.code[0])
                if tail and head:
                    code = last.code[:-1] + [_write(tail, head)] + step.code[1:]
                    merged[-1] = Print(f"{last.comment} {step.comment}", code)
                    continue
        merged.append(step)
    return merged


def _join_literal_writes(code: list[str]) -> list[str]:
    joined: list[str] = []
    for line in code:
        head = _LITERAL_WRITE.fullmatch(line)
        tail = _LITERAL_WRITE.fullmatch(joined[-1]) if joined else None
        if head and tail:
            joined[-1] = _write(tail, head)
        else:
            joined.append(line)
    return joined


def _write(*literals: re.Match[str]) -> str:
    return f"printer.write({py_str(''.join(ast_literal(m.group(1)) for m in literals))})"


def ast_literal(literal: str) -> str:
    """The text of a string literal in generated code."""
    value = python_ast.literal_eval(literal)
    assert isinstance(value, str)
    return value


@dataclass
class FormatView:
    text: str  # the format
    doc: str  # the format, safe inside a docstring
    parse_steps: list[Step]
    print_steps: list[Step]
    locals: list[tuple[str, str]]  # (local, initial value) declared before parsing
    build: str  # the call building the result (after `return `)
    self_type_local: str | None  # attributes: the local set from the trailing `: type`


def py_str(text: str) -> str:
    """A double-quoted Python string literal (as black would write it)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


# The initial value of a parameter's local when None is a value it may parse: an
# OptionalParameter with a default (ODS's `FailureOr<std::optional<T>>` is unset until
# parsed, and only then does `value_or(default)` apply).
UNSET = "..."


def unset_sentinel(p: Parameter) -> bool:
    return p.default is not None and p.type.optional


class FormatLowering:
    """Builds the FormatView of one definition's format."""

    def __init__(self, d: AttrOrTypeDef, elements: list[ast.Element], names: Any) -> None:
        self.d = d
        self.elements = elements
        self.names = names  # the ModuleBuilder: class_ref(), code(), default_expr()...
        self.should_emit_space = True
        self.last_was_punctuation = False
        # Parameters whose print guard an enclosing optional group already tested.
        self.guarded: set[str] = set()

    def build(self) -> FormatView:
        d = self.d
        parse = [s for e in self.elements for s in self.parse_element(e)]
        self.should_emit_space, self.last_was_punctuation = True, False
        printed = merge_writes([s for e in self.elements for s in self.print_element(e)])
        locals_ = [(local(p), UNSET if unset_sentinel(p) else "None") for p in d.parameters if not p.mutable and not p.type.self_type]
        self_local = next((local(p) for p in d.parameters if p.type.self_type), None)
        assert d.assembly_format is not None
        from odsgen.codegen.view_model import docstring

        text = d.assembly_format.code
        return FormatView(text, docstring(text), parse, printed, locals_, self.build_call(), self_local)

    def build_call(self) -> str:
        """`cls._ods_get(parser.context, a=..., ...)`, or the checked builder reporting
        at the start of the parameters (getChecked); with skipDefaultBuilders, the
        definition's own `get` builder with the values in parameter order (as the
        generated C++ calls `X::get(context, ...)`)."""
        d = self.d
        values = []
        for p in d.parameters:
            if p.mutable:
                continue
            value = local(p)
            if p.default is not None:
                # Absent from the text: the default (as ODS's `value_or(default)`).
                default = self.names.default_expr(p, "parser.context", "_ods_")
                value = f"{value} if {value} is not {UNSET if unset_sentinel(p) else 'None'} else {default}"
            values.append((p.py_name, value))
        custom_get = next((b for b in d.builders if b.name == "get" and b.body is not None), None)
        if d.skip_default_builders and custom_get is not None:
            args = ", ".join(v for _, v in values)
            if d.gen_verify_decl:
                return f"cls.get_checked(parser.error_at(_ods_loc), parser.context, {args})"
            return f"cls.get(parser.context, {args})"
        args = ", ".join(f"{name}={v}" for name, v in values)
        if d.gen_verify_decl:
            return f"cls._ods_get_checked(parser.error_at(_ods_loc), parser.context, {args})"
        return f"cls._ods_get(parser.context, {args})"

    # -- parsing ------------------------------------------------------------------------

    def parse_element(self, e: ast.Element) -> list[Step]:
        if isinstance(e, ast.Literal):
            return [ParseLiteral(f"`{e.spelling}`", literal_call(e.spelling, optional=False))]
        if isinstance(e, ast.Whitespace):
            return []
        if isinstance(e, ast.Variable):
            return [self.parse_variable(e.target)]
        if isinstance(e, ast.Params):
            return [self.parse_params(e)]
        if isinstance(e, ast.Struct):
            return [self.parse_struct(e)]
        if isinstance(e, ast.Custom):
            return [self.parse_custom(e)]
        if isinstance(e, ast.Optional):
            return [self.parse_optional(e)]
        raise AssertionError(f"unexpected element {e!r}")

    def parse_variable(self, p: Parameter) -> ParseVariable:
        expr = field_parser(p, self.d, self.names)
        error = repr(f"failed to parse {self.d.name} parameter '{p.name}' which is to be a `{cpp_type(p)}`")
        return ParseVariable(f"${p.name}", local(p), expr, error)

    def parse_params(self, e: ast.Params) -> ParseParams:
        params = [v.target for v in e.params]
        required = [i for i, p in enumerate(params) if not p.is_optional]
        last_required = required[-1] if required else 0
        items: list[ParamsItem] = []
        for i, p in enumerate(params):
            item = ParamsItem(self.parse_variable(p))
            if i:
                prev = params[i - 1]
                if prev.is_optional:
                    item.comma_guard = self.parsed_present(prev)
                item.comma_optional = i > last_required
            items.append(item)
        comment = "params: " + ", ".join("$" + p.name for p in params)
        return ParseParams(comment, items, any(item.comma_optional for item in items))

    def parsed_present(self, p: Parameter) -> str:
        """After parsing optional `p`: it has a value other than its default (ODS:
        `succeeded(_result) && !(comparator(*_result, default))`)."""
        var = local(p)
        if p.default is None:
            return f"{var} is not None"
        return f"not ({equals_default(p, var, self.names, 'parser.context', '_ods_')})"

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
        return ParseStruct(describe(e), members, required, mode, len(members))

    def parse_custom(self, e: ast.Custom) -> ParseCustom:
        targets, args, required = [], ["parser"], []
        for a in e.args:
            if isinstance(a, ast.Variable):
                targets.append(local(a.target))
                if not a.target.is_optional:
                    required.append((local(a.target), a.target.name))
            elif isinstance(a, ast.Ref):
                assert isinstance(a.arg, ast.Variable)
                target = a.arg.target
                args.append("self_type" if target.type.self_type else local(target))
            elif isinstance(a, ast.String):
                args.append(a.value.replace("$_ctxt", "parser.context").replace("$_builder", "parser.context"))
        call = f"{self.names.directive(e.name, 'parse')}({', '.join(args)})"
        return ParseCustom(describe(e), targets, call, required)

    def parse_optional(self, e: ast.Optional) -> ParseOptional:
        then_elements = [x for x in e.then_elements if not isinstance(x, ast.Whitespace)]
        else_elements = [x for x in e.else_elements if not isinstance(x, ast.Whitespace)]
        first = then_elements[0]
        rest = [s for x in then_elements[1:] for s in self.parse_element(x)]
        else_steps = [s for x in else_elements for s in self.parse_element(x)]
        comment = describe(e)
        if isinstance(first, ast.Literal):
            return ParseOptional(comment, literal_call(first.spelling, optional=True), [], "", rest, else_steps)
        # The first element is parsed unconditionally; the group is present when one of
        # its parameters got a value (`succeeded(_result_x) && *_result_x`).
        probe = self.parse_element(first)
        params = [v.target for v in ast.params_of(first)]
        present = " or ".join(probe_present(p) for p in params) or "True"
        return ParseOptional(comment, None, probe, present, rest, else_steps)

    # -- printing -----------------------------------------------------------------------

    def print_element(self, e: ast.Element) -> list[Step]:
        if isinstance(e, ast.Literal):
            return [self.print_literal(e.spelling)]
        if isinstance(e, ast.Whitespace):
            return self.print_whitespace(e)
        if isinstance(e, ast.Variable):
            return self.print_variable(e)
        if isinstance(e, ast.Params):
            return self.print_comma_separated(list(e.params), False, "params")
        if isinstance(e, ast.Struct):
            return self.print_comma_separated(e.members, True, describe(e))
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
        return Print(f"`{value}`", [f"printer.write({py_str(text)})"])

    def print_whitespace(self, e: ast.Whitespace) -> list[Step]:
        self.should_emit_space = False
        if e.value == "":
            # `` only suppresses the space the next element would get.
            self.last_was_punctuation = True
            return []
        if e.value == "\n":
            # A newline keeps the current indentation (AsmPrinter::printNewline).
            return [Print("`\\n`", ["printer.print_newline()"])]
        return [Print(f"`{e.value}`", [f"printer.write({py_str(e.value)})"])]

    def _space_before_value(self) -> list[str]:
        """A space before a parameter or custom directive unless the last thing printed
        was punctuation that asked for none; then the state of a printed value."""
        code = ['printer.write(" ")'] if self.should_emit_space or not self.last_was_punctuation else []
        self.should_emit_space, self.last_was_punctuation = True, False
        return code

    def print_variable(self, e: ast.Variable, skip_guard: bool = False) -> list[Step]:
        p = e.target
        code = self._space_before_value()
        code.extend(field_printer(p, f"self._{p.py_name}", e.qualified, self.d, self.names))
        step = Print(describe(e), code)
        if p.is_optional and not skip_guard and p.name not in self.guarded:
            return [PrintGuarded(f"{describe(e)} when present", print_guard(p, self.names), [step])]
        return [step]

    def print_comma_separated(self, members: list[ast.Element], with_keys: bool, comment: str) -> list[Step]:
        """`params` or `struct`: members separated by `, ` (with `key = ` for a struct),
        optional ones only when present (genCommaSeparatedPrinter)."""
        steps: list[Step] = []
        keys = [ast.params_of(m)[0] for m in members]
        optional = [v.target.is_optional for v in keys]
        if self.should_emit_space or not self.last_was_punctuation:
            space = Print(f"space before {comment}", ['printer.write(" ")'])
            if all(optional):
                guard = " or ".join(print_guard(v.target, self.names) for v in keys)
                steps.append(PrintGuarded(f"space before {comment}, if any member is printed", guard, [space]))
            else:
                steps.append(space)
        # Without optional members every separator is known; otherwise a flag tells
        # whether a member was printed already.
        track = optional[0] and len(members) > 1
        if track:
            steps.append(Print(f"{comment}: no member printed yet", ["_ods_first = True"]))
        for index, (member, v) in enumerate(zip(members, keys)):
            p = v.target
            code: list[str] = []
            key = f"{p.name} = " if with_keys else ""
            if track:
                code += ["if not _ods_first:", '    printer.write(", ")', "_ods_first = False"]
                what = "`, ` after a printed member" + (f", then `{key}`" if key else "")
            else:
                what = f"`{', ' if index else ''}{key}`"
                key = (", " if index else "") + key
            if key:
                code.append(f"printer.write({py_str(key)})")
            self.should_emit_space, self.last_was_punctuation = False, True
            if isinstance(member, ast.Custom):
                inner = self.print_custom(member)
            else:
                assert isinstance(member, ast.Variable)
                inner = self.print_variable(member, skip_guard=True)
            body: list[Step] = ([Print(what, code)] if code else []) + inner
            if p.is_optional:
                steps.append(PrintGuarded(f"${p.name} when present", print_guard(p, self.names), body))
            else:
                steps.extend(body)
        return steps

    def print_custom(self, e: ast.Custom) -> list[Step]:
        code = self._space_before_value()
        args = []
        for a in e.args:
            target = a.arg if isinstance(a, ast.Ref) else a
            if isinstance(target, ast.Variable):
                args.append(f"self._{target.target.py_name}")
            elif isinstance(target, ast.String):
                args.append(target.value.replace("$_ctxt", "self.context").replace("$_builder", "self.context"))
        code.append(f"{self.names.directive(e.name, 'print')}({', '.join(['printer', *args])})")
        return [Print(describe(e), code)]

    def print_optional(self, e: ast.Optional) -> list[Step]:
        params = ast.params_of(e.anchor)
        condition = " or ".join(print_guard(v.target, self.names) for v in params)
        if e.inverted:
            condition = f"not ({condition})"
        saved = (self.should_emit_space, self.last_was_punctuation)
        outer = self.guarded
        if not e.inverted and len(params) == 1:
            # The group's guard is the anchor's: no need to test it again inside.
            self.guarded = outer | {params[0].target.name}
        then_steps = [s for x in e.then_elements for s in self.print_element(x)]
        self.guarded = outer
        self.should_emit_space, self.last_was_punctuation = saved
        else_steps = [s for x in e.else_elements for s in self.print_element(x)]
        anchor = "absent" if e.inverted else "present"
        return [PrintGuarded(f"{describe(e)}: the first group when {describe(e.anchor)} is {anchor}", condition, then_steps, else_steps)]


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
        return f"{prefix}keyword({json.dumps(value)})"  # a quoted literal, double quotes as black writes
    return f"{prefix}{PUNCTUATION_METHODS[value]}()"
