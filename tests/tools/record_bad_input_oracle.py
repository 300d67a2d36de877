"""Record what mlir-opt does with hostile inputs (tests/hostile_inputs.py).

Writes tests/data/bad_input_oracle.json, which tests/test_bad_input.py reads (the tests
never run mlir-opt).

    .venv/bin/python tests/tools/record_bad_input_oracle.py [--mlir-opt PATH]

Every input is a file `input.mlir` run through `mlir-opt --allow-unregistered-dialect`.
For each case the recorder keeps the input's SHA-256 and length, mlir-opt's exit status,
its standard error (or, when longer than 4000 bytes, its first line and SHA-256) and its
standard output (or its SHA-256 and length past 20000 bytes). A case where mlir-opt
crashed (a stack overflow on deep nesting) or ran out of time (a decimal literal of a
million digits) is marked `crashed` or `timed_out` with nothing else: odsgen must then
fail cleanly on its own. Groups:

* `nesting`  - every NESTING kind at depth 1000 (mlir-opt answers) and DEEP (it crashes,
               except in opaque dialect bodies, which it does not parse recursively).
* `literal`  - every LITERAL kind with 10000 and 11000 digits (the second tells whether the
               error's column moves with the length); the tests use far longer ones.
* `huge`     - files of a few megabytes.
* `encoding` - invalid UTF-8, byte order marks, NUL bytes, CR/LF line endings.
* `prefix`   - every prefix of SAMPLE_MODULE (a truncated file).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.hostile_inputs import (
    DEEP,
    ENCODINGS,
    LITERALS,
    NESTING,
    SAMPLE_MODULE,
    digest,
    make,
)  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "bad_input_oracle.json"
FLAGS = ["--allow-unregistered-dialect"]
MAX_STDERR = 4000
MAX_STDOUT = 20000

HUGE_SIZES = {
    "many_operations": 12000,
    "comments_and_long_string": 30000,
    "error_on_last_line": 30000,
}


def cases() -> list[tuple[str, str, str, int]]:
    """(id, family, kind, n) of every case."""
    found = []
    for kind in NESTING:
        for depth in (1000, DEEP[kind]):
            found.append((f"nesting:{kind}:{depth}", "nesting", kind, depth))
    for kind in LITERALS:
        for digits in (10000, 11000):
            found.append((f"literal:{kind}:{digits}", "literal", kind, digits))
    for kind, n in HUGE_SIZES.items():
        found.append((f"huge:{kind}:{n}", "huge", kind, n))
    for kind in ENCODINGS:
        found.append((f"encoding:{kind}", "encoding", kind, 0))
    for n in range(len(SAMPLE_MODULE.encode()) + 1):
        found.append((f"prefix:{n}", "prefix", "", n))
    return found


def text_or_digest(data: bytes, limit: int, key: str) -> dict:
    if len(data) <= limit:
        try:
            return {key: data.decode("utf-8")}
        except UnicodeDecodeError:
            return {key + "_hex": data.hex()}
    first = data.split(b"\n", 1)[0][:2000].decode("utf-8", "backslashreplace")
    return {
        key + "_sha256": hashlib.sha256(data).hexdigest(),
        key + "_len": len(data),
        key + "_first_line": first,
    }


def record_one(mlir_opt: str, ident: str, family: str, kind: str, n: int) -> dict:
    data = make(family, kind, n)
    case = {
        "id": ident,
        "family": family,
        "kind": kind,
        "n": n,
        "input_sha256": digest(data),
        "input_len": len(data),
    }
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_bytes(data)
        try:
            proc = subprocess.run(
                [mlir_opt, *FLAGS, "input.mlir"], cwd=tmp, capture_output=True, timeout=60
            )
        except subprocess.TimeoutExpired:
            case["timed_out"] = True
            return case
    if proc.returncode not in (0, 1) or b"Stack dump" in proc.stderr:
        case["crashed"] = True
        return case
    case["status"] = proc.returncode
    case.update(text_or_digest(proc.stderr, MAX_STDERR, "stderr"))
    case.update(text_or_digest(proc.stdout, MAX_STDOUT, "stdout"))
    return case


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    recorded = [record_one(args.mlir_opt, *case) for case in cases()]
    OUTPUT.write_text(
        json.dumps(
            {"mlir_opt_version": " ".join(version.split()), "cases": recorded},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"wrote {len(recorded)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
