// Probe for `odsgen import-td`: library constraints with integer-list parameters
// (tests/test_import_td.py::test_integer_list_constraints_map_to_the_library).
include "mlir/IR/OpBase.td"

def Probe_Dialect : Dialect {
  let name = "rprobe";
  let cppNamespace = "::rprobe";
}

def Probe_RanksOp : Op<Probe_Dialect, "ranks"> {
  let arguments = (ins TensorRankOf<[F32, I32], [0, 1]>:$t, MemRefRankOf<[F32], [2]>:$m,
                       VectorOfLengthAndType<[4, 8], [F32]>:$l, VectorOfRankAndType<[1, 2], [I32]>:$r);
}
