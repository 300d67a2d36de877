"""Record mlir-tblgen 22's verdict on operation assembly formats.

Each case is an op signature (ODS `ins`/`outs`/`region`/`successor` dag text and a trait
list) and a format; the recorder writes the first error's message, its column within
the format string and the first note's message (or nulls when mlir-tblgen accepts the
format) to tests/data/op_format_oracle.json.
It also records what mlir-opt 22 prints (or the first error it reports) for inputs that
use upstream's op-format test operations (the `test` dialect mlir-opt registers; odsgen
defines them in defs/test.yaml) into tests/data/op_format_upstream.json.
Run: python tests/tools/record_op_format_oracle.py  (needs mlir-tblgen and mlir-opt 22)

tests/unit/test_op_format_parser.py builds the same signatures from the dag text, so
only the spellings in its constraint table may be used here.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
INCLUDE = "/usr/lib/llvm-22/include"
OUT = Path(__file__).resolve().parent.parent / "data" / "op_format_oracle.json"
UPSTREAM_OUT = OUT.parent / "op_format_upstream.json"

BASE = """include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def Test_Dialect : Dialect { let name = "test"; let cppNamespace = "::test"; }
def Test_Kind : I32EnumAttr<"Kind", "", [I32EnumAttrCase<"A", 0, "a">, I32EnumAttrCase<"B", 1, "b">]> {
  let cppNamespace = "::test";
}
def Test_Term : Op<Test_Dialect, "term", [Terminator]>;
"""

# Signatures: (arguments, results, regions, successors, traits)
UNARY = ("AnyType:$x", "AnyType:$r", "", "", "")
BINARY = ("AnyType:$lhs, AnyType:$rhs", "AnyType:$r", "", "", "")
ATTRS = (
    'AnyType:$x, I64Attr:$a, OptionalAttr<I64Attr>:$o, DefaultValuedAttr<I64Attr, "0">:$d, UnitAttr:$u',
    "",
    "",
    "",
    "",
)
GENERIC_ATTR = ("AnyAttr:$g, OptionalAttr<AnyAttr>:$og", "", "", "", "")
VARIADIC = (
    "Variadic<AnyType>:$vs, Optional<AnyType>:$opt",
    "Variadic<AnyType>:$rs",
    "",
    "",
    "AttrSizedOperandSegments",
)
SEGMENTS = ("Variadic<AnyType>:$a, Variadic<AnyType>:$b", "", "", "", "AttrSizedOperandSegments")
REGIONS = ("", "", "AnyRegion:$body, VariadicRegion<AnyRegion>:$rest", "", "")
ONE_REGION = ("", "", "AnyRegion:$body", "", "")
SUCCS = ("", "", "", "AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others", "")
BUILDABLE = ("I1:$c, AnyType:$x", "I32:$r", "", "", "")
ENUM = ("Test_Kind:$kind, AnyType:$x", "", "", "", "")
MATCH = ("AnyType:$x, AnyType:$y", "AnyType:$r", "", "", 'AllTypesMatch<["x", "y", "r"]>')
SAME_ALL = ("AnyType:$x, AnyType:$y", "AnyType:$r", "", "", "SameOperandsAndResultType")
SAME_OPERANDS = ("AnyType:$x, AnyType:$y", "AnyType:$r", "", "", "SameTypeOperands")
WITH = ("AnyType:$x", "AnyType:$r", "", "", 'TypesMatchWith<"", "x", "r", "$_self">')
INFER = ("AnyType:$x", "AnyType:$r", "", "", "DeclareOpInterfaceMethods<InferTypeOpInterface>")
VOV = ('VariadicOfVariadic<AnyType, "segs">:$groups, DenseI32ArrayAttr:$segs', "", "", "", "")
MIXED = (
    "AnyType:$x, Variadic<AnyType>:$vs, OptionalAttr<I64Attr>:$o, UnitAttr:$u",
    "Variadic<AnyType>:$rs",
    "AnyRegion:$body",
    "AnySuccessor:$dest",
    "",
)
SYMBOL = ("SymbolNameAttr:$sym_name, StrAttr:$s, TypeAttr:$t", "", "", "", "")

CASES = [
    # accepted
    (UNARY, "$x attr-dict `:` type($x) `->` type($r)"),
    (UNARY, "$x attr-dict `:` functional-type($x, $r)"),
    (UNARY, "$x attr-dict `:` functional-type(operands, results)"),
    (UNARY, "operands attr-dict `:` type(operands) `->` type(results)"),
    (UNARY, "$x attr-dict-with-keyword `:` qualified(type($x)) `,` type($r)"),
    (UNARY, "$x prop-dict attr-dict `:` type($x) type($r)"),
    (UNARY, "custom<Foo>($x, type($x), type($r)) attr-dict"),
    (UNARY, "$x custom<Foo>(ref($x), ref(type($x))) attr-dict `:` type($x) type($r)"),
    (UNARY, '$x custom<Foo>("1", attr-dict) `:` type($x) type($r)'),
    (UNARY, "$x `` `(` ` ` `)` `\\n` attr-dict `:` type($x) type($r)"),
    (BINARY, "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($r)"),
    (ATTRS, "$x $a (`o` $o^)? (`d` $d^)? (`u` $u^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a ($u^ `unit`)? (`o` $o^) : (`no`)? attr-dict `:` type($x)"),
    (ATTRS, "$x qualified($a) attr-dict `:` type($x)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d | `u` $u) attr-dict `:` type($x)"),
    (ATTRS, "$x $a custom<Opt>($o, $d)^ attr-dict `:` type($x)"),
    (ATTRS, "$x $a (custom<Opt>($o, $d)^)? attr-dict `:` type($x)"),
    (GENERIC_ATTR, "$g ($og^)? attr-dict"),
    (VARIADIC, "$vs (`,` $opt^)? attr-dict `:` type($vs) (`,` type($opt)^)? `->` type($rs)"),
    (VARIADIC, "($vs^ `:` type($vs))? ($opt^ `:` type($opt))? attr-dict `->` type($rs)"),
    (VARIADIC, "operands attr-dict `:` type(operands) `->` type(results)"),
    (SEGMENTS, "`(` $a `)` `(` $b `)` attr-dict `:` type($a) type($b)"),
    (REGIONS, "$body `,` $rest attr-dict-with-keyword"),
    (REGIONS, "regions attr-dict"),
    (ONE_REGION, "attr-dict-with-keyword $body"),
    (ONE_REGION, "($body^)? attr-dict"),
    (SUCCS, "$dest `,` $others attr-dict"),
    (SUCCS, "successors attr-dict"),
    (BUILDABLE, "$c `,` $x attr-dict `:` type($x)"),
    (ENUM, "$kind $x attr-dict `:` type($x)"),
    (MATCH, "$x `,` $y attr-dict `:` type($x)"),
    (MATCH, "$x `,` $y attr-dict `:` type($r)"),
    (SAME_ALL, "$x `,` $y attr-dict `:` type($r)"),
    (SAME_OPERANDS, "$x `,` $y attr-dict `:` type($y) `->` type($r)"),
    (WITH, "$x attr-dict `:` type($x)"),
    (INFER, "$x attr-dict `:` type($x)"),
    (VOV, "$groups attr-dict `:` type($groups)"),
    (
        MIXED,
        "$x (`[` $vs^ `]`)? (`unit` $u^)? $body $dest attr-dict `:` type($x) type($vs) type($rs)",
    ),
    (SYMBOL, "$sym_name $s $t attr-dict"),
    # errors: the whole format
    (UNARY, "$x `:` type($x) type($r)"),
    (UNARY, "attr-dict `:` type($r)"),
    (UNARY, "$x attr-dict `:` type($x)"),
    (UNARY, "$x attr-dict `:` type($r)"),
    (BINARY, "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($r)"),
    (ONE_REGION, "attr-dict"),
    (SUCCS, "$dest attr-dict"),
    (ATTRS, "$x $a attr-dict `:` type($x) $a"),
    (ATTRS, "$x attr-dict `:` type($x)"),
    (GENERIC_ATTR, "$g `:` attr-dict"),
    (GENERIC_ATTR, "($og^)? `:` $g attr-dict"),
    (GENERIC_ATTR, "$g ($og^)? `:` attr-dict"),
    (ONE_REGION, "attr-dict $body"),
    (ONE_REGION, "attr-dict (`x` $body^)?"),
    (UNARY, "$x $x attr-dict `:` type($x) type($r)"),
    (UNARY, "$y attr-dict `:` type($x) type($r)"),
    (UNARY, "$x $r attr-dict `:` type($x) type($r)"),
    (UNARY, "$x attr-dict attr-dict `:` type($x) type($r)"),
    (UNARY, "$x prop-dict prop-dict attr-dict `:` type($x) type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type($x) type($r)"),
    (UNARY, "$x attr-dict `:` type(operands) type($x) type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type(operands) type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type(results) type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type(type($r))"),
    (UNARY, "$x attr-dict `:` type(`x`) type($r)"),
    (UNARY, "$x attr-dict `:` type(attr-dict) type($r)"),
    (UNARY, "$x attr-dict `:` type($x $r)"),
    (UNARY, "$x attr-dict `:` type $x"),
    (UNARY, "operands $x attr-dict `:` type($x) type($r)"),
    (UNARY, "$x operands attr-dict `:` type($x) type($r)"),
    (UNARY, "$x results attr-dict `:` type($x) type($r)"),
    (UNARY, "$x attr-dict `:` functional-type($x $r)"),
    (UNARY, "$x attr-dict `:` functional-type($x, $r"),
    (UNARY, "$x attr-dict `:` functional-type $x"),
    (UNARY, "$x attr-dict `:` type(functional-type($x, $r))"),
    (UNARY, "$x attr-dict `:` type($x) qualified($r)"),
    (UNARY, "$x attr-dict `:` qualified(type($x)) type($r) qualified(`x`)"),
    (UNARY, "$x attr-dict params `:` type($x) type($r)"),
    (UNARY, "$x attr-dict struct($x) `:` type($x) type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type($r) ref($x)"),
    (UNARY, "$x custom<Foo>(ref($r)) attr-dict `:` type($x) type($r)"),
    (UNARY, "custom<Foo>(ref($x)) $x attr-dict `:` type($x) type($r)"),
    (UNARY, "custom<Foo>(ref(type($x))) $x attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(ref(operands)) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(ref(attr-dict)) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(ref(type(operands))) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(ref(type(results))) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(`x`) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(type(operands)) attr-dict `:` type($r)"),
    (UNARY, "$x custom<Foo>(functional-type($x, $r)) attr-dict"),
    (UNARY, "$x custom<Foo>(custom<Bar>($x)) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(operands) attr-dict `:` type($x) type($r)"),
    (UNARY, "custom<Foo>(operands) attr-dict `:` type($x) type($r)"),
    (UNARY, "$x custom<Foo>(prop-dict) attr-dict `:` type($x) type($r)"),
    (UNARY, "custom<Foo>(attr-dict, $x) `:` type($x) type($r)"),
    (REGIONS, "$body $body $rest attr-dict"),
    (REGIONS, "$body regions attr-dict"),
    (REGIONS, "regions $body attr-dict"),
    (REGIONS, "regions regions attr-dict"),
    (REGIONS, "$body $rest custom<Foo>(ref($body)) attr-dict"),
    (REGIONS, "$body $rest custom<Foo>(ref(regions)) attr-dict"),
    (REGIONS, "regions custom<Foo>(ref(regions)) attr-dict"),
    (REGIONS, "$body $rest attr-dict `:` type($body)"),
    (REGIONS, "$body custom<Foo>($rest) attr-dict"),
    (SUCCS, "$dest $dest $others attr-dict"),
    (SUCCS, "successors $dest attr-dict"),
    (SUCCS, "$dest successors attr-dict"),
    (SUCCS, "$dest $others custom<Foo>(ref($dest)) attr-dict"),
    (SUCCS, "$dest $others custom<Foo>(ref(successors)) attr-dict"),
    (SUCCS, "$dest $others attr-dict `:` type($dest)"),
    (ATTRS, "$x $a attr-dict `:` type($a)"),
    (ATTRS, "$x $a attr-dict `:` type($x) custom<Foo>(ref($o))"),
    (ATTRS, "$x $a $o $d $u attr-dict `:` type($x) custom<Foo>(ref($o))"),
    # errors: optional groups
    (ATTRS, "$x ($a^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`x`^ $o)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a ($o)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a ($o^ $d^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (attr-dict^)? `:` type($x)"),
    (ATTRS, "$x $a ($o^ attr-dict)? `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^ $x)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^ type($x))? attr-dict"),
    (ATTRS, "$x $a (type($x) $o^)? attr-dict"),
    (ATTRS, "$x $a ($o^ (`d` $d^)?)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^)  attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^) : (`n`) attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^)? : attr-dict `:` type($x)"),
    (ATTRS, "$x $a (` ` $o^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a ($o^ custom<Foo>($d))? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (custom<Foo>($d) $o^)? attr-dict `:` type($x)"),
    (ATTRS, "$x (custom<Foo>($a)^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (custom<Foo>(ref($a))^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^) : ($d^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o`) : ($o^)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^) : (`x` $d)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^)? (`,` prop-dict)? attr-dict `:` type($x)"),
    (ATTRS, "$x $a (`o` $o^ `:` functional-type($x, $x))? attr-dict"),
    (UNARY, "($x^)? attr-dict `:` type($x) type($r)"),
    (UNARY, "$x (`x` type($r)^)? attr-dict `:` type($x)"),
    (VARIADIC, "(type($vs)^)? $vs $opt attr-dict `->` type($rs)"),
    (VARIADIC, "$vs $opt attr-dict `->` (type($rs)^ `x`)?"),
    (VARIADIC, "$vs $opt attr-dict (`->` type($rs)^)?  `:` type($vs) type($opt)"),
    (VARIADIC, "($vs^)? ($opt^)? attr-dict `:` type($vs) type($opt) `->` type($rs)"),
    (
        VARIADIC,
        "($vs^ `:` type($vs))? ($opt^ `:` type($opt))? attr-dict (`->` functional-type($vs, $rs)^)?",
    ),
    (VARIADIC, "(`x` operands^)? attr-dict `:` type(operands) `->` type($rs)"),
    (ONE_REGION, "(`x` $body^)? attr-dict"),
    (ONE_REGION, "(regions^)? attr-dict"),
    (SUCCS, "($dest^)? $others attr-dict"),
    (SUCCS, "$dest ($others^)? attr-dict"),
    (SUCCS, "$dest (`x` $others^)? attr-dict"),
    # errors: oilist
    (ATTRS, "$x $a oilist(`o` $o | `d` $d | `o` $u) attr-dict `:` type($x)"),
    (ATTRS, "$x oilist(`a` $a | `o` $o) attr-dict `:` type($x)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d) oilist(`o` $u) attr-dict `:` type($x)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d) `o` attr-dict `:` type($x) oilist(`u` $u)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d | `u` $u attr-dict) `:` type($x)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d | `u` $u `x` type($x)) attr-dict"),
    (ATTRS, "$x $a oilist `o` $o attr-dict `:` type($x)"),
    (ATTRS, "$x $a oilist(`o` $o | `d` $d | `u` $u attr-dict `:` type($x)"),
    (UNARY, "oilist(`x` $x) attr-dict `:` type($x) type($r)"),
    (VARIADIC, "oilist(`x` $vs | `y` $opt) attr-dict `:` type($vs) type($opt) `->` type($rs)"),
    (VARIADIC, "$vs $opt oilist(`x` type($vs) | `y` type($opt)) attr-dict `->` type($rs)"),
    (SUCCS, "$dest oilist(`x` $others) attr-dict"),
    (REGIONS, "$body oilist(`x` $rest) attr-dict"),
    (MIXED, "$x oilist(`v` $vs | `u` $u) $body $dest attr-dict `:` type($x) type($vs) type($rs)"),
    # errors: types
    (BUILDABLE, "$c `,` $x attr-dict"),
    (BUILDABLE, "operands attr-dict `:` type($x)"),
    (VARIADIC, "$vs $opt attr-dict `:` type($vs) type($opt)"),
    (VARIADIC, "$vs $opt attr-dict `->` type($rs)"),
    (MATCH, "$x `,` $y attr-dict"),
    (SAME_ALL, "$x `,` $y attr-dict"),
    (SAME_OPERANDS, "$x `,` $y attr-dict `:` type($r)"),
    (SAME_OPERANDS, "$x `,` $y attr-dict `:` type($x)"),
    (WITH, "$x attr-dict `:` type($r)"),
    (INFER, "$x attr-dict"),
    (SEGMENTS, "operands attr-dict `:` type($a)"),
    (VOV, "$groups attr-dict"),
    # errors: attributes and literals
    (SYMBOL, "$sym_name `:` $t attr-dict $s"),
    (SYMBOL, "$sym_name $t `:` $s attr-dict"),
    (ENUM, "$kind `:` $x attr-dict `:` type($x)"),
    (UNARY, "$x attr-dict `:` `1` type($x) type($r)"),
    (UNARY, '$x attr-dict `:` "s" type($x) type($r)'),
    (UNARY, "$x attr-dict `:` type($x) type($r) `"),
    (UNARY, "$x attr-dict `:` type($x) $ type($r)"),
    (UNARY, "$x attr-dict `:` type($x) type($r) ^"),
    (UNARY, ""),
]

# Inputs for upstream's test operations; each follows PREAMBLE.
PREAMBLE = """%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%memref = "foo.op"() : () -> (memref<1xf64>)
"""
UPSTREAM = [
    """test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
} {foo.some_attr}
test.format_attr_op 10
test.format_opt_attr_op_a(10)
test.format_opt_attr_op_a
test.format_opt_attr_op_b 10
test.format_opt_attr_op_b
test.format_symbol_name_attr_op @name
test.format_opt_symbol_name_attr_op @opt_name
test.format_opt_symbol_name_attr_op
test.format_opt_symbol_ref_attr_op @foo {test.unit}
test.format_opt_symbol_ref_attr_op {test.unit}
test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}
%ignored = test.format_buildable_type_op %i64
test.format_region_a_op {
  "test.return"() : () -> ()
}
test.format_region_b_op {
  "test.return"() : () -> ()
}
test.format_region_c_op region {
  "test.return"() : () -> ()
}
test.format_region_c_op
test.format_variadic_region_a_op {
  "test.return"() : () -> ()
}, {
  "test.return"() : () -> ()
}
test.format_variadic_region_b_op {
  "test.return"() : () -> ()
}, {
  "test.return"() : () -> ()
} found_regions
test.format_variadic_region_b_op
test.format_implicit_terminator_region_a_op {
  "test.return"() : () -> ()
}
test.format_implicit_terminator_region_a_op {
  "test.return"() {foo.attr} : () -> ()
}
test.format_implicit_terminator_region_a_op {
  "test.return"(%i64) : (i64) -> ()
}
test.format_implicit_terminator_region_a_op {
}
%ignored_a:2 = test.format_result_a_op memref<1xf64>
%ignored_b:2 = test.format_result_b_op i64, memref<1xf64>
%ignored_c:2 = test.format_result_c_op (i64) -> memref<1xf64>
%ignored_v:3 = test.format_variadic_result : i64, i64, i64
%ignored_mv:5 = test.format_multiple_variadic_results : (i64, i64, i64), (i32, i32)
test.format_operand_a_op %i64, %memref : i64, memref<1xf64>
test.format_operand_b_op %i64, %memref : memref<1xf64>
test.format_operand_c_op %i64, %memref : i64, memref<1xf64>
test.format_operand_d_op %i64, %memref : memref<1xf64>
test.format_operand_e_op %i64, %memref : i64, memref<1xf64>
test.format_variadic_operand %i64, %i64, %i64 : i64, i64, i64
test.format_variadic_of_variadic_operand (%i64, %i64), (), (%i64) : (i64, i64), (), (i64)
test.format_multiple_variadic_operands (%i64, %i64, %i64), (%i64, %i32 : i64, i32)
"foo.successor_test_region"() ({
  ^bb0:
    test.format_successor_a_op ^bb1 {attr}
  ^bb1:
    test.format_successor_a_op ^bb1, ^bb2 {attr}
  ^bb2:
    test.format_successor_a_op {attr}
}) { arg_names = ["i", "j", "k"] } : () -> ()
test.format_optional_unit_attribute is_optional
test.format_optional_unit_attribute
test.format_optional_unit_attribute_no_elide unit
test.format_optional_enum_attr case5
test.format_optional_enum_attr
test.format_optional_default_attrs "foo" @foo case10
test.format_optional_default_attrs "default" @default case5
test.format_optional_operand_result_a_op(%i64 : i64) : i64
test.format_optional_operand_result_a_op( : ) : i64
test.format_optional_operand_result_a_op(%i64 : i64) :
test.format_optional_operand_result_a_op(%i64 : i64) : [%i64, %i64]
test.format_optional_operand_result_b_op(%i64 : i64) : i64
test.format_optional_operand_result_b_op( : ) : i64
test.format_optional_operand_result_b_op : i64
test.format_optional_result_a_op
test.format_optional_result_a_op : i64 -> i64, i64
test.format_optional_result_b_op
test.format_optional_result_b_op : i64 -> i64, i64
test.format_optional_result_c_op : (i64) -> (i64, i64)
test.format_optional_else then
test.format_optional_else else
test.format_custom_directive_operands %i64, %i64 -> (%i64)
test.format_custom_directive_operands %i64 -> (%i64)
test.format_custom_directive_operands_and_types %i64, %i64 -> (%i64) : i64, i64 -> (i64)
test.format_custom_directive_operands_and_types %i64 -> (%i64) : i64 -> (i64)
test.format_custom_directive_attributes 54 : i64
test.format_custom_directive_attributes 54 : i64, 46 : i64
test.format_custom_directive_regions {
  "test.return"() : () -> ()
}
test.format_custom_directive_regions {
  "test.return"() : () -> ()
}, {
  "test.return"() : () -> ()
}
test.format_custom_directive_results : i64, i64 -> (i64)
test.format_custom_directive_results : i64 -> (i64)
test.format_custom_directive_results_with_type_refs : i64, i64 -> (i64) type_refs_capture : i64, i64 -> (i64)
test.format_custom_directive_results_with_type_refs : i64 -> (i64) type_refs_capture : i64 -> (i64)
test.format_custom_directive_with_optional_operand_ref %i64 : 1
test.format_custom_directive_with_optional_operand_ref : 0
test.format_custom_directive_spacing "a" "b"
test.format_custom_directive_attrdict {a = 1, attr = 2}
test.format_literal_following_optional_group(5 : i32) : i32 {a}
test.format_literal_following_optional_group : i32
test.ellipsis(%i64 ...) : i64 ...
test.ellipsis(%i64) : i64 ...
test.else_anchor(?)
test.else_anchor(%i64 : i64)
test.format_infer_variadic_type_from_non_variadic %i64, %i64 : i64
%r1 = test.format_all_types_match_var %i64, %i64 : i64
%r2 = test.format_all_types_match_attr 1 : i64, %i64
%r3 = test.format_types_match_var %i64 : i64
%r4:2 = test.format_types_match_variadic %i64, %i32 : i64, i32
%r5 = test.format_types_match_attr 1 : i64
%r6 = test.format_types_match_context %i64 : i64
%r7 = test.format_infer_type
%r8 = test.format_infer_type2
%r9:2 = test.format_infer_type_all_operands_and_types(%i64, %i32) : i64, i32
%r10:2 = test.format_infer_type_all_types(%i64, %i32) : i64, i32
test.oilist_with_keywords_only keyword
test.oilist_with_keywords_only otherKeyword
test.oilist_with_keywords_only thirdKeyword otherKeyword
test.oilist_with_keywords_only
test.oilist_with_simple_args otherKeyword %i64 : i64 keyword %i32 : i32
test.oilist_variadic_with_parens keyword(%i64, %i32 : i64, i32) thirdKeyword(%i64 : i64)
test.oilist_custom private(%i64 : i64) reduction (%i32) nowait
test.oilist_allowed_literal foo buzz
test.oilist_allowed_literal bar buzz
test.oilist_allowed_literal buzz
""",
    # unit and optional properties (TestOpsSyntax.td)
    """test.oilist_with_keywords_only_properties keyword
