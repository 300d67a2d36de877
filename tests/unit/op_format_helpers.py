"""Building OpDef objects for op-format tests from ODS dag text, without the YAML
front end: `make_op("AnyType:$x", "AnyType:$r", traits="SameOperandsAndResultType",
fmt="$x attr-dict `:` type($x)")`. Only the constraint spellings in `_TYPES` /
`_ATTRS` / `_REGIONS` / `_SUCCESSORS` (and their ODS wrappers) are known; they mirror
defs/include/constraints.yaml."""

from __future__ import annotations

import re

from odsgen.ir.core.source import Input
from odsgen.spec.model import Dialect, EnumCase, EnumDef, Snippet
from odsgen.spec.op_model import (
    AttributeArg,
    Constraint,
    OpDef,
    Operand,
    OpTrait,
    RegionArg,
    SuccessorArg,
)

_INPUT = Input("<test>", "")
LOC = _INPUT.span(0)
DIALECT = Dialect("test", "", "", None, "test.yaml", LOC)


def _int_type(width: int) -> Constraint:
    return Constraint(
        "type",
        f"I{width}",
        f"{width}-bit signless integer",
        "isinstance($_self, builtin.IntegerType) and $_self.width == %d" % width,
        builder=f"builtin.IntegerType.get($_ctxt, {width})",
    )


_TYPES = {
    "AnyType": Constraint("type", "AnyType", "any type", "True"),
    "I1": _int_type(1),
    "I32": _int_type(32),
    "I64": _int_type(64),
    "Index": Constraint(
        "type",
        "Index",
        "index",
        "isinstance($_self, builtin.IndexType)",
        builder="builtin.IndexType.get($_ctxt)",
    ),
    "AnyInteger": Constraint(
        "type", "AnyInteger", "integer", "isinstance($_self, builtin.IntegerType)"
    ),
    "SignlessIntegerLike": Constraint(
        "type",
        "SignlessIntegerLike",
        "signless-integer-like",
        "isinstance($_self, builtin.IntegerType) and $_self.signedness == builtin.Signedness.Signless",
    ),
    "NoneType": Constraint(
        "type",
        "NoneType",
        "none type",
        "isinstance($_self, builtin.NoneType)",
        builder="builtin.NoneType.get($_ctxt)",
    ),
    "AnyMemRef": Constraint(
        "type", "AnyMemRef", "memref of any type values", "isinstance($_self, builtin.MemRefType)"
    ),
    "AnyRankedTensor": Constraint(
        "type",
        "AnyRankedTensor",
        "ranked tensor of any type values",
        "isinstance($_self, builtin.RankedTensorType)",
    ),
    "FunctionType": Constraint(
        "type", "FunctionType", "function type", "isinstance($_self, builtin.FunctionType)"
    ),
}

KIND_ENUM = EnumDef(
    "Kind",
    DIALECT,
    False,
    32,
    "",
    "",
    (EnumCase("A", 0, "a", LOC), EnumCase("B", 1, "b", LOC)),
    "",
    LOC,
)


def _int_attr(width: int) -> Constraint:
    return Constraint(
        "attr",
        f"I{width}Attr",
        f"{width}-bit signless integer attribute",
        "isinstance($_self, builtin.IntegerAttr)",
        storage="builtin.IntegerAttr",
        const_builder=f"builtin.IntegerAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, {width}), $0)",
        value_type=_int_type(width),
    )


