"""The recorded mlir-opt 22 outputs of upstream's canonicalization and CSE tests
(tests/data/canonicalize/*.json, written by tests/tools/record_canonicalize_oracle.py),
run through `odsgen opt` in-process. Shared by tests/test_canonicalize_oracle.py and
tests/tools/canonicalize_gaps.py (which measures them and lists the cases that fail)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from tests.opt_helpers import run_file

DATA = Path(__file__).resolve().parent / "data" / "canonicalize"
GAPS = DATA / "known_gaps.json"


def cases() -> Iterator[tuple[str, dict[str, Any]]]:
    """(case id, case): the id is `<file>:<chunk>:<flag set>`."""
    for path in sorted(DATA.glob("*.json")):
        if path == GAPS:
            continue
        for case in json.loads(path.read_text())["cases"]:
            yield f"{path.stem}:{case['chunk']}:{case['set']}", case


def run(case: dict[str, Any]) -> tuple[str, str, int]:
    out, err, status = run_file(case["flags"], case["input"].encode())
    return out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), status


def passes(case: dict[str, Any]) -> bool:
    out, _err, status = run(case)
    return status == case["status"] and (status != 0 or out == case["stdout"])


def known_gaps() -> set[str]:
    return set(json.loads(GAPS.read_text())) if GAPS.exists() else set()
