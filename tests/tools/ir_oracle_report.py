"""Figures for the upstream IR-test oracle (tests/test_ir_oracle.py), per file and flag
set: chunks, chunks in scope (naming only dialects odsgen ships), and how many of those
`odsgen opt` matches mlir-opt 22 on byte for byte.

    .venv/bin/python tests/tools/ir_oracle_report.py [--write-gaps] [--failures] [NAME ...]

--failures prints each failing case's first differing line. --write-gaps rewrites
tests/data/ir_oracle/gaps/NAME.json to list exactly the failing cases in scope: a chunk
failing under every flag set is listed by chunk, otherwise as "chunk:set"; a reason
already written there is kept, a new one says where the output first differs (replace it
with the cause once known).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.ir_oracle_cases import GAPS_DIR, Case, cases_of, gap_reason, load_data, load_gaps  # noqa: E402


def first_difference(case: Case, got: tuple[str, str, int]) -> str:
    for label, want, have in zip(("stdout", "stderr", "status"), case.expected(), got):
        if want == have:
            continue
        if label == "status":
            return f"exit status {have}, mlir-opt {want}"
        want_lines, have_lines = str(want).splitlines(), str(have).splitlines()
        for i in range(max(len(want_lines), len(have_lines))):
            w = want_lines[i] if i < len(want_lines) else "<end>"
            h = have_lines[i] if i < len(have_lines) else "<end>"
            if w != h:
                return f"{label} line {i + 1}: mlir-opt {w.strip()[:160]!r}, odsgen {h.strip()[:160]!r}"
        return f"{label} differs in line endings"
    return "matches"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write-gaps", action="store_true")
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("names", nargs="*", metavar="NAME")
    args = parser.parse_args()
    data = load_data()
    names = args.names or sorted(data)
    totals = [0, 0, 0]
    print("| file | chunks | in scope | passed / in scope per flag set |")
    print("|---|---|---|---|")
    for name in names:
        cases = cases_of(name, data[name])
        gaps = load_gaps(name)
        chunks = [c["chunk"] for c in data[name]["chunks"] if c["chunk"] != "all" or len(data[name]["chunks"]) == 1]
        in_scope_chunks = {case.chunk for case in cases if not case.unshipped}
        per_set: dict[str, list[int]] = {}
        failing: dict[str, list[Case]] = {}
        for case in cases:
            counts = per_set.setdefault(case.set, [0, 0])
            if case.unshipped:
                continue
            got = case.run()
            counts[1] += 1
            if got == case.expected():
                counts[0] += 1
                continue
            failing.setdefault(case.chunk, []).append(case)
            if args.failures:
                print(f"  FAIL {case.id}: {first_difference(case, got)}", file=sys.stderr)
        sets = ", ".join(f"{s} {p}/{n}" for s, (p, n) in per_set.items())
        scope = len([c for c in chunks if c in in_scope_chunks])
        print(f"| {name} | {len(chunks)} | {scope} | {sets} |")
        for passed, total in per_set.values():
            totals[0] += passed
            totals[1] += total
        totals[2] += sum(1 for case in cases if case.unshipped)
        if args.write_gaps:
            new: dict[str, str] = {}
            all_sets = set(per_set)
            for chunk, failed in failing.items():
                if {case.set for case in failed} == all_sets:
                    new[chunk] = gaps.get(chunk) or gap_reason(gaps, failed[0]) or first_difference(failed[0], failed[0].run())
                else:
                    for case in failed:
                        key = f"{chunk}:{case.set}"
                        new[key] = gaps.get(key) or gaps.get(chunk) or first_difference(case, case.run())
            path = GAPS_DIR / f"{name}.json"
            if new:
                GAPS_DIR.mkdir(exist_ok=True)
                path.write_text(json.dumps(new, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            elif path.exists():
                path.unlink()
    print(f"\nin scope: {totals[0]}/{totals[1]} cases pass; {totals[2]} cases skipped (unshipped dialects)")


if __name__ == "__main__":
    main()
