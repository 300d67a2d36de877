"""Verifier bodies of generated operations: `_ods_verify` and `_ods_verify_regions`.

Verification follows ODS's order (OpDefinitionsGen): the structural count traits
(regions, results, successors, operands), the user's StructuralOpTraits, then the
generated invariants (inherent attributes: presence by name order, then constraints in
declaration order; operands; results; regions; successors), then the other traits in
declaration order, then `hasVerifier`. Trait checks call odsgen.ir.verify.op_traits.
"""

from __future__ import annotations

import json

import difflib
from typing import TYPE_CHECKING, Any

from odsgen.errors import DefinitionError
from odsgen.codegen.op_reads import reads_types_and_properties_only
from odsgen.ir.core.diagnostics import error
from odsgen.spec.op_model import OpDef, Operand, OpTrait

if TYPE_CHECKING:
    from odsgen.codegen.op_view import OpViewBuilder

# Traits verified before the generated invariants (ODS StructuralOpTrait).
STRUCTURAL = {
    "SingleBlock", "SingleBlockImplicitTerminator", "NoTerminator", "HasParent", "ParentOneOf",
    "AttrSizedOperandSegments", "AttrSizedResultSegments", "NoRegionArguments",
}

# Trait -> how its verifier is called (`_ods_t` is odsgen.ir.verify.op_traits); `{args}` are
# its arguments as Python literals. Traits without an entry have nothing to verify.
TRAIT_CALLS = {
    "IsTerminator": "_ods_t.verify_is_terminator(self)",
    "Terminator": "_ods_t.verify_is_terminator(self)",
    "NoTerminator": None,
    "SingleBlock": "_ods_t.verify_single_block(self)",
    "SingleBlockImplicitTerminator": "_ods_t.verify_single_block(self)",
    "HasParent": "_ods_t.verify_parent_in(self, ({args},))",
    "ParentOneOf": "_ods_t.verify_parent_in(self, {args})",
    "SameOperandsAndResultType": "_ods_t.verify_same_operands_and_result_type(self)",
    "SameTypeOperands": "_ods_t.verify_same_type_operands(self)",
    "SameOperandsShape": "_ods_t.verify_same_operands_shape(self)",
    "SameOperandsAndResultShape": "_ods_t.verify_same_operands_and_result_shape(self)",
    "SameOperandsElementType": "_ods_t.verify_same_operands_element_type(self)",
    "SameOperandsAndResultElementType": "_ods_t.verify_same_operands_and_result_element_type(self)",
    "AttrSizedOperandSegments": "_ods_t.verify_operand_size_attr(self, count=len(self._ods_operand_arity))",
    "AttrSizedResultSegments": "_ods_t.verify_result_size_attr(self, count=len(self._ods_result_arity))",
    "NoRegionArguments": "_ods_t.verify_no_region_arguments(self)",
    "Symbol": "_ods_t.verify_symbol_op_interface(self, optional_symbol=self.optional_symbol)",
    "SameOperandsAndResultRank": "_ods_t.verify_same_operands_and_result_rank(self)",
    "OperandsAreFloatLike": "_ods_t.verify_operands_are_float_like(self)",
    "OperandsAreSignlessIntegerLike": "_ods_t.verify_operands_are_signless_integer_like(self)",
    "ResultsAreBoolLike": "_ods_t.verify_results_are_bool_like(self)",
    "ResultsAreFloatLike": "_ods_t.verify_results_are_float_like(self)",
    "ResultsAreSignlessIntegerLike": "_ods_t.verify_results_are_signless_integer_like(self)",
    "Elementwise": "_ods_t.verify_elementwise(self)",
    "CastOpInterface": "_ods_t.verify_cast_op_interface(self)",
}
# ODS PredOpTraits: checked with the generated invariants (OpDefinitionsGen).
PRED_TRAITS = {
    "AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch",
    "AllElementCountsMatch", "TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith",
    "TypeIs", "ElementTypeIs", "PredOpTrait",
}
# AllMatchSameOperatorTrait<names, operator, summary> for shaped types: what they compare.
_SHAPED_MATCH = {"AllShapesMatch": "shape", "AllRanksMatch": "rank", "AllElementCountsMatch": "element count"}

