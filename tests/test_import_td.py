"""`odsgen import-td`: upstream ODS files imported as YAML + hook stubs, then generated.

The imports read recorded `llvm-tblgen-22 --dump-json` outputs (tests/data/tdimport/,
made by tests/tools/record_td_dumps.py) so that they run without llvm-22; one test runs
the real tool and is skipped where it is absent.
"""

from __future__ import annotations

import importlib.util
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from odsgen.cli import main

ROOT = Path(__file__).resolve().parents[1]
DUMPS = ROOT / "tests" / "data" / "tdimport"
# The 15 files of the import issue.
FILES = [
    "MathOps", "IndexOps", "ComplexOps", "UBOps", "TensorOps", "VectorOps", "GPUOps", "LLVMOps",
    "AffineOps", "EmitC", "SPIRVOps", "ShapeOps", "AsyncOps", "BufferizationOps", "MemRefOps",
]
TBLGEN = shutil.which("llvm-tblgen-22")
LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")


def _import(stem: str, out: Path, *extra: str) -> tuple[int, str, str]:
    """`odsgen import-td --from-json` in a subprocess (bounded: only catches hangs)."""
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "import-td", "--from-json", str(DUMPS / f"{stem}.json.xz"), "-o", str(out), *extra],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    return proc.returncode, proc.stdout, proc.stderr


def _json_ops(stem: str, dialect: str) -> set[str]:
    """The op names of `dialect` in the recorded dump, counted independently of the importer."""
    data = json.loads(lzma.decompress((DUMPS / f"{stem}.json.xz").read_bytes()))
    names = set()
    for op in data["!instanceof"]["Op"]:
        d = data[op]["opDialect"]["def"]
        if data[d]["name"] == dialect:
            names.add(f"{dialect}.{data[op]['opName']}")
    return names


def _load_module(path: Path, hooks_dir: Path):
    sys.path.insert(0, str(hooks_dir))
    try:
        spec = importlib.util.spec_from_file_location(f"_imported_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(hooks_dir))


@pytest.mark.parametrize("stem", FILES)
def test_every_op_imports_and_generates(stem: str, tmp_path: Path) -> None:
    out = tmp_path / "defs"
    status, stdout, stderr = _import(stem, out)
    assert status == 0, stderr
    assert "Traceback" not in stderr
    yaml_file = next(out.glob("*.yaml"))
    data = yaml.safe_load(yaml_file.read_text())
    dialect = data["dialect"]["name"]
    expected = _json_ops(stem, dialect)
    imported = {f"{dialect}.{op['mnemonic']}" for op in data["operations"]}
    assert imported == expected
    # The hooks module is valid Python.
    compile((out / f"{dialect}_hooks.py").read_text(), "hooks", "exec")
    gen = tmp_path / "gen"
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "generate", str(yaml_file), "-o", str(gen)],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    module = _load_module(gen / f"{dialect}.py", out)
    assert {op.OPERATION_NAME for op in module.OPERATIONS} == expected


def test_stub_raises_naming_op_and_field(tmp_path: Path) -> None:
    out = tmp_path / "defs"
    assert _import("MathOps", out)[0] == 0
    hooks = _load_module(out / "math_hooks.py", out)
    with pytest.raises(hooks.NotPorted) as info:
        hooks.transform_math_isnan_operand_result(None)
    message = str(info.value)
    assert "'math.isnan' op" in message and "TypesMatchWith transformer" in message
    # The stub is reached when the op is verified: the error names the op, not a wrong answer.
    gen = tmp_path / "gen"
    assert main(["generate", str(out / "math.yaml"), "-o", str(gen)]) == 0
    module = _load_module(gen / "math.py", out)
    from odsgen.ir import Context

    ctx = Context()
    sys.path.insert(0, str(out))
    try:
        from odsgen.dialects import arith, func

        for dialect in (module, func, arith):
            ctx.load_dialect(dialect)
        good = ctx.parse_module("func.func @f(%a: f32) -> f32 {\n  %0 = math.absf %a : f32\n  return %0 : f32\n}\n")
        assert "math.absf %arg0 : f32" in str(good)
        with pytest.raises(Exception) as failure:
            ctx.parse_module("func.func @f(%a: f32) -> i1 {\n  %0 = math.isnan %a : f32\n  return %0 : i1\n}\n")
        assert "'math.isnan' op" in str(failure.value) and "not been ported" in str(failure.value)
    finally:
        sys.path.remove(str(out))


