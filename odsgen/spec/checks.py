"""Semantic checks of one attribute/type definition, after its names are resolved.

Each check reports the first problem at the YAML node responsible. The placeholder sets
here are the contract between the definition language and code generation
(codegen/view.py substitutes exactly these).
"""

from __future__ import annotations

import ast

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.spec.model import AttrOrTypeDef, Interface, Parameter, Snippet
from odsgen.spec.op_model import OpDef
from odsgen.spec.naming import RESERVED_MEMBERS, identifier_problem
from odsgen.spec.snippets import PLACEHOLDER, check_syntax, substitute
from odsgen.spec.yaml_source import YNode

# Placeholders allowed in each kind of snippet (names without `$`).
PARAM_DEFAULT = ("_ctxt", "cppClass")
BUILDER_BODY = ("_get", "_ctxt", "cppClass")
BUILDER_BODY_INFERRED = ("_get", "cppClass")
VERIFY = ("_emitError", "_ctxt", "cppClass")
CLASS_BODY = ("cppClass",)
METHOD_BODY = ("_self", "_attr", "_type", "cppClass")
PARSER = ("_parser", "_ctxt", "_type")
PRINTER = ("_printer", "_self")
COMPARATOR = ("_lhs", "_rhs")
SELF_ONLY = ("_self",)
# Operations (codegen/op_view.py substitutes these).
OP_CLASS_BODY = ("cppClass",)
OP_VERIFY = ("cppClass",)
OP_BUILDER_BODY = ("_ctxt", "_build", "cppClass")
OP_FOLD = ("cppClass", "_ctxt")
MATERIALIZER = ("_ctxt",)


def check_snippet(snippet: Snippet | None, allowed: tuple[str, ...] | list[str], mode: str) -> None:
    """Unknown placeholders and invalid Python are definition errors."""
    if snippet is None:
        return
    substitute(snippet, {name: name for name in allowed})
    if snippet.ref is None:
        check_syntax(snippet, mode)


def check_def(d: AttrOrTypeDef, fields: dict[str, YNode]) -> None:
    _check_parameters(d)
    _check_builders(d)
    check_snippet(d.verify, VERIFY, "body")
    if d.gen_verify_decl and d.verify is None:
        raise DefinitionError(
            error("'genVerifyDecl' needs a 'verify' snippet or 'module:function'", fields["genVerifyDecl"].at_key())
        )
    check_snippet(d.extra_class_declaration, CLASS_BODY, "class")
    _check_interfaces(d, fields)
    if d.assembly_format is not None and d.has_custom_assembly_format:
        raise DefinitionError(
            error("cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'", fields["hasCustomAssemblyFormat"].at_key())
        )
    if (d.assembly_format is not None or d.has_custom_assembly_format) and d.mnemonic is None:
        key = "assemblyFormat" if "assemblyFormat" in fields else "hasCustomAssemblyFormat"
        raise DefinitionError(error(f"'{key}' requires a 'mnemonic'", fields[key].at_key()))
    if d.mnemonic is not None and not valid_mnemonic(d.mnemonic):
        raise DefinitionError(error(f"invalid mnemonic '{d.mnemonic}'", fields["mnemonic"].span))


def check_op_snippets(op: OpDef) -> None:
    """Every Python snippet of an operation parses in its place, located in the YAML."""
    check_snippet(op.verifier, OP_VERIFY, "body")
    check_snippet(op.region_verifier, OP_VERIFY, "body")
    check_snippet(op.folder, OP_FOLD, "body")
    check_snippet(op.canonicalize_method, OP_FOLD, "body")
    check_snippet(op.extra_class_declaration, OP_CLASS_BODY, "class")
    for b in op.builders:
        for arg in b.args:
            check_snippet(arg.default, (), "expr")
        check_snippet(b.body, OP_BUILDER_BODY, "body")


def valid_mnemonic(mnemonic: str) -> bool:
    # MLIR's bare-identifier grammar: (letter|_) (letter|digit|_|$|.)*
    return (mnemonic[:1].isalpha() or mnemonic[:1] == "_") and all(
        c.isalnum() or c in "_$." for c in mnemonic
    ) and mnemonic.isascii()


def _check_parameters(d: AttrOrTypeDef) -> None:
    seen: dict[str, Parameter] = {}
    earlier: list[str] = []
    self_type: Parameter | None = None
    for p in d.parameters:
        problem = identifier_problem(p.py_name)
        if problem:
            raise DefinitionError(error(f"invalid parameter name: {problem}", p.loc))
        if p.py_name in RESERVED_MEMBERS:
            raise DefinitionError(
                error(f"parameter name '{p.name}' clashes with the generated member '{p.py_name}'", p.loc)
            )
        if p.py_name in seen:
            raise DefinitionError(
                error(f"duplicate parameter '{p.name}'", p.loc).note("previously declared here", seen[p.py_name].loc)
            )
        seen[p.py_name] = p
        if p.type.self_type:
            if d.kind != "attr":
                raise DefinitionError(error("AttributeSelfTypeParameter is only allowed on attributes", p.loc))
            if self_type is not None:
                raise DefinitionError(error("only one AttributeSelfTypeParameter is allowed", p.loc))
            self_type = p
        if p.mutable and p.default is not None:
            raise DefinitionError(error("a mutable parameter cannot have a default value", p.loc))
        check_snippet(p.default, [*PARAM_DEFAULT, *earlier], "expr")
        _check_default_value(p)
        pc = p.type.param_class
        if pc is not None:
            check_snippet(pc.parser, PARSER, "expr")
            check_snippet(pc.printer, PRINTER, "body")
            check_snippet(pc.comparator, COMPARATOR, "expr")
            check_snippet(pc.hash, SELF_ONLY, "expr")
            check_snippet(pc.convert_from_storage, SELF_ONLY, "expr")
        earlier.append(p.name)


