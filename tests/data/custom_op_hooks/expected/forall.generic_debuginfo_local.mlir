"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg8: index loc("forall.mlir":1:14), %arg9: tensor<4xf32> loc("forall.mlir":1:25)):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc("forall.mlir":2:9)
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc("forall.mlir":3:9)
    "scf.forall"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
    ^bb0(%arg17: index loc("forall.mlir":4:15), %arg18: index loc("forall.mlir":4:19)):
      "u.x"(%arg17, %arg18) : (index, index) -> () loc("forall.mlir":5:5)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":4:3)
    }) : (index) -> () loc("forall.mlir":4:3)
    "scf.forall"(%arg8) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg16: index loc("forall.mlir":7:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":7:3)
    }) : (index) -> () loc("forall.mlir":7:3)
    "scf.forall"(%3, %arg8, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg15: index loc("forall.mlir":9:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":9:3)
    }) : (index, index, index) -> () loc("forall.mlir":9:3)
    "scf.forall"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg14: index loc("forall.mlir":11:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":11:3)
    }) : (index) -> () loc("forall.mlir":11:3)
    %5 = "scf.forall"(%arg9) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg12: index loc("forall.mlir":13:20), %arg13: tensor<4xf32> loc("forall.mlir":13:43)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":14:5)
    }) : (tensor<4xf32>) -> tensor<4xf32> loc("forall.mlir":13:8)
    %6 = "scf.forall"(%arg9) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg10: index loc("forall.mlir":17:21), %arg11: tensor<4xf32> loc("forall.mlir":17:44)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":17:9)
    }) : (tensor<4xf32>) -> tensor<4xf32> loc("forall.mlir":17:9)
    "func.return"(%5) : (tensor<4xf32>) -> () loc("forall.mlir":19:3)
  }) : () -> () loc("forall.mlir":1:1)
  "func.func"() <{function_type = (index, index, tensor<4xf32>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: index loc("forall.mlir":21:14), %arg1: index loc("forall.mlir":21:25), %arg2: tensor<4xf32> loc("forall.mlir":21:36)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("forall.mlir":22:9)
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index loc("forall.mlir":23:9)
    "scf.forall"(%0, %arg0, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: 1, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg6: index loc("forall.mlir":24:15), %arg7: index loc("forall.mlir":24:19)):
      "u.y"(%arg6, %arg7) : (index, index) -> () loc("forall.mlir":25:5)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":24:3)
    }) : (index, index, index, index) -> () loc("forall.mlir":24:3)
    %2:2 = "scf.forall"(%arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("forall.mlir":27:22), %arg4: tensor<4xf32> loc("forall.mlir":27:46), %arg5: tensor<4xf32> loc("forall.mlir":27:55)):
      "u.z"(%arg4, %arg5) : (tensor<4xf32>, tensor<4xf32>) -> () loc("forall.mlir":28:5)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {z.q} : () -> () loc("forall.mlir":29:5)
    }) : (index, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) loc("forall.mlir":27:10)
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("forall.mlir":32:3)
    }) : () -> () loc("forall.mlir":32:3)
    "func.return"() : () -> () loc("forall.mlir":34:3)
  }) : () -> () loc("forall.mlir":21:1)
}) : () -> () loc("forall.mlir":0:0)
