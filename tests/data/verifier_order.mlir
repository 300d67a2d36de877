func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
}
