// Floating-point arithmetic of the arith dialect, with and without fast-math flags.
func.func @scalar_f32(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<nnan> : f32
  %2 = arith.mulf %1, %a fastmath<nnan, ninf> : f32
  %3 = arith.divf %2, %b fastmath<fast> : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 : f32
  %6 = arith.negf %5 fastmath<nsz> : f32
  %7 = arith.maximumf %6, %a : f32
  %8 = arith.minimumf %7, %b fastmath<nnan> : f32
  %9 = arith.maxnumf %8, %a : f32
  %10 = arith.minnumf %9, %b fastmath<reassoc, arcp, contract, afn> : f32
  %11 = arith.addf %10, %a fastmath<none> : f32
  return %11 : f32
}

func.func @other_widths(%h: f16, %bf: bf16, %d: f64, %e: f8E4M3FN) -> (f16, bf16, f64, f8E4M3FN) {
  %0 = arith.mulf %h, %h : f16
  %1 = arith.addf %bf, %bf fastmath<contract> : bf16
  %2 = arith.divf %d, %d : f64
  %3 = arith.subf %e, %e : f8E4M3FN
  return %0, %1, %2, %3 : f16, bf16, f64, f8E4M3FN
}

func.func @vectors(%v: vector<8xf32>, %w: vector<[4]xf64>) -> (vector<8xf32>, vector<[4]xf64>) {
  %0 = arith.addf %v, %v fastmath<fast> : vector<8xf32>
  %1 = arith.maximumf %0, %v : vector<8xf32>
  %2 = arith.negf %w : vector<[4]xf64>
  %3 = arith.mulf %2, %w fastmath<ninf, nsz> : vector<[4]xf64>
  return %1, %3 : vector<8xf32>, vector<[4]xf64>
}

func.func @tensors(%t: tensor<?x4xf32>, %u: tensor<*xf16>) -> (tensor<?x4xf32>, tensor<*xf16>) {
  %0 = arith.subf %t, %t : tensor<?x4xf32>
  %1 = arith.minnumf %0, %t fastmath<nnan> : tensor<?x4xf32>
  %2 = arith.remf %u, %u : tensor<*xf16>
  return %1, %2 : tensor<?x4xf32>, tensor<*xf16>
}

// The generic form: fastmath is a property whose default (none) the custom form omits.
func.func @generic(%a: f64, %b: f64) -> f64 {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<nnan, ninf>}> : (f64, f64) -> f64
  %1 = "arith.mulf"(%0, %b) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
  %2 = "arith.negf"(%1) : (f64) -> f64
  %3 = "arith.maxnumf"(%2, %a) {note = "discardable"} : (f64, f64) -> f64
  return %3 : f64
}
