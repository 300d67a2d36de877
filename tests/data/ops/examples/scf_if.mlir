// scf.if with and without results, with and without else, nested, and generic.
func.func @no_results(%c: i1, %m: memref<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<2xi32>
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

func.func @with_results(%c: i1, %a: f32, %b: f32) -> (f32, i64) {
  %r:2 = scf.if %c -> (f32, i64) {
    %s = arith.addf %a, %b : f32
    %one = arith.constant 1 : i64
    scf.yield %s, %one : f32, i64
  } else {
    %zero = arith.constant 0 : i64
    scf.yield %b, %zero : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

func.func @nested(%x: i32, %y: i32) -> i32 {
  %lt = arith.cmpi slt, %x, %y : i32
  %r = scf.if %lt -> i32 {
    %eq = arith.cmpi eq, %x, %y : i32
    %inner = scf.if %eq -> (i32) {
      scf.yield %x : i32
    } else {
      %d = arith.subi %y, %x : i32
      scf.yield %d : i32
    }
    scf.yield %inner : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @attrs(%c: i1) {
  scf.if %c {
  } {test.marker = 3 : i32}
  return
}

// The generic form: two regions, the else region may be empty.
func.func @generic(%c: i1, %a: index) -> index {
  "scf.if"(%c) ({
    "test.op"() : () -> ()
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %r = "scf.if"(%c) ({
    "scf.yield"(%a) : (index) -> ()
  }, {
    %c7 = arith.constant 7 : index
    "scf.yield"(%c7) : (index) -> ()
  }) : (i1) -> index
  return %r : index
}