# Traits whose checks read only the operation's operand and result types, its properties
# and its operand count: with the rest of such an op's invariants, a function of the key
# RegisteredOp.verify_structure memoises (CastOpInterface's areCastCompatible is given
# the types alone). The others read the op's place in the IR (IsTerminator, HasParent),
# its regions or blocks, or anything (a PredOpTrait is decided by what its predicate reads).
TYPE_ONLY_TRAITS = {
    "SameOperandsAndResultType", "SameTypeOperands", "SameOperandsShape",
    "SameOperandsAndResultShape", "SameOperandsElementType", "SameOperandsAndResultElementType",
    "AttrSizedOperandSegments", "AttrSizedResultSegments", "SameOperandsAndResultRank",
    "OperandsAreFloatLike", "OperandsAreSignlessIntegerLike", "ResultsAreBoolLike",
    "ResultsAreFloatLike", "ResultsAreSignlessIntegerLike", "Elementwise", "CastOpInterface",
    "AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch",
    "AllElementCountsMatch", "TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith",
    "TypeIs", "ElementTypeIs",
}

REGION_TRAIT_CALLS = {
    "SingleBlockImplicitTerminator": "_ods_t.verify_single_block_implicit_terminator(self, {args})",
    "SymbolTable": "_ods_t.verify_symbol_table(self)",
}



