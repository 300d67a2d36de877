"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "count"}> ({
  ^bb0(%arg8: i32):
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "scf.while"(%8) ({
    ^bb0(%arg10: i32):
      %12 = "arith.cmpi"(%arg10, %arg8) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%12, %arg10) : (i1, i32) -> ()
    }, {
    ^bb0(%arg9: i32):
      %11 = "arith.addi"(%arg9, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i64) -> (i64, f32), sym_name = "different_types"}> ({
  ^bb0(%arg3: f32, %arg4: i64):
    %4:2 = "scf.while"(%arg3) ({
    ^bb0(%arg7: f32):
      %6 = "arith.fptosi"(%arg7) : (f32) -> i64
      %7 = "arith.cmpi"(%6, %arg4) <{predicate = 6 : i64}> : (i64, i64) -> i1
      "scf.condition"(%7, %6, %arg7) : (i1, i64, f32) -> ()
    }, {
    ^bb0(%arg5: i64, %arg6: f32):
      %5 = "arith.addf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%5) : (f32) -> ()
    }) : (f32) -> (i64, f32)
    "func.return"(%4#0, %4#1) : (i64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_values"}> ({
    "scf.while"() ({
      %3 = "test.cond"() : () -> i1
      "scf.condition"(%3) : (i1) -> ()
    }, {
      "test.body"() : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "generic"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: index):
      %2 = "test.check"(%arg2) : (index) -> i1
      "scf.condition"(%2, %arg2) : (i1, index) -> ()
    }, {
    ^bb0(%arg1: index):
      %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%1) : (index) -> ()
    }) : (index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

