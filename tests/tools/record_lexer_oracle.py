"""Record how mlir-opt lexes: lexer errors, token boundaries and wrong-token positions.

Writes tests/data/lexer_oracle.json, which tests/unit/test_ir_lexer.py and
tests/unit/test_parser_core.py read (the tests never run mlir-opt).

    .venv/bin/python tests/tools/record_lexer_oracle.py [--mlir-opt PATH]

Every case is a whole file `input.mlir` run through `mlir-opt --allow-unregistered-dialect`.
Its category says what the tests check, and the recorder checks that mlir-opt agrees:

* `lex`      - the first diagnostic is a lexer error: tokenizing must raise exactly it.
* `valid`    - mlir-opt accepts the file: tokenizing must succeed.
* `boundary` - a parser "expected ..." error reported at the end of the previous token
               (no blank before the offending token): a token must end exactly there.
* `parse`    - a generic-op syntax error from a token-level check (parseToken, list
               parsing); the parser-core tests replay them with a small generic-op parser.
* `integer`  - a literal read by AsmParser::parseInteger<IntT> (an LLVM debug-info attribute
               parameter, or a vector.extract position); `value` is what mlir-opt printed
               (None if not printed), `error` its error.

Inputs that are not valid UTF-8 are stored as `input_hex`; `line`/`col` are mlir-opt's,
so `col` counts bytes.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
OUTPUT = ROOT / "tests" / "data" / "lexer_oracle.json"

LEXER_MESSAGES = {
    "unexpected character",
    "@ identifier expected to start with letter or '_'",
    "expected three consecutive dots for an ellipsis",
    "invalid attribute name",
    "invalid SSA name",
    "invalid block name",
    "invalid type identifier",
    "expected '\"' in string literal",
    "unknown escape in string literal",
}


def attr(value: str, tail: str = "} : () -> ()\n") -> str:
    """An unregistered op with attribute `a = value`."""
    return '"u.a"() {a = ' + value + tail


LEX: list[str | bytes] = [
    # Strings.
    attr('"abc'),
    attr('"abc', tail="\n} : () -> ()\n"),
    '"u.a"() {a = "abc',
    attr('"ab\vc"'),
    attr('"ab\fc"'),
    attr(r'"ab\qc"'),
    attr(r'"ab\4"'),
    attr(r'"ab\4g"'),
    attr(r'"ab\x41"'),
    attr(r'"ab\N"'),
    '"u.a"() {a = "ab\\',
    '"u.a"() {a = "ab\\4',
    '"u.a"() {a = ["ok", "ok\\n\\t\\"\\\\\\41",\n   "bad\\\'"]} : () -> ()\n',
    # @ identifiers.
    attr("@1"),
    attr("@-x"),
    attr("@ x"),
    attr("@$x"),
    '"u.a"() {a = @',
    attr(r'@"x\qy"'),
    attr('@"xy'),
    # Prefixed identifiers with nothing valid after the prefix.
    attr("#"),
    attr("# x"),
    attr('#"a"'),
    attr("!"),
    attr('!"a"'),
    "%\n",
    '% = "u.a"() : () -> i32\n',
    '"u.a"() ({\n^ :\n  "u.b"() : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n^bb0:\n  "u.b"()[^] : () -> ()\n}) : () -> ()\n',
    '"u.a"(%) : () -> ()\n',
    # Dots.
    attr("."),
    attr(".."),
    attr(". .."),
    attr("0x1.5"),
    attr("1.5.3"),
    '"u.a"() {a = .',
    # Characters that start no token.
    attr("`"),
    attr("\\"),
    attr(";"),
    attr("&"),
    attr("'a'"),
    attr("~"),
    attr("$x"),
    attr("\v"),
    attr("\f"),
    attr("\x01"),
    attr("\x7f"),
    '"u.a"() {a = 1} : () -> () `\n',
    '"u.a"() {a = 1} : () -> ()\n\t`\n',
    '"u.a"() {a = 1} : () -> ()\n// comment\n  // comment\n\t  \t;\n',
    attr("\u00e9"),
    attr("1 \u00e9"),
    attr('"\u00e9", b = `'),
    '\ufeff"u.a"() : () -> ()\n',
    b'"u.a"() {a = \xff} : () -> ()\n',
    b'"u.a"() {a = 1} : () -> () \xff\n',
    b'"u.a"() {a = "\xc3\xa9\xff", b = \xfe} : () -> ()\n',
    b'"u.a"() {a = 1} : () -> () // \xff\xfe\n\xc3\n',
]

VALID: list[str | bytes] = [
    '%-x = "u.a"() : () -> i32\n%$y = "u.a"(%-x) : (i32) -> i32\n"u.b"(%$y) : (i32) -> ()\n',
    '%x.y_z$-1 = "u.a"() : () -> i32\n"u.b"(%x.y_z$-1) : (i32) -> ()\n',
    '%0:2 = "u.a"() : () -> (i32, i32)\n"u.b"(%0#1) : (i32) -> ()\n',
    '"u.a"() ({\n^bb0:\n  "u.b"()[^bb1] : () -> ()\n^bb1:\n  "u.c"() : () -> ()\n}) : () -> ()\n',
    '"u.a"() ({\n^-x.$_:\n  "u.b"() : () -> ()\n}) : () -> ()\n',
    "{-# dialect_resources: {} #-}\n",
    attr("-1"),
    attr("- 1"),
    attr("-0x10"),
    attr("0x1F : i8"),
    attr("1."),
    attr("1.e3"),
    attr("1.5E+3"),
    attr("1.5e-3"),
    attr("00012"),
    attr("1.0e400"),
    attr("1.0e-400"),
    attr("[i1, i0, si8, ui16, i007, index, f8E4M3FN, bf16, tf32, none]"),
    attr("affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 ceildiv 3 mod 4)>"),
    attr("dense<[1, 2]> : tensor<2xi32>"),
    attr("array<i32: 1, 2>"),
    attr('"a\\n\\t\\"\\\\\\41\\7f"'),
    attr('"a\rb"'),
    attr('"a\x00b"'),
    attr('"a\tb"'),
    '"u.a"() \x00 {a = 1} : () -> ()\n',
    '"u.a"() {a = 1} : () -> () // comment \x01 ` \\ \u00e9\n',
    '"u.a"() {a = 1} : () -> ()\r\n// comment\r"u.b"() : () -> ()\r\n',
    attr("@foo"),
    attr("@foo.bar$_1"),
    attr('@"foo bar"'),
    attr('@"\\41"'),
    attr("@foo::@bar"),
    attr("#u.a"),
    attr("unit"),
    attr("true"),
    b'"u.a"() {a = "\xff\xc3\xa9"} : () -> ()\n',
    b'"u.a"() {a = 1} : () -> () // \xff\xfe\n',
]

BOUNDARY: list[str] = [
    attr("0x"),
    attr("0xg"),
    attr("0X1"),
    attr("1.5e"),
    attr("1.5e+"),
    attr("1e3"),
    attr("10x5"),
    attr("@_a$.b-c"),
    attr("@a#b"),
    attr('"a"b'),
    attr("true.x", tail=" = 1} : () -> ()\n"),
    '%0abc = "u.a"() : () -> i32\n',
    '%x#1 = "u.a"() : () -> i32\n',
    '"u.a"() {a = 1} : () -> () /\\\n',  # `/` is a token in MLIR 22, not an error
]

# Generic-op syntax errors from token-level checks; see the replay parser in the tests.
PARSE: list[str] = [
    '"u.a"(',
    '"u.a"(\n',
    '"u.a"(\n\n  // comment\n',
    '"u.a"(  \t',
    '"u.a"( ]',
    '"u.a"(\n  ]',
    '"u.a"( // c1\n\n  // c2\n  ] : () -> ()\n',
    '"u.a" ]',
    '"u.a"() {a = 1 b = 2} : () -> ()\n',
    '"u.a"() {a = 1\n  b = 2} : () -> ()\n',
    '"u.a"() {a = 1 // c // d\n\n  // e\n b = 2} : () -> ()\n',
    '"u.a"() {a = 1\t\t\n  \t\n\tb = 2} : () -> ()\n',
    '"u.a"() {a = 1\r\n b = 2} : () -> ()\n',
    '"u.a"() {a = 1\r b = 2} : () -> ()\n',
    '"u.a"() {a = "x//y"\n b = 2} : () -> ()\n',
    '"u.a"() {a = 1, b = 2',
    '"u.a"() {a = 1, b = 2\n',
    '"u.a"() {a = 1, b = 2\n\n\n',
    '"u.a"() {a = 1, b = 2 // end',
    '"u.a"() {a = 1, b = 2 // end\n',
    '"u.a"() {a = [1 2]} : () -> ()\n',
    '"u.a"() {a = [1, 2} : () -> ()\n',
    '"u.a"() {a = [1, 2\n\n// x\n',
    '"u.a"() {a = [[1], [2, [3 4]]]} : () -> ()\n',
    '"u.a"() {a = 1} () -> ()\n',
    '"u.a"() {a = 1}',
    '"u.a"() {a = 1} : () ()\n',
    '"u.a"() {a = 1} : (\n',
    '"u.a"(%0 %1) : () -> ()\n',
    '"u.a"() : () -> ()\n"u.b"() {x = [1, 2,, 3]} : () -> ()\n',
]


# (C type, bits, signed, input template, printed-value pattern)
INTEGER_CONTEXTS = [
    (
        "uint64_t",
        64,
        False,
        '"u.a"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", '
        "sizeInBits = LIT, encoding = DW_ATE_signed>} : () -> ()\n",
        r"sizeInBits = (-?\d+)",
    ),
    (
        "uint32_t",
        32,
        False,
        '"u.a"() {a = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", '
        "sizeInBits = 64, alignInBits = LIT>} : () -> ()\n",
        r"alignInBits = (-?\d+)",
    ),
    (
        "int64_t",
        64,
        True,
        "func.func @f(%v: vector<4xf32>) -> f32 {\n"
        "  %0 = vector.extract %v[LIT] : f32 from vector<4xf32>\n"
        "  return %0 : f32\n}\n",
        r"%arg0\[(-?\d+)\]",
    ),
]
INTEGER_LITERALS = [
    "0",
    "1",
    "-1",
    "-8",
    "-9",
    "-100",
    "-65536",
    "-99999999999",
    "true",
    "false",
    "0x7F",
    "0xFF",
    "0x0FFFFFFFF",
    "0x00000000FFFFFFFF",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "0x8000000000000000",
    "-0x8000000000000000",
    "99999999999999999999",
    "-0",
    "000000000000000000000000000042",
]


def record_integers(mlir_opt: str) -> list[dict]:
    cases = []
    for c_type, bits, signed, template, printed in INTEGER_CONTEXTS:
        for literal in INTEGER_LITERALS:
            text = template.replace("LIT", literal)
            ok, lines = run(mlir_opt, text.encode(), print_output=True)
            first = next((m for m in map(DIAGNOSTIC.match, lines) if m), None)
            value = None
            if ok:
                found = re.search(printed, "\n".join(lines))
                value = int(found.group(1)) if found else None
            cases.append(
                {
                    "id": f"integer{len(cases):03d}",
                    "category": "integer",
                    "c_type": c_type,
                    "bits": bits,
                    "signed": signed,
                    "literal": literal,
                    "input": text,
                    "error": first.group(3) if first else None,
                    "value": value,
                }
            )
    return cases


def run(mlir_opt: str, data: bytes, print_output: bool = False) -> tuple[bool, list[str]]:
    """Run mlir-opt on `data`; its stderr lines (plus the printed IR if `print_output`)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_bytes(data)
        proc = subprocess.run(
            [mlir_opt, "--allow-unregistered-dialect", "--mlir-print-local-scope", "input.mlir"]
            + ([] if print_output else ["-o", "/dev/null"]),
            cwd=tmp,
            capture_output=True,
        )
    # Split on \n only: source lines may hold \v, \f or \r, which splitlines() breaks at.
    text = (proc.stderr + (proc.stdout if print_output else b"")).decode(
        "utf-8", "backslashreplace"
    )
    return proc.returncode == 0, text.split("\n")[:-1] if text else []