class OpVerifierBuilder:
    """The verifier code of one operation (`builder` names its constraints' checkers)."""

    def __init__(self, builder: OpViewBuilder, op: OpDef) -> None:
        self.builder = builder
        self.op = op

    def verify_body(self) -> list[str]:
        op = self.op
        lines: list[str] = []

        def check(condition: str, message: str) -> None:
            lines.append(f"if {condition}:")
            lines.append(f"    return {message}")

        def call(expr: str) -> None:
            lines.append(f"if (error := {expr}) is not None:")
            lines.append("    return error")

        _count_checks(op, check)
        for t in op.traits:
            _check_not_misspelt(t)
        for t in op.traits:
            if t.name in STRUCTURAL:
                self._trait(t, call)
        # The generated invariants: attributes present (by name), then their constraints.
        for a in sorted(op.attributes, key=lambda a: a.name):
            if a.is_required and not a.is_prop:
                check(f"self._ods_prop({a.name!r}) is None", repr(f"requires attribute '{a.name}'"))
        for a in op.attributes:
            if a.is_prop:
                continue
            fn = self.builder.checker(a.constraint)
            if not a.constraint.is_any:
                lines.append(f"value = self._ods_prop({a.name!r})")
                check(
                    f"value is not None and not {fn}(value)",
                    repr(f"attribute '{a.name}' failed to satisfy constraint: {a.constraint.summary}"),
                )
        if any(a.is_prop for a in op.attributes):
            call("self._ods_verify_props()")  # the properties' predicates
        for kind, values in (("operand", op.operands), ("result", op.results)):
            self._value_checks(kind, values, lines)
        for kind, field_name, variable in (("region", "regions", "region"), ("successor", "successors", "block")):
            for i, item in enumerate(getattr(op, field_name)):
                if item.constraint.is_any:
                    continue
                fn = self.builder.checker(item.constraint)
                target = f"self.{field_name}[{i}:]" if item.variadic else f"self.{field_name}[{i}:{i + 1}]"
                lines.append(f"for index, {variable} in enumerate({target}, {i}):")
                lines.append(f"    if not {fn}({variable}):")
                # ODS names the value only when it has a name (regions may be unnamed).
                named = f" ('{item.name}')" if item.name else ""
                lines.append(
                    f"        return f\"{kind} #{{index}}{named} failed to verify constraint: "
                    f"{_fstr(item.constraint.summary)}\""
                )
        # PredOpTraits (AllTypesMatch, TypesMatchWith, PredOpTrait) are part of the
        # generated invariants; native traits follow, in declaration order.
        for t in op.traits:
            if t.name in PRED_TRAITS:
                self._trait(t, call)
        for t in op.traits:
            if t.name not in STRUCTURAL and t.name not in PRED_TRAITS:
                self._trait(t, call)
        if op.verifier is not None:
            if op.verifier.ref is not None:
                call(self.builder.module.code(op.verifier, {}, "self"))
            else:
                lines.append("if (error := self._ods_verifier()) is not None:")
                lines.append("    return error")
        lines.append("return None")
        return lines

    def verifies_by_types(self) -> bool:
        """Whether `_ods_verify` depends on nothing but the operation's class, properties,
        operand and result types and region, successor and operand counts (inherent
        attributes live in the properties): no region or successor constraint, only
        traits without checks or with checks of types alone, and a hasVerifier and
        PredOpTrait predicates that read nothing else (odsgen.codegen.op_reads)."""
        op = self.op
        if op.verifier is not None and (
            op.verifier.ref is not None
            or not reads_types_and_properties_only(self.builder.module.code(op.verifier, {"cppClass": op.class_name}), op)
        ):
            return False
        if any(not item.constraint.is_any for item in (*op.regions, *op.successors)):
            return False
        # A trait checks nothing when it has no call and is no PredOpTrait.
        return all(
            t.name in TYPE_ONLY_TRAITS
            or (t.name == "PredOpTrait" and len(t.args) == 2 and reads_types_and_properties_only(_predicate(t), op))
            or (t.name not in PRED_TRAITS and TRAIT_CALLS.get(t.name) is None)
            for t in op.traits
        )

    def _value_checks(self, kind: str, values: tuple[Operand, ...], lines: list[str]) -> None:
        op = self.op
        if not values or all(v.constraint.is_any and v.arity in ("single", "variadic") for v in values):
            return
        lines.append("index = 0")
        leading = _leading_singles(op, values, kind)
        for i, v in enumerate(values):
            group = f"self.{kind}s[{i}:{i + 1}]" if i < leading else f"self._ods_{kind}_group({i})"
            if v.arity == "optional":
                lines.append(f"group = {group}")
                lines.append("if len(group) > 1:")
                lines.append(
                    f"    return f\"{kind} group starting at #{{index}} requires 0 or 1 element, but found {{len(group)}}\""
                )
                group = "group"
            fn = self.builder.checker(v.constraint)
            if v.arity == "variadic_of_variadic":
                # verifyValueSizeAttr: the segments attribute adds up to the group.
                lines.append(f"group = {group}")
                lines.append(
                    f"if (error := _ods_t.verify_value_size_attr(self, {v.segment_attr!r}, {v.name!r}, len(group))) is not None:"
                )
                lines.append("    return error")
                group = "group"
            if v.constraint.is_any:
                lines.append(f"index += len({group})")
                continue
            lines.append(f"for value in {group}:")
            lines.append(f"    if not {fn}(value.type):")
            lines.append(f"        return f\"{kind} #{{index}} must be {_fstr(v.summary)}, but got '{{value.type}}'\"")
            lines.append("    index += 1")

    def _trait(self, t: OpTrait, call) -> None:  # type: ignore[no-untyped-def]
        if t.name == "CastOpInterface":
            _check_cast_hook(self.op, t)
        if t.name in ("AllTypesMatch", "AllElementTypesMatch"):
            names = list(t.args[0]) if t.args and isinstance(t.args[0], tuple) else []
            function = "verify_all_types_match" if t.name == "AllTypesMatch" else "verify_all_element_types_match"
            call(f"_ods_t.{function}({names!r}, [{', '.join(self._value_ref(n) for n in names)}])")
            return
        if t.name in _SHAPED_MATCH:
            names = list(t.args[0]) if t.args and isinstance(t.args[0], tuple) else []
            values = ", ".join(self._value_ref(n) for n in names)
            call(f"_ods_t.verify_all_shaped_match({names!r}, [{values}], {_SHAPED_MATCH[t.name]!r})")
            return
        if t.name in ("TypeIs", "ElementTypeIs"):
            name, constraint = t.args
            element = ", element=True" if t.name == "ElementTypeIs" else ""
            call(
                f"_ods_t.verify_type_is({name!r}, {self._value_ref(str(name))}, "
                f"{self.builder.checker(constraint)}, {constraint.summary!r}{element})"
            )
            return
        # An absent optional value passes (OptionalTypesMatchWith; a single value is never
        # absent), and a variadic one is compared as a tuple of types (RangedTypesMatchWith).
        if t.name in ("TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith"):
            self._types_match_with(t, call)
            return
        if t.name == "PredOpTrait":
            if len(t.args) != 2:
                raise DefinitionError(error("PredOpTrait takes a summary and a predicate over $_op", t.loc))
            summary = t.args[0]
            expr = self.builder.qualify(_predicate(t))
            call(f"(None if ({expr}) else {('failed to verify that ' + str(summary))!r})")
            return
        template = TRAIT_CALLS.get(t.name)
        if template is None:
            return
        args = ", ".join(repr(a) for a in t.args)
        if t.name == "SingleBlock" and self.op.has_trait("NoTerminator"):
            args = "no_terminator=True"
            template = "_ods_t.verify_single_block(self, {args})"
        call(template.format(args=args))

    def _value_ref(self, name: str) -> str:
        """The Python expression of an operand's, result's or typed attribute's type, by
        ODS name: indexed directly when every operand (result) is a single value."""
        op = self.op
        for values, field_name, sized in (
            (op.operands, "operands", "AttrSizedOperandSegments"),
            (op.results, "results", "AttrSizedResultSegments"),
        ):
            names = [v.name for v in values]
            if name in names:
                if names.index(name) < _leading_singles(op, values, field_name[:-1]):
                    return f"self.{field_name}[{names.index(name)}].type"
                break
        else:
            if any(a.name == name for a in op.attributes):
                return f"getattr(self._ods_prop({name!r}), 'type', None)"
        return f"self._ods_named_type({name!r})"

    def _types_match_with(self, t: OpTrait, call) -> None:  # type: ignore[no-untyped-def]
        """TypesMatchWith<summary, lhs, rhs, transform>: rhs's type == transform(lhs's)."""
        if len(t.args) < 4:
            raise DefinitionError(error("TypesMatchWith takes a summary, two names and a transformer", t.loc))
        summary, lhs, rhs, transform = t.args[:4]
        lhs_ref, rhs_ref = self._value_ref(lhs), self._value_ref(rhs)
        expr = str(transform).replace("$_self", lhs_ref).replace("$_ctxt", "self._ods_context()")
        call(
            f"(None if {lhs_ref} is None or {rhs_ref} is None "
            f"or {self.builder.qualify(expr)} == {rhs_ref} "
            f"else {('failed to verify that ' + str(summary))!r})"
        )

    def verify_regions_body(self) -> list[str]:
        op = self.op
        lines: list[str] = []
        for t in op.traits:
            template = REGION_TRAIT_CALLS.get(t.name)
            if template is not None:
                template = template.format(args=", ".join(repr(a) for a in t.args))
                lines.append(f"if (error := {template}) is not None:")
                lines.append("    return error")
        if op.region_verifier is not None:
            if op.region_verifier.ref is not None:
                expr = self.builder.module.code(op.region_verifier, {}, "self")
                lines.append(f"if (error := {expr}) is not None:")
            else:
                lines.append("if (error := self._ods_region_verifier()) is not None:")
            lines.append("    return error")
        # Nothing to check: the class keeps RegisteredOp's `_ods_verify_regions`.
        return lines + ["return None"] if lines else []


