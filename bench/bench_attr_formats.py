"""Declarative attribute/type formats: parsing and printing 100k `!test.*`/`#test.*`
attributes and types (a mix of formats: struct, params, nested stripped defs, optional
groups, enums, arrays, strings, type parameters) with odsgen's generated parsers and
printers, against the same values in xDSL's generic syntax for parametrized attributes
(`#bench.attr_params<#builtin.int<1>, #builtin.int<2>>`), defined below with irdl.

Both sides parse one array attribute holding every item (types appear in it as type
attributes) and print it back; odsgen uses a fresh Context per run, so uniquing cost is
included. xDSL/odsgen above 1 means odsgen is faster.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_of, report  # noqa: E402
from xdsl.context import Context as XContext  # noqa: E402
from xdsl.dialects.builtin import ArrayAttr, Builtin, IntAttr, StringAttr  # noqa: E402
from xdsl.ir import Attribute as XAttribute  # noqa: E402
from xdsl.ir import Dialect as XDialect  # noqa: E402
from xdsl.ir import TypeAttribute  # noqa: E402
from xdsl.irdl import ParametrizedAttribute, irdl_attr_definition  # noqa: E402
from xdsl.parser import Parser as XParser  # noqa: E402
from xdsl.printer import Printer as XPrinter  # noqa: E402

from odsgen.dialects import test  # noqa: E402
from odsgen.ir import Context  # noqa: E402
from odsgen.ir.text.parser import parse_attribute  # noqa: E402
from odsgen.ir.text.printer import attribute_text  # noqa: E402

N = 100_000


# -- xDSL equivalents of the test dialect definitions (generic syntax) ------------------


@irdl_attr_definition
class StructCaptureAll(ParametrizedAttribute, TypeAttribute):
    name = "bench.struct_capture_all"
    v0: IntAttr
    v1: IntAttr
    v2: IntAttr
    v3: IntAttr


@irdl_attr_definition
class AttrParams(ParametrizedAttribute):
    name = "bench.attr_params"
    v0: IntAttr
    v1: IntAttr


@irdl_attr_definition
class CompoundA(ParametrizedAttribute, TypeAttribute):
    name = "bench.cmpnd_a"
    width_of_something: IntAttr
    one_type: XAttribute
    array_of_ints: ArrayAttr[IntAttr]


@irdl_attr_definition
class CompoundNestedInner(ParametrizedAttribute, TypeAttribute):
    name = "bench.cmpnd_inner"
    some_int: IntAttr
    cmpd_a: CompoundA


@irdl_attr_definition
class OptionalGroup(ParametrizedAttribute, TypeAttribute):
    name = "bench.optional_group"
    a: IntAttr
    b: IntAttr


@irdl_attr_definition
class IteratorType(ParametrizedAttribute):
    name = "bench.iterator_type"
    value: StringAttr


@irdl_attr_definition
class ArrayOfInts(ParametrizedAttribute):
    name = "bench.array_of_ints"
    value: ArrayAttr[IntAttr]


@irdl_attr_definition
class OptionalParams(ParametrizedAttribute, TypeAttribute):
    name = "bench.optional_params"
    a: IntAttr
    b: StringAttr


@irdl_attr_definition
class AttrWithType(ParametrizedAttribute):
    name = "bench.attr_with_type"
    int_type: XAttribute
    any_type: XAttribute


BENCH = XDialect(
    "bench",
    [],
    [StructCaptureAll, AttrParams, CompoundA, CompoundNestedInner, OptionalGroup, IteratorType, ArrayOfInts, OptionalParams, AttrWithType],
)


def _int(value: int) -> str:
    return f"#builtin.int<{value}>"


# (format, odsgen text, xDSL text) for item i.
KINDS = [
    ("struct(params)",
     lambda i: f"!test.struct_capture_all<v0 = {i}, v1 = {i % 7}, v2 = 2, v3 = 3>",
     lambda i: f"!bench.struct_capture_all<{_int(i)}, {_int(i % 7)}, {_int(2)}, {_int(3)}>"),
    ("params",
     lambda i: f"#test.attr_params<{i}, {-i}>",
     lambda i: f"#bench.attr_params<{_int(i)}, {_int(-i)}>"),
    ("nested stripped defs",
     lambda i: f"!test.cmpnd_inner<{i} <1, i32, [{i}, 5]>>",
     lambda i: f"!bench.cmpnd_inner<{_int(i)}, !bench.cmpnd_a<{_int(1)}, i32, [{_int(i)}, {_int(5)}]>>"),
    ("optional group",
     lambda i: f"!test.optional_group<({i % 13}) {i}>",
     lambda i: f"!bench.optional_group<{_int(i)}, {_int(i % 13)}>"),
    ("enum",
     lambda i: f"#test.iterator_type<{'parallel' if i % 2 else 'reduction'}>",
     lambda i: f"#bench.iterator_type<\"{'parallel' if i % 2 else 'reduction'}\">"),
    ("array",
     lambda i: f"#test<array_of_ints[{i}, {i % 3}, 7]>",
     lambda i: f"#bench.array_of_ints<[{_int(i)}, {_int(i % 3)}, {_int(7)}]>"),
    ("params with a string",
     lambda i: f'!test.optional_params<{i}, "s{i % 5}">',
     lambda i: f'!bench.optional_params<{_int(i)}, "s{i % 5}">'),
    ("type parameters",
     lambda i: f"#test.attr_with_type<i{i % 64 + 1}, f32>",
     lambda i: f"#bench.attr_with_type<i{i % 64 + 1}, f32>"),
]


def workload(n: int) -> tuple[str, str]:
    ours = ", ".join(KINDS[i % len(KINDS)][1](i) for i in range(n))
    theirs = ", ".join(KINDS[i % len(KINDS)][2](i) for i in range(n))
    return f"[{ours}]", f"[{theirs}]"


def main() -> None:
    ours_text, xdsl_text = workload(N)
    xctx = XContext()
    xctx.load_dialect(Builtin)
    xctx.load_dialect(BENCH)

    def ours_parse() -> object:
        ctx = Context()
        ctx.load_dialect(test)
        return parse_attribute(ctx, ours_text)

    def xdsl_parse() -> object:
        return XParser(xctx, xdsl_text).parse_attribute()

    ours_attr = ours_parse()
    xdsl_attr = xdsl_parse()
    assert attribute_text(ours_attr) == ours_text, "odsgen does not print what it parsed"

    def ours_print() -> str:
        return attribute_text(ours_attr)

    def xdsl_print() -> str:
        stream = io.StringIO()
        XPrinter(stream=stream).print_attribute(xdsl_attr)
        return stream.getvalue()

    assert xdsl_print() == xdsl_text, "xDSL does not print what it parsed"
    ours_p, xdsl_p = best_of(ours_parse, 3), best_of(xdsl_parse, 3)
    ours_w, xdsl_w = best_of(ours_print, 3), best_of(xdsl_print, 3)
    print(f"  kinds: {', '.join(k[0] for k in KINDS)}")
    report(
        f"{N} attributes/types in one array, per item (best of 3)",
        [
            ("parse (fresh context)", ours_p, xdsl_p, N),
            ("print", ours_w, xdsl_w, N),
            ("parse + print", ours_p + ours_w, xdsl_p + xdsl_w, N),
        ],
    )


if __name__ == "__main__":
    main()