def test_report_lists_gaps_by_kind(tmp_path: Path) -> None:
    status, stdout, stderr = _import("TensorOps", tmp_path, "--report")
    assert status == 0, stderr
    assert "import-td report for dialect 'tensor':" in stdout
    kinds = re.findall(r"^([a-z-]+) \((\d+)\):$", stdout, re.M)
    names = [k for k, _ in kinds]
    for kind in ("verifier", "custom-directive", "result-names", "builder"):
        assert kind in names
    assert re.search(r"^  - 'tensor\.pad' op: hasVerifier: stub verify_PadOp", stdout, re.M)
    hooks = (tmp_path / "tensor_hooks.py").read_text()
    assert "def verify_PadOp(" in hooks and "def parse_DynamicIndexList(" in hooks


# -- the hand-written defs/ against their re-import ---------------------------------------

HAND_WRITTEN = {"ArithOps": "arith", "FuncOps": "func", "ControlFlowOps": "cf", "SCFOps": "scf"}


def _ops(path: Path) -> dict[str, dict]:
    data = yaml.safe_load(path.read_text())
    return {op["mnemonic"]: op for op in data.get("operations", [])}


def _names(op: dict, key: str) -> list[str]:
    return [v.get("name", "") for v in op.get(key, [])]


@pytest.mark.parametrize("stem", sorted(HAND_WRITTEN))
def test_reimport_matches_hand_written_defs(stem: str, tmp_path: Path) -> None:
    dialect = HAND_WRITTEN[stem]
    assert _import(stem, tmp_path)[0] == 0
    imported = _ops(tmp_path / f"{dialect}.yaml")
    hand = _ops(ROOT / "defs" / f"{dialect}.yaml")
    assert set(hand) == set(imported)
    format_differences: list[str] = []
    unnamed: list[str] = []
    for mnemonic, ref in hand.items():
        new = imported[mnemonic]
        for key in ("arguments", "results", "regions", "successors"):
            got, want = _names(new, key), _names(ref, key)
            assert len(got) == len(want), (mnemonic, key)
            for g, w in zip(got, want):
                # Upstream leaves some values unnamed (func.call's results): the import
                # keeps them unnamed where the hand-written defs chose a name.
                if g == "":
                    unnamed.append(f"{mnemonic}.{w}")
                    continue
                assert g == w, (mnemonic, key)
        # Constraints: the library's names where the hand-written defs use them.
        for key in ("arguments", "results"):
            for a, b in zip(ref.get(key, []), new.get(key, [])):
                if "<" not in a["constraint"] and a["constraint"].startswith("Any"):
                    assert b["constraint"] == a["constraint"], (mnemonic, a["name"])
        ref_fmt, new_fmt = ref.get("assemblyFormat"), new.get("assemblyFormat")
        if ref_fmt is not None and new_fmt is not None:
            assert " ".join(ref_fmt.split()) == " ".join(new_fmt.split()), mnemonic
        elif ref_fmt != new_fmt:
            format_differences.append(mnemonic)
    # Upstream ops whose odsgen definition deviates on purpose (a custom parser instead of
    # upstream's format, documented in the defs' header comments) are the only differences.
    assert set(format_differences) <= {"constant"}, format_differences
    assert set(unnamed) <= {"call.results", "call_indirect.results", "constant.result", "execute_region.results"}, unnamed


# -- errors ---------------------------------------------------------------------------------


def _cli(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "odsgen", *args], capture_output=True, text=True, timeout=300,
                          cwd=ROOT, env=env)


