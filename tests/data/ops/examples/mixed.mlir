// Everything together: nested modules, visibilities, argument and result attributes,
// block arguments with locations, explicit operation locations, unregistered ops
// inside registered regions, and a mix of custom and generic forms.
#loc_kernel = loc("kernel.cc":10:3)
module @outer attributes {test.version = 2 : i32} {
  func.func private @helper(%arg0: f32 {test.scale = 2.0 : f32}) -> (f32 {test.out}) {
    %two = arith.constant 2.0 : f32 loc("helper.cc":1:1)
    %r = arith.mulf %arg0, %two fastmath<contract> : f32 loc(#loc_kernel)
    return %r : f32
  } loc("helper.cc":0:0)

  module @inner {
    func.func nested @deep(%x: index loc("deep.cc":4:5)) -> index {
      return %x : index
    }
  }

  func.func public @kernel(%buf: memref<?xf32> {test.noalias, test.align = 16 : i64}, %n: index loc("arg_n"), %flag: i1) -> (f32, i1) attributes {test.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %buf[%i] : memref<?xf32> loc(fused["load.cc":3:4, "vec"])
      %s = func.call @helper(%v) : (f32) -> f32
      %pos = arith.cmpf ogt, %s, %zero : f32
      %w = scf.if %pos -> (f32) {
        scf.yield %s : f32
      } else {
        %neg = arith.negf %s : f32
        scf.yield %neg : f32
      }
      %next = arith.addf %acc, %w : f32
      scf.yield %next : f32
    } loc(callsite("loop"("loop.cc":7:1) at "main.cc":20:2))
    cf.cond_br %flag, ^done(%total, %flag : f32, i1), ^fix
  ^fix:
    %false = arith.constant false
    %clamped = arith.maximumf %total, %zero : f32
    "test.trace"(%clamped) {note = "unregistered"} : (f32) -> ()
    cf.br ^done(%clamped, %false : f32, i1)
  ^done(%out: f32 loc("out.cc":9:9), %ok: i1 loc(unknown)):
    return %out, %ok : f32, i1
  }

  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic_mix", arg_attrs = [{test.lhs}, {}]}> ({
  ^bb0(%a: i32 loc("a.cc":1:1), %b: i32):
    %sum = arith.addi %a, %b overflow<nsw> : i32
    %sel = "arith.cmpi"(%sum, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %r = arith.select %sel, %sum, %b : i32
    "func.return"(%r) : (i32) -> () loc("ret.cc":2:2)
  }) {test.generic} : () -> ()
}
