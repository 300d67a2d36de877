"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<2xi32>, i32) -> (), sym_name = "no_results"}> ({
  ^bb0(%arg8: i1, %arg9: memref<2xi32>, %arg10: i32):
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    "scf.if"(%arg8) ({
      "memref.store"(%arg10, %arg9, %11) : (i32, memref<2xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg8) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> (f32, i64), sym_name = "with_results"}> ({
  ^bb0(%arg5: i1, %arg6: f32, %arg7: f32):
    %7:2 = "scf.if"(%arg5) ({
      %9 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%9, %10) : (f32, i64) -> ()
    }, {
      %8 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "scf.yield"(%arg7, %8) : (f32, i64) -> ()
    }) : (i1) -> (f32, i64)
    "func.return"(%7#0, %7#1) : (f32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %2 = "arith.cmpi"(%arg3, %arg4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = "scf.if"(%2) ({
      %4 = "arith.cmpi"(%arg3, %arg4) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %5 = "scf.if"(%4) ({
        "scf.yield"(%arg3) : (i32) -> ()
      }, {
        %6 = "arith.subi"(%arg4, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%6) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%arg4) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "attrs"}> ({
  ^bb0(%arg2: i1):
    "scf.if"(%arg2) ({
      "scf.yield"() : () -> ()
    }, {
    }) {test.marker = 3 : i32} : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> index, sym_name = "generic"}> ({
  ^bb0(%arg0: i1, %arg1: index):
    "scf.if"(%arg0) ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %0 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (index) -> ()
    }, {
      %1 = "arith.constant"() <{value = 7 : index}> : () -> index
      "scf.yield"(%1) : (index) -> ()
    }) : (i1) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

