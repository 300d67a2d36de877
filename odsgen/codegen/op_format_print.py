"""The print plan of an operation format, as mlir-tblgen 22's genPrinter writes it.

Spacing is decided at generation time by the `shouldEmitSpace` / `lastWasPunctuation`
state machine: a space before a value unless the last literal was punctuation that
asked for none, a space before a literal by shouldEmitSpaceBefore; `` ` ` `` prints one
and `` `` `` suppresses the next. The state flows through an optional group's then
elements and on into its else elements, exactly as upstream (so the output matches
byte for byte). `attr-dict` prints the attributes the format did not print (neither
the segment sizes nor default-valued ones equal to their default); with `prop-dict`
the inherent attributes go to `<{...}>` and `attr-dict` prints only discardable ones.
"""

from __future__ import annotations

from typing import Any

from odsgen.codegen.format_view import Print, PrintGuarded, should_emit_space_before
from odsgen.codegen.op_format_exprs import (
    SYMBOL_NAME,
    tuple_code,
    const_attr,
    dense_array_element,
    enum_string,
    keyword_cases,
    needs_hooks,
    present_expr,
    py_str,
    single_value,
    types_expr,
    value_expr,
    value_group,
)
from odsgen.format import ast
from odsgen.format.ast import describe
from odsgen.format.op_format_checks import (
    OpFormat,
    is_enum_attr,
    is_generic_attr,
    is_optional_attr,
    is_unit_attr,
    type_builder,
)
from odsgen.spec.op_model import AttributeArg, OpDef


