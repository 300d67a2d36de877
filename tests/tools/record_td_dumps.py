"""Record `llvm-tblgen-22 --dump-json` of the upstream .td files tests/test_import_td.py
imports, so the tests run where llvm-22 is not installed.

    .venv/bin/python tests/tools/record_td_dumps.py

For each file: the dump, pruned to the records the import reads (everything reachable
from the chosen dialect's ops, defs and enums), plus the source lines the import looked
at (`!odsgen_sources`: record locations, to recover template arguments), xz-compressed
into tests/data/tdimport/NAME.json.xz. `odsgen import-td --from-json` reads them.
"""

from __future__ import annotations

import json
import lzma
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from odsgen.tdimport.driver import choose_dialect, import_td  # noqa: E402
from odsgen.tdimport.records import Records  # noqa: E402
from odsgen.tdimport.tblgen import SOURCES_KEY, llvm_include_dir, run_tblgen  # noqa: E402

# (upstream file under mlir/Dialect, dialect) — the 15 of the import issue, then the four
# dialects odsgen ships by hand (compared with defs/ by the test).
FILES = [
    "Math/IR/MathOps.td", "Index/IR/IndexOps.td", "Complex/IR/ComplexOps.td", "UB/IR/UBOps.td",
    "Tensor/IR/TensorOps.td", "Vector/IR/VectorOps.td", "GPU/IR/GPUOps.td", "LLVMIR/LLVMOps.td",
    "Affine/IR/AffineOps.td", "EmitC/IR/EmitC.td", "SPIRV/IR/SPIRVOps.td", "Shape/IR/ShapeOps.td",
    "Async/IR/AsyncOps.td", "Bufferization/IR/BufferizationOps.td", "MemRef/IR/MemRefOps.td",
    "Arith/IR/ArithOps.td", "Func/IR/FuncOps.td", "ControlFlow/IR/ControlFlowOps.td", "SCF/IR/SCFOps.td",
]
OUT = ROOT / "tests" / "data" / "tdimport"


def _reachable(data: dict, roots: list[str]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen or name not in data:
            continue
        seen.add(name)
        stack = [data[name]]
        while stack:
            value = stack.pop()
            if isinstance(value, dict):
                if value.get("kind") == "def" and isinstance(value.get("def"), str):
                    todo.append(value["def"])
                stack.extend(value.values())
            elif isinstance(value, list):
                stack.extend(value)
    return seen


def record(rel: str) -> Path:
    td = llvm_include_dir() / "mlir" / "Dialect" / rel
    data, sources = run_tblgen(td, [])
    records = Records(data, sources)
    dialect = choose_dialect(records, td.name, None)
    with tempfile.TemporaryDirectory() as tmp:
        import_td(td, Path(tmp), records=records)  # marks the source lines it reads
    roots = [dialect]
    for cls in ("Op", "AttrDef", "TypeDef", "EnumInfo", "EnumAttrInfo", "Dialect"):
        roots += records.instances(cls)
    # Constraints are found through their predicates too (predicate -> owner).
    for cls in ("TypeConstraint", "AttrConstraint", "RegionConstraint", "SuccessorConstraint"):
        roots += records.instances(cls)
    keep = _reachable(data, roots)
    pruned = {k: v for k, v in data.items() if k in keep}
    pruned["!instanceof"] = {c: [n for n in ns if n in keep] for c, ns in data["!instanceof"].items()}
    pruned["!tablegen_json_version"] = data.get("!tablegen_json_version")
    pruned[SOURCES_KEY] = sources.used
    out = OUT / (td.stem + ".json.xz")
    out.write_bytes(lzma.compress(json.dumps(pruned, sort_keys=True, separators=(",", ":")).encode("utf-8"), preset=9))
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for rel in FILES:
        out = record(rel)
        print(f"wrote {out.relative_to(ROOT)} ({out.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
