"""The view-model records templates render, and small helpers for literal text."""

from __future__ import annotations

import ast
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from odsgen.spec.model import Snippet


@dataclass
class ParamView:
    py_name: str
    annotation: str  # accessor type
    arg_annotation: str  # builder argument type
    summary: str
    default: str | None  # text after `=` in the signature, or None
    late_default: str | None  # computed in the body when the signature has a sentinel
    convert: str | None  # normalisation applied before keying (lists -> tuples)
    key: str  # key component expression
    unkey: str | None  # recovers the value from its key component, if wrapped
    checks: list[str]
    accessor: str  # property body expression
    mutable: bool


@dataclass
class BuilderView:
    name: str
    signature: str  # after `cls, `
    return_annotation: str
    doc: str
    body: str
    checked_name: str | None = None
    checked_signature: str | None = None
    checked_body: str | None = None


@dataclass
class MethodView:
    name: str
    signature: str
    return_annotation: str
    doc: str
    body: str
    static: bool


@dataclass
class DefView:
    class_name: str
    bases: str
    doc: str
    qualified_name: str
    dialect: str
    mnemonic: str | None
    params: list[ParamView]
    key_params: list[ParamView]
    mutable_params: list[ParamView]
    default_builder_name: str  # "get" or "_ods_get"
    checked_builder_name: str | None
    builder_signature: str
    slots: str  # tuple literal of slot names
    param_names: str  # tuple literal of parameter names
    object_: str  # `object`, or `_ods_builtins.object` when a parameter shadows it
    key: str  # tuple literal building the uniquing key
    unpack: str  # assignment target unpacking the key into parameter names
    verify_body: str | None
    verify_ref: str | None
    verify_emits_errors: bool  # the verify body calls `$_emitError` (`_ods_emit_error`)
    builders: list[BuilderView]
    extra: str | None
    gen_accessors: bool
    format: Any = None  # FormatView of the assembly format, if any
    kind: str = "type"  # "attr" or "type"
    sigil: str = "!"  # `#` for attributes, `!` for types
    parse_params: str = "parser: AsmParser"  # attributes also take the trailing self type
    mnemonic_literal: str = "None"  # `_ods_mnemonic`'s value as Python text
    trivial_syntax: bool = False  # a mnemonic and no parameters: the syntax is the mnemonic
    custom_syntax: bool = False  # hasCustomAssemblyFormat: the class defines parse/print
    static_name: str | None = None  # ODS typeName/attrName ("invalid kind of type" errors)


@dataclass
class EnumView:
    name: str
    base: str
    doc: str
    cases: list[tuple[str, str]]  # (symbol, value literal)
    strings: list[tuple[str, str]]  # (symbol, spelling literal)
    separator: str | None
    summary: str = "''"  # literal: the summary named in parse errors
    cpp_type: str = "''"  # literal: the C++ type named in parse errors
    attr_info: bool = False  # an EnumAttrInfo (I32EnumAttr...): ODS's parameterParser


@dataclass
class InterfaceView:
    name: str
    base: str
    doc: str
    methods: list[MethodView]


@dataclass
class TraitView:
    name: str
    doc: str
    extra: str | None


@dataclass
class ParamClassView:
    name: str
    compare: str | None
    hash: str | None


@dataclass
class ModuleView:
    dialect: str
    doc: str
    sources: list[str]
    runtime_imports: list[str]
    dialect_imports: list[str]
    user_imports: list[str]
    enums: list[EnumView] = field(default_factory=list)
    interfaces: list[InterfaceView] = field(default_factory=list)
    traits: list[TraitView] = field(default_factory=list)
    trait_imports: list[str] = field(default_factory=list)
    type_parsers: list[tuple[str, str]] = field(default_factory=list)  # (mnemonic, class)
    attr_parsers: list[tuple[str, str]] = field(default_factory=list)
    param_classes: list[ParamClassView] = field(default_factory=list)
    defs: list[DefView] = field(default_factory=list)
    attribute_names: str = "()"
    type_names: str = "()"
    ops: list = field(default_factory=list)  # OpViews (op_view.py)
    patterns: list = field(default_factory=list)  # PatternViews (drr_view.py)
    checkers: list[tuple[str, str, str]] = field(default_factory=list)  # (function, doc, expression)
    operation_names: str = "()"
    hook_imports: list[str] = field(default_factory=list)
    # The `.pxd`'s cimports of the typed runtime modules the module calls (op_traits, and
    # hooks and helper modules with a `.pxd` of their own: codegen.view.TYPED_RUNTIME):
    # calls of the functions they declare are C calls.
    typed_cimports: list[str] = field(default_factory=list)
    allow_unknown_operations: bool = False
    attribute_verifiers: tuple[tuple[str, str], ...] = ()
    constant_materializer: str | None = None  # the body of materialize_constant
    # Whether the `.pxd` types the parser its operation parsers take: not for builtin,
    # which the parser's own modules import as they load (cimporting the parser there
    # would import it back, half loaded).
    typed_parser: bool = True
    parses_formats: bool = False  # an operation has a declarative format: its parser calls op_base.from_parsed


# Black's tokenizer takes time quadratic in the lines of a string literal (a 50 MB
# description would take hours), so a docstring keeps this many characters of it.
DOCSTRING_CHARS = 50_000


def docstring(*parts: str) -> str:
    """A docstring literal body: paragraphs joined, made safe for triple quotes."""
    text = "\n\n".join(p.strip() for p in parts if p and p.strip())
    if len(text) > DOCSTRING_CHARS:
        cut = text.rfind("\n", 0, DOCSTRING_CHARS)
        kept = text[: cut if cut > 0 else DOCSTRING_CHARS].rstrip()
        text = f"{kept}\n\n[{len(text) - len(kept)} more characters: see the definition file]"
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    # Control characters (a NUL, a lone CR) cannot stand in source; a final quote would
    # close the literal early.
    text = "".join(f"\\u{ord(c):04x}" if c not in "\n\t" and unicodedata.category(c) in ("Cc", "Cs") else c for c in text)
    body = text[:-1]
    if text.endswith('"') and (len(body) - len(body.rstrip("\\"))) % 2 == 0:  # not escaped yet
        text = body + '\\"'
    return text or "(undocumented)"


def tuple_literal(items: list[str]) -> str:
    """`()`, `(a,)` or `(a, b)`: no trailing comma, so black keeps short tuples on one line."""
    if len(items) == 1:
        return f"({items[0]},)"
    return "(" + ", ".join(items) + ")"


def _is_enum_expression(code: str) -> bool:
    """`E.a` or `E.a | E.b`: evaluable when the class is defined (enums come first)."""
    try:
        tree = ast.parse(code, mode="eval").body
    except SyntaxError:
        return False

    def ok(node: ast.expr) -> bool:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            return ok(node.left) and ok(node.right)
        return isinstance(node, ast.Attribute) and isinstance(node.value, (ast.Name, ast.Attribute))

    return ok(tree)


def literal_default(snippet: Snippet, kind: str) -> str | None:
    """The snippet text if it can stand in the signature: a literal, or an enum member."""
    if snippet.ref is not None or "$" in snippet.code:
        return None
    if kind == "enum" and _is_enum_expression(snippet.code.strip()):
        return snippet.code.strip()
    try:
        ast.literal_eval(snippet.code.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    return snippet.code.strip()
