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


def _opt(args: argparse.Namespace) -> int:
    from odsgen.opt import OptOptions, read_input, run

    options = OptOptions(
        generic=args.mlir_print_op_generic,
        allow_unregistered=args.allow_unregistered_dialect,
        split_input_file=args.split_input_file,
        verify_diagnostics=args.verify_diagnostics,
        debuginfo=args.mlir_print_debuginfo,
        pretty_debuginfo=args.mlir_pretty_debuginfo,
        local_scope=args.mlir_print_local_scope,
        dialects=args.dialect,
    )
    try:
        source = read_input(args.input)
    except OSError as exc:
        print(f"error: could not open input file '{args.input}': {exc.strerror}", file=sys.stderr)
        return 1
    if args.output == "-":
        return run(source, options, sys.stdout, sys.stderr)
    import io

    buffer = io.StringIO()
    status = run(source, options, buffer, sys.stderr)
    from odsgen.codegen.output import atomic_write

    atomic_write(Path(args.output), buffer.getvalue())
    return status


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="odsgen", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="compile YAML definitions into Python modules")
    gen.add_argument("defs", nargs="*", help="definition files or directories (default: defs/)")
    gen.add_argument("-o", "--output", default="generated", help="output directory (default: generated/)")
    gen.add_argument("--check", action="store_true", help="write nothing; exit 1 listing stale files")
    gen.set_defaults(run=_generate)

    opt = commands.add_parser("opt", help="parse, verify and print MLIR like mlir-opt")
    opt.add_argument("input", nargs="?", default="-", help="input file (default: stdin)")
    opt.add_argument("-o", dest="output", default="-", help="output file (default: stdout)")
    for flag, text in (
        ("--mlir-print-op-generic", "print operations in the generic form"),
        ("--allow-unregistered-dialect", "accept operations and attributes of unknown dialects"),
        ("--split-input-file", "process each `// -----` chunk separately"),
        ("--verify-diagnostics", "check `expected-error` comments instead of reporting"),
        ("--mlir-print-debuginfo", "print locations"),
        ("--mlir-pretty-debuginfo", "print locations in the pretty form"),
        ("--mlir-print-local-scope", "print attributes inline instead of as aliases"),
    ):
        opt.add_argument(flag, action="store_true", help=text)
    opt.add_argument("--dialect", action="append", default=[], metavar="MODULE", help="also load this generated dialect module")
    opt.set_defaults(run=_opt)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except DiagnosticError as exc:
        sys.stderr.write(exc.render())
        return 1
