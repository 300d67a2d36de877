"""LLVM (POSIX extended) regular expressions as `expected-*-re` blocks use them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odsgen.llvm_regex import Matcher, RegexError, translate
from tests.llvm_regex_cases import cases, mlir_file
from tests.opt_helpers import run_file


def found(pattern: str, text: str) -> bool:
    matcher = Matcher()
    return matcher.search(matcher.compile(translate(pattern)), text)


@pytest.mark.parametrize(
    "pattern, text, expected",
    [
        ("[[:punct:]]+", "a ', b", True),
        ("^[[:alpha:]]+$", "abc", True),
        ("^[[:alpha:]]+$", "ab1", False),
        ("[[:digit:][:space:]]x", "a 9x", True),
        ("\\d", "d", True),  # an escaped letter is the letter
        ("\\d", "5", False),
        ("a{2,3}b", "aab", True),
        ("a{b", "a{b", True),  # `{` not before a digit is a character
        ("[]a]", "]", True),
        ("[a\\]", "\\", True),  # a backslash in brackets is a backslash
        ("(?)", "", None),
        ("x|y", "y", True),
        (".", "\n", True),
    ],
)
def test_matching(pattern: str, text: str, expected: bool | None) -> None:
    if expected is None:
        with pytest.raises(RegexError):
            translate(pattern)
    else:
        assert found(pattern, text) is expected


def test_a_match_out_of_time_counts_as_no_match() -> None:
    matcher = Matcher()
    matcher.budget = 0.2
    pattern = matcher.compile(translate(".(a|aa)*c"))
    assert matcher.search(pattern, "a" * 60 + "bc") is False
    assert matcher.budget <= 0
    assert matcher.search(matcher.compile("a"), "a") is False  # the budget is spent


ORACLE = json.loads((Path(__file__).resolve().parents[1] / "data" / "llvm_regex_oracle.json").read_text())


@pytest.mark.parametrize("case", ORACLE["cases"], ids=[c["id"] for c in ORACLE["cases"]])
def test_like_mlir_opt(case: dict) -> None:
    """Each pattern against each text as mlir-opt --verify-diagnostics answered (recorded
    by tests/tools/record_llvm_regex_oracle.py): matched, not, or invalid and why."""
    patterns = {ident: (pattern, text) for ident, pattern, text in cases()}
    out, err, status = run_file(["--verify-diagnostics"], mlir_file(*patterns[case["id"]]))
    assert (err.decode(), status) == (case["stderr"], case["status"])