class PrintLowering:
    def __init__(self, op: OpDef, fmt: OpFormat, names: Any) -> None:
        self.op = op
        self.fmt = fmt
        self.names = names
        self.should_emit_space = True
        self.last_was_punctuation = False

    def steps(self) -> list[Any]:
        return [s for e in self.fmt.elements for s in self.element(e)]

    def q(self, code: str) -> str:
        return str(self.names.qualify(code))

    def element(self, e: ast.Element) -> list[Any]:
        if isinstance(e, ast.Literal):
            return [self.literal(e.spelling)]
        if isinstance(e, ast.Whitespace):
            return self.whitespace(e)
        if isinstance(e, ast.Optional):
            return [self.group(e)]
        if isinstance(e, ast.OIList):
            return self.oilist(e)
        if isinstance(e, ast.AttrDict):
            step = self.attr_dict(e)
            self.last_was_punctuation = False
            return [step]
        if isinstance(e, ast.PropDict):
            used = tuple(a.name for a in self.fmt.used_attributes)
            # Segment sizes the format determines are elided, as from attr-dict.
            if not self.fmt.all_operands and self.fmt.attr_sized_operands:
                used += ("operandSegmentSizes",)
            if not self.fmt.all_result_types and self.fmt.attr_sized_results:
                used += ("resultSegmentSizes",)
            code = [
                'printer.write(" ")',
                f"_ods_fmt.print_prop_dict(printer, op, {tuple_code(used)})",
            ]
            self.last_was_punctuation = False
            return [Print("prop-dict", code)]
        # A value: a space first unless punctuation asked for none.
        code = (
            ['printer.write(" ")']
            if self.should_emit_space or not self.last_was_punctuation
            else []
        )
        self.last_was_punctuation, self.should_emit_space = False, True
        comment = describe(e)
        if isinstance(e, ast.OpVariable) and e.kind == "attribute":
            return self.attribute(e, code)
        return [Print(comment, code + self.value(e))]

    # -- literals and spacing ---------------------------------------------------------------

    def literal(self, value: str) -> Print:
        space = self.should_emit_space and should_emit_space_before(
            value, self.last_was_punctuation
        )
        self.should_emit_space = len(value) != 1 or value[0] not in "<({["
        self.last_was_punctuation = value[0] != "_" and not value[0].isalpha()
        return Print(f"`{value}`", [f"printer.write({py_str((' ' if space else '') + value)})"])

    def whitespace(self, e: ast.Whitespace) -> list[Any]:
        if e.value == "\n":
            return [Print("`\\n`", ["printer.print_newline()"])]
        self.should_emit_space = False
        if e.value == " ":
            self.last_was_punctuation = False
            return [Print("` `", ['printer.write(" ")'])]
        self.last_was_punctuation = True  # `` only suppresses the next space
        return []

    # -- values -------------------------------------------------------------------------------

    def value(self, e: ast.Element) -> list[str]:
        op = self.op
        if isinstance(e, ast.OpVariable):
            t = e.target
            if e.kind == "operand":
                if t.arity == "variadic_of_variadic":
                    return [f"_ods_fmt.print_groups(printer, {value_expr(op, e)}, False)"]
                if t.arity == "optional":
                    return [
                        f"for _ods_v in {value_group(op, 'operand', e.index)}:",
                        "    printer.print_operand(_ods_v)",
                    ]
                if t.arity == "variadic":
                    return [f"printer.print_operands({value_group(op, 'operand', e.index)})"]
                return [f"printer.print_operand({single_value(op, 'operand', e.index)})"]
            if e.kind == "region":
                if t.variadic:
                    return self.regions(f"op.regions[{e.index}:]")
                return self.print_region(f"op.regions[{e.index}]")
            assert e.kind == "successor"
            if t.variadic:
                return self.comma_list(
                    f"op.successors[{e.index}:]", "printer.print_successor(_ods_v)"
                )
            return [f"printer.print_successor(op.successors[{e.index}])"]
        if isinstance(e, ast.Directive):
            if e.kind == "operands":
                return ["printer.print_operands(op.operands)"]
            if e.kind == "regions":
                return self.regions("op.regions")
            return self.comma_list("op.successors", "printer.print_successor(_ods_v)")
        if isinstance(e, ast.TypeOf):
            return self.type_directive(e)
        if isinstance(e, ast.FunctionalType):
            return [
                f"_ods_fmt.print_functional_type(printer, {types_expr(op, e.inputs)}, {types_expr(op, e.results)})"
            ]
        if isinstance(e, ast.Custom):
            return [self.custom(e)]
        raise AssertionError(f"unexpected element {e!r}")

    def attribute(self, e: ast.OpVariable, space: list[str]) -> list[Any]:
        """genElementPrinter for an attribute: an enum as its keyword, a symbol name, a
        value without its buildable type, the full attribute, or stripped."""
        a: AttributeArg = e.target
        value = f"_ods_prop_of(op, {a.name!r})"
        c = a.constraint
        if a.is_prop:
            return [Print(describe(e), space + [f"_ods_fmt.print_property(printer, op, {a.name!r})"])]
        if is_enum_attr(a):
            assert c.enum is not None
            keywords = keyword_cases(c.enum)
            text = enum_string(self.names, a, "_ods_attr")
            if len(keywords) == len(c.enum.cases) and not c.enum.is_bit_enum:
                body = [f"printer.write({text})"]
            else:
                cases = tuple_code(keywords)
                body = [
                    f"_ods_text = {text}",
                    f"printer.write(_ods_text) if _ods_text in {cases} else printer.print_string(_ods_text)",
                ]
        elif c.text == SYMBOL_NAME:
            body = ["printer.print_symbol_name(_ods_attr.value)"]
        elif type_builder(c) is not None:
            body = ["printer.print_attribute_without_type(_ods_attr)"]
        elif e.qualified or is_generic_attr(a):
            body = ["printer.print_attribute(_ods_attr)"]
        elif dense_array_element(self.names, a, "None") is not None:
            body = ["_ods_fmt.print_dense_array(printer, _ods_attr)"]
        elif (c.storage or "").startswith("builtin."):
            # printStrippedAttrOrType needs the storage class's own `print`: builtin
            # classes and interfaces (TypedAttr) have none, so they print in full.
            body = ["printer.print_attribute(_ods_attr)"]
        else:
            body = ["printer.print_stripped_attribute(_ods_attr)"]
        code = space + [f"_ods_attr = {value}"]
        if is_optional_attr(a):
            # An absent optional attribute outside a group prints nothing (MLIR would
            # print a null attribute).
            return [
                Print(describe(e), code),
                PrintGuarded(
                    f"{describe(e)} when set", "_ods_attr is not None", [Print(describe(e), body)]
                ),
            ]
        return [Print(describe(e), code + body)]

    def print_region(self, region: str) -> list[str]:
        if self.fmt.implicit_terminator is not None:
            # The implicit terminator is printed only when it carries something.
            return [f"printer.print_region({region}, True, _ods_fmt.print_terminator({region}))"]
        return [f"printer.print_region({region})"]

    def regions(self, regions: str) -> list[str]:
        return self.comma_list(regions, self.print_region("_ods_v")[0])

    @staticmethod
    def comma_list(items: str, each: str) -> list[str]:
        return [
            f"for _ods_i, _ods_v in enumerate({items}):",
            "    if _ods_i:",
            '        printer.write(", ")',
            f"    {each}",
        ]

    def type_directive(self, e: ast.TypeOf) -> list[str]:
        op, arg = self.op, e.arg
        if isinstance(arg, ast.OpVariable):
            t = arg.target
            if t.arity == "variadic_of_variadic":
                return [f"_ods_fmt.print_groups(printer, {value_expr(op, arg)}, True)"]
            if t.arity == "single":
                value = f"{single_value(op, arg.kind, arg.index)}.type"
                type_class = getattr(self.names, "type_class", None)
                cls = (
                    type_class(t.constraint) if type_class is not None and not e.qualified else None
                )
                if cls is not None:
                    # printStrippedAttrOrType of the constraint's class, else in full.
                    return [
                        f"_ods_type = {value}",
                        f"if isinstance(_ods_type, {cls}):",
                        "    printer.print_stripped_type(_ods_type)",
                        "else:",
                        "    printer.print_type(_ods_type)",
                    ]
                return [f"printer.print_type({value})"]
        return [f"_ods_fmt.print_types(printer, {types_expr(op, arg)})"]

    def custom(self, e: ast.Custom) -> str:
        args = ["printer", "op"]
        for a in e.args:
            target = a.arg if isinstance(a, ast.Ref) else a
            args.append(self.custom_arg(target))
        return f"{self.names.hooks_alias(needs_hooks(self.op))}.print_{e.name}({', '.join(args)})"

    def custom_arg(self, a: ast.Element) -> str:
        op = self.op
        if isinstance(a, ast.AttrDict):
            return "_ods_fmt.all_attributes(op)"
        if isinstance(a, ast.PropDict):
            return "op.properties"
        if isinstance(a, ast.String):
            return a.value.replace("$_ctxt", "_ods_fmt.context_of(op)").replace(
                "$_builder", "_ods_fmt.context_of(op)"
            )
        if isinstance(a, ast.TypeOf):
            arg = a.arg
            if isinstance(arg, ast.OpVariable):
                t = arg.target
                if t.arity == "single":
                    return f"{single_value(op, arg.kind, arg.index)}.type"
                if t.arity == "optional":
                    return f"next((_ods_v.type for _ods_v in {value_group(op, arg.kind, arg.index)}), None)"
                if t.arity == "variadic_of_variadic":
                    return (
                        f"[[_ods_v.type for _ods_v in _ods_g] for _ods_g in {value_expr(op, arg)}]"
                    )
            return types_expr(op, arg)
        if isinstance(a, ast.Directive):
            return {
                "operands": "op.operands",
                "regions": "op.regions",
                "successors": "op.successors",
            }[a.kind]
        assert isinstance(a, ast.OpVariable)
        return value_expr(op, a)

    # -- attr-dict -------------------------------------------------------------------------------

    def attr_dict(self, e: ast.AttrDict) -> Print:
        fmt, op = self.fmt, self.op
        elided: list[str] = []
        if not fmt.all_operands and fmt.attr_sized_operands:
            elided.append("operandSegmentSizes")
        if not fmt.all_result_types and fmt.attr_sized_results:
            elided.append("resultSegmentSizes")
        elided += fmt.inferred_attributes
        # Only attribute names: a discardable attribute named like a property prints.
        elided += [a.name for a in fmt.used_attributes if not a.is_prop]
        # With prop-dict the inherent attributes are printed there; an op without
        # properties has only discardable attributes.
        inherent = [a.name for a in op.attributes if not a.is_prop]
        inherent += ["operandSegmentSizes"] if fmt.attr_sized_operands else []
        inherent += ["resultSegmentSizes"] if fmt.attr_sized_results else []
        # Only the discardable attributes are left to print when every inherent one is
        # elided (used elsewhere in the format) or, with prop-dict, printed there.
        attrs = (
            "op._attributes"
            if fmt.has_prop_dict or set(inherent) <= set(elided)
            else "_ods_fmt.all_attributes(op)"
        )
        if attrs != "op._attributes":
            # Properties never print in attr-dict (only inherent attributes do).
            elided += [a.name for a in op.attributes if a.is_prop]
        keyword = ", True" if e.with_keyword else ""
        defaults = [a for a in op.attributes if a.default is not None and a.name not in elided]
        comment = "attr-dict-with-keyword" if e.with_keyword else "attr-dict"
        if not defaults:
            args = (
                [attrs]
                + ([tuple_code(elided)] if elided or keyword else [])
                + (["True"] if keyword else [])
            )
            return Print(comment, [f"printer.print_optional_attr_dict({', '.join(args)})"])
        code = [f"_ods_elided = [{', '.join(repr(n) for n in elided)}]"]
        for a in defaults:
            default = const_attr(self.names, a.constraint, a.default, "_ods_v.context")  # type: ignore[arg-type]
            code += [
                f"# {a.name} is elided when it has its default value",
                f"if (_ods_v := _ods_prop_of(op, {a.name!r})) is not None and _ods_v == {default}:",
                f"    _ods_elided.append({a.name!r})",
            ]
        code.append(f"printer.print_optional_attr_dict({attrs}, _ods_elided{keyword})")
        return Print(comment, code)

    # -- optional groups and oilists ------------------------------------------------------------

    def anchor(self, e: ast.Element) -> str:
        """Whether an optional group's anchor is present (genOptionalGroupPrinterAnchor)."""
        op = self.op
        if isinstance(e, ast.OpVariable):
            t = e.target
            if e.kind in ("operand", "result"):
                return f"{value_group(op, e.kind, e.index)}"
            if e.kind == "region":
                return f"op.regions[{e.index}:]" if t.variadic else f"op.regions[{e.index}].blocks"
            if e.kind == "attribute":
                return present_expr(self.names, t, f"_ods_prop_of(op, {t.name!r})")
            return f"op.successors[{e.index}:]" if t.variadic else "True"
        if isinstance(e, ast.TypeOf):
            return self.anchor(e.arg)
        if isinstance(e, ast.FunctionalType):
            return self.anchor(e.inputs)
        if isinstance(e, ast.Directive):
            return {"operands": "op.operands", "results": "op.results"}.get(e.kind, "True")
        if isinstance(e, ast.Custom):
            parts = [
                f"({self.anchor(a)})" for a in e.args if not isinstance(a, (ast.Ref, ast.String))
            ]
            return " or ".join(parts) or "True"
        return "True"

    def group(self, e: ast.Optional) -> PrintGuarded:
        from odsgen.codegen.op_format_view import describe, elided_unit_anchor

        condition = self.anchor(e.anchor)
        if e.inverted:
            condition = f"not ({condition})"
        then_first = e.then_elements[0]
        elided = elided_unit_anchor(e, then_first)
        if elided is not None and e.else_elements and elided is e.else_elements[0]:
            elided = None
        then_steps = [s for x in e.then_elements if x is not elided for s in self.element(x)]
        else_steps = [s for x in e.else_elements if x is not elided for s in self.element(x)]
        anchor = "absent" if e.inverted else "present"
        return PrintGuarded(
            f"{describe(e)}: the first group when {describe(e.anchor)} is {anchor}",
            condition,
            then_steps,
            else_steps,
        )

    def oilist(self, e: ast.OIList) -> list[Any]:
        """Each clause, in format order, when any value it binds is set (upstream tests
        `false || ...`, so a clause without values never prints)."""
        from odsgen.format.op_format import collect_variables

        steps: list[Any] = []
        for keyword, elements in e.clauses:
            tests = [self.clause_test(v) for x in elements for v in collect_variables(x)]
            body: list[Any] = [self.literal(keyword.spelling)]
            unit = elements[0] if len(elements) == 1 else None
            if not (
                isinstance(unit, ast.OpVariable)
                and unit.kind == "attribute"
                and is_unit_attr(unit.target)
            ):
                body += [s for x in elements for s in self.element(x)]
            condition = " or ".join(f"({t})" if " " in t else t for t in tests) or "False"
            steps.append(
                PrintGuarded(
                    f"oilist clause `{keyword.spelling}` when a value it binds is set",
                    condition,
                    body,
                )
            )
        return steps

    def clause_test(self, v: ast.OpVariable) -> str:
        if v.kind == "attribute":
            return present_expr(self.names, v.target, f"_ods_prop_of(op, {v.name!r})")
        if v.kind in ("operand", "result"):
            return value_group(self.op, v.kind, v.index)
        return f"op.regions[{v.index}].blocks"
