"""The `odsgen` command line. Definition errors print as diagnostics, exit status 1."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from odsgen.ir.diagnostics import DiagnosticError


def _generate(args: argparse.Namespace) -> int:
    from odsgen.pipeline import plan_generation

    plan = plan_generation([Path(p) for p in args.defs or ["defs"]], Path(args.output))
    if args.check:
        stale = plan.stale()
        for rel in stale:
            print(f"stale: {plan.directory / rel}", file=sys.stderr)
        if stale:
            print("run `odsgen generate` (or `make generate`) to update", file=sys.stderr)
        return 1 if stale else 0
    for rel in plan.write():
        print(f"wrote {plan.directory / rel}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="odsgen", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="compile YAML definitions into Python modules")
    gen.add_argument("defs", nargs="*", help="definition files or directories (default: defs/)")
    gen.add_argument("-o", "--output", default="generated", help="output directory (default: generated/)")
    gen.add_argument("--check", action="store_true", help="write nothing; exit 1 listing stale files")
    gen.set_defaults(run=_generate)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except DiagnosticError as exc:
        sys.stderr.write(exc.render())
        return 1
