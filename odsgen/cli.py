"""The `odsgen` command line. Definition errors print as diagnostics, exit status 1."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path
from typing import NoReturn

from odsgen.ir.core.diagnostics import DiagnosticError
from odsgen.progress import reporting


def _generate(args: argparse.Namespace) -> int:
    from odsgen.pipeline import plan_generation, write_plan

    with reporting("odsgen generate", sys.stderr):
        plan = plan_generation(_defs(args), Path(args.output), jobs=args.jobs, incremental=not args.check)
    return _finish(plan, args, write_plan)


def _docs(args: argparse.Namespace) -> int:
    from odsgen.docs import plan_docs

    with reporting("odsgen docs", sys.stderr):
        plan = plan_docs(_defs(args), Path(args.output), python_path=[Path(p) for p in args.python_path])
    return _finish(plan, args)


def _schema(args: argparse.Namespace) -> int:
    from odsgen.codegen.output import Plan
    from odsgen.schema_json import schema_text

    if args.output == "-":
        sys.stdout.write(schema_text())
        return 0
    out = Path(args.output)
    plan = Plan(out.parent, {out.name: schema_text()})
    return _finish(plan, args)


def _accel(args: argparse.Namespace) -> int:
    from odsgen.accel_build import build, clean

    return clean() if args.clean else build(args.jobs)


def _new(args: argparse.Namespace) -> int:
    from odsgen.scaffold import scaffold

    root = Path(args.output or args.name)
    for path in scaffold(args.name, root):
        print(f"created {_shown(path)}")
    return 0


def _import_td(args: argparse.Namespace) -> int:
    from odsgen.tdimport import TdImportError, import_td

    if args.td is None and args.from_json is None:
        print("odsgen import-td: error: give a .td file (or a recorded dump with --from-json)", file=sys.stderr)
        return 1
    try:
        with reporting("odsgen import-td", sys.stderr):
            result = import_td(
                Path(args.td) if args.td else None,
                Path(args.output),
                include_dirs=[Path(d) for d in args.include],
                dialect=args.dialect,
                from_json=Path(args.from_json) if args.from_json else None,
            )
    except TdImportError as exc:
        print(f"odsgen import-td: error: {exc}", file=sys.stderr)
        return 1
    for path in (result.yaml_path, result.hooks_path):
        print(f"wrote {_shown(path)}")
    if args.report:
        sys.stdout.write(result.report())
    return 0


def _defs(args: argparse.Namespace) -> list[Path]:
    return [Path(p) for p in args.defs or ["defs"]]


def _finish(plan, args: argparse.Namespace, write=None) -> int:
    """`--check`: list stale files, exit 1 if any; otherwise write what changed."""
    if args.check:
        stale = plan.stale()
        for rel in stale:
            print(f"stale: {_shown(plan.directory / rel)}", file=sys.stderr)
        if stale:
            print(f"to update, run {_update_commands(args.argv)}", file=sys.stderr)
        return 1 if stale else 0
    for rel in (write or type(plan).write)(plan):
        print(f"wrote {_shown(plan.directory / rel)}")
    return 0


def _update_commands(argv: list[str]) -> str:
    """The commands that regenerate what `--check` found stale, here: the same command
    without `--check`, and the package's or checkout's own way if this directory has one."""
    import shlex

    commands = ["odsgen " + shlex.join(a for a in argv if a != "--check")]
    if _is_dialect_package(Path(".")):
        commands.append("python -m odsgen.build")  # bindings, docs and schema, as configured
    makefile = Path("Makefile")
    if makefile.is_file() and "\ngenerate:" in "\n" + makefile.read_text(encoding="utf-8", errors="replace"):
        commands.append("make generate")
    return " or ".join(f"`{c}`" for c in commands)


def _is_dialect_package(root: Path) -> bool:
    from odsgen.build import tomllib

    try:
        table = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(table.get("tool", {}).get("odsgen"), dict)


def _shown(path: Path) -> str:
    """A path printable on any stream: bytes of a name that are not UTF-8 as escapes."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