test.oilist_with_keywords_only_properties thirdKeyword otherKeyword
test.oilist_with_keywords_only_properties
test.format_optional_unit_property is_optional
test.format_optional_unit_property
test.format_optional_unit_property_no_elide unit
test.format_optional_unit_property_no_elide
test.format_optional_prop_dict
test.format_optional_prop_dict <{a = ["foo"]}>
test.format_optional_prop_dict <{b = 2 : i32}>
test.format_optional_prop_dict <{a = ["foo"], b = 1 : i32}>
"test.format_optional_unit_property"() <{is_optional}> : () -> ()
""",
    # errors while parsing
    "test.format_attr_op\n",
    "test.format_attr_op 10 : i32\n",
    "test.format_opt_attr_op_a(10\n",
    'test.format_symbol_name_attr_op "name"\n',
    "test.format_optional_enum_attr case7\n",
    'test.format_optional_enum_attr "case7"\n',
    'test.format_optional_default_attrs "foo" @foo case7\n',
    "test.format_operand_a_op %i64 : i64, memref<1xf64>\n",
    "test.format_operand_b_op %i64, %memref : i64\n",
    "test.format_operand_e_op %i64, %memref : i32, memref<1xf64>\n",
    "test.format_variadic_operand %i64, %i64 : i64\n",
    "test.format_variadic_of_variadic_operand (%i64, %i64), (%i64) : (i64), (i64)\n",
    "test.format_multiple_variadic_operands (%i64), (%i64 : i64, i64)\n",
    "%x = test.format_all_types_match_attr 1, %i64\n",
    "%x = test.format_types_match_attr unit\n",
    "test.oilist_with_keywords_only keyword keyword\n",
    "test.oilist_with_simple_args keyword %i64 : i64 keyword %i64 : i64\n",
    "test.format_optional_else maybe\n",
    "test.format_literal_op keyword_$. -> :, = <> () [] ( ) ? + * {\n} {foo.some_attr}\n",
    "test.format_attr_dict_w_keyword {attr = 10 : i64}\n",
    "test.format_region_b_op\n",
    "%x = test.format_infer_type_all_types(%i64, %i32) : i64\n",
    "test.ellipsis(%i64 ..) : i64 ...\n",
    "test.oilist_with_keywords_only_properties keyword keyword\n",
    "test.format_optional_prop_dict <{b = \"x\"}>\n",
]

_ERROR = re.compile(r"^(?:[^\n]*?error: )(.*)$", re.M)
_NOTE = re.compile(r"^(?:[^\n]*?note: )(.*)$", re.M)


def _td(sig: tuple[str, str, str, str, str], fmt: str) -> str:
    arguments, results, regions, successors, traits = sig
    escaped = fmt.replace("\\", "\\\\").replace('"', '\\"')
    return BASE + (
        f'def T1 : Op<Test_Dialect, "t1", [{traits}]> {{\n'
        f"  let arguments = (ins {arguments});\n"
        f"  let results = (outs {results});\n"
        f"  let regions = (region {regions});\n"
        f"  let successors = (successor {successors});\n"
        f'  let assemblyFormat = "{escaped}";\n}}\n'
    )


def run_case(sig: tuple[str, str, str, str, str], fmt: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.td"
        path.write_text(_td(sig, fmt))
        proc = subprocess.run(
            [TBLGEN, "-gen-op-defs", "-I", INCLUDE, str(path), "-asmformat-error-is-fatal=false"],
            capture_output=True,
            text=True,
        )
    arguments, results, regions, successors, traits = sig
    row = {
        "arguments": arguments,
        "results": results,
        "regions": regions,
        "successors": successors,
        "traits": traits,
        "format": fmt,
        "error": None,
        "column": None,
        "note": None,
    }
    err = proc.stderr
    match = _ERROR.search(err)
    if match is None:
        if proc.returncode != 0:
            raise RuntimeError(f"mlir-tblgen failed without a format error on {fmt!r}:\n{err}")
        return row
    lines = err.splitlines()
    index = next(i for i, l in enumerate(lines) if "error: " in l)
    if index + 2 < len(lines) and lines[index + 2].strip().startswith("^"):
        row["column"] = lines[index + 2].index("^")
    row["error"] = match.group(1)
    # The first note after "in custom assembly format for this operation", if any.
    notes = [n for n in _NOTE.findall(err) if n != "in custom assembly format for this operation"]
    row["note"] = notes[0] if notes else None
    return row


def run_upstream(body: str) -> dict:
    text = PREAMBLE + body
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "in.mlir"
        path.write_text(text)
        proc = subprocess.run(
            [MLIR_OPT, "--allow-unregistered-dialect", str(path)], capture_output=True, text=True
        )
    if proc.returncode == 0:
        return {"input": text, "output": proc.stdout, "error": None}
    first = proc.stderr.splitlines()[0]
    return {
        "input": text,
        "output": None,
        "error": first.split(":", 1)[1],
    }  # LINE:COL: error: MESSAGE


def main() -> None:
    rows = [run_case(sig, fmt) for sig, fmt in CASES]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(rows, indent=1) + "\n")
    print(f"{len(rows)} cases, {sum(r['error'] is not None for r in rows)} errors -> {OUT}")
    upstream = [run_upstream(body) for body in UPSTREAM]
    UPSTREAM_OUT.write_text(json.dumps(upstream, indent=1) + "\n")
    print(
        f"{len(upstream)} upstream inputs, {sum(r['error'] is not None for r in upstream)} errors -> {UPSTREAM_OUT}"
    )


if __name__ == "__main__":
    main()
