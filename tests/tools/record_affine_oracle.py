"""Record how mlir-opt parses, simplifies and prints affine maps and integer sets.

Writes tests/data/affine_oracle.json, which tests/unit/test_affine.py reads (the tests
never run mlir-opt).

    .venv/bin/python tests/tools/record_affine_oracle.py [--mlir-opt PATH]

Two kinds of case:

* attribute cases: an `affine_map<...>` / `affine_set<...>` attribute, run wrapped as
  `"u.a"() {a = ATTR} : () -> ()` (one per `--split-input-file` chunk). Recorded: the
  printed attribute (`output`) or every diagnostic as [line, col, message], with line
  and col relative to the wrapped text. These are the hand-written cases below plus
  seeded random ones: valid expressions built to exercise the simplification rules
  (`random_valid`), the same with constants near the int64 limits (`random_big`), and
  mutated ones, characters deleted or inserted, for error messages and positions
  (`random_mutated`).
* file cases: a whole input file (multi-line, comments, end of input), run on its own.
  Recorded: the diagnostics, or mlir-opt's whole output when it succeeds.

Flags: `--allow-unregistered-dialect --mlir-print-local-scope` (maps print inline).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "affine_oracle.json"
FLAGS = ["--allow-unregistered-dialect", "--mlir-print-local-scope"]
PREFIX = '"u.a"() {a = '
SUFFIX = "} : () -> ()"

SEED = 20260522
NUM_RANDOM_VALID = 700
NUM_RANDOM_BIG = 300
NUM_RANDOM_MUTATED = 700
MAX_RANDOM_LENGTH = 360


def maps(*bodies: str) -> list[str]:
    return [f"affine_map<{b}>" for b in bodies]


def sets(*bodies: str) -> list[str]:
    return [f"affine_set<{b}>" for b in bodies]


# Cases the unit tests look up by input (construction tests compare with these).
HAND: list[str] = [
    # Shapes of the dim/symbol lists and result lists.
    *maps("(d0) -> (d0)", "() -> ()", "(d0)[] -> (d0)", "()[s0] -> (s0)", "()[] -> (10)"),
    *maps("(d0, d1)[s0, s1] -> ()", "(d0) -> (d0, d0)", "( d0 ,d1 )  [ s0 ]->( d0+s0 )"),
    *maps("(i, j)[N] -> (j, i + N)", "(mod, floordiv)[ceildiv] -> (mod floordiv ceildiv)"),
    *maps("(i32, x.y, a$b, _z, si8, affine_map) -> (i32 + x.y + a$b + _z + si8 + affine_map)"),
    # Constants and constant folding, including int64 overflow (left unfolded).
    *maps("() -> (5 + 3, 2 * 3, -5, - 5, -(-5), 0x10, 0xFF * 2, 007)"),
    *maps("() -> (9223372036854775807, -9223372036854775807 - 1)"),
    *maps("() -> (9223372036854775807 + 1)", "() -> (1 + 9223372036854775807)"),
    *maps("() -> (9223372036854775807 * 2)", "() -> (2 * 9223372036854775807)"),
    *maps("(d0) -> (d0 + 9223372036854775807 + 1)", "(d0) -> (d0 * 9223372036854775807 * 2)"),
    *maps("(d0) -> (d0 + (-9223372036854775807 - 1))"),
    *maps("(d0)[s0] -> (d0 - s0 * (-9223372036854775807 - 1))"),
    *maps("() -> (-(-9223372036854775807 - 1), (-9223372036854775807 - 1) * -1)"),
    *maps("() -> ((-9223372036854775807 - 1) - (-9223372036854775807 - 1))"),
    *maps("() -> ((-9223372036854775807 - 1) + (-9223372036854775807 - 1))"),
    *maps("() -> (1 - (-9223372036854775807 - 1), -1 * (-9223372036854775807 - 1))"),
    *maps("() -> (9223372036854775807 - -1, 4611686018427387904 * -2)"),
    *maps("() -> ((-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1)"),
    *maps("() -> (7 floordiv 2, -7 floordiv 2, 7 floordiv -2, -7 floordiv -2)"),
    *maps("() -> (7 ceildiv 2, -7 ceildiv 2, 7 ceildiv -2, -7 ceildiv -2)"),
    *maps("() -> (7 mod 3, -7 mod 3, 7 mod -3, 7 mod 0, 7 floordiv 0, 7 ceildiv 0)"),
    # Canonical operand order of + and *.
    *maps("(d0) -> (4 + d0)", "(d0)[s0] -> (s0 + d0)", "(d0, d1) -> (d1 + d0)"),
    *maps("()[s0, s1] -> (s1 + s0, s1 * s0)", "(d0)[s0] -> (s0 * d0)", "(d0) -> (2 * d0)"),
    *maps("(d0, d1, d2) -> (d2 + d1 + d0)", "(d0, d1)[s0] -> (d1 + s0 + d0)"),
    *maps("(d0, d1)[s0] -> ((d0 + s0) + d1)", "(d0, d1) -> ((d1 + 1) + d0)"),
    # Sums.
    *maps("(d0) -> (d0 + d0)", "(d0) -> (d0 * 2 + d0 * 3)", "(d0) -> (d0 - d0)"),
    *maps("(d0) -> ((d0 + 2) + 3)", "(d0, d1) -> ((d0 + 2) + d1)", "(d0) -> (d0 + 0)"),
    *maps("(d0) -> (d0 + 2 - 2)", "(d0)[s0] -> (d0 * s0 + d0 * s0)"),
    # Products.
    *maps("(d0) -> ((d0 * 2) * 3)", "(d0)[s0] -> ((d0 * 2) * s0)", "(d0) -> (d0 * 1)"),
    *maps("(d0) -> (d0 * 0)", "(d0) -> (0 * d0)", "(d0)[s0, s1] -> (d0 * (s0 * s1))"),
    *maps("(d0, d1, d2)[s0, s1, s2] -> (d0 * s1 * s2 + d1 * s1 + d2)"),
    # How negative terms print.
    *maps("(d0) -> (d0 - 3)", "(d0)[s0] -> (d0 - s0)", "(d0)[s0] -> (d0 - s0 * 2)"),
    *maps("(d0)[s0] -> (s0 * -2)", "(d0) -> (d0 * -1)", "(d0) -> (-d0)", "(d0) -> (-(d0 + 1))"),
    *maps("(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (-(d0 + d1))", "(d0) -> (-d0 + 4)"),
    *maps("(d0, d1) -> (d0 - (d1 + 1) * 2)", "(d0, d1) -> (d0 - d1 mod 2)"),
    *maps("(d0, d1) -> (d0 - d1 floordiv 2 * 3)", "(d0)[s0] -> (-s0 floordiv 4)"),
    *maps("(d0)[s0] -> (-(s0 * 2), d0 - (d0 * s0) * 2, d0 * -2 - 3)"),
    # floordiv / ceildiv / mod.
    *maps("(d0) -> (d0 floordiv 1, d0 ceildiv 1, d0 mod 1)"),
    *maps("(d0) -> (d0 floordiv -1, d0 ceildiv -1, d0 mod -1, d0 floordiv 0, d0 mod 0)"),
    *maps("(d0) -> ((d0 * 128) floordiv 64, (d0 * 64) ceildiv 128, (d0 * 128) mod 64)"),
    *maps("(d0) -> ((d0 * 4 + 2) floordiv 4, (d0 * 4 + 2) ceildiv 4, (d0 * 4 + 3) mod 2)"),
    *maps("(d0) -> ((d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4) mod -2)"),
    *maps("(d0) -> ((d0 * 4 + 3) floordiv -2, (d0 * 4 + 3) floordiv -4)"),
    *maps("(d0) -> ((d0 mod 35) mod 5, (d0 mod 35) mod 4, (d0 mod -35) mod 5)"),
    *maps("(d0) -> (((d0 * 8) floordiv 4) mod 2, ((d0 * 8) floordiv 3) mod 2)"),
    *maps("(d0) -> (((d0 * 8) ceildiv 4) mod 2, (d0 * 6) floordiv 4)"),
    *maps("(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, (d0 * s0) floordiv s0)"),
    *maps("()[s0] -> (s0 mod s0, s0 floordiv s0, (s0 + 1) mod (s0 + 1))"),
    # x - (x floordiv c) * c -> x mod c, and its variants.
    *maps("(d0) -> (d0 - (d0 floordiv 4) * 4, d0 + (d0 floordiv 4) * -4)"),
    *maps("(d0)[s0] -> (d0 - (d0 floordiv s0) * s0, d0 + (d0 floordiv s0) * -s0)"),
    *maps("(d0) -> (d0 + (d0 floordiv -4) * 4, d0 - d0 floordiv 4 * 4)"),
    *maps("(d0, d1) -> ((d0 + d1) - (d1 floordiv 4) * 4, (d0 + d1) - (d0 floordiv 4) * 4)"),
    *maps("(d0, d1)[s0, s1] -> ((d1 + s1) + (d1 floordiv 3) * -3)"),
    *maps("(d0, d1)[s0, s1] -> ((d0 + s1) + (d1 floordiv s0) * -3)"),
    *maps("(d0)[s0] -> ((d0 + s0) + ((d0 + s0) floordiv 4) * -4)"),
    *maps("(d0, d1)[s0] -> ((d0 + d1) + ((d1 floordiv s0) * s0) * -1)"),
    # Sets.
    *sets("(d0) : (d0 >= 0)", "(d0) : (d0 <= 5)", "(d0, d1) : (d0 == d1)", "() : ()"),
    *sets("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)", "(d0) : (d0 > = 0)", "(d0) : (1 == 0)"),
    *sets("(d0) : (d0 >= 0, 1 == 0)", "(i)[N] : (i - 2 >= 0, 4 - i >= 0)", "(d0) : (d0 >= -1)"),
    *sets("(d0, d1)[s0] : (d0 * s0 >= d1, d0 floordiv 2 <= d1 mod 3)"),
    # Errors: lists of dims and symbols.
    *maps("(d0 -> (d0)", "(d0) (d0)", "(d0)[> -> (d0)", "(d0)[s0 s1] -> (d0)"),
    *maps("(1) -> (d0)", "(d0,) -> (d0)", "(d0, d0) -> (d0)", "(d0)[d0] -> (d0)"),
    *maps("d0 -> (d0)", "(d0)[s0 -> (d0)", "(d0) ->", "(d0) -> d0"),
    # Errors: expressions.
    *maps("(d0) -> (d0", "(d0) -> (d0,)", "(d0) -> (,)", "(d0) -> ((), d0)", "(d0) -> ((d0)"),
    *maps("(d0) -> (d0))", "(d0) -> (- )", "(d0) -> (-)", "() -> (- - )", "(d0) -> (d0 - )"),
    *maps("(d0) -> (+d0)", "(d0) -> (*d0)", "(d0) -> (d0 + + d0)", "(d0) -> (d0 * * d0)"),
    *maps("(d0) -> (d0 floordiv)", "(d0) -> (d0 mod)", "(d0) -> (x)", "(d0) -> (d0 x)"),
    *maps("(d0) -> (%x)", "(d0) -> (symbol(d0))", "(d0) -> (symbol)", "(symbol) -> (symbol)"),
    *maps("(d0) -> (d0 > 0)", "(d0) -> (1.5)", "(d0) -> (d0 * 1.5)", "(d0) -> (d0 / 2)"),
    *maps("() -> (9223372036854775808)", "(d0) -> (d0 - 9223372036854775808)"),
    *maps(
        "() -> (18446744073709551616)", "() -> (0x8000000000000000)", "() -> (0xFFFFFFFFFFFFFFFFF)"
    ),
    # Errors: non-affine products and divisions.
    *maps("(d0) -> (d0 * d0)", "(d0) -> (d0 floordiv d0)", "(d0) -> (d0 ceildiv d0)"),
    *maps("(d0) -> (d0 mod d0)", "(d0)[s0] -> (d0 * s0 * d0)", "(d0, d1) -> (d0 * d1 * 2)"),
    *maps("(d0, d1)[s0] -> ((d0 * 2) * (d1 * 3))", "(d0) -> ((d0 + 1) * (d0 + 1))"),
    *maps("(d0) -> (d0 floordiv (d0 + 1))", "(d0, d1) -> (d0 + d1 * d0 - 1)"),
    *maps("(d0, d1) -> (2 * d0 * d1)", "(d0, d1) -> (d0 mod 2 * d1)"),
    # Errors: sets, and a map where a set is expected (and back).
    *sets("(d0) : (d0 > 0)", "(d0) : (d0)", "(d0) : (d0 =< 0)", "(d0) : (d0 >= )"),
    *sets("(d0) -> (d0)", "(d0) : (d0 >= 0", "(d0) : d0 >= 0", "(d0) : (d0 >= 0,)"),
    *maps("(d0) : (d0 >= 0)"),
    # Errors: missing `>`.
    *maps("(d0) -> (d0) x", "(d0) -> (d0) >"),
    *sets("(d0) : (d0 >= 0) x"),
    # Lexer errors inside the body.
    *maps("(d0) -> (d0 $)", "(d0) -> (d0 . 2)", "(d0) -> (#)", "(d0) -> (%)", '(d0) -> ("abc)'),
    *maps("(d0) -> (@1)", "(d0) -> (d0 ~ 1)", r'(d0) -> ("a\q")', "(d0) -> ({-# x)"),
    *maps("(d0) -> (^bb)", "(d0) -> (!t)", "(d0) -> (d0 ?)", "(d0) -> (d0 & 1)", "(d0 $) -> (d0)"),
]

# Whole files: positions across lines, comments and the end of the input.
FILES: list[str] = [
    "#map = affine_map<(d0) -> (d0 +\n)>\n",
    "#map = affine_map<(d0) -> (d0\n  // a comment\n  x)>\n",
    "#map = affine_map<(d0) -> (d0 // comment\n\n   x)>\n",
    "#map = affine_map<(d0) -> (d0",
    "#map = affine_map<(d0) -> (d0\n",
    "#map = affine_map<(d0) -> (d0 +",
    "#map = affine_map<(d0) -> (d0 + ",
    "#map = affine_map<(d0) -> (",
    "#map = affine_map<(d0)",
    "#map = affine_map<",
    "#set = affine_set<(d0) : (d0 >=",
    "#map = affine_map<(d0) -> (d0)\n\n",
    "#map = affine_map<(d0,\n  d1) ->\n  (d0 + d1,\n\td1 * 2)>\n",
    "#map = affine_map<(d0)\n\t-> (d0 * d0)>\n",
    "#map = affine_map<(d0)\n  -> (y)>\n",
    "#map = affine_map<(d0) -> (d0)>\n#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>\n"
    '"u.a"() {a = #map, b = #set} : () -> ()\n',
    '"u.a"() {a = affine_map<(d0) -> (d0 + 1)>, b = affine_set<(d0) : (d0 == 1)>} : () -> ()\n',
    '"u.a"() {a = [affine_map<(d0) -> (d0 floordiv 2)>, affine_map<() -> (1 +\n 2)>]} : () -> ()\n',
    '"u.a"() {\n  a = affine_map<(d0) -> (d0 d0)>\n} : () -> ()\n',
]


# -- random cases -------------------------------------------------------------------------

DIMS = ["d0", "d1", "d2"]
SYMS = ["s0", "s1"]
CONSTANTS = ["0", "1", "2", "3", "4", "5", "7", "8", "16", "64", "128", "-1", "-2", "-3", "-4"]
# Near the int64 limits, where MLIR folds some overflows with wraparound and skips others.
BIG_CONSTANTS = [
    "4611686018427387904",
    "-4611686018427387904",
    "9223372036854775807",
    "(-9223372036854775807)",
    "(-9223372036854775807 - 1)",
    "3037000500",
    "-3037000500",
    "4294967296",
    "2",
    "1",
    "0",
    "-2",
]
DIVISORS = ["4", "2", "3", "8", "-4", "s0"]
INSERTS = [
    ")",
    "(",
    ",",
    "*",
    "+",
    "-",
    ">",
    "=",
    ":",
    "->",
    "[",
    "]",
    "x",
    "%a",
    "1.5",
    "$",
    "symbol",
    "mod",
    "floordiv",
    "9999999999999999999",
    "9223372036854775807",
    "\n",
    "// c\n",
    '"s"',
    "#a",
    "@x",
    ".",
    "...",
    "  ",
    "i32",
    "d0",
    "s0",
    "?",
    "{",
    "}",
    "<",
    ">=",
    "==",
    "<=",
    "0x1F",
    "!t",
    "^bb",
    '"a\\q"',
    "/",
    "&",
    "\t",
    "%",
    "#",
    "d9",
    " symbol(d0) ",
]


def _paren(text: str) -> str:
    bare = text.lstrip("-")
    return text if bare.replace("_", "").isalnum() and " " not in text else f"({text})"


class RandomExprs:
    """Builds (semi-)affine expression text that exercises the simplification rules."""

    def __init__(self, rng: random.Random, constants: list[str] = CONSTANTS) -> None:
        self.rng = rng
        self.constants = constants
        self.pool: list[tuple[str, bool]] = []

    def leaf(self, symbolic: bool) -> str:
        r = self.rng
        if symbolic or r.random() < 0.3:
            return r.choice(self.constants) if r.random() < 0.5 else r.choice(SYMS)
        return r.choice(DIMS)

    def expr(self, depth: int, symbolic: bool = False) -> str:
        r = self.rng
        if depth <= 0 or r.random() < 0.2:
            reusable = [e for e, sym in self.pool if sym or not symbolic]
            if reusable and r.random() < 0.3:
                return r.choice(reusable)
            return self.leaf(symbolic)
        op = r.choice(
            ["+", "-", "+", "-", "*", "*", "floordiv", "ceildiv", "mod", "neg", "()", "rem"]
        )
        sub = lambda sym=symbolic: self.expr(depth - 1, sym)  # noqa: E731
        if op == "neg":
            return "-" + _paren(sub())
        if op == "()":
            return f"({sub()})"
        if op in "+-":
            return f"{sub()} {op} {sub()}"
        if op == "*":
            if r.random() < 0.5:
                return f"{_paren(sub())} * {_paren(sub(True))}"
            return f"{_paren(sub(True))} * {_paren(sub())}"
        if op == "rem":
            # The spellings of x - (x floordiv c) * c that simplify to x mod c.
            x, c = _paren(sub()), r.choice(DIVISORS)
            form = r.randrange(4)
            if form == 0:
                return f"{x} - ({x} floordiv {c}) * {c}"
            if form == 1:
                return f"{x} + ({x} floordiv {c}) * -{c}"
            if form == 2:
                return f"({sub()} + {x}) - ({x} floordiv {c}) * {c}"
            return f"{x} + (({x} floordiv {c}) * {c}) * -1"
        rhs = sub(True) if r.random() < 0.4 else self.leaf(True)
        return f"{_paren(sub())} {op} {_paren(rhs)}"

    def case(self) -> str:
        r = self.rng
        self.pool = []
        results = []
        for _ in range(r.randint(1, 4)):
            e = self.expr(r.randint(1, 5))
            self.pool.append((e, False))
            results.append(e)
        ids = "(d0, d1, d2)[s0, s1]"
        if r.random() < 0.2:
            cons = [f"{e} {r.choice(['>=', '<=', '=='])} {self.expr(2)}" for e in results]
            return f"affine_set<{ids} : ({', '.join(cons)})>"
        return f"affine_map<{ids} -> ({', '.join(results)})>"


def mutate(rng: random.Random, case: str) -> str:
    start = case.index("<") + 1
    body = case[start:]
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(body))
        kind = rng.random()
        if kind < 0.4:
            body = body[:i] + body[i + rng.randint(1, 4) :]
        elif kind < 0.9:
            body = body[:i] + rng.choice(INSERTS) + body[i:]
        else:
            body = body[:i] + rng.choice(INSERTS) + body[i + 1 :]
    return case[:start] + body


def random_cases() -> tuple[list[str], list[str], list[str]]:
    rng = random.Random(SEED)

    def draw(gen: RandomExprs, count: int, change: bool = False) -> list[str]:
        cases: list[str] = []
        while len(cases) < count:
            case = gen.case()
            if len(case) <= MAX_RANDOM_LENGTH:
                cases.append(mutate(rng, case) if change else case)
        return cases

    gen = RandomExprs(rng)
    valid = draw(gen, NUM_RANDOM_VALID)
    big = draw(RandomExprs(rng, BIG_CONSTANTS), NUM_RANDOM_BIG)
    mutated = draw(gen, NUM_RANDOM_MUTATED, change=True)
    return valid, big, mutated


# -- running mlir-opt ---------------------------------------------------------------------

DIAG = re.compile(r"^(?:<stdin>|input\.mlir):(\d+):(\d+): error: (.*)$", re.M)


def run(mlir_opt: str, text: str, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [mlir_opt, *FLAGS, *extra, "-"], input=text, capture_output=True, text=True, check=False
    )


def record_attributes(mlir_opt: str, group: str, attrs: list[str]) -> list[dict]:
    """Run all attribute cases in one mlir-opt call, one split-input-file chunk each."""
    chunks = [PREFIX + a + SUFFIX for a in attrs]
    first_lines = []
    line = 1
    for chunk in chunks:
        first_lines.append(line)
        line += chunk.count("\n") + 2  # the chunk, then the `// -----` separator line
    proc = run(mlir_opt, "\n// -----\n".join(chunks) + "\n", "--split-input-file")
    outputs = proc.stdout.split("// -----\n")
    if len(outputs) != len(chunks):
        sys.exit(f"expected {len(chunks)} output chunks, got {len(outputs)}")
    diags: dict[int, list[tuple[int, int, str]]] = {}
    for m in DIAG.finditer(proc.stderr):
        diags.setdefault(int(m.group(1)), []).append((int(m.group(1)), int(m.group(2)), m.group(3)))
    cases = []
    for i, (attr, chunk, out) in enumerate(zip(attrs, chunks, outputs)):
        first = first_lines[i]
        found = [
            [ln - first + 1, col, msg]
            for ln in range(first, first + chunk.count("\n") + 1)
            for (_, col, msg) in diags.get(ln, [])
        ]
        case: dict = {"id": f"{group}{i:04d}", "input": attr}
        if found:
            case["diagnostics"] = found
        else:
            m = re.search(r"\{a = (.*)\} : \(\) -> \(\)", out, re.S)
            if m is None:
                sys.exit(f"no output and no error for {attr!r}:\n{out}")
            case["output"] = m.group(1)
        cases.append(case)
    return cases


def record_files(mlir_opt: str, files: list[str]) -> list[dict]:
    cases = []
    for i, text in enumerate(files):
        proc = run(mlir_opt, text)
        case: dict = {"id": f"file{i:03d}", "file": text}
        found = [[int(m.group(1)), int(m.group(2)), m.group(3)] for m in DIAG.finditer(proc.stderr)]
        if found:
            case["diagnostics"] = found
        else:
            case["stdout"] = proc.stdout
        cases.append(case)
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("--out", type=Path, default=OUTPUT)
    args = parser.parse_args()

    version = subprocess.run(
        [args.mlir_opt, "--version"], capture_output=True, text=True, check=True
    ).stdout
    valid, big, mutated = random_cases()
    data = {
        "mlir_opt_version": " ".join(version.split()),
        "flags": FLAGS,
        "wrapper": [PREFIX, SUFFIX],
        "hand": record_attributes(args.mlir_opt, "hand", HAND),
        "random_valid": record_attributes(args.mlir_opt, "rv", valid),
        "random_big": record_attributes(args.mlir_opt, "rb", big),
        "random_mutated": record_attributes(args.mlir_opt, "rm", mutated),
        "files": record_files(args.mlir_opt, FILES),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = {
        k: len(v) for k, v in data.items() if isinstance(v, list) and k not in ("flags", "wrapper")
    }
    print(f"wrote {args.out}: {counts}")


if __name__ == "__main__":
    main()
