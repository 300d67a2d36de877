"""cf.switch's custom<SwitchOpCases> (odsgen/dialect_hooks/cf.py): case values are read as
64-bit signed integers and truncated to the flag's width, as MLIR 22's
parseSwitchOpCases builds APInt(bitWidth, int64_t); a literal past 64 bits is an error.
Expected outputs are what mlir-opt 22 printed for the same inputs."""

from __future__ import annotations

from tests.opt_helpers import run_file

SWITCH = """\
func.func @f(%flag: i8) {{
  cf.switch %flag : i8, [default: ^bb1, {cases}]
^bb1:
  return
}}
"""


def test_case_values_truncate_to_flag_width() -> None:
    source = SWITCH.format(cases="256: ^bb1, -129: ^bb1, 255: ^bb1, -1: ^bb1")
    out, err, status = run_file(["--mlir-print-op-generic"], source.encode())
    assert (err, status) == (b"", 0)
    assert "case_values = dense<[0, 127, -1, -1]> : vector<4xi8>" in out.decode()
    out, err, status = run_file([], source.encode())
    assert "      0: ^bb1,\n      127: ^bb1,\n      255: ^bb1,\n      255: ^bb1\n    ]\n" in out.decode()


def test_case_value_past_64_bits() -> None:
    source = SWITCH.format(cases="18446744073709551616: ^bb1")
    out, err, status = run_file([], source.encode())
    assert (out, status) == (b"", 1)
    assert err.decode().startswith("input.mlir:2:41: error: custom op 'cf.switch' integer value too large\n")
