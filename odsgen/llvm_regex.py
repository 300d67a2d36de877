"""LLVM's regular expressions (llvm::Regex: POSIX extended syntax, Henry Spencer's
regcomp.c) for the `{{...}}` blocks of `expected-*-re` diagnostics, translated to the
`regex` package's syntax and matched with a time limit.

The translation keeps ERE's meaning where Python's differs: `\\X` is the character X,
bracket expressions take `[:alpha:]`-style classes and a literal backslash, `{` starts
a bound only before a digit, and `(?`, `\\d` and friends mean nothing special. Patterns
regcomp rejects fail with its message (llvm::Regex::isValid's error text).

Matching: llvm::Regex never backtracks exponentially, Python's engines may (`(a*)*b`
against a long line of `a`s). Each match gets a time limit out of a budget for the
whole run, so that a file of hostile patterns cannot hang odsgen opt; a match that runs
out of time counts as no match.
"""

from __future__ import annotations

import time

import regex

# regerror's texts (llvm/lib/Support/regerror.c).
EPAREN = "parentheses not balanced"
EBRACK = "brackets ([ ]) not balanced"
EBRACE = "braces not balanced"
BADBR = "invalid repetition count(s)"
BADRPT = "repetition-operator operand invalid"
EMPTY = "empty (sub)expression"
EESCAPE = "trailing backslash (\\)"
ECTYPE = "invalid character class"
ERANGE = "invalid character range"

CLASSES = {
    "alnum": "a-zA-Z0-9",
    "alpha": "a-zA-Z",
    "blank": " \\t",
    "cntrl": "\\x00-\\x1f\\x7f",
    "digit": "0-9",
    "graph": "!-~",
    "lower": "a-z",
    "print": " -~",
    "punct": "!-/:-@\\[-`{-~",
    "space": " \\t\\n\\v\\f\\r",
    "upper": "A-Z",
    "xdigit": "0-9A-Fa-f",
}

# Seconds one match may take, and all matches of one run together.
MATCH_SECONDS = 1.0
BUDGET_SECONDS = 10.0

DUPMAX = 255  # RE_DUP_MAX


class RegexError(Exception):
    """A pattern llvm::Regex rejects; the message is regerror's."""


def translate(pattern: str) -> str:
    """The `regex` package's form of an LLVM (ERE) pattern; raises RegexError."""
    out: list[str] = []
    depth = 0
    # Whether the last thing translated can take a repetition operator, and whether the
    # current (sub)expression or alternative is still empty.
    operand = False
    repeated = False
    empty = True
    i = 0
    n = len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c in "*+?" or (c == "{" and i < n and pattern[i].isdigit()):
            if not operand or repeated:
                raise RegexError(BADRPT)
            if c == "{":
                end = pattern.find("}", i)
                if end == -1:
                    raise RegexError(EBRACE)
                bound = pattern[i:end]
                low, _, high = bound.partition(",")
                if not low.isdigit() or (high and not high.isdigit()):
                    raise RegexError(BADBR)
                if int(low) > DUPMAX or (high and (int(high) > DUPMAX or int(high) < int(low))):
                    raise RegexError(BADBR)
                out.append("{" + bound + "}")
                i = end + 1
            else:
                out.append(c)
            repeated = True
            continue
        repeated = False
        if c == "(":
            depth += 1
            out.append("(")
            operand, empty = False, True
            continue
        if c == ")":
            if depth == 0:
                raise RegexError(EPAREN)
            if empty:
                raise RegexError(EMPTY)
            depth -= 1
            out.append(")")
            operand, empty = True, False
            continue
        if c == "|":
            if empty:
                raise RegexError(EMPTY)
            out.append("|")
            operand, empty = False, True
            continue
        empty = False
        if c in "^$":
            out.append(c)
            operand = c == "$"
            continue
        if c == "\\":
            if i == n:
                raise RegexError(EESCAPE)
            out.append(regex.escape(pattern[i]))
            i += 1
        elif c == "[":
            text, i = _bracket(pattern, i)
            out.append(text)
        elif c == ".":
            out.append("(?s:.)")
        else:
            out.append(regex.escape(c))
        operand = True
    if depth:
        raise RegexError(EPAREN)
    if empty:  # an empty pattern or last alternative (a block is one subexpression)
        raise RegexError(EMPTY)
    return "".join(out)


def _bracket(pattern: str, i: int) -> tuple[str, int]:
    """A bracket expression from just after its `[`: its translation and where it ends."""
    n = len(pattern)
    items: list[str] = []
    negate = pattern.startswith("^", i)
    if negate:
        i += 1
    first = True
    while True:
        if i >= n:
            raise RegexError(EBRACK)
        c = pattern[i]
        if c == "]" and not first:
            i += 1
            break
        first = False
        if pattern.startswith("[:", i):
            end = pattern.find(":]", i + 2)
            if end == -1:
                raise RegexError(EBRACK)
            name = pattern[i + 2 : end]
            if name not in CLASSES:
                raise RegexError(ECTYPE)
            items.append(CLASSES[name])
            i = end + 2
            continue
        if pattern.startswith("[=", i) or pattern.startswith("[.", i):
            end = pattern.find(pattern[i + 1] + "]", i + 2)
            if end == -1:
                raise RegexError(EBRACK)
            element = pattern[i + 2 : end]
            if len(element) != 1:
                raise RegexError("invalid collating element")
            items.append(_escape_in_set(element))
            i = end + 2
            continue
        if i + 2 < n and pattern[i + 1] == "-" and pattern[i + 2] != "]":
            low, high = c, pattern[i + 2]
            if ord(low) > ord(high):
                raise RegexError(ERANGE)
            items.append(_escape_in_set(low) + "-" + _escape_in_set(high))
            i += 3
            continue
        items.append(_escape_in_set(c))
        i += 1
    return "[" + ("^" if negate else "") + "".join(items) + "]", i


def _escape_in_set(c: str) -> str:
    return "\\" + c if c in "\\]^-[" else c


class Matcher:
    """Searches with compiled patterns, each search limited in time, all of them within
    one budget (a search past either counts as no match)."""

    def __init__(self) -> None:
        self.budget = BUDGET_SECONDS

    def compile(self, pattern: str) -> regex.Pattern[str]:
        return regex.compile(pattern, regex.VERSION0)

    def search(self, compiled: regex.Pattern[str], text: str) -> bool:
        limit = min(MATCH_SECONDS, self.budget)
        if limit <= 0:
            return False
        start = time.monotonic()
        try:
            return compiled.search(text, timeout=limit) is not None
        except TimeoutError:
            return False
        finally:
            self.budget -= time.monotonic() - start
