"""Record what mlir-opt 22 prints for inputs using upstream test-dialect operations with
C++ parsers and printers (TestOpsSyntax.cpp, TestDialect.cpp's dialect-level operation
syntax), which odsgen defines in defs/test.yaml with hooks ported by hand.

    .venv/bin/python tests/tools/record_test_dialect_syntax.py [--mlir-opt PATH]

Each input of CASES is written to `input.mlir` in an empty temporary directory and run
there as `mlir-opt FLAGS input.mlir` for each flag set of FLAGS; the standard output,
standard error and exit status are written to tests/data/test_dialect_syntax.json, which
tests/test_test_dialect_syntax.py compares with `odsgen opt` (it never runs mlir-opt).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "data" / "test_dialect_syntax.json"

FLAGS = {"default": [], "generic": ["--mlir-print-op-generic"], "debuginfo": ["--mlir-print-debuginfo"]}

CASES = [
    # ParseIntegerLiteralOp: `(: N)?`, N index results.
    "test.parse_integer_literal\n%0:2 = test.parse_integer_literal : 2\n%1 = test.parse_integer_literal : 1\n",
    '"test.parse_integer_literal"() : () -> (index, index, index)\n',
    "test.parse_integer_literal : x\n",
    "test.parse_integer_literal : 0\n",
    "test.parse_integer_literal {a}\n",
    # ParseWrappedKeywordOp: a keyword kept as the `keyword` string attribute.
    "test.parse_wrapped_keyword foo.keyword\ntest.parse_wrapped_keyword i32\n",
    '"test.parse_wrapped_keyword"() <{keyword = "a b"}> : () -> ()\n',
    'test.parse_wrapped_keyword "s"\n',
    "test.parse_wrapped_keyword\n",
    '"test.parse_wrapped_keyword"() : () -> ()\n',
    # ParseB64BytesOp: base64 in a string, decoded into the `b64` string attribute.
    'test.parse_b64 "aGVsbG8gd29ybGQ="\ntest.parse_b64 "aGk="\ntest.parse_b64 ""\ntest.parse_b64 "AP8="\n',
    '"test.parse_b64"() <{b64 = "hi"}> : () -> ()\n"test.parse_b64"() <{b64 = "\\00\\FF"}> : () -> ()\n',
    'test.parse_b64 "a$k="\n',
    'test.parse_b64 "aGk"\n',
    'test.parse_b64 "a=k="\n',
    'test.parse_b64 "aG=="\ntest.parse_b64 "aGk=" {x}\n',
    'test.parse_b64 "aGk=" {x}\n',
    "test.parse_b64 foo\n",
    # TestDialect.cpp's dialect-level syntax for operations it does not define.
    "test.dialect_custom_printer custom_format\ntest.dialect_custom_format_fallback custom_format_fallback\n"
    "test.dialect_custom_printer.with.dot\n",
    '"test.dialect_custom_printer"() {a = 1} : () -> ()\n%0 = "test.dialect_custom_printer"() : () -> i32\n'
    '"test.dialect_custom_printer.with.dot"() : () -> ()\n',
    'test.dialect_custom_printer custom_format loc("x")\n',
    "test.dialect_custom_printer\n",
    "test.dialect_custom_format_fallback custom_format\n",
    "%0 = test.dialect_custom_printer custom_format\n",
    "test.dialect_custom_printer custom_format {a}\n",
    # TestTypes.cpp's TestRecursiveType: the body only outside a cycle.
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<a, test_rec<b, test_rec<a>>>\n"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<c, test_rec<c>>\n'
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<d, i32>\n"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<d, i32>\n',
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<a, test_rec<a, i32>>\n',
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<a>\n',
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<a, foo>\n',
    '"test.dummy_op_for_roundtrip"() : () -> !test.test_rec<"a", i32>\n',
    # TestRecursiveAliasType: any body, aliased by its name; a type alias is used once its
    # definition is printed, so a cycle prints in full inside the first definition.
    '"test.op"() : () -> !test.test_rec_alias<a, !test.test_rec_alias<a>>\n"test.op"() : () -> !test.test_rec_alias<b, i32>\n'
    '"test.op"() : () -> !test.test_rec_alias<c, tuple<!test.test_rec_alias<c>>>\n',
    '"test.op"() : () -> (tuple<!test.test_rec_alias<c, tuple<!test.test_rec_alias<c>>>, i32>, '
    "!test.test_rec_alias<c, tuple<!test.test_rec_alias<c>>>)\n"
    '"test.op"() : () -> !test.test_rec_alias<x, !test.test_rec_alias<y, !test.test_rec_alias<x>>>\n',
    '"test.op"() : () -> !test.test_rec_alias<c, tuple<!test.test_rec_alias<c>>>\n"test.op"() : () -> !test.test_rec_alias<c>\n',
]


def run(mlir_opt: str, text: str, flags: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_text(text)
        proc = subprocess.run(
            [mlir_opt, *flags, "input.mlir"], cwd=tmp, capture_output=True, text=True, timeout=60
        )
    return {"stdout": proc.stdout, "stderr": proc.stderr, "status": proc.returncode}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    rows = [
        {"input": text, "flags": name, **run(args.mlir_opt, text, flags)}
        for text in CASES
        for name, flags in FLAGS.items()
    ]
    OUT.write_text(json.dumps({"flags": FLAGS, "cases": rows}, indent=1) + "\n")
    print(f"{len(rows)} runs ({len(CASES)} inputs), {sum(r['status'] != 0 for r in rows)} failing -> {OUT}")


if __name__ == "__main__":
    main()
