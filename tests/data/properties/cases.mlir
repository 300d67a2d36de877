// Property cases for tests/test_properties.py, recorded through mlir-opt 22 by
// tests/tools/record_properties_oracle.py. The first chunk holds the operations of
// upstream's mlir/test/IR/properties.mlir that mlir-opt 22 has; the others probe
// conversion, parsing and verification errors one at a time.
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
test.with_nice_properties "foo bar" is -3
test.with_wrapped_properties <{prop = "content for properties"}>
test.empty_properties
test.using_property_in_custom [1, 4, 20]
test.using_property_ref_in_custom 1 + 4 = 5
test.with_properties_and_attr 7 <{rhs = 8 : i64}>
%ci64 = arith.constant 0 : i64
test.variadic_segment_prop %ci64, %ci64 : %ci64 : i64, i64 : i64 end
test.with_default_valued_properties 0 "" -1 unit_absent
test.with_default_valued_properties 1 "foo" 0 unit
test.with_optional_properties simple = 0
test.with_optional_properties simple = 1 simplei8 = -1 simpleui8 = 255
test.with_optional_properties
test.with_optional_properties
  anAttr = 0
  simple = 1
  nonTrivialStorage = "foo"
  hasDefault = some<0>
  nested = some<1>
  longSyntax = some<"bar">
  hasUnit
  maybeUnit = some<unit>
test.with_optional_properties nested = some<none>
test.with_array_properties ints = [1, 2] strings = ["a", "b"] nested = [[1, 2], [3, 4]] opt = [-1, -2] explicitOptions = [none, 0] explicitUnits = [unit, unit_absent] [] thats_has_default
test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0 : i64}>
test.op_with_property_predicates <{scalar = 1 : i64, defaulted = 3 : i64, more_constrained = 1 : i64, array = [], non_empty_unconstrained = [1], non_empty_constrained = [1], unconstrained = 0 : i64}>
%r = test.prop_pattern_op_1 "tag" 3 false
test.prop_pattern_op_2 %r "x"

// -----

"test.with_properties"() : () -> ()

// -----

"test.with_properties"() <{a = "x"}> : () -> ()

// -----

"test.with_properties"() <{c = 1}> : () -> ()

// -----

"test.with_properties"() <{flag = 1}> : () -> ()

// -----

"test.with_properties"() <{flag = 1 : i1}> : () -> ()

// -----

"test.with_properties"() <{array = [1]}> : () -> ()

// -----

"test.with_properties"() <{array = array<i32: 1>}> : () -> ()

// -----

"test.with_properties"() <{a = 3 : i8, b = 1}> : () -> ()

// -----

"test.with_properties"() <{a = 3 : i8, b = "x"}> : () -> ()

// -----

"test.with_properties"() <{a = 3 : i8, b = "x", zz = 1}> : () -> ()

// -----

"test.with_properties"() {a = 3 : i8, b = "x", zz = 1} : () -> ()

// -----

"test.with_properties"() <{a = 3 : i8, b = "x", c = "q", array32 = array<i32: 1>, flag = true}> : () -> ()

// -----

"test.with_properties"() <{a = 3.0, b = "x"}> : () -> ()

// -----

"test.with_properties"() <{a = "x", b = 1}> : () -> ()

// -----

"test.with_properties"() <{b = "x", c = 1, a = "s"}> : () -> ()

// -----

"test.with_properties_and_attr"() <{lhs = 1, rhs = "x"}> : () -> ()

// -----

"test.with_properties_and_attr"() <{lhs = 1, rhs = 2}> : () -> ()

// -----

"test.with_properties_and_attr"() <{lhs = 1 : i32}> : () -> ()

// -----

"test.with_optional_properties"() <{simple = 1}> : () -> ()

// -----

"test.with_optional_properties"() <{simple = [1, 2]}> : () -> ()

// -----

"test.with_optional_properties"() <{simple = ["x"]}> : () -> ()

// -----

"test.with_optional_properties"() <{simplei8 = [300]}> : () -> ()

// -----

"test.with_optional_properties"() <{hasUnit = unit, maybeUnit = [false]}> : () -> ()

// -----