_SCALAR_DEFAULTS = {
    "int": ((int,), "an integer"),
    "bool": ((bool,), "a boolean"),
    "float": ((int, float), "a number"),
    "str": ((str,), "a string"),
}


def _check_default_value(p: Parameter) -> None:
    """A literal default must be a value of the parameter's type (`"high"` is no double)."""
    kinds = _SCALAR_DEFAULTS.get(p.type.kind)
    if p.default is None or p.default.ref is not None or kinds is None:
        return
    try:
        value = ast.literal_eval(p.default.code.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return  # an expression (`$element.width`, a constant): only run time can tell
    wrong = not isinstance(value, kinds[0]) or (bool not in kinds[0] and isinstance(value, bool))
    lo, hi = p.type.int_range
    if not wrong and p.type.kind == "int" and ((lo is not None and value < lo) or (hi is not None and value > hi)):
        raise DefinitionError(
            error(f"default value {value} of parameter '{p.name}' is out of range for '{p.type.spelling}'", p.default.origin(0))
        )
    if wrong:
        raise DefinitionError(
            error(
                f"default value of parameter '{p.name}' must be {kinds[1]} ('{p.type.spelling}'), "
                f"not {type(value).__name__}",
                p.default.origin(0),
            )
        )


def _check_builders(d: AttrOrTypeDef) -> None:
    names: dict[str, object] = {}
    if not d.skip_default_builders:
        names["get"] = "the default builder"
        if d.gen_verify_decl:
            names["get_checked"] = "the default builder"
    members = {p.py_name for p in d.parameters}
    for b in d.builders:
        for variant in [b.name] + ([b.name + "_checked"] if d.gen_verify_decl and b.body else []):
            if variant in names:
                other = names[variant]
                what = other if isinstance(other, str) else "another builder"
                raise DefinitionError(
                    error(
                        f"builder '{variant}' clashes with {what}; give it another 'name'"
                        + (" or set 'skipDefaultBuilders'" if isinstance(other, str) else ""),
                        b.loc,
                    )
                )
            if variant in members or variant in RESERVED_MEMBERS - {"get", "get_checked"}:
                raise DefinitionError(error(f"builder name '{variant}' clashes with a generated member", b.loc))
            names[variant] = b
        for arg in b.args:
            check_snippet(arg.default, (), "expr")
        if b.body is None:
            _check_forwarding_builder(d, b)
        else:
            check_snippet(b.body, BUILDER_BODY_INFERRED if b.inferred_context else BUILDER_BODY, "body")
        if b.inferred_context and b.body is None:
            raise DefinitionError(error("a builder with 'inferredContext' needs a 'body'", b.loc))


def _check_forwarding_builder(d: AttrOrTypeDef, b) -> None:
    """A builder without a body re-signs `get`: its arguments must be the parameters."""
    params = {p.py_name for p in d.parameters if not p.mutable}
    for arg in b.args:
        if arg.py_name not in params:
            raise DefinitionError(
                error(f"builder without a 'body' takes only parameters; '{arg.name}' is not one", arg.loc)
            )
    given = {a.py_name for a in b.args}
    missing = [p.name for p in d.parameters if not p.mutable and p.py_name not in given and not p.is_optional]
    if missing:
        raise DefinitionError(
            error(f"builder without a 'body' must take every required parameter; missing '{missing[0]}'", b.loc)
        )
    if b.return_type is not None:
        raise DefinitionError(error("a builder with a custom 'returnType' needs a 'body'", b.loc))


def _check_interfaces(d: AttrOrTypeDef, fields: dict[str, YNode]) -> None:
    defined = _class_body_names(d)
    trait_nodes = fields["traits"].value if "traits" in fields else []
    for trait, node in zip(d.traits, trait_nodes):
        if not isinstance(trait, Interface):
            continue
        if trait.kind != d.kind:
            kind = "AttrInterface" if trait.kind == "attr" else "TypeInterface"
            raise DefinitionError(error(f"{kind} '{trait.name}' cannot be attached to a {_noun(d)}", node.span))
        for method in trait.methods:
            check_snippet(method.body, METHOD_BODY, "body")
            if method.body is None and method.name not in defined:
                raise DefinitionError(
                    error(
                        f"'{d.class_name}' does not implement method '{method.name}' of interface "
                        f"'{trait.name}' (define it in 'extraClassDeclaration')",
                        node.span,
                    )
                )


def _noun(d: AttrOrTypeDef) -> str:
    return "attribute" if d.kind == "attr" else "type"


def _class_body_names(d: AttrOrTypeDef) -> set[str]:
    snippet = d.extra_class_declaration
    if snippet is None:
        return set()
    code = PLACEHOLDER.sub(lambda m: "_" + m.group(1), snippet.code)
    body = "".join("    " + line for line in code.splitlines(True))
    tree = ast.parse("class _ods_snippet:\n" + body + "\n    pass\n")
    cls = tree.body[0]
    assert isinstance(cls, ast.ClassDef)
    names = set()
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names
