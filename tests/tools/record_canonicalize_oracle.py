"""Record what mlir-opt prints for upstream MLIR's canonicalization and CSE tests.

Reads the upstream test files in tests/data/upstream/ (see SOURCES.md there) and writes
tests/data/canonicalize/<dir>_<name>.json, one per file, which a test can compare
`odsgen opt` against (the tests never run mlir-opt).

    .venv/bin/python tests/tools/record_canonicalize_oracle.py [--mlir-opt PATH]

For each upstream file:

* The file is split into chunks exactly as mlir-opt's --split-input-file does it (see
  `split_chunks`), and its RUN lines are read for the flags upstream uses.
* A chunk is kept only if it uses no dialect but func, arith, cf, scf and builtin, apart
  from unregistered operations (a quoted name whose dialect mlir-opt does not know, such
  as "foo.bar"). Membership is decided from the operation names and the `#dialect.` /
  `!dialect.` attributes and types in the chunk's text (comments left out), checked
  against mlir-opt's generic printing of the chunk. If only some top-level operations of
  a chunk use other dialects, those lines are blanked (line numbers are unchanged) and
  the rest is kept as a derived chunk, with a note saying what was dropped; a function
  calling a dropped symbol is dropped too.
* Each kept chunk is its own input file, `input.mlir`, in an otherwise empty temporary
  directory, and mlir-opt runs as `mlir-opt FLAGS input.mlir` from there with each flag
  set: `canonicalize`, `cse`, `canonicalize_cse`, `canonicalize_generic`, and
  `upstream` (the file's RUN-line pass flags, where they differ from the first two;
  long options are written with `--`). Every set has --allow-unregistered-dialect.
  canonicalize-block-merge.mlir also gets `aggressive`, since mlir-opt 22 merges blocks
  only with region-simplify=aggressive.

Each JSON file holds `mlir_opt_version`, `upstream` (path, commit, copy), `run_lines`
and their parsed flags, `chunks` (every chunk: index, start line and `decision`: kept,
derived with a note, or excluded with the reason) and `cases`: {"chunk", "start_line", "set", "flags", "input",
"stdout", "stderr", "status", "note" (derived chunks only)}. `start_line` is the line
of the original file on which the chunk starts (for chunks after the first, the line of
their `// -----` marker, as in mlir-opt). As a check of the splitting, the whole file is
also run once with --split-input-file, and its output must be the per-chunk outputs
joined by mlir-opt's `// -----` lines. The summary printed at the end gives, per file,
the chunks kept, derived and excluded (with the dialects that excluded them), the cases
recorded and those where mlir-opt failed.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
UPSTREAM_DIR = ROOT / "tests" / "data" / "upstream"
OUTPUT_DIR = ROOT / "tests" / "data" / "canonicalize"
REPO = "llvm/llvm-project"

# (copy in tests/data/upstream, path in llvm-project, commit of the copy)
UPSTREAM = [
    (
        "Dialect_Arith_canonicalize.mlir",
        "mlir/test/Dialect/Arith/canonicalize.mlir",
        "020f396457e7b844c5e3b62fadd5d783e986d601",
    ),
    (
        "Dialect_SCF_canonicalize.mlir",
        "mlir/test/Dialect/SCF/canonicalize.mlir",
        "0a956009f7a156abe668e4ff15c63558db1eb9dd",
    ),
    (
        "Dialect_ControlFlow_canonicalize.mlir",
        "mlir/test/Dialect/ControlFlow/canonicalize.mlir",
        "04a3be8ccf052e0aa0eb4269228773206dbfdfca",
    ),
    (
        "Transforms_canonicalize.mlir",
        "mlir/test/Transforms/canonicalize.mlir",
        "672c63520c4d3be2ac75247afed72bd1fcefcb2a",
    ),
    (
        "Transforms_cse.mlir",
        "mlir/test/Transforms/cse.mlir",
        "0995662c53bfe18944f633de3366f9af6a8ffaf7",
    ),
    (
        "Transforms_canonicalize-dce.mlir",
        "mlir/test/Transforms/canonicalize-dce.mlir",
        "09b7865558776b565f7fff0a8d534b5a77bb6252",
    ),
    (
        "Transforms_canonicalize-block-merge.mlir",
        "mlir/test/Transforms/canonicalize-block-merge.mlir",
        "3fa6aafd591758bc19999694270a36a6a8bc7f6d",
    ),
]

ALLOWED_DIALECTS = {"builtin", "func", "arith", "cf", "scf"}
U = "--allow-unregistered-dialect"
FLAG_SETS = [
    ("canonicalize", [U, "--canonicalize"]),
    ("cse", [U, "--cse"]),
    ("canonicalize_cse", [U, "--canonicalize", "--cse"]),
    ("canonicalize_generic", [U, "--canonicalize", "--mlir-print-op-generic"]),
]
EXTRA_FLAG_SETS = {
    "Transforms_canonicalize-block-merge.mlir": [
        (
            "aggressive",
            [
                U,
                "--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
            ],
            "not an upstream RUN line: mlir-opt 22 merges blocks only with "
            "region-simplify=aggressive",
        )
    ]
}

SPLIT_MARKER = "// -----"
OUTPUT_SPLIT_MARKER = "// -----"

# ---------------------------------------------------------------------------------------
# Splitting, as mlir::splitAndProcessBuffer (mlir/lib/Support/ToolUtilities.cpp) does it.


def split_chunks(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """The (start, end) offsets of the chunks mlir-opt --split-input-file makes of
    `text`, and the offsets of its near misses.

    The text is split on the marker less its last two characters ("// ---"); a piece
    then ends a chunk only if it starts with the remaining "--", is longer than that,
    and its third character is not '0' (a quirk of mlir-opt's check). Any other piece is
    a near miss and is joined to the chunk before it. Like mlir-opt, a piece after an
    empty chunk (such as the first one of a file that starts with the marker) is taken
    as it is, and an empty last chunk is dropped. A marker may sit anywhere in a line.
    """
    prefix, check = SPLIT_MARKER[:-2], SPLIT_MARKER[-2:]
    pieces: list[tuple[int, int]] = []
    pos = 0
    while True:
        found = text.find(prefix, pos)
        if found < 0:
            pieces.append((pos, len(text)))
            break
        pieces.append((pos, found))
        pos = found + len(prefix)
    chunks: list[tuple[int, int]] = []
    near_misses: list[int] = []
    prev: tuple[int, int] | None = None
    for start, end in pieces:
        if prev is None or prev[0] == prev[1]:
            prev = (start, end)
            continue
        piece = text[start:end]
        if piece.startswith(check) and len(piece) > len(check) and piece[len(check)] != "0":
            chunks.append(prev)
            prev = (start + len(check), end)
        else:
            near_misses.append(start)
            prev = (prev[0], end)
    if prev is not None and prev[0] != prev[1]:
        chunks.append(prev)
    return chunks, near_misses


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


# ---------------------------------------------------------------------------------------
# RUN lines.


def run_lines(text: str) -> list[str]:
    """The RUN commands of a test file, continuation lines joined."""
    lines: list[str] = []
    pending = ""
    for line in text.splitlines():
        match = re.match(r"\s*//\s*RUN:(.*)$", line)
        if not match:
            continue
        part = match.group(1).strip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        lines.append((pending + part).strip())
        pending = ""
    return lines


def run_flags(command: str) -> list[str]:
    """The pass flags of a RUN command: what mlir-opt gets before the first pipe, less the
    tool, `%s`, --split-input-file and --allow-unregistered-dialect; long options are
    written with `--`."""
    words = shlex.split(command.split("|")[0])
    flags = []
    for word in words:
        if word in ("mlir-opt", "%s"):
            continue
        if word.startswith("-") and not word.startswith("--"):
            word = "-" + word
        if word in ("--split-input-file", U):
            continue
        flags.append(word)
    return flags


# ---------------------------------------------------------------------------------------
# Which dialects a piece of text uses.


def strip_comments(text: str) -> str:
    """`text` with each `//` comment (outside string literals) replaced by spaces."""
    out = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        ch = text[i]
        if in_string:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if ch == '"' or ch == "\n":
                in_string = False
        elif ch == '"':
            in_string = True
            out.append(ch)
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)


GENERIC_OP = re.compile(r'"([A-Za-z_][\w$.]*)"\s*\(')
CUSTOM_OP = re.compile(r"^\s*(?:%[^=\n]*?=\s*)?([A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)+)", re.M)
DIALECT_ATTR = re.compile(r"(?<![\w$%])[#!]([A-Za-z_][\w$]*)\.")


def used_names(code: str) -> tuple[set[str], set[str]]:
    """The operation names and the attribute/type dialects in `code` (comments already
    stripped)."""
    ops = set(GENERIC_OP.findall(code)) | set(CUSTOM_OP.findall(code))
    return ops, set(DIALECT_ATTR.findall(code))


def foreign_dialects(ops: set[str], attr_dialects: set[str], registered: set[str]) -> set[str]:
    """The registered dialects other than the allowed ones that `ops` and `attr_dialects`
    use (an operation of an unregistered dialect is fine)."""
    dialects = {op.split(".", 1)[0] for op in ops if "." in op} | attr_dialects
    return {d for d in dialects if d in registered and d not in ALLOWED_DIALECTS}


# ---------------------------------------------------------------------------------------
# Top-level operations of a chunk, for derived chunks.


STATEMENT_START = re.compile(
    r"\s*(?:func\.func\b|module\b|builtin\.module\b|[#!][\w$]|\{-#|\"|%|[A-Za-z_][\w$]*\.[\w$.]+)"
)


def statements(code: str) -> list[tuple[int, int]]:
    """The line ranges [first, last] of the top-level operations in `code` (comments
    stripped). A statement starts on a line at bracket depth 0 that begins like an
    operation (`func.func`, `module`, `%x =`, `"name"`, `dialect.op`), an alias or a
    `{-#` resource block, and runs to its last non-blank line before the next one; so a
    signature continued on later lines (`-> (...) {`) stays with its function."""
    result = []
    depth = 0
    current: int | None = None
    last = 0
    for number, line in enumerate(code.split("\n")):
        if depth <= 0 and line.strip() and STATEMENT_START.match(line):
            if current is not None:
                result.append((current, last))
            current = number
            depth = 0
        if line.strip() and current is not None:
            last = number
        in_string = False
        i = 0
        while i < len(line):
            ch = line[i]
            if in_string:
                if ch == "\\":
                    i += 1
                elif ch == '"':
                    in_string = False
            elif ch == '"':
                in_string = True
            elif ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            i += 1
    if current is not None:
        result.append((current, last))
    return result


SYMBOL_DEF = re.compile(r"^\s*func\.func\s+(?:(?:private|public|nested)\s+)?@([\w$.]+)")
SYMBOL_USE = re.compile(r"@([\w$.]+)")


def derive(chunk: str, registered: set[str]) -> tuple[str | None, list[str], set[str]]:
    """Blank the top-level operations of `chunk` that use other dialects (and functions
    that refer to a dropped symbol). Returns the derived text (None if nothing worth
    keeping is left), what was dropped, and the foreign dialects dropped."""
    code = strip_comments(chunk)
    lines = code.split("\n")
    stmts = statements(code)
    info = []
    for first, last in stmts:
        text = "\n".join(lines[first : last + 1])
        ops, attrs = used_names(text)
        define = SYMBOL_DEF.match(lines[first])
        info.append(
            {
                "range": (first, last),
                "bad": foreign_dialects(ops, attrs, registered),
                "name": define.group(1) if define else None,
                "is_func": bool(re.match(r"\s*func\.func\b", lines[first])),
                "uses": set(SYMBOL_USE.findall(text)) - ({define.group(1)} if define else set()),
            }
        )
    dropped = [s for s in info if s["bad"]]
    kept = [s for s in info if not s["bad"]]
    changed = True
    while changed:
        changed = False
        gone = {s["name"] for s in dropped if s["name"]} - {s["name"] for s in kept if s["name"]}
        for s in list(kept):
            if s["uses"] & gone:
                kept.remove(s)
                dropped.append(s)
                s["bad"] = s["bad"] or {"(calls a dropped symbol)"}
                changed = True
    if not any(s["is_func"] for s in kept):
        return None, [], set()
    out_lines = chunk.split("\n")
    for s in dropped:
        first, last = s["range"]
        for number in range(first, last + 1):
            out_lines[number] = ""
    described = []
    bad: set[str] = set()
    for s in sorted(dropped, key=lambda s: s["range"]):
        what = f"@{s['name']}" if s["name"] else f"lines {s['range'][0] + 1}-{s['range'][1] + 1}"
        described.append(f"{what} ({', '.join(sorted(s['bad']))})")
        bad |= {d for d in s["bad"] if not d.startswith("(")}
    return "\n".join(out_lines), described, bad


# ---------------------------------------------------------------------------------------
# Running mlir-opt.


def run(mlir_opt: str, flags: list[str], text: str) -> tuple[str, str, int]:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_text(text, encoding="utf-8")
        proc = subprocess.run(
            [mlir_opt, *flags, "input.mlir"], cwd=tmp, capture_output=True, timeout=300
        )
    stdout = proc.stdout.decode("utf-8")
    stderr = proc.stderr.decode("utf-8")
    if proc.returncode not in (0, 1) or "Stack dump" in stderr:
        raise SystemExit(f"mlir-opt crashed (status {proc.returncode}) with {flags}:\n{stderr}")
    return stdout, stderr, proc.returncode


def registered_dialects(mlir_opt: str) -> set[str]:
    out = subprocess.run(
        [mlir_opt, "--show-dialects"], capture_output=True, text=True, check=True
    ).stdout
    names = out.split(":", 1)[1] if ":" in out else out
    return {name.strip() for name in re.split(r"[,\s]+", names) if name.strip()}


def generic_dialects(mlir_opt: str, text: str, registered: set[str]) -> tuple[set[str] | None, str]:
    """The foreign dialects in mlir-opt's generic printing of `text` (None if it does not
    parse), and that printing."""
    stdout, _, status = run(mlir_opt, [U, "--mlir-print-op-generic"], text)
    if status != 0:
        return None, stdout
    ops, attrs = used_names(stdout)
    return foreign_dialects(ops, attrs, registered), stdout


def record_file(
    mlir_opt: str, version: str, registered: set[str], name: str, path: str, commit: str
) -> tuple[dict, dict]:
    text = (UPSTREAM_DIR / name).read_text(encoding="utf-8")
    commands = run_lines(text)
    upstream_sets = []
    for command in commands:
        flags = run_flags(command)
        if flags in (["--canonicalize"], ["--cse"]) or any(
            flags == s[1:] for _, s in upstream_sets
        ):
            continue
        ident = "upstream" if not upstream_sets else f"upstream{len(upstream_sets) + 1}"
        upstream_sets.append((ident, [U, *flags]))
    flag_sets = [(ident, flags, None) for ident, flags in FLAG_SETS]
    flag_sets += [(ident, flags, "upstream RUN-line flags") for ident, flags in upstream_sets]
    flag_sets += EXTRA_FLAG_SETS.get(name, [])

    ranges, near_misses = split_chunks(text)
    chunks_info = []
    cases = []
    parse_outputs = []
    summary = {"total": len(ranges), "kept": 0, "derived": 0, "excluded": Counter(), "odd": []}
    for index, (start, end) in enumerate(ranges):
        chunk = text[start:end]
        start_line = line_of(text, start)
        code = strip_comments(chunk)
        ops, attrs = used_names(code)
        bad = foreign_dialects(ops, attrs, registered)
        generic_bad, generic_out = generic_dialects(mlir_opt, chunk, registered)
        parse_outputs.append(generic_out)
        if generic_bad and not bad:
            summary["odd"].append(
                f"chunk {index} (line {start_line}): only mlir-opt's generic printing shows "
                + ", ".join(sorted(generic_bad))
            )
        bad |= generic_bad or set()
        entry: dict = {"chunk": index, "start_line": start_line}
        note = None
        source = chunk
        if bad:
            derived, dropped, _ = derive(chunk, registered)
            if derived is not None:
                d_ops, d_attrs = used_names(strip_comments(derived))
                d_bad = foreign_dialects(d_ops, d_attrs, registered)
                d_generic, _ = generic_dialects(mlir_opt, derived, registered)
                if d_bad or d_generic:
                    derived = None
            if derived is None:
                reason = ", ".join(sorted(bad))
                entry.update(decision="excluded", reason=f"uses {reason}")
                summary["excluded"][reason] += 1
                chunks_info.append(entry)
                continue
            source = derived
            note = "derived: dropped " + "; ".join(dropped) + " (their lines are blanked)"
            entry.update(decision="derived", note=note)
            summary["derived"] += 1
        else:
            entry["decision"] = "kept"
            summary["kept"] += 1
        chunks_info.append(entry)
        for ident, flags, set_note in flag_sets:
            stdout, stderr, status = run(mlir_opt, flags, source)
            case = {
                "chunk": index,
                "start_line": start_line,
                "set": ident,
                "flags": flags,
                "input": source,
                "stdout": stdout,
                "stderr": stderr,
                "status": status,
            }
            notes = [n for n in (note, set_note) if n]
            if notes:
                case["note"] = "; ".join(notes)
            if status != 0:
                summary["odd"].append(
                    f"chunk {index} (line {start_line}) set {ident}: status {status}: "
                    + (stderr.splitlines()[0] if stderr else "")
                )
            cases.append(case)

    # The splitting check: mlir-opt's own --split-input-file run must print the
    # per-chunk outputs joined by its marker lines.
    joined, _, _ = run(mlir_opt, [U, "--split-input-file", "--mlir-print-op-generic"], text)
    expected = (OUTPUT_SPLIT_MARKER + "\n").join(parse_outputs)
    if joined != expected:
        raise SystemExit(f"{name}: the chunks differ from mlir-opt's --split-input-file")
    summary["cases"] = len(cases)
    summary["failed_cases"] = sum(1 for c in cases if c["status"] != 0)
    data = {
        "mlir_opt_version": version,
        "upstream": {
            "repo": REPO,
            "path": path,
            "commit": commit,
            "copy": f"tests/data/upstream/{name}",
            "license": "Apache-2.0 WITH LLVM-exception",
        },
        "run_lines": commands,
        "run_flags": [run_flags(c) for c in commands],
        "near_miss_lines": [line_of(text, offset) for offset in near_misses],
        "invocation": "mlir-opt FLAGS input.mlir, in a directory holding only input.mlir",
        "chunks": chunks_info,
        "cases": cases,
    }
    return data, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir-opt", default=DEFAULT_MLIR_OPT)
    args = parser.parse_args()
    version = subprocess.run(
        [args.mlir_opt, "--version"], capture_output=True, text=True, check=True
    ).stdout
    version = " ".join(version.split())
    registered = registered_dialects(args.mlir_opt)
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, path, commit in UPSTREAM:
        data, summary = record_file(args.mlir_opt, version, registered, name, path, commit)
        out = OUTPUT_DIR / (Path(name).stem + ".json")
        out.write_text(
            json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        rows.append((name, summary, out))
    print(
        f"{'file':45} {'chunks':>6} {'kept':>5} {'derived':>7} {'excl':>5} {'cases':>6} {'failed':>6}"
    )
    for name, s, _ in rows:
        excluded = sum(s["excluded"].values())
        print(
            f"{name:45} {s['total']:6} {s['kept']:5} {s['derived']:7} {excluded:5} "
            f"{s['cases']:6} {s['failed_cases']:6}"
        )
    for name, s, out in rows:
        print(f"\n{name} -> {out.relative_to(ROOT)}")
        for reason, count in sorted(s["excluded"].items()):
            print(f"  excluded {count}: uses {reason}")
        for line in s["odd"]:
            print(f"  note: {line}")


if __name__ == "__main__":
    main()