"test.with_optional_properties"() <{hasUnit = true}> : () -> ()

// -----

"test.with_array_properties"() <{ints = 1}> : () -> ()

// -----

"test.with_array_properties"() <{ints = [1, "x"]}> : () -> ()

// -----

"test.with_array_properties"() <{strings = [1]}> : () -> ()

// -----

"test.with_array_properties"() <{nested = [[1], 2]}> : () -> ()

// -----

"test.with_array_properties"() : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = -1}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, more_constrained = 7}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, array = [-1]}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, non_empty_unconstrained = [1], non_empty_constrained = [1], optional = [-2]}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, non_empty_unconstrained = [1], non_empty_constrained = [1], defaulted = -2}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, non_empty_unconstrained = [1], non_empty_constrained = [1], non_empty_optional = [[]]}> : () -> ()

// -----

"test.op_with_property_predicates"() <{scalar = 1, non_empty_unconstrained = [], non_empty_constrained = [1]}> : () -> ()

// -----

"test.with_default_valued_properties"() <{c = 1 : i64}> : () -> ()

// -----

"test.with_default_valued_properties"() <{c = 3000000000}> : () -> ()

// -----

test.with_properties a = "x", b = "foo", c = "bar", flag = true, array = [1], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = 2, flag = true, array = [1], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = "s", flag = 1, array = [1], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = "s", flag = 2, array = [1], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = "s", flag = true, array = [1, x], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = "s", flag = true, array = 1, array32 = [5]

// -----

test.with_properties a = 99999999999999999999, b = "foo", c = "s", flag = true, array = [], array32 = [5]

// -----

test.with_properties a = 1, b = "foo", c = "s", flag = true, array = [], array32 = [99999999999]

// -----

test.with_optional_properties simple = x

// -----

test.with_optional_properties nested = some<x>

// -----

test.with_optional_properties nested = x

// -----

test.with_optional_properties longSyntax = "x"

// -----

test.with_optional_properties maybeUnit = some<q>

// -----

test.with_optional_properties simplei8 = 300

// -----

test.with_optional_properties simpleui8 = -1

// -----

test.with_optional_properties hasDefault = some<0>

// -----

test.with_optional_properties hasDefault = none

// -----

test.with_default_valued_properties 1 2

// -----

test.with_default_valued_properties na "" -1

// -----

test.with_array_properties ints = [1] strings = [1] nested = [] opt = [] explicitOptions = [] explicitUnits = []

// -----

test.with_array_properties ints = [1] strings = [] nested = [] opt = none explicitOptions = [some<1>] explicitUnits = []

// -----

test.with_array_properties ints = [1] strings = [] nested = [] opt = x explicitOptions = [] explicitUnits = []

// -----

test.with_array_properties ints = [1] strings = [] nested = [] opt = [] explicitOptions = [] explicitUnits = [x]

// -----

test.with_array_properties ints = [] strings = [] nested = [] opt = [] explicitOptions = [] explicitUnits = [] [1]

// -----

test.with_array_properties ints = [] strings = [] nested = [] opt = [] explicitOptions = [] explicitUnits = [] [1] thats_has_default

// -----

test.with_properties_and_attr 7 <{rhs = "x"}>

// -----

test.with_properties_and_attr 7 <{rhs = 1, zz = 2}>

// -----

test.with_properties_and_attr 7 {rhs = 1}

// -----

test.op_with_property_predicates <{scalar = 1 : i64, more_constrained = 9 : i64, non_empty_unconstrained = [1], non_empty_constrained = [1]}>

// -----

%r = test.prop_pattern_op_1 "tag" -3 true

// -----

test.with_default_valued_properties 1 "foo" 99999999999

// -----

test.with_array_properties ints = [] strings = [] nested = [] opt = [] explicitOptions = [] explicitUnits = [] [1, x]

// -----

test.using_int_property_with_worse_bytecode

// -----

"test.using_int_property_with_worse_bytecode"() <{value = 5 : i16}> : () -> ()

// -----

test.with_optional_properties anAttr = 0 simple = 1 nonTrivialStorage = "foo" hasDefault = some<0> nested = some<1> longSyntax = some<"bar"> hasUnit maybeUnit = some<unit>

