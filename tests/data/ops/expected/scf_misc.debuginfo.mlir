#loc2 = loc("scf_misc.mlir":2:27)
#loc17 = loc("scf_misc.mlir":23:25)
#loc28 = loc("scf_misc.mlir":43:21)
#loc29 = loc("scf_misc.mlir":43:33)
#loc30 = loc("scf_misc.mlir":43:45)
#loc31 = loc("scf_misc.mlir":43:59)
#loc38 = loc("scf_misc.mlir":51:10)
#loc39 = loc("scf_misc.mlir":51:19)
#loc44 = loc("scf_misc.mlir":59:19)
#loc45 = loc("scf_misc.mlir":59:30)
#loc53 = loc("scf_misc.mlir":71:20)
module {
  func.func @execute_region(%arg0: i1 loc("scf_misc.mlir":2:27)) -> i32 {
    %0 = scf.execute_region -> i32 {
      cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc4)
    ^bb1:  // pred: ^bb0
      %c1_i32 = arith.constant 1 : i32 loc(#loc5)
      scf.yield %c1_i32 : i32 loc(#loc6)
    ^bb2:  // pred: ^bb0
      %c2_i32 = arith.constant 2 : i32 loc(#loc7)
      scf.yield %c2_i32 : i32 loc(#loc8)
    } loc(#loc3)
    scf.execute_region {
      "test.op"() : () -> () loc(#loc10)
      scf.yield loc(#loc11)
    } loc(#loc9)
    %1 = scf.execute_region -> f32 no_inline {
      %cst = arith.constant 1.500000e+00 : f32 loc(#loc13)
      scf.yield %cst : f32 loc(#loc14)
    } loc(#loc12)
    return %0 : i32 loc(#loc15)
  } loc(#loc1)
  func.func @index_switch(%arg0: index loc("scf_misc.mlir":23:25)) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 0 {
      %c10_i32 = arith.constant 10 : i32 loc(#loc19)
      scf.yield %c10_i32 : i32 loc(#loc20)
    }
    case 5 {
      %c50_i32 = arith.constant 50 : i32 loc(#loc21)
      scf.yield %c50_i32 : i32 loc(#loc22)
    }
    default {
      %c-1_i32 = arith.constant -1 : i32 loc(#loc23)
      scf.yield %c-1_i32 : i32 loc(#loc24)
    } loc(#loc18)
    scf.index_switch %arg0 
    default {
    } loc(#loc25)
    return %0 : i32 loc(#loc26)
  } loc(#loc16)
  func.func @parallel(%arg0: index loc("scf_misc.mlir":43:21), %arg1: index loc("scf_misc.mlir":43:33), %arg2: index loc("scf_misc.mlir":43:45), %arg3: memref<?x?xf32> loc("scf_misc.mlir":43:59)) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc32)
    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      memref.store %cst, %arg3[%arg4, %arg5] : memref<?x?xf32> loc(#loc34)
      scf.reduce  loc(#loc33)
    } loc(#loc33)
    %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%cst) -> f32 {
      %1 = memref.load %arg3[%arg4, %arg4] : memref<?x?xf32> loc(#loc36)
      scf.reduce(%1 : f32) {
      ^bb0(%arg5: f32 loc("scf_misc.mlir":51:10), %arg6: f32 loc("scf_misc.mlir":51:19)):
        %2 = arith.addf %arg5, %arg6 : f32 loc(#loc40)
        scf.reduce.return %2 : f32 loc(#loc41)
      } loc(#loc37)
    } loc(#loc35)
    return %0 : f32 loc(#loc42)
  } loc(#loc27)
  func.func @forall(%arg0: index loc("scf_misc.mlir":59:19), %arg1: memref<?xi32> loc("scf_misc.mlir":59:30)) {
    %c1_i32 = arith.constant 1 : i32 loc(#loc46)
    scf.forall (%arg2) in (%arg0) {
      memref.store %c1_i32, %arg1[%arg2] : memref<?xi32> loc(#loc48)
    } loc(#loc47)
    scf.forall (%arg2, %arg3) = (0, 0) to (%arg0, 16) step (2, 4) {
      "test.use"(%arg2, %arg3) : (index, index) -> () loc(#loc50)
    } loc(#loc49)
    return loc(#loc51)
  } loc(#loc43)
  func.func @generic(%arg0: index loc("scf_misc.mlir":71:20)) -> i8 {
    %0 = scf.index_switch %arg0 -> i8 
    case 3 {
      %c3_i8 = arith.constant 3 : i8 loc(#loc55)
      scf.yield %c3_i8 : i8 loc(#loc56)
    }
    default {
      %c0_i8 = arith.constant 0 : i8 loc(#loc57)
      scf.yield %c0_i8 : i8 loc(#loc58)
    } loc(#loc54)
    scf.execute_region {
      scf.yield loc(#loc60)
    } loc(#loc59)
    return %0 : i8 loc(#loc61)
  } loc(#loc52)
} loc(#loc)
#loc = loc("scf_misc.mlir":0:0)
#loc1 = loc("scf_misc.mlir":2:1)
#loc3 = loc("scf_misc.mlir":3:8)
#loc4 = loc("scf_misc.mlir":4:5)
#loc5 = loc("scf_misc.mlir":6:12)
#loc6 = loc("scf_misc.mlir":7:5)
#loc7 = loc("scf_misc.mlir":9:12)
#loc8 = loc("scf_misc.mlir":10:5)
#loc9 = loc("scf_misc.mlir":12:3)
#loc10 = loc("scf_misc.mlir":13:5)
#loc11 = loc("scf_misc.mlir":14:5)
#loc12 = loc("scf_misc.mlir":16:8)
#loc13 = loc("scf_misc.mlir":17:10)
#loc14 = loc("scf_misc.mlir":18:5)
#loc15 = loc("scf_misc.mlir":20:3)
#loc16 = loc("scf_misc.mlir":23:1)
#loc18 = loc("scf_misc.mlir":24:8)
#loc19 = loc("scf_misc.mlir":26:10)
#loc20 = loc("scf_misc.mlir":27:5)
#loc21 = loc("scf_misc.mlir":30:10)
#loc22 = loc("scf_misc.mlir":31:5)
#loc23 = loc("scf_misc.mlir":34:10)
#loc24 = loc("scf_misc.mlir":35:5)
#loc25 = loc("scf_misc.mlir":37:3)
#loc26 = loc("scf_misc.mlir":40:3)
#loc27 = loc("scf_misc.mlir":43:1)
#loc32 = loc("scf_misc.mlir":44:11)
#loc33 = loc("scf_misc.mlir":45:3)
#loc34 = loc("scf_misc.mlir":46:5)
#loc35 = loc("scf_misc.mlir":48:10)
#loc36 = loc("scf_misc.mlir":49:10)
#loc37 = loc("scf_misc.mlir":50:5)
#loc40 = loc("scf_misc.mlir":52:12)
#loc41 = loc("scf_misc.mlir":53:7)
#loc42 = loc("scf_misc.mlir":56:3)
#loc43 = loc("scf_misc.mlir":59:1)
#loc46 = loc("scf_misc.mlir":60:10)
#loc47 = loc("scf_misc.mlir":61:3)
#loc48 = loc("scf_misc.mlir":62:5)
#loc49 = loc("scf_misc.mlir":64:3)
#loc50 = loc("scf_misc.mlir":65:5)
#loc51 = loc("scf_misc.mlir":67:3)
#loc52 = loc("scf_misc.mlir":71:1)
#loc54 = loc("scf_misc.mlir":72:8)
#loc55 = loc("scf_misc.mlir":76:10)
#loc56 = loc("scf_misc.mlir":77:5)
#loc57 = loc("scf_misc.mlir":73:10)
#loc58 = loc("scf_misc.mlir":74:5)
#loc59 = loc("scf_misc.mlir":79:3)
#loc60 = loc("scf_misc.mlir":80:5)
#loc61 = loc("scf_misc.mlir":82:3)

