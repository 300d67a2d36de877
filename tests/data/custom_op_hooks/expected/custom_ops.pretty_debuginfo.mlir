#loc5 = "x"
#loc6 = custom_ops.mlir:4:54
#loc12 = custom_ops.mlir:9:17
#loc21 = custom_ops.mlir:20:22
#loc22 = custom_ops.mlir:20:30
#loc23 = custom_ops.mlir:20:48
#loc37 = custom_ops.mlir:34:18
#loc38 = custom_ops.mlir:34:29
#loc39 = custom_ops.mlir:34:38
#loc40 = custom_ops.mlir:34:47
#loc69 = custom_ops.mlir:82:8
#loc70 = custom_ops.mlir:82:17
#loc75 = custom_ops.mlir:89:8
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f() attributes {a = 3 : i64, b.b = 2 : i64, no_inline, z.a = 1 : i64} {
    return custom_ops.mlir:2:66
  } custom_ops.mlir:2:1
  func.func private @g(i32 {a.b, z.q = 1 : i64}, f32) -> (i32 {r.x}, f32) custom_ops.mlir:3:1
  func.func nested @h(%arg0: i32 {a.b, z.q = 1 : i64} "x", %arg1: f32 custom_ops.mlir:4:54) -> (i32 {r.x}) {
    return %arg0 : i32 custom_ops.mlir:4:80
  } custom_ops.mlir:4:1
  func.func @k() -> (i32 {r.x}) {
    %c1_i32 = arith.constant 1 : i32 custom_ops.mlir:6:8
    return %c1_i32 : i32 custom_ops.mlir:7:3
  } custom_ops.mlir:5:1
  func.func @drop(%arg0: index custom_ops.mlir:9:17) attributes {z = 3 : i64} {
    scf.for %arg1 = %arg0 to %arg0 step %arg0 {
    } custom_ops.mlir:10:3
    %c2_i32 = arith.constant 2 : i32 custom_ops.mlir:12:8
    scf.execute_region {
      scf.yield custom_ops.mlir:14:5
    } custom_ops.mlir:13:3
    return custom_ops.mlir:16:3
  } custom_ops.mlir:9:1
  func.func private @k2() -> ((i32) -> i32) custom_ops.mlir:18:1
  func.func private @k3() -> (i32, i32) custom_ops.mlir:19:1
  func.func public @k4(%arg0: i1 custom_ops.mlir:20:22, %arg1: vector<2xi1> custom_ops.mlir:20:30, %arg2: vector<2xf32> custom_ops.mlir:20:48) -> (vector<2xf32>, i1) {
    %true = arith.constant true custom_ops.mlir:21:8
    %false = arith.constant {z} false custom_ops.mlir:22:8
    %0 = arith.select %arg0, %true, %false {z = "q"} : i1 custom_ops.mlir:23:8
    %1 = arith.select %arg1, %arg2, %arg2 : vector<2xi1>, vector<2xf32> custom_ops.mlir:24:9
    %2 = arith.select %arg0, %arg2, %arg2 : vector<2xf32> custom_ops.mlir:25:9
    %c-3_i8 = arith.constant -3 : i8 custom_ops.mlir:26:8
    %c-1_i8 = arith.constant -1 : i8 custom_ops.mlir:27:8
    %cst = arith.constant 1.500000e+00 : f32 custom_ops.mlir:28:9
    %cst_0 = arith.constant {disc.a = 2 : i64, disc.z = 1 : i64} dense<[1, 2]> : tensor<2xi32> custom_ops.mlir:29:8
    %c7 = arith.constant 7 : index custom_ops.mlir:30:8
    %c1 = arith.constant {z.m = #map} 1 : index custom_ops.mlir:31:8
    return %1, %0 : vector<2xf32>, i1 custom_ops.mlir:32:3
  } custom_ops.mlir:20:1
  func.func @loops(%arg0: index custom_ops.mlir:34:18, %arg1: i32 custom_ops.mlir:34:29, %arg2: f32 custom_ops.mlir:34:38, %arg3: i1 custom_ops.mlir:34:47) {
    scf.for %arg4 = %arg0 to %arg0 step %arg0 {
    } custom_ops.mlir:35:3
    scf.for unsigned %arg4 = %arg1 to %arg1 step %arg1  : i32 {
      "u.x"() : () -> () custom_ops.mlir:38:5
    } custom_ops.mlir:37:3
    scf.for unsigned %arg4 = %arg0 to %arg0 step %arg0 {
      "u.x"() : () -> () custom_ops.mlir:41:5
    } {z.a = 1 : i64} custom_ops.mlir:40:3
    %0:2 = scf.for %arg4 = %arg1 to %arg1 step %arg1 iter_args(%arg5 = %arg2, %arg6 = %arg1) -> (f32, i32)  : i32 {
      scf.yield %arg5, %arg6 : f32, i32 custom_ops.mlir:45:5
    } custom_ops.mlir:44:10
    %1 = scf.execute_region -> i32 no_inline {
      scf.yield %arg1 : i32 custom_ops.mlir:48:5
    } {z = 1 : i64} custom_ops.mlir:47:8
    scf.execute_region {
      scf.yield custom_ops.mlir:51:5
    } custom_ops.mlir:50:3
    %2:2 = scf.execute_region -> (i32, f32) {
      "u.br"()[^bb1] : () -> () custom_ops.mlir:54:5
    ^bb1:  // pred: ^bb0
      scf.yield %arg1, %arg2 : i32, f32 custom_ops.mlir:56:5
    } custom_ops.mlir:53:11
    scf.if %arg3 {
      "u.x"() : () -> () custom_ops.mlir:59:5
    } custom_ops.mlir:58:3
    scf.if %arg3 {
    } else {
    } custom_ops.mlir:61:3
    %3:2 = scf.if %arg3 -> (i32, i32) {
      scf.yield %arg1, %arg1 : i32, i32 custom_ops.mlir:65:5
    } else {
      scf.yield %arg1, %arg1 : i32, i32 custom_ops.mlir:67:5
    } {z = 1 : i64} custom_ops.mlir:64:10
    %4 = scf.if %arg3 -> (i32) {
      scf.yield %arg1 : i32 custom_ops.mlir:70:5
    } else {
      scf.yield %arg1 : i32 custom_ops.mlir:72:5
    } custom_ops.mlir:69:9
    scf.while : () -> () {
      scf.condition(%arg3) custom_ops.mlir:75:5
    } do {
      scf.yield custom_ops.mlir:77:5
    } attributes {z = 2 : i64} custom_ops.mlir:74:3
    %5:2 = scf.while (%arg4 = %arg1, %arg5 = %arg3) : (i32, i1) -> (i32, i1) {
      scf.condition(%arg5) %arg4, %arg5 : i32, i1 custom_ops.mlir:80:5
    } do {
    ^bb0(%arg4: i32 custom_ops.mlir:82:8, %arg5: i1 custom_ops.mlir:82:17):
      scf.yield %arg4, %arg5 : i32, i1 custom_ops.mlir:83:5
    } custom_ops.mlir:79:10
    %6 = scf.while (%arg4 = %arg1) : (i32) -> ((i32) -> i32) {
      %8 = "u.f"() : () -> ((i32) -> i32) custom_ops.mlir:86:10
      scf.condition(%arg3) %8 : (i32) -> i32 custom_ops.mlir:87:5
    } do {
    ^bb0(%arg4: (i32) -> i32 custom_ops.mlir:89:8):
      scf.yield %arg1 : i32 custom_ops.mlir:90:5
    } custom_ops.mlir:85:8
    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg0, %arg0) step (%arg0, %arg0) {
      "u.x"(%arg4, %arg5) : (index, index) -> () custom_ops.mlir:93:5
      scf.reduce  custom_ops.mlir:92:3
    } {z = 1 : i64} custom_ops.mlir:92:3
    scf.parallel (%arg4) = (%arg0) to (%arg0) step (%arg0) {
      scf.reduce  custom_ops.mlir:96:5
    } custom_ops.mlir:95:3
    %7 = scf.for %arg4 = %arg0 to %arg0 step %arg0 iter_args(%arg5 = %arg2) -> (f32) {
      %8 = scf.if %arg3 -> (f32) {
        scf.yield %arg5 : f32 custom_ops.mlir:100:7
      } else {
        %9 = scf.execute_region -> f32 {
          scf.yield %arg5 : f32 custom_ops.mlir:103:9
        } custom_ops.mlir:102:13
        scf.yield %9 : f32 custom_ops.mlir:105:7
      } custom_ops.mlir:99:10
      scf.yield %8 : f32 custom_ops.mlir:107:5
    } custom_ops.mlir:98:8
    return custom_ops.mlir:109:3
  } custom_ops.mlir:34:1
} custom_ops.mlir:0:0
#loc = custom_ops.mlir:0:0
#loc1 = custom_ops.mlir:2:1
#loc2 = custom_ops.mlir:2:66
#loc3 = custom_ops.mlir:3:1
#loc4 = custom_ops.mlir:4:1
#loc7 = custom_ops.mlir:4:80
#loc8 = custom_ops.mlir:5:1
#loc9 = custom_ops.mlir:6:8
#loc10 = custom_ops.mlir:7:3
#loc11 = custom_ops.mlir:9:1
#loc13 = custom_ops.mlir:10:3
#loc14 = custom_ops.mlir:12:8
#loc15 = custom_ops.mlir:13:3
#loc16 = custom_ops.mlir:14:5
#loc17 = custom_ops.mlir:16:3
#loc18 = custom_ops.mlir:18:1
#loc19 = custom_ops.mlir:19:1
#loc20 = custom_ops.mlir:20:1
#loc24 = custom_ops.mlir:21:8
#loc25 = custom_ops.mlir:22:8
#loc26 = custom_ops.mlir:23:8
#loc27 = custom_ops.mlir:24:9
#loc28 = custom_ops.mlir:25:9
#loc29 = custom_ops.mlir:26:8
#loc30 = custom_ops.mlir:27:8
#loc31 = custom_ops.mlir:28:9
#loc32 = custom_ops.mlir:29:8
#loc33 = custom_ops.mlir:30:8
#loc34 = custom_ops.mlir:31:8
#loc35 = custom_ops.mlir:32:3
#loc36 = custom_ops.mlir:34:1
#loc41 = custom_ops.mlir:35:3
#loc42 = custom_ops.mlir:37:3
#loc43 = custom_ops.mlir:38:5
#loc44 = custom_ops.mlir:40:3
#loc45 = custom_ops.mlir:41:5
#loc46 = custom_ops.mlir:44:10
#loc47 = custom_ops.mlir:45:5
#loc48 = custom_ops.mlir:47:8
#loc49 = custom_ops.mlir:48:5
#loc50 = custom_ops.mlir:50:3
#loc51 = custom_ops.mlir:51:5
#loc52 = custom_ops.mlir:53:11
#loc53 = custom_ops.mlir:54:5
#loc54 = custom_ops.mlir:56:5
#loc55 = custom_ops.mlir:58:3
#loc56 = custom_ops.mlir:59:5
#loc57 = custom_ops.mlir:61:3
#loc58 = custom_ops.mlir:64:10
#loc59 = custom_ops.mlir:65:5
#loc60 = custom_ops.mlir:67:5
#loc61 = custom_ops.mlir:69:9
#loc62 = custom_ops.mlir:70:5
#loc63 = custom_ops.mlir:72:5
#loc64 = custom_ops.mlir:74:3
#loc65 = custom_ops.mlir:75:5
#loc66 = custom_ops.mlir:77:5
#loc67 = custom_ops.mlir:79:10
#loc68 = custom_ops.mlir:80:5
#loc71 = custom_ops.mlir:83:5
#loc72 = custom_ops.mlir:85:8
#loc73 = custom_ops.mlir:86:10
#loc74 = custom_ops.mlir:87:5
#loc76 = custom_ops.mlir:90:5
#loc77 = custom_ops.mlir:92:3
#loc78 = custom_ops.mlir:93:5
#loc79 = custom_ops.mlir:95:3
#loc80 = custom_ops.mlir:96:5
#loc81 = custom_ops.mlir:98:8
#loc82 = custom_ops.mlir:99:10
#loc83 = custom_ops.mlir:100:7
#loc84 = custom_ops.mlir:102:13
#loc85 = custom_ops.mlir:103:9
#loc86 = custom_ops.mlir:105:7
#loc87 = custom_ops.mlir:107:5
#loc88 = custom_ops.mlir:109:3

