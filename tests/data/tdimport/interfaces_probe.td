// Probe for `odsgen import-td`: attribute and type interfaces and native traits of
// AttrDefs/TypeDefs (tests/test_import_td.py::test_attr_and_type_interfaces_import).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

def Probe_Dialect : Dialect {
  let name = "iprobe";
  let cppNamespace = "::iprobe";
}

// An interface of the dialect: a method each def implements, one with a default body.
def Probe_ColorAttrInterface : AttrInterface<"ColorAttrInterface"> {
  let description = "An attribute with a color.";
  let cppNamespace = "::iprobe";
  let methods = [
    InterfaceMethod<"The color's number.", "int64_t", "getColor">,
    InterfaceMethod<"Whether it is dark.", "bool", "isDark", (ins "int64_t":$threshold), [{}],
                    [{ return $_attr.getColor() < threshold; }]>,
  ];
}

def Probe_Red : AttrDef<Probe_Dialect, "Red", [Probe_ColorAttrInterface]> {
  let mnemonic = "red";
}

// DeclareAttrInterfaceMethods with a method list: the defaulted method is overridden too.
def Probe_Blue : AttrDef<Probe_Dialect, "Blue",
    [DeclareAttrInterfaceMethods<Probe_ColorAttrInterface, ["isDark"]>,
     NativeAttrTrait<"IsSky">]> {
  let mnemonic = "blue";
  let parameters = (ins "int64_t":$shade);
  let assemblyFormat = "`<` $shade `>`";
  let genVerifyDecl = 1;
}

// A builtin interface: the layout's affine map is C++.
def Probe_Layout : AttrDef<Probe_Dialect, "Layout", [MemRefLayoutAttrInterface]> {
  let mnemonic = "layout";
}

// MLIR's ShapedType: shape and elementType are parameters, cloneWith is C++.
def Probe_Grid : TypeDef<Probe_Dialect, "Grid", [ShapedTypeInterface]> {
  let mnemonic = "grid";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "Type":$elementType);
  let assemblyFormat = "`<` $shape `,` $elementType `>`";
}

// The interface as an attribute constraint: an isinstance check.
def Probe_PaintOp : Op<Probe_Dialect, "paint"> {
  let arguments = (ins Probe_ColorAttrInterface:$color);
  let assemblyFormat = "$color attr-dict";
}

// Parameter defaults (a literal is translated, a C++ call is not), and C++ the def keeps
// (extraClassDeclaration, builders): reported.
def Probe_Tone : AttrDef<Probe_Dialect, "Tone"> {
  let mnemonic = "tone";
  let parameters = (ins DefaultValuedParameter<"int64_t", "7">:$level,
                        DefaultValuedParameter<"int64_t", "computeLevel()">:$other);
  let assemblyFormat = "`<` struct(params) `>`";
  let extraClassDeclaration = [{ int64_t twice(); }];
  let builders = [AttrBuilder<(ins), [{ return $_get($_ctxt, 7, 8); }]>];
}

// OpAsmAttrInterface: its ODS default (no alias) is kept unless the def overrides it.
def Probe_Plain : AttrDef<Probe_Dialect, "Plain", [OpAsmAttrInterface]> {
  let mnemonic = "plain";
}
def Probe_Named : AttrDef<Probe_Dialect, "Named", [DeclareAttrInterfaceMethods<OpAsmAttrInterface, ["getAlias"]>]> {
  let mnemonic = "named";
}

// An interface no def of the import implements (C++ elsewhere may): known implementers
// pass, anything else reaches a stub rather than a wrong "does not satisfy".
def Probe_ShapeAttrInterface : AttrInterface<"ShapeAttrInterface"> {
  let cppNamespace = "::iprobe";
}
def Probe_OutlineOp : Op<Probe_Dialect, "outline"> {
  let arguments = (ins Probe_ShapeAttrInterface:$shape);
}
