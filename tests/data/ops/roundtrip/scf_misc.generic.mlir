"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg16: i1):
    %12 = "scf.execute_region"() ({
      "cf.cond_br"(%arg16)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%15) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %16 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%16) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    %13 = "scf.execute_region"() <{no_inline}> ({
      %14 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      "scf.yield"(%14) : (f32) -> ()
    }) : () -> f32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i32, sym_name = "index_switch"}> ({
  ^bb0(%arg15: index):
    %8 = "scf.index_switch"(%arg15) <{cases = array<i64: 0, 5>}> ({
      %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      %9 = "arith.constant"() <{value = 50 : i32}> : () -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (index) -> i32
    "scf.index_switch"(%arg15) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, memref<?x?xf32>) -> f32, sym_name = "parallel"}> ({
  ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: memref<?x?xf32>):
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.parallel"(%arg6, %arg6, %arg7, %arg7, %arg8, %arg8) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg13: index, %arg14: index):
      "memref.store"(%4, %arg9, %arg13, %arg14) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %5 = "scf.parallel"(%arg6, %arg7, %arg8, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg10: index):
      %6 = "memref.load"(%arg9, %arg10, %arg10) : (memref<?x?xf32>, index, index) -> f32
      "scf.reduce"(%6) ({
      ^bb0(%arg11: f32, %arg12: f32):
        %7 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%7) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xi32>) -> (), sym_name = "forall"}> ({
  ^bb0(%arg1: index, %arg2: memref<?xi32>):
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index):
      "memref.store"(%3, %arg2, %arg5) : (i32, memref<?xi32>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 2, 4>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "test.use"(%arg3, %arg4) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i8, sym_name = "generic"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 3>}> ({
      %2 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "scf.yield"(%2) : (i8) -> ()
    }, {
      %1 = "arith.constant"() <{value = 3 : i8}> : () -> i8
      "scf.yield"(%1) : (i8) -> ()
    }) : (index) -> i8
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

