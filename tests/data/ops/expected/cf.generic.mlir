"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg9: i1, %arg10: i32, %arg11: i32):
    "cf.br"(%arg10)[^bb1] : (i32) -> ()
  ^bb1(%16: i32):  // pred: ^bb0
    "cf.cond_br"(%arg9, %16, %arg11)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
  ^bb2(%17: i32, %18: i32):  // pred: ^bb1
    %19 = "arith.addi"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%19)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    "cf.br"(%arg11)[^bb4] : (i32) -> ()
  ^bb4(%20: i32):  // 2 preds: ^bb2, ^bb3
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "loop"}> ({
  ^bb0(%arg8: index):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%9, %9)[^bb1] : (index, index) -> ()
  ^bb1(%11: index, %12: index):  // 2 preds: ^bb0, ^bb2
    %13 = "arith.cmpi"(%11, %arg8) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%13)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %14 = "arith.addi"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %15 = "arith.addi"(%12, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%14, %15)[^bb1] : (index, index) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%12) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> f32, sym_name = "switches"}> ({
  ^bb0(%arg6: i32, %arg7: f32):
    "cf.switch"(%arg6, %arg7, %arg7, %arg7, %arg7)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 2, 1>, case_values = dense<[0, -5, 42]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, f32, f32, f32) -> ()
  ^bb1(%4: f32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%4) : (f32) -> ()
  ^bb2:  // pred: ^bb0
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "func.return"(%5) : (f32) -> ()
  ^bb3(%6: f32, %7: f32):  // pred: ^bb0
    %8 = "arith.subf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%8) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "switch_default_only"}> ({
  ^bb0(%arg5: i64):
    "cf.switch"(%arg5)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
  ^bb0(%arg4: i1):
    "cf.assert"(%arg4) <{msg = "the condition must hold"}> : (i1) -> ()
    "cf.assert"(%arg4) <{msg = "quotes \22inside\22 and a newline\0A"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "weights"}> ({
  ^bb0(%arg3: i1):
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8, i8) -> i8, sym_name = "generic"}> ({
  ^bb0(%arg0: i1, %arg1: i8, %arg2: i8):
    "cf.assert"(%arg0) <{msg = "generic"}> : (i1) -> ()
    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb1(%0: i8):  // 2 preds: ^bb0, ^bb2
    "cf.br"(%0)[^bb3] : (i8) -> ()
  ^bb2(%1: i8):  // pred: ^bb0
    %2 = "arith.extui"(%1) : (i8) -> i32
    "cf.switch"(%2, %1, %arg1, %arg2)[^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i8, i8, i8) -> ()
  ^bb3(%3: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

