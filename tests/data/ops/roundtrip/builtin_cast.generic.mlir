"builtin.module"() ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
  "test.region"() ({
    %5 = "builtin.unrealized_conversion_cast"() {note = "generic regions keep builtin"} : () -> !u.t
    "test.use"(%5) : (!u.t) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, tuple<i32, f32>) -> i64, sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: tuple<i32, f32>):
    %1 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %2:2 = "builtin.unrealized_conversion_cast"(%arg2) : (tuple<i32, f32>) -> (i32, f32)
    %3 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, f32) -> tuple<i32, f32>
    %4 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> index
    "test.use"(%2#0, %2#1, %3, %4) : (i32, f32, tuple<i32, f32>, index) -> ()
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

