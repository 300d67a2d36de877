"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xf32>) -> (), sym_name = "simple"}> ({
  ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: memref<?xf32>):
    %24 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.for"(%arg22, %arg23, %arg24) ({
    ^bb0(%arg26: index):
      "memref.store"(%24, %arg25, %arg26) : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "reduction"}> ({
  ^bb0(%arg18: memref<?xf32>, %arg19: index):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %21 = "scf.for"(%18, %arg19, %19, %20) ({
    ^bb0(%arg20: index, %arg21: f32):
      %22 = "memref.load"(%arg18, %arg20) : (memref<?xf32>, index) -> f32
      %23 = "arith.addf"(%arg21, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%23) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%21) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, i32), sym_name = "two_carried"}> ({
  ^bb0(%arg14: index):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15:2 = "scf.for"(%12, %arg14, %13, %12, %14) ({
    ^bb0(%arg15: index, %arg16: index, %arg17: i32):
      %16 = "arith.addi"(%arg16, %arg15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %17 = "arith.muli"(%arg17, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%16, %17) : (index, i32) -> ()
    }) : (index, index, index, index, i32) -> (index, i32)
    "func.return"(%15#0, %15#1) : (index, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "integer_bounds"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "scf.for"(%arg8, %arg9, %arg10, %9) ({
    ^bb0(%arg12: i32, %arg13: i32):
      %11 = "arith.addi"(%arg13, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "scf.for"(%arg8, %arg9, %arg10) <{unsignedCmp}> ({
    ^bb0(%arg11: i32):
      "test.use"(%arg11) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xi64>) -> (), sym_name = "nested"}> ({
  ^bb0(%arg5: memref<4x8xi64>):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    "scf.for"(%4, %6, %5) ({
    ^bb0(%arg6: index):
      "scf.for"(%4, %7, %5) ({
      ^bb0(%arg7: index):
        %8 = "arith.index_cast"(%arg7) : (index) -> i64
        "memref.store"(%8, %arg5, %arg6, %arg7) : (i64, memref<4x8xi64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f64) -> f64, sym_name = "generic"}> ({
  ^bb0(%arg0: index, %arg1: f64):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg0, %1, %arg1) ({
    ^bb0(%arg3: index, %arg4: f64):
      %3 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "scf.yield"(%3) : (f64) -> ()
    }) : (index, index, index, f64) -> f64
    "scf.for"(%0, %arg0, %1) <{unsignedCmp}> ({
    ^bb0(%arg2: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%2) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

