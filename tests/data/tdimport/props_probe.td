// Probe for `odsgen import-td`: ODS properties become odsgen properties
// (tests/test_import_td.py::test_properties_import_as_properties).
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
include "mlir/IR/EnumAttr.td"

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

// A ConfinedProp's C++ predicate: translated where certain, else a hook stub.
def Probe_ConfinedOp : Op<Probe_Dialect, "confined"> {
  let arguments = (ins ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative int64_t">:$n,
                       ConfinedProp<I32Prop, CPred<"isPowerOf2_32($_self)">, "power of two">:$p);
  let assemblyFormat = "prop-dict attr-dict";
}

def Probe_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"red", 0>, I32EnumAttrCase<"green", 1>, I32EnumAttrCase<"blue", 4>]> {
  let cppNamespace = "::pprobe";
}

// Enum properties: plain, named (`color<...>`), and with a default case.
def Probe_EnumsOp : Op<Probe_Dialect, "enums"> {
  let arguments = (ins EnumProp<Probe_Color>:$c, NamedEnumProp<Probe_Color, "color">:$named,
                       DefaultValuedProp<EnumProp<Probe_Color>, "::pprobe::Color::blue">:$dflt);
  let assemblyFormat = "$c $named (`dflt` $dflt^)? attr-dict";
}
