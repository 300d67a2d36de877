// scf.execute_region, scf.index_switch, scf.parallel with scf.reduce, scf.forall.
func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^bb2:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  %n = scf.execute_region -> (f32) no_inline {
    %f = arith.constant 1.5 : f32
    scf.yield %f : f32
  }
  return %r : i32
}

func.func @index_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = arith.constant 50 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant -1 : i32
    scf.yield %d : i32
  }
  scf.index_switch %i
  default {
  }
  return %r : i32
}

func.func @parallel(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    memref.store %zero, %m[%i, %j] : memref<?x?xf32>
  }
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%zero) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

func.func @forall(%n: index, %m: memref<?xi32>) {
  %one = arith.constant 1 : i32
  scf.forall (%i) in (%n) {
    memref.store %one, %m[%i] : memref<?xi32>
  }
  scf.forall (%i, %j) = (0, 0) to (%n, 16) step (2, 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// Generic forms.
func.func @generic(%i: index) -> i8 {
  %r = "scf.index_switch"(%i) <{cases = array<i64: 3>}> ({
    %d = arith.constant 0 : i8
    "scf.yield"(%d) : (i8) -> ()
  }, {
    %t = arith.constant 3 : i8
    "scf.yield"(%t) : (i8) -> ()
  }) : (index) -> i8
  "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  return %r : i8
}
