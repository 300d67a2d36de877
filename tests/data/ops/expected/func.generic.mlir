"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "public_def", sym_visibility = "public"}> ({
  ^bb0(%arg12: index):
    "func.return"(%arg12) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_args"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "identity"}> ({
  ^bb0(%arg11: i32):
    "func.return"(%arg11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "multi"}> ({
  ^bb0(%arg9: i32, %arg10: f32):
    "func.return"(%arg9, %arg10) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i64, i32, f32), sym_name = "caller"}> ({
  ^bb0(%arg7: i32, %arg8: f32):
    %10 = "func.call"(%arg7, %arg8) <{callee = @external}> : (i32, f32) -> i64
    %11 = "func.call"(%arg7) <{callee = @identity}> : (i32) -> i32
    %12:2 = "func.call"(%11, %arg8) <{callee = @multi}> : (i32, f32) -> (i32, f32)
    "func.call"() <{callee = @no_args}> : () -> ()
    "func.return"(%10, %12#0, %12#1) : (i64, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "indirect"}> ({
  ^bb0(%arg6: i32):
    %7 = "func.constant"() <{value = @identity}> : () -> ((i32) -> i32)
    %8 = "func.constant"() <{value = @no_args}> : () -> (() -> ())
    %9 = "func.call_indirect"(%7, %arg6) : ((i32) -> i32, i32) -> i32
    "func.call_indirect"(%8) : (() -> ()) -> ()
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, i32) -> ((i32) -> i32, i32), sym_name = "higher_order"}> ({
  ^bb0(%arg4: (i32) -> i32, %arg5: i32):
    %6 = "func.call_indirect"(%arg4, %arg5) : ((i32) -> i32, i32) -> i32
    "func.return"(%arg4, %6) : ((i32) -> i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.name = "a"}, {test.noalias}], function_type = (i32, memref<4xf32>) -> (i32, f32), res_attrs = [{test.result = 0 : i64}, {}], sym_name = "with_attrs"}> ({
  ^bb0(%arg2: i32, %arg3: memref<4xf32>):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "memref.load"(%arg3, %4) : (memref<4xf32>, index) -> f32
    "func.return"(%arg2, %5) : (i32, f32) -> ()
  }) {test.fn = true} : () -> ()
  "func.func"() <{arg_attrs = [{test.in}], function_type = (i32) -> f32, res_attrs = [{test.out}], sym_name = "decl_with_attrs", sym_visibility = "private"}> ({
  }) {test.decl} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "tail_call"}> ({
  ^bb0(%arg1: i32):
    %3 = "func.call"(%arg1) <{callee = @identity}> {test.tail} : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (i8) -> i8, sym_name = "generic_fn", sym_visibility = "private"}> ({
  ^bb0(%arg0: i8):
    %0 = "func.call"(%arg0) <{callee = @generic_fn}> : (i8) -> i8
    %1 = "func.constant"() <{value = @generic_fn}> : () -> ((i8) -> i8)
    %2 = "func.call_indirect"(%1, %0) : ((i8) -> i8, i8) -> i8
    "func.return"(%2) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "generic_decl", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

