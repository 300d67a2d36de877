"""Record what mlir-opt 22 prints for upstream MLIR's parse/print/verify tests.

Inputs are verbatim copies of upstream test files in tests/data/upstream/ir/, each named
after its path under mlir/test ('/' -> '_', e.g. `Dialect_Math_ops.mlir` for
mlir/test/Dialect/Math/ops.mlir), with a sidecar `NAME.source.json` saying where it came
from (`repo`, `path`, `commit`). To add a file: save the copy and its sidecar, run this
script with its NAME, and commit both with the recorded tests/data/ir_oracle/NAME.json.
tests/test_ir_oracle.py then compares `odsgen opt` with it (the tests never run mlir-opt).

    .venv/bin/python tests/tools/record_ir_oracle.py [--mlir-opt PATH] [NAME ...]

Flag sets come from the file's first RUN line that runs mlir-opt: its
--allow-unregistered-dialect and --split-input-file, and its printing flags, with default,
generic and debuginfo printing; with its --verify-diagnostics too, and then also without
it (mlir-opt 22 then reports every expectation as "not produced" after the file's own
diagnostics). A RUN line with a pass or another flag odsgen opt does not take is
refused: such files test passes, not parsing, printing and verification.

Each chunk (split as mlir-opt's --split-input-file does) is its own `input.mlir` in an
otherwise empty temporary directory, run as `mlir-opt FLAGS input.mlir`; the whole file
is also run, as chunk "all". Stored: `flag_sets` (name -> flags), `chunks` (chunk,
start_line, input, and `dialects`: the registered dialects the chunk names, in its text
or in mlir-opt's generic printing of it) and `cases` (chunk, set, stdout, stderr,
status). The test skips a chunk that names a dialect odsgen does not ship.

The script also runs the copy's own RUN lines (lit-style, with mlir-opt 22's FileCheck
and `not`) and prints whether they pass: a copy from another LLVM version fails there,
which is how to pick the version nearest to 22 when the source offers several.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools.record_canonicalize_oracle import (  # noqa: E402
    line_of,
    registered_dialects,
    run,
    run_lines,
    split_chunks,
    strip_comments,
    used_names,
)

DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
UPSTREAM = ROOT / "tests" / "data" / "upstream" / "ir"
OUTPUT = ROOT / "tests" / "data" / "ir_oracle"

ALLOW = "--allow-unregistered-dialect"
SPLIT = "--split-input-file"
VERIFY = "--verify-diagnostics"
# RUN-line flags kept as they are (odsgen opt takes them); any other flag refuses the file.
PRINTING_FLAGS = {
    "--mlir-print-local-scope", "--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-skip-regions",
    "--mlir-print-unique-ssa-ids", "--mlir-use-nameloc-as-prefix", "--mlir-print-value-users",
    "--mlir-print-op-on-diagnostic", "--no-implicit-module", "--mlir-print-op-generic",
    "--mlir-very-unsafe-disable-verifier-on-parsing",
}
GENERIC = "--mlir-print-op-generic"
# RUN-line flags taking a value (`--flag=N`), kept as they are too.
VALUED_PRINTING_FLAGS = ("--mlir-elide-resource-strings-if-larger=", "--mlir-elide-elementsattrs-if-larger=")


def is_printing_flag(flag: str) -> bool:
    return flag in PRINTING_FLAGS or flag.startswith(VALUED_PRINTING_FLAGS)


# A discardable attribute named in an attribute dictionary: `{gpu.container_module}`.
DIALECT_ATTR_NAME = re.compile(r"[{,]\s*([A-Za-z_][\w$]*)\.[\w$.]+\s*(?==|,|})")


def file_run_lines(text: str) -> list[str]:
    """The file's RUN lines; when upstream disabled all of them (`// # RUN:`, as in
    mlir/test/IR/properties.mlir), the disabled ones, which still say how to run it."""
    return run_lines(text) or run_lines(re.sub(r"(?m)^(\s*//)\s*#\s*RUN:", r"\1 RUN:", text))


# A shell redirection of one of mlir-opt's streams: `2>&1`, `2>/dev/null`.
REDIRECTION = re.compile(r"\d?>&?\S*")


class Refused(Exception):
    """A file this oracle does not take (its RUN line runs passes)."""


def mlir_opt_flags(text: str) -> list[str]:
    """The flags of the first RUN line that runs mlir-opt on the file, long options
    spelled with `--`."""
    for command in file_run_lines(text):
        words = shlex.split(command.split("|")[0])
        if words[:1] == ["not"]:  # a RUN line expecting mlir-opt to fail
            words = words[1:]
        if not words or words[0] != "mlir-opt":
            continue
        flags = []
        rest = " ".join(words[1:]).replace("-o -", "").split()  # output to stdout: the default
        for word in rest:
            if word in ("%s", "<%s"):  # the input, named or redirected to stdin
                continue
            if REDIRECTION.fullmatch(word):  # `2>&1`: the tests compare both streams anyway
                continue
            if word.startswith("-") and not word.startswith("--"):
                word = "-" + word
            flags.append(word)
        return flags
    raise Refused("no RUN line runs mlir-opt")


def flag_sets(text: str) -> list[tuple[str, list[str]]]:
    """The flag sets for a file, from its RUN line (see the module docstring)."""
    flags = mlir_opt_flags(text)
    if unknown := [f for f in flags if f not in {ALLOW, SPLIT, VERIFY} and not is_printing_flag(f)]:
        raise Refused(f"its RUN line has flags this oracle does not take: {' '.join(unknown)}")
    base = [f for f in flags if f in (ALLOW, SPLIT)] + [f for f in flags if is_printing_flag(f)]
    sets = [
        ("plain", base),
        # A RUN line printing generically already: its "generic" set is the same flags
        # (mlir-opt rejects the option given twice).
        ("plain_generic", base + ([] if GENERIC in base else [GENERIC])),
        ("plain_debuginfo", base + ["--mlir-print-debuginfo"]),
    ]
    if VERIFY in flags:
        verify = base + [VERIFY]
        sets += [
            ("verify", verify),
            ("verify_generic", verify + ([] if GENERIC in verify else [GENERIC])),
            ("verify_debuginfo", verify + ["--mlir-print-debuginfo"]),
        ]
    return sets


def chunk_dialects(mlir_opt: str, source: str, registered: set[str]) -> list[str]:
    """The registered dialects `source` names: in op names, `#d.`/`!d.` attributes and
    types, discardable attribute names, and in mlir-opt's generic printing of it."""
    texts = [strip_comments(source)]
    stdout, _, status = run(mlir_opt, [ALLOW, "--mlir-print-op-generic"], source)
    if status == 0:
        texts.append(stdout)
    dialects: set[str] = set()
    for text in texts:
        ops, attrs = used_names(text)
        dialects |= {op.split(".", 1)[0] for op in ops if "." in op} | attrs
        dialects |= set(DIALECT_ATTR_NAME.findall(text))
    return sorted(d for d in dialects if d in registered)


