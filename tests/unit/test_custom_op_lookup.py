"""Custom-syntax lookup of registered operations, and the test-dialect ops upstream's
Dialect/Func tests use (defs/test.yaml: test.constant, test.loop_block_term).

A registered op without a custom syntax written in the custom form gets OpState::parse's
"has no custom assembly form" (under the custom-op prefix), not "is unknown". Expected
outputs are what mlir-opt 22 printed for the same inputs."""

from __future__ import annotations

import pytest

from tests.opt_helpers import run_file


@pytest.mark.parametrize(
    "source, message",
    [
        ("func.func @f() {\n  %0 = test.constant 1 : i32\n  return\n}\n", "input.mlir:2:8:"),
        ("test.constant\n", "input.mlir:1:1:"),
    ],
)
def test_registered_op_without_custom_syntax(source: str, message: str) -> None:
    out, err, status = run_file([], source.encode())
    assert (out, status) == (b"", 1)
    assert err.decode().startswith(f"{message} error: custom op 'test.constant' has no custom assembly form\n")


LOOP_BLOCK_TERM = """\
func.func @f(%a: i32) -> i32 {
  %0 = "test.constant"() {value = 5.3 : f32} : () -> f32
  test.loop_block_term iter %a exit %0
}
"""


def test_constant_and_loop_block_term() -> None:
    out, err, status = run_file([], LOOP_BLOCK_TERM.encode())
    assert (err, status) == (b"", 0)
    assert out.decode() == (
        "module {\n"
        "  func.func @f(%arg0: i32) -> i32 {\n"
        '    %0 = "test.constant"() <{value = 5.300000e+00 : f32}> : () -> f32\n'
        "    test.loop_block_term iter %arg0 exit %0\n"
        "  }\n"
        "}\n\n"
    )
    out, err, status = run_file(["--mlir-print-op-generic"], LOOP_BLOCK_TERM.encode())
    assert '    "test.loop_block_term"(%arg0, %0) : (i32, f32) -> ()\n' in out.decode()


@pytest.mark.parametrize(
    "body, message",
    [
        ('"test.loop_block_term"(%a, %b) : (i64, f32) -> ()', "operand #0 must be 32-bit signless integer, but got 'i64'"),
        ('%0 = "test.constant"() : () -> i32\n  return', "requires attribute 'value'"),
    ],
)
def test_their_verifiers(body: str, message: str) -> None:
    source = f"func.func @f(%a: i64, %b: f32) {{\n  {body}\n}}\n"
    out, err, status = run_file([], source.encode())
    assert (out, status) == (b"", 1)
    assert err.decode().split("\n")[0].endswith(message)
