"""Record what mlir-opt 22 prints for the property cases in tests/data/properties/cases.mlir
(the test dialect's property operations; see tests/test_properties.py).

    .venv/bin/python tests/tools/record_properties_oracle.py [--mlir-opt PATH]

Each chunk of the file (split as --split-input-file does) is its own `input.mlir` in an
otherwise empty temporary directory, run as `mlir-opt FLAGS input.mlir` with default,
generic and debuginfo printing. Writes tests/data/properties/oracle.json: `flag_sets`
and `cases` (chunk, start_line, input, set, stdout, stderr, status).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools.record_canonicalize_oracle import line_of, run, split_chunks  # noqa: E402

DATA = ROOT / "tests" / "data" / "properties"
FLAG_SETS = {"default": [], "generic": ["--mlir-print-op-generic"], "debuginfo": ["--mlir-print-debuginfo"]}


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    mlir_opt = args.parse_args().mlir_opt
    text = (DATA / "cases.mlir").read_text(encoding="utf-8")
    chunks, _near_misses = split_chunks(text)
    cases = []
    for index, (start, end) in enumerate(chunks):
        source = text[start:end]
        for name, flags in FLAG_SETS.items():
            stdout, stderr, status = run(mlir_opt, flags, source)
            cases.append(
                {"chunk": index, "start_line": line_of(text, start), "input": source, "set": name,
                 "stdout": stdout, "stderr": stderr, "status": status}
            )
    version = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, check=True).stdout
    data = {"mlir_opt_version": " ".join(version.split()), "flag_sets": FLAG_SETS, "cases": cases}
    (DATA / "oracle.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    failed = sum(c["status"] != 0 for c in cases)
    print(f"{len(chunks)} chunks, {len(cases)} runs, {failed} with status 1")


if __name__ == "__main__":
    main()
