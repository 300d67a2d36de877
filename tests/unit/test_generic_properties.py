"""The generic form's inherent attributes (OpBase.convert_properties): the segment sizes
of AttrSized*Segments ops are also taken under their pre-properties spelling
(`operand_segment_sizes`), as the ODS-generated setInherentAttr and
setPropertiesFromAttr of MLIR 22 do; upstream's SCF invalid.mlir still spells them so.
Expected outputs are what mlir-opt 22 printed for the same inputs."""

from __future__ import annotations

import pytest

from tests.opt_helpers import run_file

PARALLEL = """\
func.func @f(%a: index, %b: index, %c: index) {{
  "scf.parallel"(%a, %b, %c) {properties}({{
    ^bb0(%i0: index):
      scf.reduce
  }}) {attributes}: (index, index, index) -> ()
  return
}}
"""

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"""


@pytest.mark.parametrize(
    "properties, attributes",
    [
        ("<{operand_segment_sizes = array<i32: 1, 1, 1, 0>}> ", ""),
        ("", "{operand_segment_sizes = array<i32: 1, 1, 1, 0>} "),
        # Both spellings: the dictionary is sorted, the legacy one is set last.
        ("", "{operandSegmentSizes = array<i32: 0, 0, 0, 0>, operand_segment_sizes = array<i32: 1, 1, 1, 0>} "),
        # ... unless it is not a size array of the right length, which is ignored.
        ("", "{operandSegmentSizes = array<i32: 1, 1, 1, 0>, operand_segment_sizes = array<i32: 1, 1>} "),
    ],
)
def test_legacy_segment_sizes_spelling(properties: str, attributes: str) -> None:
    source = PARALLEL.format(properties=properties, attributes=attributes)
    out, err, status = run_file(["--mlir-print-op-generic"], source.encode())
    assert (out.decode(), err, status) == (GENERIC, b"", 0)


def test_legacy_spelling_wrong_size_is_dropped() -> None:
    # setInherentAttr ignores an array of the wrong size: the sizes stay zeros.
    source = PARALLEL.format(properties="", attributes="{operand_segment_sizes = array<i32: 1, 1>} ")
    out, err, status = run_file([], source.encode())
    assert (out, status) == (b"", 1)
    assert err.decode().startswith(
        "input.mlir:2:3: error: 'scf.parallel' op operand count (3) does not match with the total size (0)"
        " specified in attribute 'operandSegmentSizes'\n"
    )