CMPI_ENUM = EnumDef(
    "CmpIPredicate",
    Dialect("arith", "", "", None, "arith.yaml", LOC),
    False,
    64,
    "",
    "",
    tuple(
        EnumCase(s, i, s, LOC)
        for i, s in enumerate(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
    ),
    "",
    LOC,
)

_ATTRS = {
    "I32Attr": _int_attr(32),
    "BoolAttr": Constraint(
        "attr",
        "BoolAttr",
        "bool attribute",
        "isinstance($_self, builtin.IntegerAttr) and isinstance($_self.type, builtin.IntegerType) and $_self.type.width == 1",
        storage="builtin.IntegerAttr",
        const_builder="builtin.IntegerAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, 1), int($0))",
    ),
    "DictArrayAttr": Constraint(
        "attr",
        "DictArrayAttr",
        "Array of dictionary attributes",
        "isinstance($_self, builtin.ArrayAttr)",
        storage="builtin.ArrayAttr",
        const_builder="builtin.ArrayAttr.get($_ctxt, tuple($0))",
    ),
    "CmpIPredicateAttr": Constraint(
        "attr",
        "CmpIPredicateAttr",
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        "isinstance($_self, builtin.IntegerAttr)",
        storage="builtin.IntegerAttr",
        const_builder="builtin.IntegerAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, 64), $0)",
        enum=CMPI_ENUM,
        enum_in_integer=True,
    ),
    "I64Attr": _int_attr(64),
    "AnyAttr": Constraint("attr", "AnyAttr", "any attribute", "True"),
    "UnitAttr": Constraint(
        "attr",
        "UnitAttr",
        "unit attribute",
        "isinstance($_self, builtin.UnitAttr)",
        storage="builtin.UnitAttr",
        const_builder="builtin.UnitAttr.get($_ctxt)",
    ),
    "StrAttr": Constraint(
        "attr",
        "StrAttr",
        "string attribute",
        "isinstance($_self, builtin.StringAttr)",
        storage="builtin.StringAttr",
        const_builder="builtin.StringAttr.get($_ctxt, $0)",
        value_type=_TYPES["NoneType"],
    ),
    "SymbolNameAttr": Constraint(
        "attr",
        "SymbolNameAttr",
        "string attribute",
        "isinstance($_self, builtin.StringAttr)",
        storage="builtin.StringAttr",
        const_builder="builtin.StringAttr.get($_ctxt, $0)",
    ),
    "FlatSymbolRefAttr": Constraint(
        "attr",
        "FlatSymbolRefAttr",
        "flat symbol reference attribute",
        "isinstance($_self, builtin.SymbolRefAttr)",
        storage="builtin.SymbolRefAttr",
        const_builder="builtin.SymbolRefAttr.get($_ctxt, $0)",
        value_type=_TYPES["NoneType"],
    ),
    "SymbolRefAttr": Constraint(
        "attr",
        "SymbolRefAttr",
        "symbol reference attribute",
        "isinstance($_self, builtin.SymbolRefAttr)",
        storage="builtin.SymbolRefAttr",
        const_builder="builtin.SymbolRefAttr.get($_ctxt, $0)",
        value_type=_TYPES["NoneType"],
    ),
    "TypedAttrInterface": Constraint(
        "attr",
        "TypedAttrInterface",
        "TypedAttr instance",
        "isinstance($_self, builtin.TypedAttr)",
        storage="builtin.TypedAttr",
    ),
    "TypeAttr": Constraint(
        "attr",
        "TypeAttr",
        "any type attribute",
        "isinstance($_self, builtin.TypeAttr)",
        storage="builtin.TypeAttr",
        const_builder="builtin.TypeAttr.get($_ctxt, $0)",
    ),
    "DenseI32ArrayAttr": Constraint(
        "attr",
        "DenseI32ArrayAttr",
        "i32 dense array attribute",
        "isinstance($_self, builtin.DenseArrayAttr)",
        storage="builtin.DenseArrayAttr",
        const_builder="builtin.DenseArrayAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, 32), tuple($0))",
    ),
    "Test_Kind": Constraint(
        "attr",
        "Test_Kind",
        "allowed 32-bit signless integer cases: 0, 1",
        "isinstance($_self, builtin.IntegerAttr)",
        storage="builtin.IntegerAttr",
        const_builder="builtin.IntegerAttr.get($_ctxt, builtin.IntegerType.get($_ctxt, 32), $0)",
        enum=KIND_ENUM,
        enum_in_integer=True,
    ),
}

_REGIONS = {"AnyRegion": Constraint("region", "AnyRegion", "any region", "True")}
_SUCCESSORS = {"AnySuccessor": Constraint("successor", "AnySuccessor", "any successor", "True")}


def _split_top(text: str) -> list[str]:
    """Split at top-level commas (not inside <> [] or quotes)."""
    parts, depth, quoted, start = [], 0, False, 0
    for i, c in enumerate(text):
        if c == '"':
            quoted = not quoted
        elif not quoted and c in "<[":
            depth += 1
        elif not quoted and c in ">]":
            depth -= 1
        elif not quoted and c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _unwrap(spelling: str) -> tuple[str, list[str]]:
    m = re.fullmatch(r"(\w+)<(.*)>", spelling.strip(), re.S)
    if m is None:
        return spelling.strip(), []
    return m.group(1), _split_top(m.group(2))


def _argument(spelling: str, name: str) -> Operand | AttributeArg:
    outer, inner = _unwrap(spelling)
    if outer in ("Variadic", "Optional"):
        return Operand(
            name,
            name,
            _TYPES[inner[0]],
            outer.lower() if outer == "Optional" else "variadic",
            None,
            LOC,
        )
    if outer == "VariadicOfVariadic":
        return Operand(
            name, name, _TYPES[inner[0]], "variadic_of_variadic", inner[1].strip('"'), LOC
        )
    if outer == "OptionalAttr":
        return AttributeArg(name, name, _ATTRS[inner[0]], True, None, LOC)
    if outer == "DefaultValuedStrAttr":
        return AttributeArg(
            name, name, _ATTRS[inner[0]], False, inner[1], LOC
        )  # the quoted string is the Python value
    if outer in ("DefaultValuedAttr", "DefaultValuedOptionalAttr"):
        return AttributeArg(
            name, name, _ATTRS[inner[0]], outer != "DefaultValuedAttr", inner[1].strip('"'), LOC
        )
    if spelling in _TYPES:
        return Operand(name, name, _TYPES[spelling], "single", None, LOC)
    # UnitAttr is optional in ODS (it has `isOptional = 1`).
    return AttributeArg(name, name, _ATTRS[spelling], spelling == "UnitAttr", None, LOC)


def _entries(dag: str) -> list[tuple[str, str]]:
    return [(p.rsplit(":$", 1)[0].strip(), p.rsplit(":$", 1)[1]) for p in _split_top(dag)]


def _trait(text: str) -> OpTrait:
    name, args = _unwrap(text)
    values: list[object] = []
    for a in args:
        if a.startswith("["):
            values.append(tuple(x.strip().strip('"') for x in _split_top(a[1:-1])))
        else:
            values.append(a.strip('"'))
    return OpTrait(name, tuple(values), text, LOC)


def make_op(
    arguments: str = "",
    results: str = "",
    regions: str = "",
    successors: str = "",
    traits: str = "",
    fmt: str | None = None,
    mnemonic: str = "t1",
    hooks: str | None = None,
    dialect: str = "test",
    class_name: str = "T1Op",
) -> OpDef:
    args = tuple(_argument(s, n) for s, n in _entries(arguments))
    outs = []
    for s, n in _entries(results):
        outer, inner = _unwrap(s)
        arity = {"Variadic": "variadic", "Optional": "optional"}.get(outer, "single")
        outs.append(Operand(n, n, _TYPES[inner[0] if inner else s], arity, None, LOC))
    regs = []
    for s, n in _entries(regions):
        outer, inner = _unwrap(s)
        regs.append(
            RegionArg(
                n,
                n,
                _REGIONS.get(
                    inner[0] if outer == "VariadicRegion" else "AnyRegion", _REGIONS["AnyRegion"]
                ),
                outer == "VariadicRegion",
                LOC,
            )
        )
    succs = []
    for s, n in _entries(successors):
        outer, _ = _unwrap(s)
        succs.append(
            SuccessorArg(n, n, _SUCCESSORS["AnySuccessor"], outer == "VariadicSuccessor", LOC)
        )
    snippet = None
    if fmt is not None:
        source = Input("<format>", fmt)
        snippet = Snippet(fmt, source.span(0, len(fmt)))
    return OpDef(
        name=class_name.removesuffix("Op"),
        class_name=class_name,
        dialect=(
            DIALECT if dialect == "test" else Dialect(dialect, "", "", None, f"{dialect}.yaml", LOC)
        ),
        mnemonic=mnemonic,
        summary="",
        description="",
        arguments=args,
        results=tuple(outs),
        regions=tuple(regs),
        successors=tuple(succs),
        traits=tuple(_trait(t) for t in _split_top(traits)),
        assembly_format=snippet,
        has_custom_assembly_format=False,
        verifier=None,
        region_verifier=None,
        builders=(),
        skip_default_builders=False,
        extra_class_declaration=None,
        hooks=hooks,
        loc=LOC,
    )


# -- rendering generated op classes ---------------------------------------------------------


class FakeNames:
    """The part of codegen/op_view.OpViewBuilder op-format lowering uses."""

    def __init__(self) -> None:
        self.checkers: dict[str, Constraint] = {}

    def qualify(self, code: str) -> str:
        return code

    def checker(self, c: Constraint) -> str:
        name = f"_ods_check_{len(self.checkers)}"
        self.checkers[name] = c
        return name

    def hooks_alias(self, module: str) -> str:
        return "_ods_hooks"

    def enum_ref(self, enum: EnumDef) -> str:
        return enum.name

    def type_class(self, c: Constraint) -> str | None:
        """The class of a constraint's ODS cppType when it is a specific type class."""
        return TYPE_CLASSES.get(c.text)


TYPE_CLASSES = {
    "AnyMemRef": "builtin.MemRefType",
    "AnyRankedTensor": "builtin.RankedTensorType",
    "FunctionType": "builtin.FunctionType",
    "I1": "builtin.IntegerType",
    "I32": "builtin.IntegerType",
    "I64": "builtin.IntegerType",
}


CLASS_TEMPLATE = """{% import "op_format.py.j2" as op_format %}
from __future__ import annotations


{{ op_format.parse_function(f) }}


{{ op_format.print_function(f) }}


class {{ f.class_name }}(RegisteredOp):
    __slots__ = ()

    _ods_parse = classmethod(_ods_parse_{{ f.class_name }})
    _ods_print = staticmethod(_ods_print_{{ f.class_name }})
"""


def render_op(op: OpDef) -> tuple[str, FakeNames]:
    """The op's class with the generated `_ods_parse`/`_ods_print`, black-formatted."""
    from odsgen.codegen.op_format_view import lower_op_format
    from odsgen.codegen.pyformat import format_python
    from odsgen.codegen.render import environment
    from odsgen.format.op_format import parse_op_format

    names = FakeNames()
    fmt = parse_op_format(op)
    assert fmt is not None
    view = lower_op_format(op, fmt, names)
    source = environment().from_string(CLASS_TEMPLATE).render(f=view)
    return format_python(source, op.name), names


def make_enum_class(enum: EnumDef) -> type:
    from odsgen.ir.core.enums import IntEnumBase

    cls = IntEnumBase(enum.name, [(c.py_name, c.value) for c in enum.cases])  # type: ignore[call-overload]
    cls._ods_strings = {c.py_name: c.string for c in enum.cases}
    return cls


def op_class(op: OpDef, hooks: object = None, extra: dict | None = None) -> tuple[type, str]:
    """Render, compile and fill in the ODS tables of `op`'s class (what the op class
    template does), ready for `ctx.register_operation`."""
    from odsgen.dialects import builtin
    from odsgen.ir.text import op_format_support
    from odsgen.ir.core.op_base import RegisteredOp, from_parsed, operand_group, property_of, result_group
    from odsgen.ir.core.operation import Block, Region

    source, names = render_op(op)
    ns: dict = {
        "RegisteredOp": RegisteredOp,
        "Region": Region,
        "Block": Block,
        "builtin": builtin,
        "_ods_fmt": op_format_support,
        "_ods_from_parsed": from_parsed,
        "_ods_operand_group": operand_group,
        "_ods_prop_of": property_of,
        "_ods_result_group": result_group,
        "_ods_hooks": hooks,
    }
    for c in list(_ATTRS.values()):
        if c.enum is not None:
            ns[c.enum.name] = make_enum_class(c.enum)
    for name, c in names.checkers.items():
        ns[name] = eval(
            "lambda value: " + c.predicate.replace("$_self", "value"), {"builtin": builtin}
        )
    ns.update(extra or {})
    exec(compile(source, f"<{op.class_name}>", "exec"), ns)
    cls = ns[op.class_name]
    cls.OPERATION_NAME = op.op_name
    cls._ods_traits = frozenset(t.name for t in op.traits)
    cls._ods_operand_arity = tuple(o.arity for o in op.operands)
    cls._ods_result_arity = tuple(r.arity for r in op.results)
    cls._ods_operand_segments = (
        "operandSegmentSizes" if op.has_trait("AttrSizedOperandSegments") else None
    )
    cls._ods_result_segments = (
        "resultSegmentSizes" if op.has_trait("AttrSizedResultSegments") else None
    )
    info = []
    defaults = []
    for a in op.attributes:
        storage = eval(a.constraint.storage, {"builtin": builtin}) if a.constraint.storage else None
        check = eval(
            "lambda value: " + a.constraint.predicate.replace("$_self", "value"),
            {"builtin": builtin},
        )
        info.append((a.name, storage, check, a.constraint.summary))
        if a.default is not None:
            code = a.constraint.const_builder.replace("$0", a.default).replace("$_ctxt", "context")  # type: ignore[union-attr]
            defaults.append((a.name, eval("lambda context: " + code, {"builtin": builtin})))
    cls._ods_attr_info = tuple(info)
    cls._ods_defaults = tuple(defaults)
    cls._ods_is_terminator = op.has_trait("Terminator")
    return cls, source
