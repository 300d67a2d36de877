module {
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.br ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    cf.cond_br %arg0, ^bb2(%0, %arg2 : i32, i32), ^bb3
  ^bb2(%1: i32, %2: i32):  // pred: ^bb1
    %3 = arith.addi %1, %2 : i32
    cf.br ^bb4(%3 : i32)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%arg2 : i32)
  ^bb4(%4: i32):  // 2 preds: ^bb2, ^bb3
    return %4 : i32
  }
  func.func @loop(%arg0: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %c0 : index, index)
  ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi sge, %0, %arg0 : index
    cf.cond_br %2, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %0, %c1 : index
    %4 = arith.addi %1, %0 : index
    cf.br ^bb1(%3, %4 : index, index)
  ^bb3:  // pred: ^bb1
    return %1 : index
  }
  func.func @switches(%arg0: i32, %arg1: f32) -> f32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : f32),
      0: ^bb2,
      4294967291: ^bb3(%arg1, %arg1 : f32, f32),
      42: ^bb1(%arg1 : f32)
    ]
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    return %0 : f32
  ^bb2:  // pred: ^bb0
    %cst = arith.constant 0.000000e+00 : f32
    return %cst : f32
  ^bb3(%1: f32, %2: f32):  // pred: ^bb0
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @switch_default_only(%arg0: i64) {
    cf.switch %arg0 : i64, [
      default: ^bb1]
  ^bb1:  // pred: ^bb0
    return
  }
  func.func @asserts(%arg0: i1) {
    cf.assert %arg0, "the condition must hold"
    cf.assert %arg0, "quotes \22inside\22 and a newline\0A"
    return
  }
  func.func @weights(%arg0: i1) {
    cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return
  ^bb2:  // pred: ^bb0
    return
  }
  func.func @generic(%arg0: i1, %arg1: i8, %arg2: i8) -> i8 {
    cf.assert %arg0, "generic"
    cf.cond_br %arg0, ^bb1(%arg1 : i8), ^bb2(%arg2 : i8)
  ^bb1(%0: i8):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%0 : i8)
  ^bb2(%1: i8):  // pred: ^bb0
    %2 = arith.extui %1 : i8 to i32
    cf.switch %2 : i32, [
      default: ^bb3(%1 : i8),
      1: ^bb3(%arg1 : i8),
      2: ^bb1(%arg2 : i8)
    ]
  ^bb3(%3: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    return %3 : i8
  }
}