def test_missing_tool_is_one_line(tmp_path: Path) -> None:
    env = dict(os.environ, PATH=str(tmp_path))
    td = tmp_path / "x.td"
    td.write_text("")
    proc = _cli(["import-td", str(td), "-o", str(tmp_path / "out")], env)
    assert proc.returncode == 1
    assert proc.stderr.startswith("odsgen import-td: error: llvm-tblgen-22 not found")
    assert proc.stderr.count("\n") == 1 and not (tmp_path / "out").exists()


def test_missing_file_and_bad_dump_are_one_line(tmp_path: Path) -> None:
    proc = _cli(["import-td", str(tmp_path / "nope.td"), "-o", str(tmp_path / "out")])
    assert proc.returncode == 1 and proc.stderr == f"odsgen import-td: error: cannot read '{tmp_path / 'nope.td'}': no such file\n"
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    proc = _cli(["import-td", "--from-json", str(bad), "-o", str(tmp_path / "out")])
    assert proc.returncode == 1 and "is not a JSON dump of llvm-tblgen" in proc.stderr
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    proc = _cli(["import-td", "--from-json", str(DUMPS / "UBOps.json.xz"), "--dialect", "nosuch", "-o", str(tmp_path / "out")])
    assert proc.returncode == 1 and "no dialect 'nosuch' in the records (dialects: " in proc.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(TBLGEN is None or not LLVM_INCLUDE.is_dir(), reason="llvm-tblgen-22 is not installed")
def test_real_tool_matches_recorded_dump(tmp_path: Path) -> None:
    td = LLVM_INCLUDE / "mlir" / "Dialect" / "Math" / "IR" / "MathOps.td"
    assert main(["import-td", str(td), "-o", str(tmp_path / "a")]) == 0
    assert _import("MathOps", tmp_path / "b")[0] == 0
    for name in ("math.yaml", "math_hooks.py"):
        a = (tmp_path / "a" / name).read_text()
        b = (tmp_path / "b" / name).read_text().replace("MathOps.json.xz", "MathOps.td")
        assert a == b
    # A TableGen error is reported located, as tblgen prints it, with exit status 1.
    bad = tmp_path / "Bad.td"
    bad.write_text('include "mlir/IR/OpBase.td"\ndef X : NoSuchClass;\n')
    proc = _cli(["import-td", str(bad), "-o", str(tmp_path / "c")])
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"odsgen import-td: error: {bad}:2:9: error: Couldn't find class 'NoSuchClass'")
    assert "Traceback" not in proc.stderr and not (tmp_path / "c").exists()


