"""`import_td`: records -> converted definitions -> validated YAML + hooks -> OUT_DIR."""

from __future__ import annotations

import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from odsgen.tdimport import validate
from odsgen.tdimport.attrdefs import DefConverter, convert_enum, enum_kind
from odsgen.tdimport.constraints import ConstraintMapper
from odsgen.tdimport.emit import Parts, emit
from odsgen.tdimport.hooks import HookSet
from odsgen.tdimport.interfaces import InterfaceMapper
from odsgen.tdimport.ops import MAX_LEVEL, OpConverter, OpNames, _dedent
from odsgen.tdimport.records import Records
from odsgen.tdimport.report import Gaps
from odsgen.tdimport.tblgen import TdImportError, load_dump, run_tblgen

__all__ = ["ImportResult", "TdImportError", "import_td"]

_CHUNK = 24  # operations validated together


@dataclass
class State:
    """What validation gave up on: op degrade levels, stubbed constraints, dropped defs."""

    levels: dict[str, int] = field(default_factory=dict)
    stub_constraints: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)
    no_default: set[str] = field(default_factory=set)


@dataclass
class ImportResult:
    dialect: str
    yaml_path: Path
    hooks_path: Path
    ops: list[str]  # full op names, in definition order
    gaps: Gaps
    stubs_by_op: dict[str, list[str]]  # full op name -> stubs its parse/print/verify reach
    levels: dict[str, int]
    seconds: float

    def summary(self) -> dict[str, int]:
        clean = sum(1 for op in self.ops if not self.stubs_by_op.get(op))
        return {
            "ops imported": len(self.ops),
            "ops needing no stub": clean,
            "stubs": sum(len(v) for v in self.stubs_by_op.values()),
            "degraded ops": sum(1 for v in self.levels.values() if v),
            "gaps": len(self.gaps.items),
        }

    def report(self) -> str:
        return self.gaps.render(self.dialect, self.summary())


def load_records(td: Path | None, include_dirs: list[Path], from_json: Path | None) -> Records:
    if from_json is not None:
        data, sources = load_dump(from_json)
    else:
        assert td is not None
        data, sources = run_tblgen(td, include_dirs)
    return Records(data, sources)


def choose_dialect(records: Records, main_file: str, wanted: str | None) -> str:
    """The Dialect def to import: `--dialect NAME`, else the one owning most ops defined in
    the main file (then most ops overall)."""
    dialects = {records.field(d, "name"): d for d in records.instances("Dialect")}
    if wanted is not None:
        if wanted in dialects:
            return dialects[wanted]
        if wanted in dialects.values():
            return wanted
        known = ", ".join(sorted(n for n in dialects if n)) or "none"
        raise TdImportError(f"no dialect '{wanted}' in the records (dialects: {known})")
    counts: dict[str, tuple[int, int]] = {}
    for op in records.instances("Op"):
        d = records.ref(records.field(op, "opDialect"))
        if d is None:
            continue
        where = records.location(op)
        here, total = counts.get(d, (0, 0))
        counts[d] = (here + (1 if where and where[0] == main_file else 0), total + 1)
    if not counts:
        if len(dialects) == 1:
            return next(iter(dialects.values()))
        raise TdImportError("the records define no operations; name the dialect with --dialect")
    return max(counts, key=lambda d: counts[d])