DIAGNOSTIC = re.compile(r"^input\.mlir:(\d+):(\d+): error: (.*)$")


def record(mlir_opt: str) -> list[dict]:
    cases = []
    groups = [("lex", LEX), ("valid", VALID), ("boundary", BOUNDARY), ("parse", PARSE)]
    for category, inputs in groups:
        for index, source in enumerate(inputs):
            data = source if isinstance(source, bytes) else source.encode("utf-8")
            ok, lines = run(mlir_opt, data)
            case: dict = {"id": f"{category}{index:03d}", "category": category}
            try:
                case["input"] = data.decode("utf-8")
            except UnicodeDecodeError:
                case["input_hex"] = data.hex()
            first = next((m for m in map(DIAGNOSTIC.match, lines) if m), None)
            if ok:
                case["error"] = None
            elif first is None:
                sys.exit(f"{case['id']}: no diagnostic in {lines!r}")
            else:
                case["error"] = first.group(3)
                case["line"] = int(first.group(1))
                case["col"] = int(first.group(2))
                case["stderr"] = lines
            check(case)
            cases.append(case)
    return cases


def check(case: dict) -> None:
    """Stop if mlir-opt disagrees with the category a case was written for."""
    category, message = case["category"], case["error"]
    wrong = (
        (category == "valid" and message is not None)
        or (category != "valid" and message is None)
        or (category == "lex" and message not in LEXER_MESSAGES)
        or (category in ("boundary", "parse") and message in LEXER_MESSAGES)
    )
    if wrong:
        sys.exit(f"{case['id']} ({category}): mlir-opt says {message!r}: {case!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    cases = record(args.mlir_opt) + record_integers(args.mlir_opt)
    OUTPUT.write_text(
        json.dumps(
            {"mlir_opt_version": " ".join(version.split()), "cases": cases},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    print(f"wrote {len(cases)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