class _PassFlag(argparse.Action):
    """A pass flag (`--canonicalize[=opts]`, `--cse`, ...) or a pipeline: kept in
    command-line order in `args.passes` as (pass name or None, options or pipeline)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object, option_string: str | None = None) -> None:
        passes = list(getattr(namespace, "passes", []) or [])
        if self.dest == "pass_pipeline":
            passes.append((None, str(values)))
        else:
            passes.append((self.dest.replace("_", "-"), values if isinstance(values, str) else ""))
        namespace.passes = passes


class _PassOptions(argparse.Action):
    """The options of the pass flag just before (`--canonicalize=OPTS` is split into
    `--canonicalize --canonicalize-options OPTS`, so that a bare `--canonicalize` never
    takes the input file for its options)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object, option_string: str | None = None) -> None:
        passes = list(getattr(namespace, "passes", []) or [])
        name = self.dest.removesuffix("_options").replace("_", "-")
        passes[-1] = (name, str(values))
        namespace.passes = passes


# Long options mlir-opt also accepts with one dash (`-canonicalize`, `-pass-pipeline=...`).
_OPT_LONG_FLAGS = (
    "canonicalize", "cse", "symbol-dce", "pass-pipeline", "allow-unregistered-dialect", "split-input-file",
    "verify-diagnostics", "mlir-print-op-generic", "mlir-print-debuginfo", "mlir-pretty-debuginfo",
    "mlir-print-local-scope", "mlir-timing", "mlir-print-skip-regions", "mlir-print-unique-ssa-ids",
    "mlir-use-nameloc-as-prefix", "mlir-print-value-users", "mlir-print-op-on-diagnostic", "no-implicit-module",
    "mlir-elide-resource-strings-if-larger",
    "mlir-elide-elementsattrs-if-larger", "mlir-very-unsafe-disable-verifier-on-parsing",
)


def _normalize_opt_args(argv: list[str]) -> list[str]:
    """mlir-opt's spellings as argparse wants them: `-flag` as `--flag`, and a pass's
    `--canonicalize=OPTS` as `--canonicalize --canonicalize-options OPTS`."""
    out: list[str] = []
    for arg in argv:
        name, eq, value = arg.lstrip("-").partition("=")
        if arg.startswith("-") and not arg.startswith("--") and name in _OPT_LONG_FLAGS:
            arg = "-" + arg
        if arg.startswith("--canonicalize=") or arg == "--canonicalize=":
            out += ["--canonicalize", f"--canonicalize-options={value}"]
            continue
        out.append(arg)
    return out


# Set by `script()`: the process ends (os._exit) as soon as the command returns.
_process_ends_after_command = False


def _opt(args: argparse.Namespace) -> int:
    from odsgen.ir.core.gc_pause import cycle_collection_paused
    from odsgen.opt import OptOptions, main

    options = OptOptions(
        generic=args.mlir_print_op_generic,
        allow_unregistered=args.allow_unregistered_dialect,
        split_input_file=args.split_input_file,
        verify_diagnostics=args.verify_diagnostics,
        debuginfo=args.mlir_print_debuginfo,
        pretty_debuginfo=args.mlir_pretty_debuginfo,
        local_scope=args.mlir_print_local_scope,
        skip_regions=args.mlir_print_skip_regions,
        unique_ssa_ids=args.mlir_print_unique_ssa_ids,
        nameloc_as_prefix=args.mlir_use_nameloc_as_prefix,
        value_users=args.mlir_print_value_users,
        elide_resource_strings=args.mlir_elide_resource_strings_if_larger,
        implicit_module=not args.no_implicit_module,
        dialects=args.dialect,
        pipeline=_pipeline_text(args.passes),
        pass_modules=args.pass_module,
        timing=args.mlir_timing,
        elide_elements_limit=args.mlir_elide_elementsattrs_if_larger,
        no_verify_on_parsing=args.mlir_very_unsafe_disable_verifier_on_parsing,
    )
    if _process_ends_after_command:
        # The console script ends with os._exit: the IR is never freed, so collecting
        # cycles at any point (the first allocation after re-enabling the collector
        # walked the whole IR) is wasted work.
        gc.disable()
        return main(options, args.input, args.output)
    # All IR lives until the output is written: cycle collection would find nothing.
    with cycle_collection_paused():
        return main(options, args.input, args.output)