# Traits odsgen verifies or knows to need no verifier. A trait name that is none of these
# is taken as an interface without a verifier (there are many upstream), unless it is
# one letter or two away from one of them: that is a misspelling, which would otherwise
# silently verify nothing.
_KNOWN_TRAITS = frozenset(
    set(TRAIT_CALLS) | PRED_TRAITS | set(REGION_TRAIT_CALLS) | STRUCTURAL | set(_SHAPED_MATCH)
    | {"IsolatedFromAbove", "GraphRegion", "HasOnlyGraphRegion", "SameVariadicOperandSize", "SameVariadicResultSize"}
)


def _predicate(t: OpTrait) -> str:
    """A PredOpTrait's predicate over the operation `self`."""
    return str(t.args[1]).replace("$_op", "self").replace("$_ctxt", "self._ods_context()")


def _check_not_misspelt(t: OpTrait) -> None:
    from odsgen.ir.verify.op_traits import NO_VERIFIER_TRAITS

    if t.name in _KNOWN_TRAITS or t.name in NO_VERIFIER_TRAITS:
        return
    close = difflib.get_close_matches(t.name, sorted(_KNOWN_TRAITS | NO_VERIFIER_TRAITS), n=1, cutoff=0.9)
    if close:
        raise DefinitionError(error(f"unknown trait '{t.name}'; did you mean '{close[0]}'?", t.loc))


