"""mlir-opt 22's printing and parsing flags in `odsgen opt`: --mlir-print-skip-regions,
--mlir-print-unique-ssa-ids, --mlir-use-nameloc-as-prefix, --mlir-print-value-users,
--mlir-elide-resource-strings-if-larger, --no-implicit-module and the no-op
--mlir-print-op-on-diagnostic. Expected texts are what mlir-opt 22 prints for the same
input; the upstream files in tests/data/upstream/ir/ (IR_print-*.mlir, IR_top-level.mlir,
IR_pretty-resources-print.mlir) check them further through tests/test_ir_oracle.py."""

from __future__ import annotations

import textwrap

from tests.opt_helpers import run_file


def opt(flags: list[str], source: str) -> tuple[str, str, int]:
    out, err, status = run_file(flags, textwrap.dedent(source).encode())
    return out.decode(), err.decode(), status


FUNC = """
func.func @f(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  return %c : i32
}
"""


def test_skip_regions_prints_an_ellipsis_for_each_region_in_both_forms():
    out, _, status = opt(["--mlir-print-skip-regions"], FUNC)
    assert status == 0
    assert out == "module {...}\n\n"
    out, _, _ = opt(["--mlir-print-skip-regions", "--mlir-print-op-generic"], FUNC)
    assert out == '"builtin.module"() ({...}) : () -> ()\n\n'


def test_no_implicit_module_prints_the_single_top_level_op():
    out, err, status = opt(["--no-implicit-module", "--mlir-print-skip-regions"], FUNC)
    assert (out, err, status) == ("func.func @f(%arg0: i32) -> i32 {...}\n\n", "", 0)


def test_no_implicit_module_rejects_any_other_count_at_the_file_start():
    two = "func.func private @a()\nfunc.func private @b()\n"
    out, err, status = opt(["--no-implicit-module"], two)
    assert (out, status) == ("", 1)
    assert err == "input.mlir:0:0: error: source must contain a single top-level operation, found: 2\n"
    # In a split file, at the start of the chunk (where its implicit module would be).
    _, err, _ = opt(["--no-implicit-module", "--split-input-file"], "func.func private @a()\n// -----\n")
    assert err.startswith("input.mlir:2:9: error: source must contain a single top-level operation, found: 0\n")


UNIQUE = """
func.func @f(%m: memref<i32>, %lb: index) {
  scf.for %i = %lb to %lb step %lb {
    %a = memref.load %m[] : memref<i32>
  }
  scf.for %i = %lb to %lb step %lb {
    %a = memref.load %m[] : memref<i32>
  }
  return
}
"""


def test_unique_ssa_ids_keep_numbering_across_sibling_regions():
    plain, _, _ = opt([], UNIQUE)
    unique, _, _ = opt(["--mlir-print-unique-ssa-ids"], UNIQUE)
    assert plain.count("%0 = memref.load") == 2 and "%arg3" not in plain
    assert "scf.for %arg3 = " in unique and "%1 = memref.load" in unique


def test_nameloc_names_results_and_block_arguments():
    source = """
    func.func @f(%m: memref<i32> loc("mem")) {
      %1 = memref.load %m[] : memref<i32> loc("alice")
      %2 = memref.load %m[] : memref<i32> loc(fused["x":1:1, "bob"("y":2:2)])
      return
    }
    """
    out, _, _ = opt(["--mlir-use-nameloc-as-prefix"], source)
    assert "func.func @f(%mem: memref<i32>)" in out
    assert "%alice = memref.load %mem[]" in out
    assert "%bob = memref.load %mem[]" in out
    plain, _, _ = opt([], source)
    assert "%alice" not in plain and "%arg0" in plain


def test_value_users_comments():
    source = """
    func.func @f(%a: i32, %b: i32) -> i32 {
      %c = arith.addi %a, %a : i32
      %d:2 = "u.two"(%c) : (i32) -> (i32, i32)
      "u.sink"(%d#0) : (i32) -> ()
      return %c : i32
    }
    """
    out, _, status = opt(["--allow-unregistered-dialect", "--mlir-print-value-users"], source)
    assert status == 0
    lines = [line.strip() for line in out.splitlines()]
    # The function (no results) is %0: operations without results get numbers too.
    assert lines[2:8] == [
        "// %arg0 is used by %1",
        "// %arg1 is unused",
        "%1 = arith.addi %arg0, %arg0 : i32 // users: %4, %2#0, %2#1",
        '%2:2 = "u.two"(%1) : (i32) -> (i32, i32) // users: (%3), (unused)',
        '"u.sink"(%2#0) : (i32) -> () // id: %3',
        "return %1 : i32 // id: %4",
    ]


RESOURCES = """
"u.op"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  },
  external_resources: {
    external: {
      "a b": true,
      s: "\\"q\\""
    }
  }
#-}
"""


def test_resource_strings_longer_than_the_limit_are_left_out():
    flags = ["--allow-unregistered-dialect"]
    out, _, _ = opt(flags, RESOURCES)
    assert 'blob1: "0x08' in out and '"a b": true,' in out and 's: "\\22q\\22"' in out
    out, _, _ = opt([*flags, "--mlir-elide-resource-strings-if-larger=7"], RESOURCES)
    assert "dialect_resources" not in out and '"a b": true\n' in out and " s: " not in out
    out, _, _ = opt([*flags, "--mlir-elide-resource-strings-if-larger=0"], RESOURCES)
    assert out.endswith("}\n\n{-#\n\n#-}\n\n")


def test_print_op_on_diagnostic_is_accepted_and_on_by_default():
    source = 'func.func @f() {\n  "u.foo"(%x) : (index) -> ()\n  %x = arith.constant 0 : index\n  return\n}\n'
    with_flag = opt(["--allow-unregistered-dialect", "--mlir-print-op-on-diagnostic"], source)
    assert with_flag == opt(["--allow-unregistered-dialect"], source)
    assert "see current operation" in with_flag[1]
