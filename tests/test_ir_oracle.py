"""`odsgen opt` against mlir-opt 22 on upstream's own parse/print/verify tests
(tests/data/upstream/ir/, recorded by tests/tools/record_ir_oracle.py): every chunk, and
the whole file, under each file's RUN line with default, generic and debuginfo printing,
with and without --verify-diagnostics; stdout, stderr and exit status must match byte for
byte. Chunks naming a dialect odsgen does not ship are skipped; known failures are strict
xfails listed in tests/data/ir_oracle/gaps/ (see tests/ir_oracle_cases.py).
`tests/tools/ir_oracle_report.py` prints the figures per file."""

from __future__ import annotations

import pytest

from tests.ir_oracle_cases import DATA_DIR, cases_of, gap_reason, load_data, load_gaps

DATA = load_data()
GAPS = {name: load_gaps(name) for name in DATA}
CASES = [case for name, data in DATA.items() for case in cases_of(name, data)]


def test_every_copy_is_recorded_and_every_gap_is_a_chunk() -> None:
    copies = DATA_DIR.parents[0] / "upstream" / "ir"
    assert sorted(DATA) == sorted(path.name.removesuffix(".mlir") for path in copies.glob("*.mlir"))
    for name, gaps in GAPS.items():
        keys = {case.chunk for case in CASES if case.file == name}
        keys |= {f"{case.chunk}:{case.set}" for case in CASES if case.file == name}
        assert set(gaps) <= keys, f"gaps/{name}.json names chunks the file does not have"
    assert {path.stem for path in (DATA_DIR / "gaps").glob("*.json")} <= set(DATA)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_matches_mlir_opt(case, request: pytest.FixtureRequest) -> None:
    if case.unshipped:
        pytest.skip(f"uses dialects odsgen does not ship: {', '.join(case.unshipped)}")
    if reason := gap_reason(GAPS[case.file], case):
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))
    assert case.run() == case.expected()