class _Build:
    """One conversion of the dialect under a State."""

    def __init__(self, records: Records, dialect_def: str, state: State, source: str) -> None:
        r = records
        self.r = r
        self.name = r.field(dialect_def, "name") or dialect_def
        self.hooks = HookSet(self.name)
        self.gaps = Gaps()
        ns = (r.field(dialect_def, "cppNamespace") or "").strip()
        prefix = re.sub(r"\W", "", self.name.title()) or "D"
        ops = [o for o in r.instances("Op") if r.ref(r.field(o, "opDialect")) == dialect_def]
        self.ops = ops
        # Enums of the dialect's namespace (and any its ops use through EnumAttr defs).
        enums: dict[str, str] = {}
        enum_entries = []
        for e in r.instances("EnumInfo") or r.instances("EnumAttrInfo"):
            if e in state.dropped or enum_kind(r, e) is None:
                continue
            if (r.field(e, "cppNamespace") or "").strip() != ns:
                continue
            entry = convert_enum(r, e)
            if entry is None:
                continue
            enums[e] = entry["name"]
            enum_entries.append((e, entry))
        classes: dict[str, str] = {e: n for e, n in enums.items() if "Attr" in r.supers(e)}
        self.interfaces = InterfaceMapper(r, self.hooks, self.gaps, state.dropped)
        defs = DefConverter(r, self.hooks, self.gaps, enums, self.interfaces)
        attr_entries, type_entries = [], []
        for cls, target, is_attr in (("AttrDef", attr_entries, True), ("TypeDef", type_entries, False)):
            for d in r.instances(cls):
                if r.ref(r.field(d, "dialect")) != dialect_def or d in state.dropped:
                    continue
                entry = defs.convert(d, is_attr)
                if entry is None:
                    continue
                target.append((d, entry))
                classes[d] = entry.get("className", d)
        self.mapper = ConstraintMapper(r, self.hooks, self.gaps, classes, prefix)
        self.mapper.forced_stub = state.stub_constraints
        self.mapper.no_default = state.no_default
        self.mapper.dialect = self.name
        self.mapper.enums = enums
        self.mapper.interfaces = self.interfaces
        names = OpNames.build(r)
        self.op_entries = []
        self.op_names: dict[str, str] = {}
        self.op_stubs: dict[str, list[str]] = {}
        converter = OpConverter(r, self.mapper, self.hooks, self.gaps, names)
        for op in ops:
            before = set(self.hooks.stubs)
            entry = converter.convert(op, state.levels.get(op, 0))
            full = f"{self.name}.{entry['mnemonic']}"
            self.op_names[op] = full
            # Stubs that parse/print/verify reach (custom builders are not wired in).
            self.op_stubs[full] = [
                s for s, stub in self.hooks.stubs.items()
                if (s not in before or full in stub.users) and stub.kind != "builder"
            ]
            self.op_entries.append((op, entry))
        for op, entry in self.op_entries:
            full = self.op_names[op]
            self.op_stubs[full] += [c for c in self._constraint_stubs(entry) if c not in self.op_stubs[full]]
        header: dict[str, Any] = {"dialect": {"name": self.name}}
        d = header["dialect"]
        if (r.field(dialect_def, "summary") or "").strip():
            d["summary"] = r.field(dialect_def, "summary").strip()
        if ns:
            d["cppNamespace"] = ns
        d["customDirectives"] = f"{_module_name(self.name)}"
        description = _dedent(r.field(dialect_def, "description"))
        if description:
            d["description"] = description
        header["include"] = ["include/constraints.yaml"]
        header["imports"] = [f"import {_module_name(self.name)} as hooks"] + [
            f"from odsgen.dialects import {d} as {alias}" for d, alias in sorted(self.mapper.foreign_modules.items())
        ]
        constraints = [(k, e) for k, e in self.mapper.locals.items()]
        self.parts = Parts(
            comment=(
                f"The {self.name} dialect, imported by `odsgen import-td` from {source} (MLIR ODS).\n"
                f"C++ that was not translated calls stubs in {_module_name(self.name)}.py beside this file;\n"
                "`odsgen import-td --report` lists them by kind."
            ),
            header=header,
            sections={
                "enums": enum_entries,
                "interfaces": list(self.interfaces.interfaces.items()),
                "traits": list(self.interfaces.traits.items()),
                "attributes": attr_entries,
                "types": type_entries,
                "constraints": constraints,
                "operations": self.op_entries,
            },
        )

    def _constraint_stubs(self, entry: dict[str, Any]) -> list[str]:
        """Hook stubs reached by verifying the op's constraints (stubbed local constraints)."""
        out = []
        text = " ".join(str(v.get("constraint", "")) for key in ("arguments", "results", "regions", "successors") for v in entry.get(key, []))
        seen: set[str] = set()
        todo = re.findall(r"[A-Za-z_]\w*", text)
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            local = self.mapper.locals.get(name)
            if local is None:
                continue
            pred = local.get("predicate", "")
            out += re.findall(r"hooks\.(\w+)", pred)
            todo += re.findall(r"[A-Za-z_]\w*", str(local.get("is", "")))
        return sorted(set(out))


