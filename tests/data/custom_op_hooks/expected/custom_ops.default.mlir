#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f() attributes {a = 3 : i64, b.b = 2 : i64, no_inline, z.a = 1 : i64} {
    return
  }
  func.func private @g(i32 {a.b, z.q = 1 : i64}, f32) -> (i32 {r.x}, f32)
  func.func nested @h(%arg0: i32 {a.b, z.q = 1 : i64}, %arg1: f32) -> (i32 {r.x}) {
    return %arg0 : i32
  }
  func.func @k() -> (i32 {r.x}) {
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  }
  func.func @drop(%arg0: index) attributes {z = 3 : i64} {
    scf.for %arg1 = %arg0 to %arg0 step %arg0 {
    }
    %c2_i32 = arith.constant 2 : i32
    scf.execute_region {
      scf.yield
    }
    return
  }
  func.func private @k2() -> ((i32) -> i32)
  func.func private @k3() -> (i32, i32)
  func.func public @k4(%arg0: i1, %arg1: vector<2xi1>, %arg2: vector<2xf32>) -> (vector<2xf32>, i1) {
    %true = arith.constant true
    %false = arith.constant {z} false
    %0 = arith.select %arg0, %true, %false {z = "q"} : i1
    %1 = arith.select %arg1, %arg2, %arg2 : vector<2xi1>, vector<2xf32>
    %2 = arith.select %arg0, %arg2, %arg2 : vector<2xf32>
    %c-3_i8 = arith.constant -3 : i8
    %c-1_i8 = arith.constant -1 : i8
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant {disc.a = 2 : i64, disc.z = 1 : i64} dense<[1, 2]> : tensor<2xi32>
    %c7 = arith.constant 7 : index
    %c1 = arith.constant {z.m = #map} 1 : index
    return %1, %0 : vector<2xf32>, i1
  }
  func.func @loops(%arg0: index, %arg1: i32, %arg2: f32, %arg3: i1) {
    scf.for %arg4 = %arg0 to %arg0 step %arg0 {
    }
    scf.for unsigned %arg4 = %arg1 to %arg1 step %arg1  : i32 {
      "u.x"() : () -> ()
    }
    scf.for unsigned %arg4 = %arg0 to %arg0 step %arg0 {
      "u.x"() : () -> ()
    } {z.a = 1 : i64}
    %0:2 = scf.for %arg4 = %arg1 to %arg1 step %arg1 iter_args(%arg5 = %arg2, %arg6 = %arg1) -> (f32, i32)  : i32 {
      scf.yield %arg5, %arg6 : f32, i32
    }
    %1 = scf.execute_region -> i32 no_inline {
      scf.yield %arg1 : i32
    } {z = 1 : i64}
    scf.execute_region {
      scf.yield
    }
    %2:2 = scf.execute_region -> (i32, f32) {
      "u.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      scf.yield %arg1, %arg2 : i32, f32
    }
    scf.if %arg3 {
      "u.x"() : () -> ()
    }
    scf.if %arg3 {
    } else {
    }
    %3:2 = scf.if %arg3 -> (i32, i32) {
      scf.yield %arg1, %arg1 : i32, i32
    } else {
      scf.yield %arg1, %arg1 : i32, i32
    } {z = 1 : i64}
    %4 = scf.if %arg3 -> (i32) {
      scf.yield %arg1 : i32
    } else {
      scf.yield %arg1 : i32
    }
    scf.while : () -> () {
      scf.condition(%arg3)
    } do {
      scf.yield
    } attributes {z = 2 : i64}
    %5:2 = scf.while (%arg4 = %arg1, %arg5 = %arg3) : (i32, i1) -> (i32, i1) {
      scf.condition(%arg5) %arg4, %arg5 : i32, i1
    } do {
    ^bb0(%arg4: i32, %arg5: i1):
      scf.yield %arg4, %arg5 : i32, i1
    }
    %6 = scf.while (%arg4 = %arg1) : (i32) -> ((i32) -> i32) {
      %8 = "u.f"() : () -> ((i32) -> i32)
      scf.condition(%arg3) %8 : (i32) -> i32
    } do {
    ^bb0(%arg4: (i32) -> i32):
      scf.yield %arg1 : i32
    }
    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg0, %arg0) step (%arg0, %arg0) {
      "u.x"(%arg4, %arg5) : (index, index) -> ()
      scf.reduce 
    } {z = 1 : i64}
    scf.parallel (%arg4) = (%arg0) to (%arg0) step (%arg0) {
      scf.reduce 
    }
    %7 = scf.for %arg4 = %arg0 to %arg0 step %arg0 iter_args(%arg5 = %arg2) -> (f32) {
      %8 = scf.if %arg3 -> (f32) {
        scf.yield %arg5 : f32
      } else {
        %9 = scf.execute_region -> f32 {
          scf.yield %arg5 : f32
        }
        scf.yield %9 : f32
      }
      scf.yield %8 : f32
    }
    return
  }
}