// -----

"test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()

// -----

test.with_properties_and_attr 7 <{lhs = 8 : i32, rhs = 1}>

// -----

test.empty_properties <{}>

// -----

test.empty_properties <{x = 1}>

// -----

// EnumProp / NamedEnumProp (EnumAttr.td) on the test dialect, as upstream's
// mlir/test/IR/enum-attr-roundtrip.mlir and enum-attr-invalid.mlir use them.
test.op_with_enum_prop first
"test.op_with_enum_prop"() <{value = 0 : i32}> {} : () -> ()
test.op_with_enum_prop "second"
"test.op_with_enum_prop"() : () -> ()
test.op_with_bit_enum_prop read : ()
test.op_with_bit_enum_prop read, write execute : ()
"test.op_with_bit_enum_prop"() <{value1 = 0 : i32, value2 = 0 : i32}> : () -> ()
"test.op_with_bit_enum_prop"() <{value1 = 7 : i32, value2 = 7 : i32}> : () -> ()
"test.op_with_bit_enum_prop"() : () -> ()
test.op_with_bit_enum_prop_named bit_enum<read, write> bit_enum<execute>
test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<read>
"test.op_with_bit_enum_prop_named"() <{value1 = 3 : i32, value2 = 4 : i32}> : () -> ()
"test.op_with_enum_prop"() <{value = -1 : i64}> : () -> ()

// -----

test.op_with_enum_prop 0

// -----

test.op_with_enum_prop fourth

// -----

"test.op_with_enum_prop"() <{value = 4 : i32}> {} : () -> ()

// -----

"test.op_with_enum_prop"() <{value = -1 : i8}> : () -> ()

// -----

"test.op_with_enum_prop"() <{value = "a"}> : () -> ()

// -----

test.op_with_bit_enum_prop 0

// -----

test.op_with_bit_enum_prop read, chmod : ()

// -----

test.op_with_bit_enum_prop : ()

// -----

"test.op_with_bit_enum_prop"() <{value1 = 8 : i32}> : () -> ()

// -----

test.op_with_bit_enum_prop_named read

// -----

test.op_with_bit_enum_prop_named bit_enum read

// -----

test.op_with_bit_enum_prop_named bit_enum<read

// -----

test.op_with_bit_enum_prop_named bit_enum<read> bit_enum<>

// -----

// User-defined properties (TestOps.td) beyond properties.mlir: their own syntax, the
// generic form's canonical storage, custom directives over properties.
test.with_nice_properties is is 7
test.with_nice_properties label is 2147483647
"test.with_nice_properties"() <{prop = {value = 7 : i64, label = "x", extra}}> : () -> ()
test.with_versioned_properties 1 | -2
"test.with_versioned_properties"() <{prop = {value1 = 3 : i8, value2 = 4 : index}}> : () -> ()
test.with_wrapped_properties2 <{prop = "x"}>
test.using_property_in_custom []
test.using_property_in_custom_and_other [1] <{other = 2}>
test.using_property_ref_in_custom -3 + 4 = 1

// -----

"test.with_wrapped_properties"() <{prop = 1}> : () -> ()

// -----

"test.with_wrapped_properties"() : () -> ()

// -----

"test.with_nice_properties"() <{prop = 1}> : () -> ()

// -----

"test.with_nice_properties"() <{prop = {label = 1, value = 5 : i64}}> : () -> ()

// -----

"test.with_nice_properties"() <{prop = {label = "a"}}> : () -> ()

// -----

test.with_nice_properties "a" 3

// -----

test.with_nice_properties 3 is 3

// -----

test.with_nice_properties

// -----

"test.with_versioned_properties"() <{prop = {value1 = 1}}> : () -> ()

// -----

test.with_versioned_properties 1 2

// -----

test.using_property_in_custom [1, x]

// -----

test.using_property_in_custom_and_other [1]

// -----

test.using_property_ref_in_custom 1 + 4 = 6

// -----

test.using_property_ref_in_custom 1 + 4

// -----

test.with_nice_properties label is 4294967295

// -----

test.with_wrapped_properties