def _module_name(dialect: str) -> str:
    return re.sub(r"\W", "_", dialect) + "_hooks"


def import_td(
    td: Path | None,
    out_dir: Path,
    include_dirs: list[Path] | None = None,
    dialect: str | None = None,
    from_json: Path | None = None,
    records: Records | None = None,
) -> ImportResult:
    start = time.perf_counter()
    if records is None:
        records = load_records(td, include_dirs or [], from_json)
    source = td.name if td is not None else (from_json.name if from_json else "?")
    main_file = td.name if td is not None else re.sub(r"\.json(\.gz|\.xz)?$", ".td", source)
    dialect_def = choose_dialect(records, main_file, dialect)
    state = State()
    build = _settle(records, dialect_def, state, source)
    yaml_text, _ = emit(build.parts)
    hooks_text = build.hooks.module_text(source)
    from odsgen.codegen.output import atomic_write

    out_dir.mkdir(parents=True, exist_ok=True)
    yaml_path = out_dir / f"{build.name}.yaml"
    hooks_path = out_dir / f"{_module_name(build.name)}.py"
    atomic_write(hooks_path, hooks_text)
    atomic_write(yaml_path, yaml_text)
    return ImportResult(
        build.name, yaml_path, hooks_path, [build.op_names[o] for o in build.ops], build.gaps,
        build.op_stubs, {build.op_names[o]: lvl for o, lvl in state.levels.items()}, time.perf_counter() - start,
    )


def _settle(records: Records, dialect_def: str, state: State, source: str) -> _Build:
    """Convert, check with odsgen in chunks of operations, degrade what fails, repeat."""
    build = _Build(records, dialect_def, state, source)
    ops = [k for k, _ in build.parts.sections["operations"]]
    chunks = [ops[i:i + _CHUNK] for i in range(0, len(ops), _CHUNK)] or [[]]
    pending = [set(c) for c in chunks]
    guard = 0
    while pending:
        guard += 1
        if guard > 20 * (len(ops) + 10):
            raise TdImportError("the import did not settle (a bug in odsgen's importer)")
        chunk = pending.pop(0)
        text, ranges = emit(build.parts, chunk)
        ok, line, message = validate.check(text, build.hooks.module_text(source))
        if ok:
            continue
        owner = next(((sec, key) for a, b, sec, key in ranges if line is not None and a <= line <= b), None)
        if owner is None:
            if len(chunk) > 1:
                items = sorted(chunk, key=ops.index)
                half = len(items) // 2
                pending[:0] = [set(items[:half]), set(items[half:])]
                continue
            if len(chunk) == 1:
                owner = ("operations", next(iter(chunk)))
            else:
                raise TdImportError(f"the imported dialect does not generate: {message}")
        section, key = owner
        m = re.search(r"'([^']+)' has no constBuilder", message)
        if m and m.group(1) not in state.no_default:
            state.no_default.add(m.group(1))
            build = _Build(records, dialect_def, state, source)
            pending.insert(0, chunk)
            continue
        if os.environ.get("ODSGEN_IMPORT_DEBUG"):
            print(f"import-td: degrading {section} {key}: line {line}: {message}", file=sys.stderr)
        if section == "operations":
            level = state.levels.get(key, 0) + 1
            if level > MAX_LEVEL:
                raise TdImportError(f"operation '{key}' does not generate even in its simplest form: {message}")
            state.levels[key] = level
        elif section == "constraints" and key not in state.stub_constraints:
            state.stub_constraints.add(key)
        else:
            state.dropped.add(key)
        build = _Build(records, dialect_def, state, source)
        pending.insert(0, chunk)
    return build
