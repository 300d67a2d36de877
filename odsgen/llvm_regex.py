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
from typing import Any

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
ECOLLATE = "invalid collating element"
ESUBREG = "invalid backreference number"

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


def escape(text: str) -> str:
    """llvm::Regex::escape: the text as a pattern matching it literally."""
    return "".join("\\" + c if c in _METACHARS else c for c in text)


_METACHARS = "()^$|*+?.[]\\{}"


def translate(pattern: str) -> str:
    """The `regex` package's form of an LLVM (ERE) pattern; raises RegexError. Follows
    regcomp.c's p_ere/p_ere_exp; every group captures, so back-references keep their
    numbers."""
    out: list[str] = []
    # Per open parenthesis (and the top level): whether the current alternative is still
    # empty, whether the group was just opened (`()` is allowed, `(|a)` is not), and its
    # number.
    levels: list[list[Any]] = [[True, False, 0]]
    closed: set[int] = set()  # numbers of the groups closed so far
    opened = 0
    operand = False  # whether the last atom can take a repetition operator
    i = 0
    n = len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c in "*+?" or (c == "{" and i < n and pattern[i].isdigit()):
            if not operand:
                raise RegexError(BADRPT)
            if c == "{":
                i, bound = _bound(pattern, i)
                out.append(bound)
            else:
                out.append(c)
            operand = False  # a second repetition operator is an error
            continue
        level = levels[-1]
        if c == "(":
            if i == n:
                raise RegexError(EPAREN)
            level[0] = level[1] = False
            opened += 1
            levels.append([True, True, opened])
            out.append("(")
            operand = False
            continue
        if c == ")":
            if len(levels) == 1:
                raise RegexError(EPAREN)
            if level[0] and not level[1]:
                raise RegexError(EMPTY)
            closed.add(levels.pop()[2])
            out.append(")")
            operand = True
            continue
        if c == "|":
            if level[0]:
                raise RegexError(EMPTY)
            level[0] = True
            level[1] = False
            out.append("|")
            operand = False
            continue
        level[0] = level[1] = False
        operand = True
        if c == "^":
            out.append("^")
            operand = False  # `^*` is an error
        elif c == "$":
            out.append("$")
        elif c == "\\":
            if i == n:
                raise RegexError(EESCAPE)
            c = pattern[i]
            i += 1
            if "1" <= c <= "9":
                if int(c) not in closed:
                    raise RegexError(ESUBREG)
                out.append(f"(?:\\{c})")
            else:
                out.append(regex.escape(c))
        elif c == "[":
            text, i = _bracket(pattern, i)
            out.append(text)
        elif c == ".":
            out.append("(?s:.)")
        else:
            out.append(regex.escape(c))
    if levels[-1][0] and not levels[-1][1]:
        raise RegexError(EMPTY)
    if len(levels) > 1:
        raise RegexError(EPAREN)
    return "".join(out)


def _bound(pattern: str, i: int) -> tuple[int, str]:
    """A `{m}`, `{m,}` or `{m,n}` bound from just after its `{`: where it ends, its text."""
    n = len(pattern)

    def count(i: int) -> tuple[int, int]:
        start = i
        while i < n and pattern[i].isdigit():
            i += 1
        if i == start or int(pattern[start:i]) > DUPMAX:
            raise RegexError(BADBR)
        return i, int(pattern[start:i])

    i, low = count(i)
    text = str(low)
    if i < n and pattern[i] == ",":
        i += 1
        text += ","
        if i < n and pattern[i].isdigit():
            i, high = count(i)
            if low > high:
                raise RegexError(BADBR)
            text += str(high)
    if i < n and pattern[i] == "}":
        return i + 1, "{" + text + "}"
    raise RegexError(BADBR if "}" in pattern[i:] else EBRACE)


def _bracket(pattern: str, i: int) -> tuple[str, int]:
    """A bracket expression from just after its `[` (p_bracket): its translation and
    where it ends."""
    if pattern.startswith(("[:<:]]", "[:>:]]"), i):  # word start and end
        return ("\\b(?=\\w)" if pattern[i + 2] == "<" else "\\b(?<=\\w)"), i + 6
    n = len(pattern)
    items: list[str] = []
    negate = pattern.startswith("^", i)
    if negate:
        i += 1
    if pattern.startswith(("]", "-"), i):
        items.append(_escape_in_set(pattern[i]))
        i += 1
    while i < n and pattern[i] != "]" and not pattern.startswith("-]", i):
        i = _bracket_term(pattern, i, items)
    if pattern.startswith("-", i):
        items.append("\\-")
        i += 1
    if not pattern.startswith("]", i):
        raise RegexError(EBRACK)
    return "[" + ("^" if negate else "") + "".join(items) + "]", i + 1


def _bracket_term(pattern: str, i: int, items: list[str]) -> int:
    """One term of a bracket expression (p_b_term): a class, an equivalence class, a
    character or a range; where it ends."""
    n = len(pattern)
    if pattern[i] == "-":
        raise RegexError(ERANGE)
    kind = pattern[i + 1] if pattern[i] == "[" and i + 1 < n else ""
    if kind == ":":
        i += 2
        if i == n:
            raise RegexError(EBRACK)
        if pattern[i] in "-]":
            raise RegexError(ECTYPE)
        start = i
        while i < n and pattern[i].isascii() and pattern[i].isalpha():
            i += 1
        if pattern[start:i] not in CLASSES:
            raise RegexError(ECTYPE)
        items.append(CLASSES[pattern[start:i]])
        if i == n:
            raise RegexError(EBRACK)
        if not pattern.startswith(":]", i):
            raise RegexError(ECTYPE)
        return i + 2
    if kind == "=":
        i += 2
        if i == n:
            raise RegexError(EBRACK)
        if pattern[i] in "-]":
            raise RegexError(ECOLLATE)
        element, i = _collating_element(pattern, i, "=")
        items.append(_escape_in_set(element))
        return i
    first, i = _symbol(pattern, i)
    last = first
    if pattern.startswith("-", i) and i + 1 < n and pattern[i + 1] != "]":
        i += 1
        if pattern.startswith("-", i):
            last, i = "-", i + 1
        else:
            last, i = _symbol(pattern, i)
    if first > last:
        raise RegexError(ERANGE)
    items.append(_escape_in_set(first) + ("-" + _escape_in_set(last) if last != first else ""))
    return i


def _symbol(pattern: str, i: int) -> tuple[str, int]:
    """A character or a `[.x.]` collating symbol (p_b_symbol)."""
    if i == len(pattern):
        raise RegexError(EBRACK)
    if not pattern.startswith("[.", i):
        return pattern[i], i + 1
    return _collating_element(pattern, i + 2, ".")


def _collating_element(pattern: str, i: int, end: str) -> tuple[str, int]:
    """The one character named up to `end]` (p_b_coll_elem; of POSIX's character names
    only single characters are known here) and where the term ends."""
    close = pattern.find(end + "]", i)
    if close == -1:
        raise RegexError(EBRACK)
    name = pattern[i:close]
    if len(name) != 1:
        raise RegexError(ECOLLATE)
    return name, close + 2


def _escape_in_set(c: str) -> str:
    """A character as a member of a `regex` set (where `\\`, `[`, `&&`, `~~`... mean more)."""
    return "\\" + c if c in "\\]^-[&~|" else c


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