def _check_cast_hook(op: OpDef, t: OpTrait) -> None:
    """CastOpInterface's verifier calls the op's areCastCompatible: without one, a
    definition error here rather than an AttributeError while verifying IR."""
    extra = op.extra_class_declaration.code if op.extra_class_declaration is not None else ""
    if "def are_cast_compatible" not in (extra or ""):
        raise DefinitionError(
            error(
                "'CastOpInterface' needs a static method 'are_cast_compatible(inputs, outputs)' in "
                "extraClassDeclaration (upstream's areCastCompatible)",
                t.loc,
            )
        )


def _fstr(text: str) -> str:
    """Text safe inside a double-quoted f-string."""
    return json.dumps(text, ensure_ascii=False)[1:-1].replace("{", "{{").replace("}", "}}")


def _count_checks(op: OpDef, check) -> None:  # type: ignore[no-untyped-def]
    """The count traits ODS adds: regions, results, successors, operands (in that order)."""
    for what, values, variable in (
        ("region", op.regions, [r.variadic for r in op.regions]),
        ("result", op.results, [r.arity != "single" for r in op.results]),
        ("successor", op.successors, [s.variadic for s in op.successors]),
        ("operand", op.operands, [o.arity != "single" for o in op.operands]),
    ):
        fixed = sum(1 for v in variable if not v)
        count = f"len(self.{what}s)"
        if any(variable):
            if fixed == 0:
                continue
            if what == "successor":
                check(f"{count} < {fixed}", f'f"requires at least {fixed} successors but found {{{count}}}"')
            else:
                check(f"{count} < {fixed}", f'f"expected {fixed} or more {what}s, but found {{{count}}}"' if what == "operand" else repr(f"expected {fixed} or more {what}s"))
            continue
        if what == "successor":
            noun = "successor" if fixed == 1 else "successors"
            check(f"{count} != {fixed}", f'f"requires {fixed} {noun} but found {{{count}}}"')
        elif fixed == 0:
            check(f"{count} != 0", repr(f"requires zero {what}s"))
        elif fixed == 1:
            message = {"region": "requires one region", "result": "requires one result", "operand": "requires a single operand"}[what]
            check(f"{count} != 1", repr(message))
        elif what == "operand":
            check(f"{count} != {fixed}", f'f"expected {fixed} operands, but found {{{count}}}"')
        else:
            check(f"{count} != {fixed}", repr(f"expected {fixed} {what}s"))


def _leading_singles(op: Any, values: tuple[Operand, ...], kind: str) -> int:
    """How many of the first operands (results) are single values found at their own
    index (getODSOperandIndexAndLength gives (i, 1) to a single value that no variadic
    one precedes, unless segment sizes say where each group starts)."""
    if op.has_trait("AttrSizedOperandSegments" if kind == "operand" else "AttrSizedResultSegments"):
        return 0
    count = 0
    for v in values:
        if v.arity != "single":
            break
        count += 1
    return count