@pytest.mark.skipif(TBLGEN is None or not LLVM_INCLUDE.is_dir(), reason="llvm-tblgen-22 is not installed")
def test_properties_import_as_properties(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _cli(["import-td", str(DUMPS / "props_probe.td"), "-o", str(out), "--report"])
    assert proc.returncode == 0, proc.stderr
    ops = {op["mnemonic"]: op for op in yaml.safe_load((out / "pprobe.yaml").read_text())["operations"]}
    assert {a["name"]: a["constraint"] for a in ops["props"]["arguments"]} == {
        "a": "I32Prop", "b": "I64Prop", "c": 'IntProp<"int8_t">', "s": "StringProp", "flag": "BoolProp",
        "u": "UnitProp", "arr": "ArrayProp<I64Prop>", "opt": "OptionalProp<I32Prop>",
        "dflt": 'DefaultValuedProp<I64Prop, "-1">', "dstr": "DefaultValuedProp<StringProp, \"'x'\">",
    }
    # ConfinedProp: a certain C++ predicate is translated, another calls a stub.
    assert {a["name"]: a["constraint"] for a in ops["confined"]["arguments"]} == {
        "n": 'ConfinedProp<I64Prop, "$_self >= 0", "non-negative int64_t">',
        "p": 'ConfinedProp<I32Prop, "hooks.predicate_pprobe_confined_p($_self)", "power of two">',
    }
    assert "predicate (1):\n  - 'pprobe.confined' op: property 'p': ConfinedProp C++ predicate not translated" in proc.stdout
    assert "isPowerOf2_32($_self)" in (out / "pprobe_hooks.py").read_text()
    # EnumProp / NamedEnumProp name the imported enum; an enum default is its case's value.
    assert {a["name"]: a["constraint"] for a in ops["enums"]["arguments"]} == {
        "c": "EnumProp<Color>", "named": 'NamedEnumProp<Color, "color">', "dflt": 'DefaultValuedProp<EnumProp<Color>, "4">',
    }
    # The imported properties generate and behave as properties (prop-dict elides the
    # defaults; every unset property gets its default or zero).
    assert _cli(["generate", str(out / "pprobe.yaml"), "-o", str(out / "gen")]).returncode == 0
    ir = tmp_path / "x.mlir"
    ir.write_text('"pprobe.props"() <{a = 3 : i32, arr = [1, 2], c = 4 : i8, dflt = -1 : i64, opt = [7 : i32], u}> : () -> ()\n')
    env = dict(os.environ, PYTHONPATH=f"{out}{os.pathsep}{out / 'gen'}")
    proc = _cli(["opt", "--dialect", "pprobe", str(ir)], env)
    assert proc.returncode == 0, proc.stderr
    assert "pprobe.props <{a = 3 : i32, arr = [1, 2], b = 0 : i64, c = 4 : i8, flag = false, opt = [7 : i32], s = \"\", u}>" in proc.stdout
    ir.write_text("pprobe.enums green color<blue> dflt red\npprobe.enums red color<green>\n"
                  "pprobe.confined <{n = 3, p = 4 : i32}>\n")
    proc = _cli(["opt", "--dialect", "pprobe", "--mlir-print-op-generic", str(ir)], env)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "'pprobe.confined' op: ConfinedProp predicate of property 'p' is C++ that has not been ported" in proc.stderr
    ir.write_text("pprobe.enums green color<blue> dflt red\npprobe.enums red color<green>\n")
    proc = _cli(["opt", "--dialect", "pprobe", str(ir)], env)
    assert proc.stdout.splitlines()[1:3] == ["  pprobe.enums green color<blue> dflt red", "  pprobe.enums red color<green>"]
    ir.write_text("pprobe.confined <{n = -1, p = 4 : i32}>\n")
    proc = _cli(["opt", "--dialect", "pprobe", str(ir)], env)
    assert "error: 'pprobe.confined' op property 'n' failed to satisfy constraint: non-negative int64_t" in proc.stderr


@pytest.mark.skipif(TBLGEN is None or not LLVM_INCLUDE.is_dir(), reason="llvm-tblgen-22 is not installed")
def test_integer_list_constraints_map_to_the_library(tmp_path: Path) -> None:
    td = DUMPS / "ranks_probe.td"
    out = tmp_path / "out"
    proc = _cli(["import-td", str(td), "-o", str(out), "--report"])
    assert proc.returncode == 0, proc.stderr
    assert "stubs: 0" in proc.stdout
    op = yaml.safe_load((out / "rprobe.yaml").read_text())["operations"][0]
    assert [a["constraint"] for a in op["arguments"]] == [
        "TensorRankOf<[F32, I32], [0, 1]>", "MemRefRankOf<[F32], [2]>",
        "VectorOfLengthAndType<[4, 8], [F32]>", "VectorOfRankAndType<[1, 2], [I32]>",
    ]
    # The verifier errors carry ODS's summaries, as llvm-tblgen computes them.
    dump = json.loads(subprocess.run([TBLGEN, "--dump-json", "-I", str(LLVM_INCLUDE), str(td)],
                                     capture_output=True, text=True, check=True, timeout=300).stdout)
    rec = dump["Probe_RanksOp"]
    summaries = [dump[arg["def"]]["summary"] for arg, _ in rec["arguments"]["args"]]
    assert _cli(["generate", str(out / "rprobe.yaml"), "-o", str(out / "gen")]).returncode == 0
    env = dict(os.environ, PYTHONPATH=f"{out}{os.pathsep}{out / 'gen'}")
    good = ["tensor<f32>", "memref<2x3xf32>", "vector<2x2xf32>", "vector<3xi32>"]
    bad = ["tensor<1x2xf32>", "memref<3xf32>", "vector<3xf32>", "vector<1x1x1xi32>"]
    for index, summary in enumerate(summaries):
        types = good[:index] + [bad[index]] + good[index + 1:]
        ir = tmp_path / f"x{index}.mlir"
        ir.write_text("func.func @f(" + ", ".join(f"%a{i}: {t}" for i, t in enumerate(types)) + ") {\n"
                      f'  "rprobe.ranks"(%a0, %a1, %a2, %a3) : ({", ".join(types)}) -> ()\n  return\n}}\n')
        proc = _cli(["opt", "--dialect", "rprobe", str(ir)], env)
        assert proc.returncode == 1
        assert f"error: 'rprobe.ranks' op operand #{index} must be {summary}, but got '{bad[index]}'" in proc.stderr
    ir = tmp_path / "ok.mlir"
    ir.write_text("func.func @f(" + ", ".join(f"%a{i}: {t}" for i, t in enumerate(good)) + ") {\n"
                  f'  "rprobe.ranks"(%a0, %a1, %a2, %a3) : ({", ".join(good)}) -> ()\n  return\n}}\n')
    assert _cli(["opt", "--dialect", "rprobe", str(ir)], env).returncode == 0


@pytest.mark.skipif(TBLGEN is None or not LLVM_INCLUDE.is_dir(), reason="llvm-tblgen-22 is not installed")
def test_attr_and_type_interfaces_import(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _cli(["import-td", str(DUMPS / "interfaces_probe.td"), "-o", str(out), "--report"])
    assert proc.returncode == 0, proc.stderr
    data = yaml.safe_load((out / "iprobe.yaml").read_text())
    # The dialect's interface is declared with its methods; the defaulted one calls a stub.
    iface, shape_iface = data["interfaces"]
    assert shape_iface == {"name": "ShapeAttrInterface", "kind": "AttrInterface"}
    assert (iface["name"], iface["kind"]) == ("ColorAttrInterface", "AttrInterface")
    assert [m["name"] for m in iface["methods"]] == ["get_color", "is_dark"]
    assert "body" not in iface["methods"][0]
    assert iface["methods"][1]["body"] == "return hooks.ColorAttrInterface_is_dark($_self, threshold)\n"
    assert data["traits"] == [{"name": "IsSky", "summary": "ODS native trait IsSky (a marker: its C++ is not imported)."}]
    defs = {d["className"]: d for d in data["attributes"] + data["types"]}
    assert defs["RedAttr"]["traits"] == ["ColorAttrInterface"]
    assert defs["BlueAttr"]["traits"] == ["ColorAttrInterface", "IsSky"]
    assert defs["LayoutAttr"]["traits"] == ["MemRefLayoutAttrInterface"]  # builtin's
    assert defs["GridType"]["traits"] == ["ShapedType"]  # builtin's (MLIR's ShapedTypeInterface)
    # Required methods are stubs on each def; DeclareAttrInterfaceMethods<I, ["isDark"]>
    # overrides the defaulted method too; parameters implement ShapedType's shape/element_type.
    assert "def get_color(" in defs["RedAttr"]["extraClassDeclaration"]
    assert "def is_dark(" not in defs["RedAttr"]["extraClassDeclaration"]
    assert "def is_dark(" in defs["BlueAttr"]["extraClassDeclaration"]
    assert "def get_affine_map(" in defs["LayoutAttr"]["extraClassDeclaration"]
    assert defs["GridType"]["extraClassDeclaration"].startswith("def clone_with(")
    assert defs["BlueAttr"]["verify"] == "return hooks.verify_BlueAttr(cls, shade)\n"
    # A parameter default: a literal is translated, C++ is reported (the parameter is required).
    assert defs["ToneAttr"]["parameters"] == [
        {"name": "level", "type": 'DefaultValuedParameter<int64_t, "7">'}, {"name": "other", "type": "int64_t"},
    ]
    for line in ("  - attribute 'Probe_Tone': parameter 'other': C++ default 'computeLevel()' not translated",
                 "  - attribute 'Probe_Tone': extraClassDeclaration (C++, not imported)",
                 "  - attribute 'Probe_Tone': custom builder #0 (C++, not imported; the default builder remains)"):
        assert line in proc.stdout
    # OpAsmAttrInterface keeps ODS's default (no alias) unless the def declares getAlias.
    assert "return None" in defs["PlainAttr"]["extraClassDeclaration"]
    assert "hooks.NamedAttr_get_alias(self" in defs["NamedAttr"]["extraClassDeclaration"]
    # The interface as a constraint is an isinstance check, no stub, where this import
    # implements it; where nothing here does, other values reach a stub.
    constraints = {c["name"]: c["predicate"] for c in data["constraints"]}
    assert constraints["Probe_ColorAttrInterface"] == "isinstance($_self, ColorAttrInterface)"
    assert constraints["Probe_ShapeAttrInterface"] == (
        "isinstance($_self, ShapeAttrInterface) or hooks.constraint_Probe_ShapeAttrInterface($_self)")
    for line in ("  - attribute 'Probe_Red': ColorAttrInterface method getColor is C++: stub RedAttr_get_color",
                 "  - interface 'ColorAttrInterface': method isDark: the C++ default body is stub ColorAttrInterface_is_dark",
                 "  - type 'Probe_Grid': ShapedType method clone_with is C++: stub GridType_clone_with",
                 "  - trait 'IsSky': native trait IsSky: imported as a marker, its C++ is not"):
        assert line in proc.stdout
    # Generated, the interfaces are Python classes and every stub names its def and method.
    assert _cli(["generate", str(out / "iprobe.yaml"), "-o", str(out / "gen")]).returncode == 0
    env = dict(os.environ, PYTHONPATH=f"{out}{os.pathsep}{out / 'gen'}")
    script = """
import iprobe
from odsgen.dialects import builtin
from odsgen.ir.core.context import Context
c = Context(); c.load_dialect(iprobe)
red = iprobe.RedAttr.get(c)
grid = iprobe.GridType.get(c, (4,), builtin.Float32Type.get(c))
print(isinstance(red, iprobe.ColorAttrInterface), isinstance(grid, builtin.ShapedType), grid.shape, grid.rank)
for call in (red.get_color, lambda: red.is_dark(3), lambda: grid.clone_with((2,), grid.element_type)):
    try:
        call()
    except NotImplementedError as exc:
        print(exc)
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "True True (4,) 1"
    assert lines[1].startswith("attribute 'Probe_Red': ColorAttrInterface method getColor is C++ that has not been ported")
    assert lines[2].startswith("interface 'ColorAttrInterface': method isDark (default body) is C++ that has not been ported")
    assert lines[3].startswith("type 'Probe_Grid': ShapedType method clone_with is C++ that has not been ported")
    # In IR: the constraint accepts an implementer and rejects anything else.
    ir = tmp_path / "x.mlir"
    ir.write_text("iprobe.paint #iprobe.red\n")
    assert _cli(["opt", "--dialect", "iprobe", str(ir)], env).stdout == "module {\n  iprobe.paint #iprobe.red\n}\n\n"
    ir.write_text("func.func @f() attributes {a = #iprobe.tone<other = 3>, b = #iprobe.tone<level = 2, other = 3>} {\n  return\n}\n")
    proc = _cli(["opt", "--dialect", "iprobe", "--mlir-print-op-generic", str(ir)], env)
    assert "a = #iprobe.tone<other = 3>, b = #iprobe.tone<level = 2, other = 3>" in proc.stdout, proc.stderr
    ir.write_text("iprobe.paint 3 : i64\n")
    proc = _cli(["opt", "--dialect", "iprobe", str(ir)], env)
    assert "error: 'iprobe.paint' op attribute 'color' failed to satisfy constraint: ColorAttrInterface instance" in proc.stderr
    ir.write_text("iprobe.paint #iprobe.blue<3>\n")
    proc = _cli(["opt", "--dialect", "iprobe", str(ir)], env)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "attribute 'Probe_Blue': genVerifyDecl (verify) is C++ that has not been ported" in proc.stderr
