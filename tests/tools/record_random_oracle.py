"""Record what mlir-opt prints for the random modules of tests/random_modules.py.

Writes tests/data/random_modules_oracle.json, which tests/test_roundtrip.py reads (the
tests never run mlir-opt).

    .venv/bin/python tests/tools/record_random_oracle.py [--mlir-opt PATH] [--count N]

Each module `generate(seed)` (seeds 0..N-1) is written to `input.mlir` and run through
`mlir-opt --allow-unregistered-dialect` with each flag set of FLAG_SETS. A module mlir-opt
rejects stops the recorder: the generator must only make valid modules. The default
printing is stored as text; the others as SHA-256 (with the length), to keep the file small.
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

from tests.random_modules import generate  # noqa: E402

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "random_modules_oracle.json"
FLAG_SETS = {
    "default": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo_local": ["--mlir-print-debuginfo", "--mlir-print-local-scope"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--count", type=int, default=120)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.count):
            text = generate(seed)
            (Path(tmp) / "input.mlir").write_text(text)
            case: dict = {"seed": seed, "input_sha256": hashlib.sha256(text.encode()).hexdigest()}
            for name, flags in FLAG_SETS.items():
                proc = subprocess.run(
                    [args.mlir_opt, "--allow-unregistered-dialect", *flags, "input.mlir"],
                    cwd=tmp,
                    capture_output=True,
                    timeout=60,
                )
                if proc.returncode != 0:
                    sys.exit(
                        f"seed {seed}: mlir-opt {' '.join(flags)} rejects\n{text}\n{proc.stderr.decode()}"
                    )
                if name == "default":
                    case[name] = proc.stdout.decode()
                else:
                    case[name] = {
                        "sha256": hashlib.sha256(proc.stdout).hexdigest(),
                        "len": len(proc.stdout),
                    }
            cases.append(case)
    OUTPUT.write_text(
        json.dumps(
            {"mlir_opt_version": " ".join(version.split()), "flag_sets": FLAG_SETS, "cases": cases},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"wrote {len(cases)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
