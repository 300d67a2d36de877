"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<?xf32>, f32) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "scf.for"(%arg0, %arg1, %0, %arg3) ({
    ^bb0(%arg6: index, %arg7: f32):
      %7 = "u.load"(%arg2, %arg6) : (memref<?xf32>, index) -> f32
      %8 = "u.addf"(%arg7, %7) : (f32, f32) -> f32
      "scf.yield"(%8) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %2 = "u.cmpf"(%1, %arg3) : (f32, f32) -> i1
    %3 = "scf.if"(%2) ({
      "scf.yield"(%1) : (f32) -> ()
    }, {
      %6 = "u.negf"(%1) : (f32) -> f32
      "scf.yield"(%6) : (f32) -> ()
    }) : (i1) -> f32
    %4 = "scf.while"(%3) ({
    ^bb0(%arg5: f32):
      %5 = "u.cmpf"(%arg5, %arg3) : (f32, f32) -> i1
      "scf.condition"(%5, %arg5) : (i1, f32) -> ()
    }, {
    ^bb0(%arg4: f32):
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

