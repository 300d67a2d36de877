"""Record mlir-tblgen 22's verdict on attribute/type assembly formats.

Each case is a def kind (type/attr), its parameters (ODS dag text) and a format; the
recorder writes the first error's message and its column within the format string (or
null when mlir-tblgen accepts the format) to tests/data/format_oracle.json.
Run: python tests/tools/record_format_oracle.py  (needs mlir-tblgen from mlir-22-tools)
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
INCLUDE = "/usr/lib/llvm-22/include"
OUT = Path(__file__).resolve().parent.parent / "data" / "format_oracle.json"

BASE = """include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def Test_Dialect : Dialect { let name = "test"; let cppNamespace = "::test"; }
class TestType<string name, string mn> : TypeDef<Test_Dialect, name> { let mnemonic = mn; }
class TestAttr<string name, string mn> : AttrDef<Test_Dialect, name> { let mnemonic = mn; }
"""

I2 = '"int":$v0, "int":$v1'
OPT = 'OptionalParameter<"std::optional<int>">:$a, OptionalParameter<"std::optional<int>">:$b'
MIX = '"int":$a, OptionalParameter<"std::optional<int>">:$b'
SELF = 'AttributeSelfTypeParameter<"">:$type, "int":$a'

# (kind, parameters, format)
CASES = [
    ("type", I2, "`<` $v0 `,` $v1 `>`"),
    ("type", I2, "`<` params `>`"),
    ("type", I2, "`<` struct($v0, $v1) `>`"),
    ("type", I2, "`<` struct(params) `>`"),
    ("type", I2, "`<` $v0 `>`"),
    ("type", I2, "`<` $v0 $v0 $v1 `>`"),
    ("type", I2, "`<` $v2 `>`"),
    ("type", I2, "`<` $v0 `,` $v1 `>` `"),
    ("type", I2, "`<` $v0 # $v1 `>`"),
    ("type", I2, "`<` bogus $v0 $v1 `>`"),
    ("type", I2, "`<` $v0 `>>` $v1"),
    ("type", I2, "`<` $v0 `1` $v1"),
    ("type", I2, "`<` $v0 `a-b` $v1"),
    ("type", I2, "`<` $v0 `` $v1 `>`"),
    ("type", I2, "`<` $v0 ` ` $v1 `\\n` `>`"),
    ("type", I2, "`<` params $v0 `>`"),
    ("type", I2, "`<` $v0 params `>`"),
    ("type", I2, "`<` struct($v0) struct($v1) `>`"),
    ("type", I2, "`<` struct($v0, $v0) $v1 `>`"),
    ("type", I2, "`<` struct(`x`) $v0 $v1 `>`"),
    ("type", I2, "`<` struct(params, $v0) `>`"),
    ("type", I2, "`<` struct(struct($v0)) $v1 `>`"),
    ("type", I2, "`<` qualified($v0) $v1 `>`"),
    ("type", I2, "`<` qualified(`x`) $v0 $v1 `>`"),
    ("type", I2, "`<` qualified(params) `>`"),
    ("type", I2, "`<` custom<Foo>($v0) custom<Bar>(ref($v0), $v1) `>`"),
    ("type", I2, "`<` custom<Foo>(ref($v0)) $v0 $v1 `>`"),
    ("type", I2, "`<` ref($v0) $v0 $v1 `>`"),
    ("type", I2, "`<` custom<Foo>($v0, \"1\") $v1 `>`"),
    ("type", I2, "`<` \"str\" $v0 $v1 `>`"),
    ("type", I2, "`<` custom<Foo> $v0 $v1 `>`"),
    ("type", I2, "`<` custom<>($v0) $v1 `>`"),
    ("type", I2, "`<` custom<Foo>($v0 $v1 `>`"),
    ("type", I2, "`<` custom<Foo>() $v0 $v1 `>`"),
    ("type", I2, "`<` attr-dict $v0 $v1 `>`"),
    ("type", I2, "`<` type($v0) $v1 `>`"),
    ("type", I2, "`<` functional-type($v0, $v1) `>`"),
    ("type", I2, "`<` $v0 (`,` $v1^)? `>`"),
    ("type", OPT, "`<` (`,` $a^)? (`,` $b^)? `>`"),
    ("type", OPT, "`<` ($a^ `,`)? $b `>`"),
    ("type", OPT, "`<` (`x` $a)? $b `>`"),
    ("type", OPT, "`<` ($a^ $b^)? `>`"),
    ("type", OPT, "`<` (`x`^ $a)? $b `>`"),
    ("type", OPT, "`<` ($a^)? `>` $b"),
    ("type", OPT, "`<` ($a^) $b `>`"),
    ("type", OPT, "`<` ($a^)? : (`y`)? $b `>`"),
    ("type", OPT, "`<` ($a^)? : ($b^)? `>`"),
    ("type", OPT, "`<` (`(` $a^ `)`) : (`x`)? $b `>`"),
    ("type", OPT, "`<` ()? $a $b `>`"),
    ("type", OPT, "`<` (params^)? `>`"),
    ("type", OPT, "`<` (struct(params)^)? `>`"),
    ("type", OPT, "`<` (custom<Foo>($a)^)? $b `>`"),
    ("type", OPT, "`<` (custom<Foo>(ref($a))^)? $a $b `>`"),
    ("type", MIX, "`<` (params^)? `>`"),
    ("type", MIX, "`<` (struct($a, $b)^)? `>`"),
    ("type", MIX, "`<` (custom<Foo>($a, $b)^)? `>`"),
    ("type", MIX, "`<` struct($b) `,` $a `>`"),
    ("type", MIX, "`<` struct(params) `,` `x` `>`"),
    ("type", MIX, "`<` $a (`,` $b^)? `>`"),
    ("type", MIX, "`<` $a ($b^ `x`)? `>`"),
    ("type", MIX, "`<` $a (`,` qualified($b)^)? `>`"),
    ("type", MIX, "`<` $a (`,` $b^)? :  `>`"),
    ("type", MIX, "`<` $a (`,` $b^ `>`"),
    ("type", MIX, "`<` $a (`,` $b^)"),
    ("attr", SELF, "`<` $a `>`"),
    ("attr", SELF, "`<` $a `:` $type `>`"),
    ("attr", SELF, "`<` params `>`"),
    ("attr", SELF, "`<` struct(params) `>`"),
    ("attr", I2, "`<` $v0 `:` $v1 `>`"),
    ("attr", I2, "`<` prop-dict $v0 $v1 `>`"),
    ("attr", I2, "`<` operands $v0 $v1 `>`"),
    ("attr", I2, "`<` $v0 `->` $v1 `>`"),
    ("attr", I2, "`<` $v0 `...` $v1 `>`"),
    ("attr", I2, "`<` $v0 `_a.b$c` $v1 `>`"),
    ("attr", I2, "`<` $v0 `x y` $v1 `>`"),
    ("attr", I2, "`<` $ v0 $v1 `>`"),
    ("attr", I2, "`<` $v0, $v1 `>`"),
    ("attr", I2, "`<` $v0 ^ $v1 `>`"),
    ("attr", I2, ""),
]

_ERROR = re.compile(r"^(?:[^\n]*?error: )(.*)$", re.M)


def run_case(kind: str, params: str, fmt: str) -> dict:
    klass = "TestType" if kind == "type" else "TestAttr"
    escaped = fmt.replace("\\", "\\\\").replace('"', '\\"')
    td = BASE + f'def T1 : {klass}<"T1", "t1"> {{\n  let parameters = (ins {params});\n  let assemblyFormat = "{escaped}";\n}}\n'
    gen = "-gen-typedef-defs" if kind == "type" else "-gen-attrdef-defs"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.td"
        path.write_text(td)
        proc = subprocess.run(
            [TBLGEN, gen, "-I", INCLUDE, str(path), "-asmformat-error-is-fatal=false"],
            capture_output=True, text=True,
        )
    err = proc.stderr
    match = _ERROR.search(err)
    if match is None:
        return {"kind": kind, "parameters": params, "format": fmt, "error": None, "column": None}
    lines = err.splitlines()
    index = next(i for i, l in enumerate(lines) if "error: " in l)
    column = None
    if index + 2 < len(lines) and lines[index + 2].strip().startswith("^"):
        column = lines[index + 2].index("^")
    return {"kind": kind, "parameters": params, "format": fmt, "error": match.group(1), "column": column}


def main() -> None:
    rows = [run_case(*case) for case in CASES]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(rows, indent=1) + "\n")
    print(f"{len(rows)} cases, {sum(r['error'] is not None for r in rows)} errors -> {OUT}")


if __name__ == "__main__":
    main()
