"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "scalar_i32"}> ({
  ^bb0(%arg11: i32, %arg12: i32):
    %22 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.addi"(%22, %arg12) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %24 = "arith.subi"(%23, %arg11) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %25 = "arith.muli"(%24, %arg12) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %26 = "arith.divsi"(%25, %arg11) : (i32, i32) -> i32
    %27 = "arith.divui"(%26, %arg12) <{isExact}> : (i32, i32) -> i32
    %28 = "arith.ceildivsi"(%27, %arg11) : (i32, i32) -> i32
    %29 = "arith.ceildivui"(%28, %arg12) : (i32, i32) -> i32
    %30 = "arith.floordivsi"(%29, %arg11) : (i32, i32) -> i32
    %31 = "arith.remsi"(%30, %arg12) : (i32, i32) -> i32
    %32 = "arith.remui"(%31, %arg11) : (i32, i32) -> i32
    %33 = "arith.andi"(%32, %arg12) : (i32, i32) -> i32
    %34 = "arith.ori"(%33, %arg11) : (i32, i32) -> i32
    %35 = "arith.xori"(%34, %arg12) : (i32, i32) -> i32
    %36 = "arith.shli"(%35, %arg11) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %37 = "arith.shrsi"(%36, %arg12) : (i32, i32) -> i32
    %38 = "arith.shrui"(%37, %arg11) <{isExact}> : (i32, i32) -> i32
    %39 = "arith.maxsi"(%38, %arg12) : (i32, i32) -> i32
    %40 = "arith.maxui"(%39, %arg11) : (i32, i32) -> i32
    %41 = "arith.minsi"(%40, %arg12) : (i32, i32) -> i32
    %42 = "arith.minui"(%41, %arg11) : (i32, i32) -> i32
    "func.return"(%42) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "index_math"}> ({
  ^bb0(%arg9: index, %arg10: index):
    %17 = "arith.constant"() <{value = 4 : index}> : () -> index
    %18 = "arith.muli"(%arg9, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "arith.addi"(%18, %arg10) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %20 = "arith.divsi"(%19, %17) <{isExact}> : (index, index) -> index
    %21 = "arith.remui"(%20, %arg10) : (index, index) -> index
    "func.return"(%21) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>) -> (vector<4xi16>, vector<4xi16>), sym_name = "vectors"}> ({
  ^bb0(%arg7: vector<4xi16>, %arg8: vector<4xi16>):
    %13 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %14 = "arith.muli"(%13, %arg8) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %15 = "arith.shrsi"(%14, %arg7) <{isExact}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %16 = "arith.xori"(%15, %arg8) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%14, %16) : (vector<4xi16>, vector<4xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "tensors"}> ({
  ^bb0(%arg5: tensor<2x3xi8>, %arg6: tensor<2x3xi8>):
    %10 = "arith.subi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    %11 = "arith.andi"(%10, %arg6) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    %12 = "arith.minsi"(%11, %arg5) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%12) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, vector<3xi64>) -> (i32, i1, i32, i32, vector<3xi64>), sym_name = "extended"}> ({
  ^bb0(%arg2: i32, %arg3: i32, %arg4: vector<3xi64>):
    %6:2 = "arith.addui_extended"(%arg2, %arg3) : (i32, i32) -> (i32, i1)
    %7:2 = "arith.mulsi_extended"(%arg2, %arg3) : (i32, i32) -> (i32, i32)
    %8:2 = "arith.mului_extended"(%arg4, %arg4) : (vector<3xi64>, vector<3xi64>) -> (vector<3xi64>, vector<3xi64>)
    %9:2 = "arith.addui_extended"(%arg4, %8#0) : (vector<3xi64>, vector<3xi64>) -> (vector<3xi64>, vector<3xi1>)
    "func.return"(%6#0, %6#1, %7#0, %7#1, %9#0) : (i32, i1, i32, i32, vector<3xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "generic"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %2 = "arith.divui"(%1, %arg0) <{isExact}> : (i64, i64) -> i64
    %3 = "arith.maxui"(%2, %arg1) : (i64, i64) -> i64
    %4:2 = "arith.mului_extended"(%3, %arg0) : (i64, i64) -> (i64, i64)
    %5 = "arith.shli"(%4#1, %arg1) <{overflowFlags = #arith.overflow<none>}> {tag = "kept"} : (i64, i64) -> i64
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

