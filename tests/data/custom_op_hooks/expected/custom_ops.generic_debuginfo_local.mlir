"builtin.module"() ({
  "func.func"() <{function_type = () -> (), no_inline, sym_name = "f"}> ({
    "func.return"() : () -> () loc("custom_ops.mlir":2:66)
  }) {a = 3 : i64, b.b = 2 : i64, z.a = 1 : i64} : () -> () loc("custom_ops.mlir":2:1)
  "func.func"() <{arg_attrs = [{a.b, z.q = 1 : i64}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{r.x}, {}], sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> () loc("custom_ops.mlir":3:1)
  "func.func"() <{arg_attrs = [{a.b, z.q = 1 : i64}, {}], function_type = (i32, f32) -> i32, res_attrs = [{r.x}], sym_name = "h", sym_visibility = "nested"}> ({
  ^bb0(%arg26: i32 loc("x"), %arg27: f32 loc("custom_ops.mlir":4:54)):
    "func.return"(%arg26) : (i32) -> () loc("custom_ops.mlir":4:80)
  }) : () -> () loc("custom_ops.mlir":4:1)
  "func.func"() <{function_type = () -> i32, res_attrs = [{r.x}], sym_name = "k"}> ({
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("custom_ops.mlir":6:8)
    "func.return"(%23) : (i32) -> () loc("custom_ops.mlir":7:3)
  }) : () -> () loc("custom_ops.mlir":5:1)
  "func.func"() <{function_type = (index) -> (), sym_name = "drop"}> ({
  ^bb0(%arg24: index loc("custom_ops.mlir":9:17)):
    "scf.for"(%arg24, %arg24, %arg24) ({
    ^bb0(%arg25: index loc("custom_ops.mlir":10:11)):
      "scf.yield"() : () -> () loc("custom_ops.mlir":10:3)
    }) : (index, index, index) -> () loc("custom_ops.mlir":10:3)
    %22 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("custom_ops.mlir":12:8)
    "scf.execute_region"() ({
      "scf.yield"() : () -> () loc("custom_ops.mlir":14:5)
    }) : () -> () loc("custom_ops.mlir":13:3)
    "func.return"() : () -> () loc("custom_ops.mlir":16:3)
  }) {z = 3 : i64} : () -> () loc("custom_ops.mlir":9:1)
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "k2", sym_visibility = "private"}> ({
  }) : () -> () loc("custom_ops.mlir":18:1)
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "k3", sym_visibility = "private"}> ({
  }) : () -> () loc("custom_ops.mlir":19:1)
  "func.func"() <{function_type = (i1, vector<2xi1>, vector<2xf32>) -> (vector<2xf32>, i1), sym_name = "k4", sym_visibility = "public"}> ({
  ^bb0(%arg21: i1 loc("custom_ops.mlir":20:22), %arg22: vector<2xi1> loc("custom_ops.mlir":20:30), %arg23: vector<2xf32> loc("custom_ops.mlir":20:48)):
    %11 = "arith.constant"() <{value = true}> : () -> i1 loc("custom_ops.mlir":21:8)
    %12 = "arith.constant"() <{value = false}> {z} : () -> i1 loc("custom_ops.mlir":22:8)
    %13 = "arith.select"(%arg21, %11, %12) {z = "q"} : (i1, i1, i1) -> i1 loc("custom_ops.mlir":23:8)
    %14 = "arith.select"(%arg22, %arg23, %arg23) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32> loc("custom_ops.mlir":24:9)
    %15 = "arith.select"(%arg21, %arg23, %arg23) : (i1, vector<2xf32>, vector<2xf32>) -> vector<2xf32> loc("custom_ops.mlir":25:9)
    %16 = "arith.constant"() <{value = -3 : i8}> : () -> i8 loc("custom_ops.mlir":26:8)
    %17 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc("custom_ops.mlir":27:8)
    %18 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32 loc("custom_ops.mlir":28:9)
    %19 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> {disc.a = 2 : i64, disc.z = 1 : i64} : () -> tensor<2xi32> loc("custom_ops.mlir":29:8)
    %20 = "arith.constant"() <{value = 7 : index}> : () -> index loc("custom_ops.mlir":30:8)
    %21 = "arith.constant"() <{value = 1 : index}> {z.m = affine_map<(d0) -> (d0 + 1)>} : () -> index loc("custom_ops.mlir":31:8)
    "func.return"(%14, %13) : (vector<2xf32>, i1) -> () loc("custom_ops.mlir":32:3)
  }) : () -> () loc("custom_ops.mlir":20:1)
  "func.func"() <{function_type = (index, i32, f32, i1) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index loc("custom_ops.mlir":34:18), %arg1: i32 loc("custom_ops.mlir":34:29), %arg2: f32 loc("custom_ops.mlir":34:38), %arg3: i1 loc("custom_ops.mlir":34:47)):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg20: index loc("custom_ops.mlir":35:11)):
      "scf.yield"() : () -> () loc("custom_ops.mlir":35:3)
    }) : (index, index, index) -> () loc("custom_ops.mlir":35:3)
    "scf.for"(%arg1, %arg1, %arg1) <{unsignedCmp}> ({
    ^bb0(%arg19: i32 loc("custom_ops.mlir":37:20)):
      "u.x"() : () -> () loc("custom_ops.mlir":38:5)
      "scf.yield"() : () -> () loc("custom_ops.mlir":37:3)
    }) : (i32, i32, i32) -> () loc("custom_ops.mlir":37:3)
    "scf.for"(%arg0, %arg0, %arg0) <{unsignedCmp}> ({
    ^bb0(%arg18: index loc("custom_ops.mlir":40:11)):
      "u.x"() : () -> () loc("custom_ops.mlir":41:5)
      "scf.yield"() : () -> () loc("custom_ops.mlir":42:5)
    }) {z.a = 1 : i64} : (index, index, index) -> () loc("custom_ops.mlir":40:3)
    %0:2 = "scf.for"(%arg1, %arg1, %arg1, %arg2, %arg1) ({
    ^bb0(%arg15: i32 loc("custom_ops.mlir":44:18), %arg16: f32 loc("custom_ops.mlir":44:50), %arg17: i32 loc("custom_ops.mlir":44:59)):
      "scf.yield"(%arg16, %arg17) : (f32, i32) -> () loc("custom_ops.mlir":45:5)
    }) : (i32, i32, i32, f32, i32) -> (f32, i32) loc("custom_ops.mlir":44:10)
    %1 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%arg1) : (i32) -> () loc("custom_ops.mlir":48:5)
    }) {z = 1 : i64} : () -> i32 loc("custom_ops.mlir":47:8)
    "scf.execute_region"() ({
      "scf.yield"() : () -> () loc("custom_ops.mlir":51:5)
    }) : () -> () loc("custom_ops.mlir":50:3)
    %2:2 = "scf.execute_region"() ({
      "u.br"()[^bb1] : () -> () loc("custom_ops.mlir":54:5)
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg1, %arg2) : (i32, f32) -> () loc("custom_ops.mlir":56:5)
    }) : () -> (i32, f32) loc("custom_ops.mlir":53:11)
    "scf.if"(%arg3) ({
      "u.x"() : () -> () loc("custom_ops.mlir":59:5)
      "scf.yield"() : () -> () loc("custom_ops.mlir":58:3)
    }, {
    }) : (i1) -> () loc("custom_ops.mlir":58:3)
    "scf.if"(%arg3) ({
      "scf.yield"() : () -> () loc("custom_ops.mlir":61:3)
    }, {
      "scf.yield"() : () -> () loc("custom_ops.mlir":61:3)
    }) : (i1) -> () loc("custom_ops.mlir":61:3)
    %3:2 = "scf.if"(%arg3) ({
      "scf.yield"(%arg1, %arg1) : (i32, i32) -> () loc("custom_ops.mlir":65:5)
    }, {
      "scf.yield"(%arg1, %arg1) : (i32, i32) -> () loc("custom_ops.mlir":67:5)
    }) {z = 1 : i64} : (i1) -> (i32, i32) loc("custom_ops.mlir":64:10)
    %4 = "scf.if"(%arg3) ({
      "scf.yield"(%arg1) : (i32) -> () loc("custom_ops.mlir":70:5)
    }, {
      "scf.yield"(%arg1) : (i32) -> () loc("custom_ops.mlir":72:5)
    }) : (i1) -> i32 loc("custom_ops.mlir":69:9)
    "scf.while"() ({
      "scf.condition"(%arg3) : (i1) -> () loc("custom_ops.mlir":75:5)
    }, {
      "scf.yield"() : () -> () loc("custom_ops.mlir":77:5)
    }) {z = 2 : i64} : () -> () loc("custom_ops.mlir":74:3)
    %5:2 = "scf.while"(%arg1, %arg3) ({
    ^bb0(%arg13: i32 loc("custom_ops.mlir":79:21), %arg14: i1 loc("custom_ops.mlir":79:30)):
      "scf.condition"(%arg14, %arg13, %arg14) : (i1, i32, i1) -> () loc("custom_ops.mlir":80:5)
    }, {
    ^bb0(%arg11: i32 loc("custom_ops.mlir":82:8), %arg12: i1 loc("custom_ops.mlir":82:17)):
      "scf.yield"(%arg11, %arg12) : (i32, i1) -> () loc("custom_ops.mlir":83:5)
    }) : (i32, i1) -> (i32, i1) loc("custom_ops.mlir":79:10)
    %6 = "scf.while"(%arg1) ({
    ^bb0(%arg10: i32 loc("custom_ops.mlir":85:19)):
      %10 = "u.f"() : () -> ((i32) -> i32) loc("custom_ops.mlir":86:10)
      "scf.condition"(%arg3, %10) : (i1, (i32) -> i32) -> () loc("custom_ops.mlir":87:5)
    }, {
    ^bb0(%arg9: (i32) -> i32 loc("custom_ops.mlir":89:8)):
      "scf.yield"(%arg1) : (i32) -> () loc("custom_ops.mlir":90:5)
    }) : (i32) -> ((i32) -> i32) loc("custom_ops.mlir":85:8)
    "scf.parallel"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg7: index loc("custom_ops.mlir":92:17), %arg8: index loc("custom_ops.mlir":92:21)):
      "u.x"(%arg7, %arg8) : (index, index) -> () loc("custom_ops.mlir":93:5)
      "scf.reduce"() : () -> () loc("custom_ops.mlir":92:3)
    }) {z = 1 : i64} : (index, index, index, index, index, index) -> () loc("custom_ops.mlir":92:3)
    "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg6: index loc("custom_ops.mlir":95:17)):
      "scf.reduce"() : () -> () loc("custom_ops.mlir":96:5)
    }) : (index, index, index) -> () loc("custom_ops.mlir":95:3)
    %7 = "scf.for"(%arg0, %arg0, %arg0, %arg2) ({
    ^bb0(%arg4: index loc("custom_ops.mlir":98:16), %arg5: f32 loc("custom_ops.mlir":98:48)):
      %8 = "scf.if"(%arg3) ({
        "scf.yield"(%arg5) : (f32) -> () loc("custom_ops.mlir":100:7)
      }, {
        %9 = "scf.execute_region"() ({
          "scf.yield"(%arg5) : (f32) -> () loc("custom_ops.mlir":103:9)
        }) : () -> f32 loc("custom_ops.mlir":102:13)
        "scf.yield"(%9) : (f32) -> () loc("custom_ops.mlir":105:7)
      }) : (i1) -> f32 loc("custom_ops.mlir":99:10)
      "scf.yield"(%8) : (f32) -> () loc("custom_ops.mlir":107:5)
    }) : (index, index, index, f32) -> f32 loc("custom_ops.mlir":98:8)
    "func.return"() : () -> () loc("custom_ops.mlir":109:3)
  }) : () -> () loc("custom_ops.mlir":34:1)
}) : () -> () loc("custom_ops.mlir":0:0)