def _pipeline_text(passes: list[tuple[str | None, str]]) -> str | None:
    """One textual pipeline for the pass flags, in order: a given pipeline as it is,
    pass flags as passes on the top-level operation."""
    if not passes:
        return None
    if len(passes) == 1 and passes[0][0] is None:
        return passes[0][1]
    parts = []
    for name, options in passes:
        if name is None:
            parts.append(options)  # mixing is rejected when the pipeline is parsed
        else:
            parts.append(f"{name}{{{options}}}" if options else name)
    # Pass flags run on the top-level operation (mlir-opt's implicit nesting).
    return f"builtin.module({','.join(parts)})"


def build_parser() -> argparse.ArgumentParser:
    from odsgen import __version__

    parser = argparse.ArgumentParser(prog="odsgen", description=__doc__)
    parser.add_argument("--version", action="version", version=f"odsgen {__version__} (MLIR 22 syntax)")
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="compile YAML definitions into Python modules")
    gen.add_argument("defs", nargs="*", help="definition files or directories (default: defs/)")
    gen.add_argument("-o", "--output", default="generated", help="output directory (default: generated/)")
    gen.add_argument("--check", action="store_true", help="write nothing; exit 1 listing stale files")
    gen.add_argument("-j", "--jobs", type=int, nargs="?", const=0, default=1, metavar="N",
                     help="format modules in N processes (-j alone: one per CPU)")
    gen.set_defaults(run=_generate)

    docs = commands.add_parser("docs", help="write one Markdown page per dialect; check its MLIR examples")
    docs.add_argument("defs", nargs="*", help="definition files or directories (default: defs/)")
    docs.add_argument("-o", "--output", default="docs/dialects", help="output directory (default: docs/dialects/)")
    docs.add_argument("--check", action="store_true", help="write nothing; exit 1 listing stale pages")
    docs.add_argument("--python-path", action="append", default=[], metavar="DIR",
                      help="also import from DIR when loading dialects to check examples")
    docs.set_defaults(run=_docs)

    schema = commands.add_parser("schema", help="write the JSON Schema of definition files")
    schema.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    schema.add_argument("--check", action="store_true", help="write nothing; exit 1 if the file is stale")
    schema.set_defaults(run=_schema)

    accel = commands.add_parser("accel", help="compile the optional accelerator (Cython), only what changed")
    accel.add_argument("-j", "--jobs", type=int, default=0, metavar="N", help="compile in N processes (default: one per CPU)")
    accel.add_argument("--clean", action="store_true", help="remove the compiled modules")
    accel.set_defaults(run=_accel)

    new = commands.add_parser("new", help="create a dialect package ready to build and test")
    new.add_argument("name", help="dialect name (a Python identifier); also the package name")
    new.add_argument("-o", "--output", help="directory to create (default: NAME)")
    new.set_defaults(run=_new)

    imp = commands.add_parser("import-td", help="import an upstream ODS .td file as YAML plus Python hook stubs")
    imp.add_argument("td", nargs="?", help="the .td file (read through llvm-tblgen-22 --dump-json)")
    imp.add_argument("-I", dest="include", action="append", default=[], metavar="DIR", help="an include directory for llvm-tblgen")
    imp.add_argument("-o", "--output", required=True, metavar="OUT_DIR", help="directory for NAME.yaml and NAME_hooks.py")
    imp.add_argument("--dialect", help="the dialect to import (default: the one owning most ops of the file)")
    imp.add_argument("--report", action="store_true", help="list every gap (stubs, untranslated C++) by kind")
    imp.add_argument("--from-json", metavar="FILE", help="read a recorded `llvm-tblgen --dump-json` output (.json, .gz, .xz) instead of running the tool")
    imp.set_defaults(run=_import_td)

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
        ("--mlir-print-skip-regions", "print `{...}` in place of each region"),
        ("--mlir-print-unique-ssa-ids", "number values uniquely across sibling regions"),
        ("--mlir-use-nameloc-as-prefix", "name values after their `loc(\"name\")` locations"),
        ("--mlir-print-value-users", "print the users of each value as a comment"),
        ("--mlir-print-op-on-diagnostic", "attach the operation to its diagnostics (the default; kept for mlir-opt's command lines)"),
        ("--no-implicit-module", "take the single top-level operation of the input as it is, without a module around it"),
    ):
        opt.add_argument(flag, action="store_true", help=text)
    opt.add_argument("--mlir-elide-resource-strings-if-larger", type=int, metavar="N",
                     help="print `\"__elided__\"` for resource values longer than N characters")
    opt.add_argument("--mlir-elide-elementsattrs-if-larger", type=int, metavar="N", help="print elements attributes of more than N elements as `dense_resource<__elided__>`")
    opt.add_argument("--mlir-very-unsafe-disable-verifier-on-parsing", action="store_true", help="do not verify after parsing (invalid IR then prints generically)")
    opt.add_argument("--dialect", action="append", default=[], metavar="MODULE", help="also load this generated dialect module")
    opt.set_defaults(passes=[])
    opt.add_argument("--pass-pipeline", action=_PassFlag, metavar="PIPELINE", help="a textual pass pipeline, e.g. 'builtin.module(func.func(canonicalize),cse)'")
    opt.add_argument("-p", action=_PassFlag, dest="pass_pipeline", metavar="PIPELINE", help="the same as --pass-pipeline")
    opt.add_argument("--canonicalize", action=_PassFlag, nargs=0, help="run the canonicalizer; `--canonicalize='max-iterations=3 region-simplify=aggressive'` sets its options")
    opt.add_argument("--canonicalize-options", action=_PassOptions, help=argparse.SUPPRESS)
    opt.add_argument("--cse", action=_PassFlag, nargs=0, help="eliminate common sub-expressions")
    opt.add_argument("--symbol-dce", action=_PassFlag, nargs=0, help="eliminate dead symbols")
    opt.add_argument("--pass-module", action="append", default=[], metavar="MODULE", help="import MODULE first (it registers passes with odsgen.passes.register_pass)")
    opt.add_argument("--mlir-timing", action="store_true", help="print a pass timing report to stderr")
    opt.set_defaults(run=_opt)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["opt"]:
        argv = ["opt", *_normalize_opt_args(argv[1:])]
    args = build_parser().parse_args(argv)
    args.argv = argv
    try:
        return args.run(args)
    except DiagnosticError as exc:
        sys.stderr.write(exc.render())
    except Exception as exc:  # never a traceback: one line, exit status 1
        sys.stderr.write(_one_line(exc))
    return 1


