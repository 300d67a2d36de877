// The func dialect: definitions and declarations, visibility, calls, indirect calls,
// function constants, and argument/result attributes.
func.func private @external(i32, f32) -> i64
func.func nested @nested_decl()
func.func public @public_def(%arg0: index) -> index {
  return %arg0 : index
}

func.func @no_args() {
  return
}

func.func @identity(%x: i32) -> i32 {
  func.return %x : i32
}

func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}

func.func @caller(%a: i32, %b: f32) -> (i64, i32, f32) {
  %0 = call @external(%a, %b) : (i32, f32) -> i64
  %1 = func.call @identity(%a) : (i32) -> i32
  %2:2 = call @multi(%1, %b) : (i32, f32) -> (i32, f32)
  call @no_args() : () -> ()
  return %0, %2#0, %2#1 : i64, i32, f32
}

func.func @indirect(%a: i32) -> i32 {
  %f = constant @identity : (i32) -> i32
  %g = func.constant @no_args : () -> ()
  %r = call_indirect %f(%a) : (i32) -> i32
  func.call_indirect %g() : () -> ()
  return %r : i32
}

func.func @higher_order(%f: (i32) -> i32, %x: i32) -> ((i32) -> i32, i32) {
  %y = call_indirect %f(%x) : (i32) -> i32
  return %f, %y : (i32) -> i32, i32
}

func.func @with_attrs(%arg0: i32 {test.name = "a"}, %arg1: memref<4xf32> {test.noalias}) -> (i32 {test.result = 0 : i64}, f32) attributes {test.fn = true} {
  %c0 = arith.constant 0 : index
  %v = memref.load %arg1[%c0] : memref<4xf32>
  return %arg0, %v : i32, f32
}

func.func private @decl_with_attrs(i32 {test.in}) -> (f32 {test.out}) attributes {test.decl}

func.func @tail_call(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  %r = call @identity(%x) {test.tail} : (i32) -> i32
  return %r : i32
}

// The generic forms of the func operations.
"func.func"() <{function_type = (i8) -> i8, sym_name = "generic_fn", sym_visibility = "private"}> ({
^bb0(%arg0: i8):
  %0 = "func.call"(%arg0) <{callee = @generic_fn}> : (i8) -> i8
  %1 = "func.constant"() <{value = @generic_fn}> : () -> ((i8) -> i8)
  %2 = "func.call_indirect"(%1, %0) : ((i8) -> i8, i8) -> i8
  "func.return"(%2) : (i8) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "generic_decl", sym_visibility = "private", arg_attrs = [], res_attrs = []}> ({
}) : () -> ()
