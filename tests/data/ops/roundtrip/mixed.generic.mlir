"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{arg_attrs = [{test.scale = 2.000000e+00 : f32}], function_type = (f32) -> f32, res_attrs = [{test.out}], sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg8: f32):
    %17 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %18 = "arith.mulf"(%arg8, %17) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    "func.return"(%18) : (f32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (index) -> index, sym_name = "deep", sym_visibility = "nested"}> ({
    ^bb0(%arg7: index):
      "func.return"(%arg7) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.align = 16 : i64, test.noalias}, {}, {}], function_type = (memref<?xf32>, index, i1) -> (f32, i1), sym_name = "kernel", sym_visibility = "public"}> ({
  ^bb0(%arg2: memref<?xf32>, %arg3: index, %arg4: i1):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "scf.for"(%3, %arg3, %4, %5) ({
    ^bb0(%arg5: index, %arg6: f32):
      %11 = "memref.load"(%arg2, %arg5) : (memref<?xf32>, index) -> f32
      %12 = "func.call"(%11) <{callee = @helper}> : (f32) -> f32
      %13 = "arith.cmpf"(%12, %5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %14 = "scf.if"(%13) ({
        "scf.yield"(%12) : (f32) -> ()
      }, {
        %16 = "arith.negf"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "scf.yield"(%16) : (f32) -> ()
      }) : (i1) -> f32
      %15 = "arith.addf"(%arg6, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%15) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "cf.cond_br"(%arg4, %6, %arg4)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, f32, i1) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.constant"() <{value = false}> : () -> i1
    %8 = "arith.maximumf"(%6, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "test.trace"(%8) {note = "unregistered"} : (f32) -> ()
    "cf.br"(%8, %7)[^bb2] : (f32, i1) -> ()
  ^bb2(%9: f32, %10: i1):  // 2 preds: ^bb0, ^bb1
    "func.return"(%9, %10) : (f32, i1) -> ()
  }) {test.entry} : () -> ()
  "func.func"() <{arg_attrs = [{test.lhs}, {}], function_type = (i32, i32) -> i32, sym_name = "generic_mix"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.select"(%1, %0, %arg1) : (i1, i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) {test.generic} : () -> ()
}) {test.version = 2 : i32} : () -> ()

