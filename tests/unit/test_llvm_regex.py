"""LLVM (POSIX extended) regular expressions as `expected-*-re` blocks use them."""

from __future__ import annotations

import pytest

from odsgen.llvm_regex import Matcher, RegexError, translate


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


@pytest.mark.parametrize(
    "pattern, message",
    [
        ("(", "parentheses not balanced"),
        (")", "parentheses not balanced"),
        ("[a", "brackets ([ ]) not balanced"),
        ("*a", "repetition-operator operand invalid"),
        ("a**", "repetition-operator operand invalid"),
        ("a|", "empty (sub)expression"),
        ("()", "empty (sub)expression"),
        ("a{3,1}", "invalid repetition count(s)"),
        ("[[:nope:]]", "invalid character class"),
        ("[z-a]", "invalid character range"),
        ("a\\", "trailing backslash (\\)"),
    ],
)
def test_invalid_patterns_fail_with_regerror_text(pattern: str, message: str) -> None:
    with pytest.raises(RegexError) as info:
        translate(pattern)
    assert str(info.value) == message


def test_a_match_out_of_time_counts_as_no_match() -> None:
    matcher = Matcher()
    matcher.budget = 0.2
    pattern = matcher.compile(translate(".(a|aa)*c"))
    assert matcher.search(pattern, "a" * 60 + "bc") is False
    assert matcher.budget <= 0
    assert matcher.search(matcher.compile("a"), "a") is False  # the budget is spent
