"""Benchmark inputs, generated deterministically and cached under bench/.data/."""

from __future__ import annotations

import random
from pathlib import Path

DATA = Path(__file__).resolve().parent / ".data"

_TYPES = ["i32", "i64", "f32", "index", "tensor<4xf32>", "memref<8x?xi16>", "vector<4xf32>", "i1"]
_ATTRS = [
    "42 : i32",
    "3.140000e+00 : f32",
    '"text"',
    "[1, 2, 3]",
    "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>",
    "unit",
    "array<i64: 1, 2>",
    "{k = 1 : i64}",
    "@sym",
    "i32",
]


def generic_module(num_ops: int, seed: int = 0) -> str:
    """`num_ops` generic operations with builtin types and attributes, using earlier
    results as operands, in one region (what `xdsl-opt`/`mlir-opt` accept unregistered)."""
    rng = random.Random(seed)
    lines = ['"bench.module"() ({']
    values: list[tuple[str, str]] = []
    for i in range(num_ops):
        operands = [values[rng.randrange(len(values))] for _ in range(rng.randint(0, 2))] if values else []
        result_type = rng.choice(_TYPES)
        attrs = ", ".join(f"a{j} = {rng.choice(_ATTRS)}" for j in range(rng.randint(0, 2)))
        attr_dict = f" {{{attrs}}}" if attrs else ""
        names = ", ".join(v for v, _ in operands)
        types = ", ".join(t for _, t in operands)
        lines.append(f'  %v{i} = "bench.op{i % 7}"({names}){attr_dict} : ({types}) -> {result_type}')
        values.append((f"%v{i}", result_type))
    lines.append('  "bench.end"() : () -> ()')
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def program_file(num_ops: int) -> Path:
    DATA.mkdir(exist_ok=True)
    path = DATA / f"generic_{num_ops}.mlir"
    if not path.exists():
        path.write_text(generic_module(num_ops))
    return path
