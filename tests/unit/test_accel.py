"""The compiled accelerator's switch (odsgen/accel.py): a compiled module is loaded unless
ODSGEN_PURE=1, and only when it carries its source's modification time (it was built
from the source as it is now); otherwise the source is. A failed build is a warning.

Each case runs in a fresh interpreter (the finder acts at import time), with a
directory of stand-in compiled files: an empty file is not a loadable extension, so
importing one fails, which shows whether the finder chose it.
"""

from __future__ import annotations

import importlib.machinery
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
MODULE = "odsgen.ir.text.lexer"
SOURCE = Path(__file__).resolve().parents[2] / "odsgen" / "ir" / "text" / "lexer.py"


def _env(pure: bool, **extra: str) -> dict[str, str]:
    env = dict(os.environ, **extra)
    env.pop("ODSGEN_PURE", None)
    if pure:
        env["ODSGEN_PURE"] = "1"
    return env


def _import(accel_dir: Path, pure: bool = False) -> subprocess.CompletedProcess[str]:
    env = _env(pure, ODSGEN_ACCEL_DIR=str(accel_dir))
    code = f"import {MODULE} as m; print(m.__file__)"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)


def _require_built_accelerator() -> None:
    from odsgen.accel import accel_dir

    if not list(accel_dir().glob(f"odsgen.*{SUFFIX}")):
        pytest.skip("the accelerator is not built here (make generate builds it)")


def _run_installed(code: str, pure: bool) -> subprocess.CompletedProcess[str]:
    """`code` in a fresh interpreter with the accelerator where `make generate` built it."""
    env = _env(pure)
    env.pop("ODSGEN_ACCEL_DIR", None)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)


def _outputs_both_ways(code: str) -> dict[bool, str]:
    """What `code` prints compiled (False) and pure (True), each run succeeding."""
    outputs = {}
    for pure in (False, True):
        proc = _run_installed(code, pure)
        assert proc.returncode == 0, proc.stderr
        outputs[pure] = proc.stdout
    return outputs


def _stand_in(directory: Path, mtime_ns: int) -> Path:
    path = directory / (MODULE + SUFFIX)
    path.write_bytes(b"")
    os.utime(path, ns=(mtime_ns, mtime_ns))
    return path


def test_a_compiled_module_built_from_its_source_is_chosen(tmp_path: Path) -> None:
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns)
    proc = _import(tmp_path)
    assert proc.returncode != 0 and "ImportError" in proc.stderr, proc.stdout + proc.stderr


