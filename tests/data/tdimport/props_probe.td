// Probe for `odsgen import-td`: ODS properties become odsgen properties
// (tests/test_import_td.py::test_properties_import_as_properties).
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"

def Probe_Dialect : Dialect {
  let name = "pprobe";
  let cppNamespace = "::pprobe";
}

def Probe_PropsOp : Op<Probe_Dialect, "props"> {
  let arguments = (ins I32Prop:$a, I64Prop:$b, IntProp<"int8_t">:$c, StringProp:$s,
                       BoolProp:$flag, UnitProp:$u, ArrayProp<I64Prop>:$arr,
                       OptionalProp<I32Prop>:$opt, DefaultValuedProp<I64Prop, "-1">:$dflt,
                       DefaultValuedProp<StringProp, "\"x\"">:$dstr);
  let assemblyFormat = "prop-dict attr-dict";
}

// C++ predicates are not in odsgen's property language: a gap, not a property.
def Probe_ConfinedOp : Op<Probe_Dialect, "confined"> {
  let arguments = (ins ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative int64_t">:$n);
}