def _one_line(exc: Exception) -> str:
    """An output path that cannot be written, a file that cannot be read, or (a bug)
    anything else; ODSGEN_TRACEBACK=1 shows where the last came from."""
    from odsgen.codegen.output import OutputError

    if isinstance(exc, OutputError):
        return f"odsgen: error: {exc}\n"
    if isinstance(exc, NotImplementedError) and str(exc):
        # A hook stub reached (odsgen import-td's NotPorted): its message names the op and field.
        return f"odsgen: error: {exc}\n"
    if isinstance(exc, OSError):
        names = " -> ".join(f"'{os.fsdecode(n)}'" for n in (exc.filename, exc.filename2) if n is not None)
        return f"odsgen: error: {names + ': ' if names else ''}{exc.strerror or exc}\n"
    if os.environ.get("ODSGEN_TRACEBACK") == "1":
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    what = "a definition nested too deeply" if isinstance(exc, RecursionError) else "an unexpected error"
    return (
        f"odsgen: internal error: {what} ({type(exc).__name__}: {str(exc)[:200]}); "
        "this is a bug in odsgen, please report it (ODSGEN_TRACEBACK=1 shows where)\n"
    )


def script() -> NoReturn:
    """The `odsgen` command: `main`, then the process ends without tearing down what it
    built (freeing a large module object by object takes longer than printing it)."""
    global _process_ends_after_command
    _process_ends_after_command = True
    status = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        status = status or 1
    os._exit(status)
