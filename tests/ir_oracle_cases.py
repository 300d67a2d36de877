"""The upstream IR-test oracle (tests/data/ir_oracle/NAME.json, recorded from mlir-opt 22
by tests/tools/record_ir_oracle.py) as test cases, shared by tests/test_ir_oracle.py and
tests/tools/ir_oracle_report.py.

A chunk is in scope when every registered dialect it names is shipped by odsgen (in
odsgen.dialects); the whole file ("all") when every chunk is. Known failures of chunks in
scope are listed, with why, in tests/data/ir_oracle/gaps/NAME.json ({key: reason}, the key
a chunk for all its flag sets or "chunk:set" for one); they
are strict xfails, so a gap that closes must leave the list.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.opt_helpers import run_file

DATA_DIR = Path(__file__).resolve().parent / "data" / "ir_oracle"
GAPS_DIR = DATA_DIR / "gaps"


@dataclass(frozen=True)
class Case:
    file: str
    chunk: str
    set: str
    flags: tuple[str, ...]
    input: str
    stdout: str
    stderr: str
    status: int
    unshipped: tuple[str, ...]  # the dialects the chunk names that odsgen does not ship

    @property
    def id(self) -> str:
        return f"{self.file}:{self.chunk}:{self.set}"

    def run(self) -> tuple[str, str, int]:
        out, err, status = run_file(list(self.flags), self.input.encode())
        return out.decode(), err.decode(), status

    def expected(self) -> tuple[str, str, int]:
        return self.stdout, self.stderr, self.status


@cache
def shipped_dialects() -> frozenset[str]:
    dialects = importlib.import_module("odsgen.dialects")
    return frozenset(
        importlib.import_module(f"odsgen.dialects.{module}").DIALECT_NAME for module in dialects.DIALECT_MODULES
    )


def load_data() -> dict[str, dict]:
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(DATA_DIR.glob("*.json"))}


def load_gaps(name: str) -> dict[str, str]:
    path = GAPS_DIR / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def cases_of(name: str, data: dict) -> list[Case]:
    shipped = shipped_dialects()
    chunks = {chunk["chunk"]: chunk for chunk in data["chunks"]}
    unshipped = {ident: tuple(d for d in chunk["dialects"] if d not in shipped) for ident, chunk in chunks.items()}
    if "all" in unshipped:
        unshipped["all"] = tuple(sorted({d for names in unshipped.values() for d in names}))
    return [
        Case(
            file=name,
            chunk=case["chunk"],
            set=case["set"],
            flags=tuple(data["flag_sets"][case["set"]]),
            input=chunks[case["chunk"]]["input"],
            stdout=case["stdout"],
            stderr=case["stderr"],
            status=case["status"],
            unshipped=unshipped[case["chunk"]],
        )
        for case in data["cases"]
    ]


def gap_reason(gaps: dict[str, str], case: Case) -> str | None:
    """Why `case` is a known failure, or None."""
    return gaps.get(f"{case.chunk}:{case.set}") or gaps.get(case.chunk)
