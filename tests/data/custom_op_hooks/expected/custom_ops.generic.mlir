#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), no_inline, sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {a = 3 : i64, b.b = 2 : i64, z.a = 1 : i64} : () -> ()
  "func.func"() <{arg_attrs = [{a.b, z.q = 1 : i64}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{r.x}, {}], sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{a.b, z.q = 1 : i64}, {}], function_type = (i32, f32) -> i32, res_attrs = [{r.x}], sym_name = "h", sym_visibility = "nested"}> ({
  ^bb0(%arg26: i32, %arg27: f32):
    "func.return"(%arg26) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{r.x}], sym_name = "k"}> ({
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "drop"}> ({
  ^bb0(%arg24: index):
    "scf.for"(%arg24, %arg24, %arg24) ({
    ^bb0(%arg25: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %22 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) {z = 3 : i64} : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "k2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "k3", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, vector<2xi1>, vector<2xf32>) -> (vector<2xf32>, i1), sym_name = "k4", sym_visibility = "public"}> ({
  ^bb0(%arg21: i1, %arg22: vector<2xi1>, %arg23: vector<2xf32>):
    %11 = "arith.constant"() <{value = true}> : () -> i1
    %12 = "arith.constant"() <{value = false}> {z} : () -> i1
    %13 = "arith.select"(%arg21, %11, %12) {z = "q"} : (i1, i1, i1) -> i1
    %14 = "arith.select"(%arg22, %arg23, %arg23) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %15 = "arith.select"(%arg21, %arg23, %arg23) : (i1, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %16 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %17 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %18 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> {disc.a = 2 : i64, disc.z = 1 : i64} : () -> tensor<2xi32>
    %20 = "arith.constant"() <{value = 7 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> {z.m = #map} : () -> index
    "func.return"(%14, %13) : (vector<2xf32>, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, f32, i1) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: f32, %arg3: i1):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg20: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg1, %arg1, %arg1) <{unsignedCmp}> ({
    ^bb0(%arg19: i32):
      "u.x"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.for"(%arg0, %arg0, %arg0) <{unsignedCmp}> ({
    ^bb0(%arg18: index):
      "u.x"() : () -> ()
      "scf.yield"() : () -> ()
    }) {z.a = 1 : i64} : (index, index, index) -> ()
    %0:2 = "scf.for"(%arg1, %arg1, %arg1, %arg2, %arg1) ({
    ^bb0(%arg15: i32, %arg16: f32, %arg17: i32):
      "scf.yield"(%arg16, %arg17) : (f32, i32) -> ()
    }) : (i32, i32, i32, f32, i32) -> (f32, i32)
    %1 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }) {z = 1 : i64} : () -> i32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    %2:2 = "scf.execute_region"() ({
      "u.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg1, %arg2) : (i32, f32) -> ()
    }) : () -> (i32, f32)
    "scf.if"(%arg3) ({
      "u.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg3) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %3:2 = "scf.if"(%arg3) ({
      "scf.yield"(%arg1, %arg1) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg1, %arg1) : (i32, i32) -> ()
    }) {z = 1 : i64} : (i1) -> (i32, i32)
    %4 = "scf.if"(%arg3) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "scf.while"() ({
      "scf.condition"(%arg3) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {z = 2 : i64} : () -> ()
    %5:2 = "scf.while"(%arg1, %arg3) ({
    ^bb0(%arg13: i32, %arg14: i1):
      "scf.condition"(%arg14, %arg13, %arg14) : (i1, i32, i1) -> ()
    }, {
    ^bb0(%arg11: i32, %arg12: i1):
      "scf.yield"(%arg11, %arg12) : (i32, i1) -> ()
    }) : (i32, i1) -> (i32, i1)
    %6 = "scf.while"(%arg1) ({
    ^bb0(%arg10: i32):
      %10 = "u.f"() : () -> ((i32) -> i32)
      "scf.condition"(%arg3, %10) : (i1, (i32) -> i32) -> ()
    }, {
    ^bb0(%arg9: (i32) -> i32):
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i32) -> ((i32) -> i32)
    "scf.parallel"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "u.x"(%arg7, %arg8) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) {z = 1 : i64} : (index, index, index, index, index, index) -> ()
    "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg6: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %7 = "scf.for"(%arg0, %arg0, %arg0, %arg2) ({
    ^bb0(%arg4: index, %arg5: f32):
      %8 = "scf.if"(%arg3) ({
        "scf.yield"(%arg5) : (f32) -> ()
      }, {
        %9 = "scf.execute_region"() ({
          "scf.yield"(%arg5) : (f32) -> ()
        }) : () -> f32
        "scf.yield"(%9) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%8) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