@pytest.mark.parametrize("shift", [-(10**9), 10**9])
def test_a_stale_compiled_module_is_ignored(tmp_path: Path, shift: int) -> None:
    """Built from another version of the source: older, or newer (a checkout)."""
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns + shift)
    proc = _import(tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(SOURCE)


def test_compiled_modules_are_ignored_when_pure(tmp_path: Path) -> None:
    _stand_in(tmp_path, SOURCE.stat().st_mtime_ns)
    proc = _import(tmp_path, pure=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(SOURCE)


def test_a_failed_build_is_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Compiling fails (here: Cython cannot be imported): a warning, status 0, nothing built."""
    from odsgen import accel_build

    monkeypatch.setenv("ODSGEN_ACCEL_DIR", str(tmp_path))
    monkeypatch.setattr(accel_build, "unavailable", lambda: None)
    monkeypatch.setitem(sys.modules, "Cython.Build", None)  # makes `import` raise ImportError
    out = io.StringIO()
    assert accel_build.build(jobs=1, out=out) == 0
    assert "odsgen accel: warning: compiling failed" in out.getvalue()
    assert not list(tmp_path.glob(f"*{SUFFIX}"))


def test_the_built_accelerator_is_used_unless_pure() -> None:
    """With `odsgen accel` built here, `odsgen opt`'s modules run compiled, and not with
    ODSGEN_PURE=1."""
    _require_built_accelerator()
    code = (
        "import odsgen.accel, odsgen.opt, odsgen.ir.text.parser, odsgen.ir.verify.verifier; "
        "print(len(odsgen.accel.active_modules()))"
    )
    counts = {pure: int(out) for pure, out in _outputs_both_ways(code).items()}
    assert counts[True] == 0
    assert counts[False] > 0


def test_accel_writes_current_bytecode_for_the_package_and_its_dialects() -> None:
    """So that a checkout run with PYTHONDONTWRITEBYTECODE=1 does not recompile every
    module from source in each process."""
    import importlib.util

    from odsgen.accel_build import write_bytecode

    root = Path(__file__).resolve().parents[2]
    write_bytecode()
    for source in (root / "generated" / "builtin.py", root / "odsgen" / "opt.py"):
        cached = Path(importlib.util.cache_from_source(str(source)))
        header = cached.read_bytes()[:16]
        assert header[:4] == importlib.util.MAGIC_NUMBER
        # Timestamp-validated bytecode records the source's mtime (seconds) and size.
        assert int.from_bytes(header[8:12], "little") == int(source.stat().st_mtime) & 0xFFFFFFFF
        assert int.from_bytes(header[12:16], "little") == source.stat().st_size


def test_typed_modules_are_those_with_a_pxd() -> None:
    from odsgen import accel
    from odsgen.accel_build import source_of

    package = Path(accel.__file__).resolve().parent
    with_pxd = {
        "odsgen." + ".".join(path.relative_to(package).with_suffix("").parts) for path in package.rglob("*.pxd")
    }
    # The generated modules (in generated/): odsgen generate writes a `.pxd` beside each.
    generated = source_of("odsgen.dialects.builtin").parent
    assert {p.stem for p in generated.glob("*.pxd")} == {p.stem for p in generated.glob("*.py")} - {"__init__"}
    with_pxd |= {name for name in accel.GENERATED_MODULES if source_of(name).with_suffix(".pxd").is_file()}
    assert with_pxd == set(accel.TYPED_MODULES) and with_pxd <= accel.MODULES
    # Installed too: `odsgen accel` stamps a typed module with its `.pxd`.
    import tomllib

    package_data = tomllib.loads((package.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for name in with_pxd:
        assert "*.pxd" in package_data.get(name.rpartition(".")[0], []), name


def test_a_typed_module_is_stale_when_its_pxd_is_newer(tmp_path: Path) -> None:
    """The compiled form of a TYPED_MODULES module carries the later of its source's and
    its .pxd's times: built before the .pxd changed, it is ignored."""
    from odsgen import accel

    name = "odsgen.ir.text.parser_core"
    source = SOURCE.with_name("parser_core.py")
    pxd = source.with_suffix(".pxd")
    stamp = accel.source_stamp(name, str(source))
    assert stamp == max(source.stat().st_mtime_ns, pxd.stat().st_mtime_ns)
    for mtime, chosen in ((stamp, True), (source.stat().st_mtime_ns - 10**9, False)):
        path = tmp_path / (name + SUFFIX)
        path.write_bytes(b"")
        os.utime(path, ns=(mtime, mtime))
        env = _env(False, ODSGEN_ACCEL_DIR=str(tmp_path))
        code = f"import {name} as m; print(m.__file__)"
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
        if chosen:
            assert proc.returncode != 0 and "ImportError" in proc.stderr, proc.stdout + proc.stderr
        else:
            assert proc.returncode == 0 and proc.stdout.strip() == str(source), proc.stderr


@pytest.mark.parametrize(
    "name, other",
    [
        ("odsgen.ir.text.char_scan", "odsgen.ir.text.parser_core"),
        ("odsgen.ir.core.operation", "odsgen.ir.core.values"),
        ("odsgen.ir.text.type_parser", "odsgen.ir.text.char_scan"),
        ("odsgen.ir.text.parser", "odsgen.ir.text.parser_core"),  # through the whole chain
        ("odsgen.ir.verify.verifier", "odsgen.ir.core.values"),  # in other packages
        ("odsgen.dialects.arith", "odsgen.ir.text.parser_core"),  # generated (in generated/)
    ],
)
def test_a_module_that_cimports_another_goes_stale_with_it(name: str, other: str) -> None:
    """A module compiled against another's compiled class or function (char_scan against
    parser_core's class, operation against values', each link of the parser's class chain
    against its base) is stamped with the latest of its own files and those of what it
    cimports, directly or not, so editing the other leaves neither compiled (a compiled
    char_scan beside an interpreted parser_core would not import)."""
    from odsgen import accel
    from odsgen.accel_build import source_of

    assert {name, other} <= accel.TYPED_MODULES

    def files(module: str) -> list[Path]:
        return [source_of(module).with_suffix(ext) for ext in (".py", ".pxd")]

    def cimported(module: str) -> set[str]:
        direct = set(accel.CIMPORTS.get(module, ()))
        return direct.union(*(cimported(m) for m in direct))

    assert other in cimported(name)
    everything = [path for module in {name, *cimported(name)} for path in files(module)]
    stamp = accel.source_stamp(name, str(files(name)[0]))
    assert stamp == max(path.stat().st_mtime_ns for path in everything)
    assert stamp >= accel.source_stamp(other, str(files(other)[0]))


def test_every_cimport_of_a_typed_module_is_in_its_stamp() -> None:
    """Each module a typed module's `.pxd` cimports from is among those it is stamped
    with, directly or not (accel.CIMPORTS): otherwise editing that module's `.pxd`
    leaves this one compiled against the old layout ("size changed" on import)."""
    import re

    from odsgen import accel
    from odsgen.accel_build import source_of

    def cimported(module: str) -> set[str]:
        direct = set(accel.CIMPORTS.get(module, ()))
        return direct.union(*(cimported(m) for m in direct))

    missing = []
    for name in sorted(accel.TYPED_MODULES):
        pxd = source_of(name).with_suffix(".pxd").read_text()
        wanted = set(re.findall(r"^cimport\s+(odsgen\.[\w.]+)", pxd, re.M))
        for package, names in re.findall(r"^from\s+(odsgen\.[\w.]+)\s+cimport\s+(.+)$", pxd, re.M):
            # `from P cimport M as A` cimports the module P.M when there is one.
            first = names.split(",")[0].split()[0]
            wanted.add(f"{package}.{first}" if f"{package}.{first}" in accel.MODULES else package)
        wanted -= {name}
        missing += [f"{name} -> {other}" for other in sorted(wanted - cimported(name))]
    assert not missing, missing


def test_char_scan_imports_first_compiled_or_not() -> None:
    """Importing the tokenizer before the parser works in both modes (compiled, it
    imports parser_core's class; parser_core must not import it back). Compiled,
    TypeParser's `consume` (the character scan) replaces ParserCore's."""
    for pure in (False, True):
        code = "import odsgen.ir.text.char_scan as c, odsgen.ir.text.type_parser as t; print('consume' in vars(t.TypeParser))"
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(pure), timeout=120)
        assert proc.returncode == 0, proc.stderr
        compiled = not pure and "odsgen.ir.text.char_scan" in _active_compiled()
        assert proc.stdout.strip() == str(compiled)


def _active_compiled() -> list[str]:
    code = "import odsgen.ir.text.type_parser; from odsgen import accel; print(' '.join(accel.active_modules()))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(False), timeout=120)
    return proc.stdout.split()


def test_compiled_parser_printer_and_namer_have_no_instance_dictionary() -> None:
    """Compiled, the parser's, printer's and SSA namer's state is C fields of compiled
    classes (parser_core.pxd, printer_core.pxd, ssa_names.pxd), and every class mixed
    into them declares empty __slots__: an instance has no dictionary to look up."""
    _require_built_accelerator()
    code = (
        "from odsgen.opt import OptOptions, make_context, read_input\n"
        "from odsgen.ir.core.source import Input\n"
        "from odsgen.ir.text import parser, printer\n"
        "from odsgen.ir.text.parser_state import ParserState\n"
        "context = make_context(OptOptions())\n"
        "text = Input('x', 'func.func @f(%a: i32) -> i32 { return %a : i32 }')\n"
        "asm_parser = parser.AsmParser(ParserState(context), text, 'x')\n"
        "module = asm_parser.parse_top_level().operations[0]\n"
        "p = printer.AsmPrinter(context)\n"
        "print(printer.print_operation(module).count('return'))\n"
        "for obj in (asm_parser, p, p._names):\n"
        "    print(type(obj).__name__, hasattr(obj, '__dict__'))\n"
        "print(sorted({bool(c.__flags__ & (1 << 9)) for c in type(asm_parser).__mro__}))\n"
    )
    proc = _run_installed(code, False)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.split("\n")
    assert lines[:4] == ["1", "AsmParser False", "AsmPrinter False", "SSANameState False"]
    # Every link of the parser's class chain is an extension class (none a heap type).
    assert lines[4] == "[False]"


def test_compiled_operations_values_and_uses_are_extension_objects() -> None:
    """Compiled, Operation, Value, OpResult and Use are extension classes (operation.pxd,
    values.pxd): parsed operations (of generated classes), their results, operands and
    block arguments have no instance dictionary, and print as in pure mode."""
    _require_built_accelerator()
    code = (
        "from odsgen.opt import OptOptions, make_context\n"
        "from odsgen.ir.core.source import Input\n"
        "from odsgen.ir.text import parser, printer\n"
        "text = 'func.func @f(%a: i32) -> i32 {\\n  %0 = arith.addi %a, %a : i32\\n  return %0 : i32\\n}'\n"
        "module = parser.parse_source(make_context(OptOptions()), Input('x', text), 'x')\n"
        "func = module.regions[0].blocks[0].operations[0]\n"
        "block = func.regions[0].blocks[0]\n"
        "add = block.operations[0]\n"
        "objects = (module, func, add, add.results[0], add.operand_uses[0], block.arguments[0])\n"
        "print(type(add).__name__, [hasattr(o, '__dict__') for o in objects])\n"
        "print(printer.print_operation(module))\n"
    )
    outputs = {}
    for pure, out in _outputs_both_ways(code).items():
        first, _, rest = out.partition("\n")
        outputs[pure] = rest
        if not pure:
            assert first == "AddIOp [False, False, False, False, False, False]"
    assert outputs[False] == outputs[True] and "arith.addi %arg0, %arg0 : i32" in outputs[False]


def test_typed_code_gets_no_none_where_it_reads_fields() -> None:
    """Compiled code typed by the .pxd files reads an operation's or value's fields without
    checking for None: what could hand it None (verify(None), a null operand set by hand
    or given to a new operation or use) is checked before, and both modes behave alike
    instead of one crashing."""
    _require_built_accelerator()
    code = (
        "from odsgen.opt import OptOptions, make_context\n"
        "from odsgen.ir.text.parser import parse_source\n"
        "from odsgen.ir.text.printer import print_operation\n"
        "from odsgen.ir.verify.verifier import verify\n"
        "from odsgen.dialects import arith\n"
        "ctx = make_context(OptOptions())\n"
        "text = 'func.func @f(%a: i32) -> i32 {\\n  %c = arith.addi %a, %a : i32\\n  return %c : i32\\n}\\n'\n"
        "module = parse_source(ctx, text, 'x')\n"
        "add = module.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations[0]\n"
        "from odsgen.ir.core.operation import Operation\n"
        "from odsgen.ir.core.values import Use\n"
        "for call in (lambda: verify(None, ctx), lambda: verify(3, ctx), lambda: arith.AddIOp.verify_structure(None),\n"
        "             lambda: Operation('x.y', [None]), lambda: Use(add, None)):\n"
        "    try:\n"
        "        call()\n"
        "    except TypeError as exc:\n"
        "        print(exc)\n"
        "add.operands = (None, add.operands[1])\n"
        "print(print_operation(module).splitlines()[2].strip())\n"
    )
    outputs = _outputs_both_ways(code)
    assert outputs[False] == outputs[True]
    assert outputs[False].splitlines() == [
        "verify expects an Operation, got NoneType",
        "verify expects an Operation, got int",
        "verify_structure expects an Operation, got None",
        "an operand of 'x.y' is None, not a Value",
        "an operand of 'arith.addi' is None, not a Value",
        "%0 = arith.addi <<NULL VALUE>>, %arg0 : i32",
    ]


def test_compiled_generated_modules_take_their_operation_and_parser_typed() -> None:
    """The `.pxd` beside each generated module reaches Cython (odsgen accel stages it
    where Cython looks for the module's declarations): compiled, an operation's
    functions refuse what is not an Operation or, but for builtin's, an AsmParser, which
    the interpreter only finds out when it reads a field."""
    _require_built_accelerator()
    code = (
        "import odsgen.dialects.arith as arith, odsgen.dialects.builtin as builtin\n"
        "from odsgen import accel\n"
        "print('odsgen.dialects.arith' in accel.active_modules())\n"
        "for call in (lambda: arith._ods_verify_AddIOp(object()),\n"
        "             lambda: arith._ods_print_AddIOp(None, object()),\n"
        "             lambda: arith._ods_parse_AddIOp(arith.AddIOp, object(), 'arith.addi', 0, []),\n"
        "             lambda: builtin._ods_verify_ModuleOp(object())):\n"
        "    try:\n"
        "        call()\n"
        "    except Exception as exc:\n"
        "        print(type(exc).__name__)\n"
    )
    for pure in (False, True):
        proc = _run_installed(code, pure)
        assert proc.returncode == 0, proc.stderr
        compiled, *errors = proc.stdout.split()
        if compiled == "True":
            assert errors == ["TypeError"] * 4
        else:
            assert pure or not _active_compiled()
            assert errors == ["AttributeError"] * 4


def test_generated_pxd_cimports_only_typed_runtime_modules() -> None:
    """A dialect's imports of runtime modules compiled with types of their own become
    cimports beside the import (their declared functions are then C calls); other
    modules, and generated dialect modules (a cimport would import them before the
    importing module's body runs), are left to the interpreter."""
    from odsgen.codegen.view import typed_module_cimports

    lines = [
        "from odsgen.dialect_hooks import arith as hooks",
        "import odsgen.dialect_hooks.scf_support as support",
        "from odsgen.dialect_hooks import arith_support",  # compiled, but untyped
        "from odsgen.dialects import builtin",  # a generated dialect module
        "import json",
    ]
    assert typed_module_cimports(lines) == [
        "from odsgen.dialect_hooks cimport arith as hooks",
        "cimport odsgen.dialect_hooks.scf_support as support",
    ]
    # What the committed builtin dialects' .pxd files say of it.
    root = Path(__file__).resolve().parents[2]
    assert "from odsgen.dialect_hooks cimport arith as hooks" in (root / "generated/arith.pxd").read_text()
    assert "cimport builtin" not in (root / "generated/builtin.pxd").read_text()  # imports itself
