"""What a generated op parser does after the last format element, in mlir-tblgen 22's
order: regions, successors, segment sizes (AttrSizedOperandSegments /
AttrSizedResultSegments, VariadicOfVariadic), the constraint checks of types that
transformers read, buildable types, result types, operand resolution in operand order,
inferred result types; then the op is built."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from odsgen.codegen.op_format_exprs import (
    ALL_OPERAND_TYPES,
    ALL_OPERANDS,
    ALL_OPERANDS_LOC,
    ALL_RESULT_TYPES,
    FULL_REGIONS,
    FULL_SUCCESSORS,
    attr_local,
    loc_local,
    operands_local,
    py_str,
    region_local,
    sizes_local,
    successor_local,
    types_local,
)
from odsgen.format.op_format_checks import TypeResolution

if TYPE_CHECKING:
    from odsgen.codegen.op_format_view import OpFormatLowering

# How a resolved type expression is shaped: one Type, a list, or either (a transformer).
ONE, LIST, EITHER = "one", "list", "either"


class Resolution:
    def __init__(self, lowering: OpFormatLowering) -> None:
        self.lowering = lowering
        self.op = lowering.op
        self.fmt = lowering.fmt
        self.names = lowering.names

    def steps(self) -> tuple[list[Any], str]:
        from odsgen.codegen.op_format_view import ParseCode

        op, fmt = self.op, self.fmt
        steps: list[Any] = []
        regions = self.holders(
            FULL_REGIONS if fmt.has_all_regions else None, op.regions, region_local
        )
        successors = self.holders(
            FULL_SUCCESSORS if fmt.has_all_successors else None, op.successors, successor_local
        )
        segments = self.segments(steps)
        checks = self.transformer_checks()
        if checks:
            steps.append(
                ParseCode(
                    "types that type transformers read must satisfy their constraints", checks
                )
            )
        if fmt.buildable_types:
            steps.append(
                ParseCode(
                    "buildable types",
                    [
                        f"_ods_buildable_{i} = {self.q(b.replace('$_ctxt', 'parser.context'))}"
                        for i, b in enumerate(fmt.buildable_types)
                    ],
                )
            )
        if not fmt.infers_result_types:
            steps.append(ParseCode("result types", [f"_ods_types = {self.result_types()}"]))
        steps.append(
            ParseCode("operands, resolved to their types in operand order", self.operands())
        )
        if op.attributes:
            steps.append(
                ParseCode(
                    "inherent attributes written in the attribute dictionary become properties",
                    ["if _ods_attrs:", "    _ods_attrs = _ods_fmt.split_inherent(cls, _ods_attrs, _ods_props)"],
                )
            )
        if fmt.infers_result_types:
            steps.append(
                ParseCode(
                    "result types, inferred (InferTypeOpInterface)",
                    [
                        f"_ods_types = cls._ods_infer_result_types(parser, loc, _ods_values, _ods_props, {regions})"
                    ],
                )
            )
        given = {
            "operands": "_ods_values",
            "result_types": "_ods_types",
            "properties": "_ods_props",
            "attributes": "_ods_attrs",
        }
        if op.regions:
            given["regions"] = regions
        if op.successors:
            given["successors"] = successors
        given.update(segment.split("=", 1) for segment in segments)
        # Every keyword up to the last one given, the others at their defaults: compiled,
        # the call of the cpdef from_parsed is then a C call (one that skips an optional
        # argument is a call through the module).
        last = max(FROM_PARSED_KEYWORDS.index(k) for k in given)
        args = ["cls", "parser", "loc"] + [
            f"{k}={given.get(k, FROM_PARSED_DEFAULTS.get(k))}"
            for k in FROM_PARSED_KEYWORDS[: last + 1]
        ]
        return steps, "_ods_from_parsed(" + ", ".join(args) + ")"

    def q(self, code: str) -> str:
        return str(self.names.qualify(code))

    @staticmethod
    def holders(full: str | None, items: tuple, local: Any) -> str:
        if full is not None:
            return full
        parts = [("*" if h.variadic else "") + local(h.name, h.variadic) for h in items]
        if len(parts) == 1 and parts[0].startswith("*"):
            return parts[0][1:]
        return "[" + ", ".join(parts) + "]"

    def segments(self, steps: list[Any]) -> list[str]:
        from odsgen.codegen.op_format_view import ParseCode

        op, fmt = self.op, self.fmt
        args = []
        if not fmt.all_operands:
            if fmt.attr_sized_operands:
                sizes = [
                    f"len({operands_local(o.name)})" if o.is_variable_length else "1"
                    for o in op.operands
                ]
                args.append(f"operand_segment_sizes=[{', '.join(sizes)}]")
            for o in op.operands:
                if o.arity == "variadic_of_variadic" and o.segment_attr:
                    steps.append(
                        ParseCode(
                            f"${o.name}: its group sizes",
                            [
                                f"_ods_props[{o.segment_attr!r}] = _ods_fmt.i32_array(parser.context, {sizes_local(o.name)})"
                            ],
                        )
                    )
        if not fmt.all_result_types and fmt.attr_sized_results:
            sizes = [
                f"len({types_local(r.name)})" if r.is_variable_length else "1" for r in op.results
            ]
            args.append(f"result_segment_sizes=[{', '.join(sizes)}]")
        return args

    # -- types ------------------------------------------------------------------------------

    def resolver(self, res: TypeResolution, own: str) -> tuple[str, str]:
        """(expression, shape) of a type found through `res` (emitTypeResolver); `own`
        is the variable's own type list when the format binds it."""
        if res.builder is not None:
            return f"_ods_buildable_{res.builder}", ONE
        if res.var is not None:
            kind, index = res.var
            v = (self.op.operands if kind == "operand" else self.op.results)[index]
            local = types_local(v.name)
            many = v.arity in ("variadic", "variadic_of_variadic")
            source, shape = (local, LIST) if many else (f"{local}[0]", ONE)
        elif res.attr is not None:
            source, shape = f"{attr_local(res.attr.name)}.type", ONE
        else:
            return own, LIST
        if res.transformer is None:
            return source, shape
        code = res.transformer.replace("$_self", source).replace("$_ctxt", "parser.context")
        return self.q(code), EITHER

    def result_types(self) -> str:
        fmt, op = self.fmt, self.op
        if fmt.all_result_types:
            return ALL_RESULT_TYPES
        parts = [
            self.resolver(fmt.result_types[i], types_local(r.name))
            for i, r in enumerate(op.results)
        ]
        return concat(parts)

    def transformer_checks(self) -> list[str]:
        """Types a transformer reads must satisfy their variable's constraint."""
        code: list[str] = []
        done: set[tuple[str, int]] = set()
        for res in self.fmt.result_types + self.fmt.operand_types:
            if res.transformer is None or res.var is None or res.var in done:
                continue
            done.add(res.var)
            kind, index = res.var
            v = (self.op.operands if kind == "operand" else self.op.results)[index]
            if v.constraint.is_any:
                continue
            message = py_str(f"'{v.name}' must be {v.constraint.summary}, but got '")
            code += [
                f"for _ods_type in {types_local(v.name)}:",
                f"    if not {self.names.checker(v.constraint)}(_ods_type):",
                f'        parser.emit_op_error({message} + parser.type_text(_ods_type) + "\'", loc)',
            ]
        return code

    def operands(self) -> list[str]:
        op, fmt = self.op, self.fmt
        if not op.operands:
            return ["_ods_values = []"]
        if fmt.all_operand_types:
            if fmt.all_operands:
                return [
                    f"_ods_values = parser.resolve_operands({ALL_OPERANDS}, {ALL_OPERAND_TYPES}, {ALL_OPERANDS_LOC})"
                ]
            if len(op.operands) == 1:
                operands = operands_local(op.operands[0].name)
            else:
                operands = "[" + ", ".join("*" + operands_local(o.name) for o in op.operands) + "]"
            return [f"_ods_values = parser.resolve_operands({operands}, {ALL_OPERAND_TYPES}, loc)"]
        parts = [
            self.resolver(fmt.operand_types[i], types_local(o.name))
            for i, o in enumerate(op.operands)
        ]
        if fmt.all_operands:
            # One ODS operand: its resolver as is (a single type applies to every operand).
            types = parts[0][0] if len(parts) == 1 else concat(parts)
            return [
                f"_ods_values = parser.resolve_operands({ALL_OPERANDS}, {types}, {ALL_OPERANDS_LOC})"
            ]
        # A single operand of one known type is resolved by itself (no list per operand,
        # nothing to count); the others as lists, checked against their types' count.
        items = []
        for o, (expr, shape) in zip(op.operands, parts):
            if shape == LIST and expr in self.lowering.single_type_lists:
                expr, shape = f"{expr}[0]", ONE
            if shape == ONE and o.name in self.lowering.single_operands:
                items.append(f"parser.resolve_ssa_use({operands_local(o.name)}[0], {expr})")
            else:
                call = f"parser.resolve_operands({operands_local(o.name)}, {expr}, {loc_local(o.name)})"
                items.append("*" + call)
        if len(items) == 1 and items[0].startswith("*"):
            return [f"_ods_values = {items[0][1:]}"]
        return [f"_ods_values = [{', '.join(items)}]"]


# op_base.from_parsed's optional arguments, in order, and the defaults of those a
# generated parser may leave out.
FROM_PARSED_KEYWORDS = (
    "operands",
    "result_types",
    "properties",
    "attributes",
    "regions",
    "successors",
    "operand_segment_sizes",
    "result_segment_sizes",
)
FROM_PARSED_DEFAULTS = {
    "regions": "()",
    "successors": "()",
    "operand_segment_sizes": "None",
    "result_segment_sizes": "None",
}


def concat(parts: list[tuple[str, str]]) -> str:
    """A list expression of the types of `parts` (one type, a list, or either)."""
    if len(parts) == 1 and parts[0][1] == LIST:
        return parts[0][0]
    items = []
    for expr, shape in parts:
        if shape == ONE:
            items.append(expr)
        elif shape == LIST:
            items.append("*" + expr)
        else:
            items.append(f"*_ods_fmt.type_list({expr})")
    if len(items) == 1 and items[0].startswith("*_ods_fmt"):
        return items[0][1:]
    return "[" + ", ".join(items) + "]"
