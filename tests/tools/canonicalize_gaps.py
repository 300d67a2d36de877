"""Measure odsgen on the recorded upstream canonicalization/CSE cases and rewrite
tests/data/canonicalize/known_gaps.json, the cases still failing (which
tests/test_canonicalize_oracle.py expects to fail, strictly).

    .venv/bin/python -m tests.tools.canonicalize_gaps [--dry-run]

Prints passed / total per upstream file and flag set.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections import Counter

from tests.canonicalize_cases import GAPS, cases, passes


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dry-run", action="store_true", help="only print the figures")
    args = parser.parse_args()
    sys.setrecursionlimit(10000)
    total: Counter[tuple[str, str]] = Counter()
    passed: Counter[tuple[str, str]] = Counter()
    failing = []
    for case_id, case in cases():
        file, _chunk, flag_set = case_id.split(":")
        total[file, flag_set] += 1
        try:
            ok = passes(case)
        except Exception:  # noqa: BLE001 - a crash is a failing case, reported
            traceback.print_exc(limit=2)
            ok = False
        if ok:
            passed[file, flag_set] += 1
        else:
            failing.append(case_id)
    for key in sorted(total):
        print(f"{key[0]:40} {key[1]:28} {passed[key]:4} / {total[key]}")
    print(f"{'all':69} {sum(passed.values()):4} / {sum(total.values())}")
    if not args.dry_run:
        GAPS.write_text(json.dumps(sorted(failing), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
