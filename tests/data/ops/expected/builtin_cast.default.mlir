module {
  %0 = unrealized_conversion_cast to i32
  "test.region"() ({
    %1 = builtin.unrealized_conversion_cast to !u.t {note = "generic regions keep builtin"}
    "test.use"(%1) : (!u.t) -> ()
  }) : () -> ()
  func.func @casts(%arg0: i32, %arg1: f32, %arg2: tuple<i32, f32>) -> i64 {
    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %2:2 = builtin.unrealized_conversion_cast %arg2 : tuple<i32, f32> to i32, f32
    %3 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tuple<i32, f32>
    %4 = builtin.unrealized_conversion_cast %arg0 : i32 to index
    "test.use"(%2#0, %2#1, %3, %4) : (i32, f32, tuple<i32, f32>, index) -> ()
    return %1 : i64
  }
}