def own_run_lines_pass(mlir_opt: str, copy: Path) -> list[str]:
    """Run the copy's RUN lines as lit would (tools from mlir-opt's directory): one
    'pass'/'FAIL' line per RUN line."""
    bindir = Path(mlir_opt).parent
    tools = {"mlir-opt": str(mlir_opt), "FileCheck": str(bindir / "FileCheck"), "not": str(bindir / "not")}
    results = []
    for command in file_run_lines(copy.read_text(encoding="utf-8")):
        line = command.replace("%s", shlex.quote(str(copy)))
        line = re.sub(r"(?<![\w/.-])(mlir-opt|FileCheck|not)(?![\w.-])", lambda m: tools[m.group(1)], line)
        proc = subprocess.run(["bash", "-o", "pipefail", "-c", line], capture_output=True, timeout=600)
        results.append(f"{'pass' if proc.returncode == 0 else 'FAIL'}: RUN: {command}")
    return results


def record(mlir_opt: str, name: str, registered: set[str]) -> tuple[dict, list[str]]:
    copy = UPSTREAM / f"{name}.mlir"
    source_info = json.loads((UPSTREAM / f"{name}.source.json").read_text(encoding="utf-8"))
    text = copy.read_text(encoding="utf-8")
    sets = flag_sets(text)
    split = SPLIT in sets[0][1]
    inputs = []
    if split:
        chunks, _near_misses = split_chunks(text)
        inputs = [(str(i), line_of(text, start), text[start:end]) for i, (start, end) in enumerate(chunks)]
    inputs.append(("all", 1, text))
    dialects = {ident: chunk_dialects(mlir_opt, source, registered) for ident, _, source in inputs}
    cases, summary = [], []
    for set_name, flags in sets:
        failed = 0
        for chunk, _start_line, source in inputs:
            stdout, stderr, status = run(mlir_opt, flags, source)
            failed += status != 0
            cases.append({"chunk": chunk, "set": set_name, "stdout": stdout, "stderr": stderr, "status": status})
        summary.append(f"{name} {set_name}: {len(inputs)} runs, {failed} with status 1")
    version = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, check=True).stdout
    data = {
        "mlir_opt_version": " ".join(version.split()),
        "upstream": {**source_info, "copy": copy.relative_to(ROOT).as_posix()},
        "invocation": "mlir-opt FLAGS input.mlir, in a directory holding only input.mlir",
        "flag_sets": dict(sets),
        "chunks": [
            {"chunk": chunk, "start_line": line, "dialects": dialects[chunk], "input": source}
            for chunk, line, source in inputs
        ],
        "cases": cases,
    }
    return data, summary + own_run_lines_pass(mlir_opt, copy)


def main() -> None:
    names = sorted(path.name.removesuffix(".mlir") for path in UPSTREAM.glob("*.mlir"))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    parser.add_argument("names", nargs="*", metavar="NAME", help="copies in tests/data/upstream/ir (default: all)")
    args = parser.parse_args()
    if unknown := [name for name in args.names if name not in names]:
        parser.error(f"no copy in {UPSTREAM.relative_to(ROOT)} for: {', '.join(unknown)}")
    registered = registered_dialects(args.mlir_opt)
    OUTPUT.mkdir(exist_ok=True)
    status = 0
    for name in args.names or names:
        try:
            data, summary = record(args.mlir_opt, name, registered)
        except Refused as refused:
            print(f"{name}: not recorded: {refused}")
            status = 1
            continue
        path = OUTPUT / f"{name}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
        print("\n".join(summary))
    sys.exit(status)


if __name__ == "__main__":
    main()
