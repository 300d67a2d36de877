// builtin.unrealized_conversion_cast: 0-1, 1-1, 1-N and N-1 conversions, with and
// without the `builtin.` prefix (only the default dialect is tried for a bare name).
unrealized_conversion_cast to i32
"test.region"() ({
  %0 = unrealized_conversion_cast to !u.t {note = "generic regions keep builtin"}
  "test.use"(%0) : (!u.t) -> ()
}) : () -> ()
func.func @casts(%a: i32, %b: f32, %t: tuple<i32, f32>) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %t : tuple<i32, f32> to i32, f32
  %2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to tuple<i32, f32>
  %3 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> index
  "test.use"(%1#0, %1#1, %2, %3) : (i32, f32, tuple<i32, f32>, index) -> ()
  return %0 : i64
}
