module {
  func.func private @external(i32, f32) -> i64
  func.func nested @nested_decl()
  func.func public @public_def(%arg0: index) -> index {
    return %arg0 : index
  }
  func.func @no_args() {
    return
  }
  func.func @identity(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @multi(%arg0: i32, %arg1: f32) -> (i32, f32) {
    return %arg0, %arg1 : i32, f32
  }
  func.func @caller(%arg0: i32, %arg1: f32) -> (i64, i32, f32) {
    %0 = call @external(%arg0, %arg1) : (i32, f32) -> i64
    %1 = call @identity(%arg0) : (i32) -> i32
    %2:2 = call @multi(%1, %arg1) : (i32, f32) -> (i32, f32)
    call @no_args() : () -> ()
    return %0, %2#0, %2#1 : i64, i32, f32
  }
  func.func @indirect(%arg0: i32) -> i32 {
    %f = constant @identity : (i32) -> i32
    %f_0 = constant @no_args : () -> ()
    %0 = call_indirect %f(%arg0) : (i32) -> i32
    call_indirect %f_0() : () -> ()
    return %0 : i32
  }
  func.func @higher_order(%arg0: (i32) -> i32, %arg1: i32) -> ((i32) -> i32, i32) {
    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
    return %arg0, %0 : (i32) -> i32, i32
  }
  func.func @with_attrs(%arg0: i32 {test.name = "a"}, %arg1: memref<4xf32> {test.noalias}) -> (i32 {test.result = 0 : i64}, f32) attributes {test.fn = true} {
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg1[%c0] : memref<4xf32>
    return %arg0, %0 : i32, f32
  }
  func.func private @decl_with_attrs(i32 {test.in}) -> (f32 {test.out}) attributes {test.decl}
  func.func @tail_call(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = call @identity(%arg0) {test.tail} : (i32) -> i32
    return %0 : i32
  }
  func.func private @generic_fn(%arg0: i8) -> i8 {
    %0 = call @generic_fn(%arg0) : (i8) -> i8
    %f = constant @generic_fn : (i8) -> i8
    %1 = call_indirect %f(%0) : (i8) -> i8
    return %1 : i8
  }
  func.func private @generic_decl()
}

