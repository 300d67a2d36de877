#loc2 = loc("cf.mlir":3:21)
#loc3 = loc("cf.mlir":3:32)
#loc4 = loc("cf.mlir":3:41)
#loc6 = loc("cf.mlir":5:8)
#loc8 = loc("cf.mlir":7:7)
#loc9 = loc("cf.mlir":7:16)
#loc13 = loc("cf.mlir":12:7)
#loc16 = loc("cf.mlir":16:17)
#loc20 = loc("cf.mlir":20:9)
#loc21 = loc("cf.mlir":20:20)
#loc29 = loc("cf.mlir":31:21)
#loc30 = loc("cf.mlir":31:33)
#loc32 = loc("cf.mlir":38:10)
#loc36 = loc("cf.mlir":43:6)
#loc37 = loc("cf.mlir":43:16)
#loc41 = loc("cf.mlir":48:32)
#loc45 = loc("cf.mlir":56:20)
#loc50 = loc("cf.mlir":62:20)
#loc55 = loc("cf.mlir":71:20)
#loc56 = loc("cf.mlir":71:28)
#loc57 = loc("cf.mlir":71:36)
#loc60 = loc("cf.mlir":74:6)
#loc62 = loc("cf.mlir":76:6)
#loc65 = loc("cf.mlir":79:6)
module {
  func.func @branches(%arg0: i1 loc("cf.mlir":3:21), %arg1: i32 loc("cf.mlir":3:32), %arg2: i32 loc("cf.mlir":3:41)) -> i32 {
    cf.br ^bb1(%arg1 : i32) loc(#loc5)
  ^bb1(%0: i32 loc("cf.mlir":5:8)):  // pred: ^bb0
    cf.cond_br %arg0, ^bb2(%0, %arg2 : i32, i32), ^bb3 loc(#loc7)
  ^bb2(%1: i32 loc("cf.mlir":7:7), %2: i32 loc("cf.mlir":7:16)):  // pred: ^bb1
    %3 = arith.addi %1, %2 : i32 loc(#loc10)
    cf.br ^bb4(%3 : i32) loc(#loc11)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%arg2 : i32) loc(#loc12)
  ^bb4(%4: i32 loc("cf.mlir":12:7)):  // 2 preds: ^bb2, ^bb3
    return %4 : i32 loc(#loc14)
  } loc(#loc1)
  func.func @loop(%arg0: index loc("cf.mlir":16:17)) -> index {
    %c0 = arith.constant 0 : index loc(#loc17)
    %c1 = arith.constant 1 : index loc(#loc18)
    cf.br ^bb1(%c0, %c0 : index, index) loc(#loc19)
  ^bb1(%0: index loc("cf.mlir":20:9), %1: index loc("cf.mlir":20:20)):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi sge, %0, %arg0 : index loc(#loc22)
    cf.cond_br %2, ^bb3, ^bb2 loc(#loc23)
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %0, %c1 : index loc(#loc24)
    %4 = arith.addi %1, %0 : index loc(#loc25)
    cf.br ^bb1(%3, %4 : index, index) loc(#loc26)
  ^bb3:  // pred: ^bb1
    return %1 : index loc(#loc27)
  } loc(#loc15)
  func.func @switches(%arg0: i32 loc("cf.mlir":31:21), %arg1: f32 loc("cf.mlir":31:33)) -> f32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : f32),
      0: ^bb2,
      4294967291: ^bb3(%arg1, %arg1 : f32, f32),
      42: ^bb1(%arg1 : f32)
    ] loc(#loc31)
  ^bb1(%0: f32 loc("cf.mlir":38:10)):  // 2 preds: ^bb0, ^bb0
    return %0 : f32 loc(#loc33)
  ^bb2:  // pred: ^bb0
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc34)
    return %cst : f32 loc(#loc35)
  ^bb3(%1: f32 loc("cf.mlir":43:6), %2: f32 loc("cf.mlir":43:16)):  // pred: ^bb0
    %3 = arith.subf %1, %2 : f32 loc(#loc38)
    return %3 : f32 loc(#loc39)
  } loc(#loc28)
  func.func @switch_default_only(%arg0: i64 loc("cf.mlir":48:32)) {
    cf.switch %arg0 : i64, [
      default: ^bb1] loc(#loc42)
  ^bb1:  // pred: ^bb0
    return loc(#loc43)
  } loc(#loc40)
  func.func @asserts(%arg0: i1 loc("cf.mlir":56:20)) {
    cf.assert %arg0, "the condition must hold" loc(#loc46)
    cf.assert %arg0, "quotes \22inside\22 and a newline\0A" loc(#loc47)
    return loc(#loc48)
  } loc(#loc44)
  func.func @weights(%arg0: i1 loc("cf.mlir":62:20)) {
    cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2 loc(#loc51)
  ^bb1:  // pred: ^bb0
    return loc(#loc52)
  ^bb2:  // pred: ^bb0
    return loc(#loc53)
  } loc(#loc49)
  func.func @generic(%arg0: i1 loc("cf.mlir":71:20), %arg1: i8 loc("cf.mlir":71:28), %arg2: i8 loc("cf.mlir":71:36)) -> i8 {
    cf.assert %arg0, "generic" loc(#loc58)
    cf.cond_br %arg0, ^bb1(%arg1 : i8), ^bb2(%arg2 : i8) loc(#loc59)
  ^bb1(%0: i8 loc("cf.mlir":74:6)):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%0 : i8) loc(#loc61)
  ^bb2(%1: i8 loc("cf.mlir":76:6)):  // pred: ^bb0
    %2 = arith.extui %1 : i8 to i32 loc(#loc63)
    cf.switch %2 : i32, [
      default: ^bb3(%1 : i8),
      1: ^bb3(%arg1 : i8),
      2: ^bb1(%arg2 : i8)
    ] loc(#loc64)
  ^bb3(%3: i8 loc("cf.mlir":79:6)):  // 3 preds: ^bb1, ^bb2, ^bb2
    return %3 : i8 loc(#loc66)
  } loc(#loc54)
} loc(#loc)
#loc = loc("cf.mlir":0:0)
#loc1 = loc("cf.mlir":3:1)
#loc5 = loc("cf.mlir":4:3)
#loc7 = loc("cf.mlir":6:3)
#loc10 = loc("cf.mlir":8:10)
#loc11 = loc("cf.mlir":9:3)
#loc12 = loc("cf.mlir":11:3)
#loc14 = loc("cf.mlir":13:3)
#loc15 = loc("cf.mlir":16:1)
#loc17 = loc("cf.mlir":17:9)
#loc18 = loc("cf.mlir":18:9)
#loc19 = loc("cf.mlir":19:3)
#loc22 = loc("cf.mlir":21:11)
#loc23 = loc("cf.mlir":22:3)
#loc24 = loc("cf.mlir":24:11)
#loc25 = loc("cf.mlir":25:11)
#loc26 = loc("cf.mlir":26:3)
#loc27 = loc("cf.mlir":28:3)
#loc28 = loc("cf.mlir":31:1)
#loc31 = loc("cf.mlir":32:3)
#loc33 = loc("cf.mlir":39:3)
#loc34 = loc("cf.mlir":41:8)
#loc35 = loc("cf.mlir":42:3)
#loc38 = loc("cf.mlir":44:8)
#loc39 = loc("cf.mlir":45:3)
#loc40 = loc("cf.mlir":48:1)
#loc42 = loc("cf.mlir":49:3)
#loc43 = loc("cf.mlir":53:3)
#loc44 = loc("cf.mlir":56:1)
#loc46 = loc("cf.mlir":57:3)
#loc47 = loc("cf.mlir":58:3)
#loc48 = loc("cf.mlir":59:3)
#loc49 = loc("cf.mlir":62:1)
#loc51 = loc("cf.mlir":63:3)
#loc52 = loc("cf.mlir":65:3)
#loc53 = loc("cf.mlir":67:3)
#loc54 = loc("cf.mlir":71:1)
#loc58 = loc("cf.mlir":72:3)
#loc59 = loc("cf.mlir":73:3)
#loc61 = loc("cf.mlir":75:3)
#loc63 = loc("cf.mlir":77:8)
#loc64 = loc("cf.mlir":78:3)
#loc66 = loc("cf.mlir":80:3)

