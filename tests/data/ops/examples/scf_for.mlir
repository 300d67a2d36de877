// scf.for with and without loop-carried values, with index and integer bounds, nested.
func.func @simple(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) {
  %zero = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %zero, %buf[%i] : memref<?xf32>
  }
  return
}

func.func @reduction(%buf: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %buf[%i] : memref<?xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  return %sum : f32
}

func.func @two_carried(%n: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%a = %c0, %b = %one) -> (index, i32) {
    %a2 = arith.addi %a, %i : index
    %b2 = arith.muli %b, %one : i32
    scf.yield %a2, %b2 : index, i32
  }
  return %r#0, %r#1 : index, i32
}

func.func @integer_bounds(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %res = scf.for %iv = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) : i32 {
    %s = arith.addi %acc, %iv : i32
    scf.yield %s : i32
  }
  scf.for unsigned %iv = %lb to %ub step %step : i32 {
    "test.use"(%iv) : (i32) -> ()
  }
  return %res : i32
}

func.func @nested(%m: memref<4x8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = arith.index_cast %j : index to i64
      memref.store %x, %m[%i, %j] : memref<4x8xi64>
    }
  }
  return
}

// The generic form of scf.for: the region's block carries the induction variable and
// the iteration arguments, and scf.yield is explicit.
func.func @generic(%n: index, %init: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = "scf.for"(%c0, %n, %c1, %init) ({
  ^bb0(%iv: index, %acc: f64):
    %d = arith.addf %acc, %acc : f64
    "scf.yield"(%d) : (f64) -> ()
  }) : (index, index, index, f64) -> f64
  "scf.for"(%c0, %n, %c1) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) {unsignedCmp} : (index, index, index) -> ()
  return %r : f64
}
