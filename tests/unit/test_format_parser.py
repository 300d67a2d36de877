"""The assembly-format parser agrees with mlir-tblgen 22 on every recorded format:
accepted ones parse, rejected ones fail with the same message at the same column."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from odsgen.format import ast
from odsgen.format.lexer import FormatError, Tok, lex
from odsgen.format.parser import DefFormatParser, literal_problem

ORACLE = json.loads((Path(__file__).resolve().parent.parent / "data" / "format_oracle.json").read_text())


@dataclass
class _Type:
    self_type: bool = False
    kind: str = "int"
    element: object = None


@dataclass
class _Param:
    name: str
    is_optional: bool
    type: _Type = field(default_factory=_Type)


def _params(dag: str) -> list[_Param]:
    """Parameters from the ODS dag text the oracle was recorded with."""
    result = []
    for spelling, name in re.findall(r'((?:\w+<"[^"]*">)|"[^"]*"):\$(\w+)', dag):
        self_type = spelling.startswith("AttributeSelfTypeParameter")
        optional = self_type or spelling.startswith(("OptionalParameter", "DefaultValuedParameter"))
        result.append(_Param(name, optional, _Type(self_type)))
    return result


@pytest.mark.parametrize("row", ORACLE, ids=[r["format"] or "<empty>" for r in ORACLE])
def test_matches_mlir_tblgen(row: dict) -> None:
    parser_fn = lambda: DefFormatParser(row["format"], "T1", _params(row["parameters"])).parse()  # noqa: E731
    if row["error"] is None:
        parser_fn()
        return
    with pytest.raises(FormatError) as info:
        parser_fn()
    assert (info.value.message, info.value.offset) == (row["error"], row["column"])


def test_lexer_token_kinds_and_offsets() -> None:
    tokens = lex('`<` $a params custom<F>(ref($a), "x") (`,`)^ ? attr-dict-with-keyword')
    assert [t.kind for t in tokens] == [
        Tok.LITERAL, Tok.VARIABLE, Tok.KW_PARAMS, Tok.KW_CUSTOM, Tok.LESS, Tok.IDENTIFIER,
        Tok.GREATER, Tok.L_PAREN, Tok.KW_REF, Tok.L_PAREN, Tok.VARIABLE, Tok.R_PAREN, Tok.COMMA,
        Tok.STRING, Tok.R_PAREN, Tok.L_PAREN, Tok.LITERAL, Tok.R_PAREN, Tok.CARET, Tok.QUESTION,
        Tok.KW_ATTR_DICT_W_KEYWORD, Tok.EOF,
    ]
    assert [t.start for t in tokens[:3]] == [0, 4, 7]


def test_tree_shape() -> None:
    params = [_Param("a", False), _Param("b", True), _Param("c", True)]
    tree = DefFormatParser("`<` $a (`,` qualified($b)^) : (`x`)? ` ` custom<F>($c, ref($a), \"1\") `>`", "T", params).parse()
    lit, var, group, space, custom, close = tree
    assert isinstance(lit, ast.Literal) and lit.spelling == "<"
    assert isinstance(var, ast.Variable) and var.target is params[0]
    assert isinstance(group, ast.Optional) and not group.inverted
    assert isinstance(group.anchor, ast.Variable) and group.anchor.qualified
    assert [type(e) for e in group.else_elements] == [ast.Literal]
    assert isinstance(space, ast.Whitespace) and space.value == " "
    assert isinstance(custom, ast.Custom) and custom.name == "F"
    assert [type(a) for a in custom.args] == [ast.Variable, ast.Ref, ast.String]
    assert isinstance(close, ast.Literal)


def test_inverted_group_has_anchor_in_else_branch() -> None:
    params = [_Param("a", True)]
    (_, group, _) = DefFormatParser("`<` (`?`) : ($a^)? `>`", "T", params).parse()
    assert isinstance(group, ast.Optional) and group.inverted


@pytest.mark.parametrize(
    "value, ok", [("x", True), ("->", True), ("...", True), ("_a.b$c", True), ("-", True), ("1", False), ("a b", False), ("", False)]
)
def test_literal_rules(value: str, ok: bool) -> None:
    assert (literal_problem(value) is None) is ok


def test_upstream_test_dialect_formats_are_not_flagged_as_ambiguous() -> None:
    """The ambiguity check must accept every format of upstream's test dialect."""
    from odsgen.format.ambiguity import check_ambiguity

    defs = json.loads((Path(__file__).resolve().parent.parent / "conformance" / "attr_type_format.json").read_text())["defs"]
    checked = 0
    for d in defs:
        fmt = d["assemblyFormat"].split("  (ArrayOfAttr")[0]
        params = [
            _Param(
                p["name"],
                any(k in p["param_class"] for k in ("Optional", "DefaultValued", "SelfType", '"default"')),
                _Type("SelfType" in p["param_class"]),
            )
            for p in d["parameters"]
        ]
        for p, raw in zip(params, d["parameters"]):
            p.type.kind = "int" if raw["cpp_type"] in ("int", "int64_t", "unsigned", "uint64_t", "uint32_t") else "attribute"
            p.type.element = None
        check_ambiguity(DefFormatParser(fmt, d["def_name"], params).parse())
        checked += 1
    assert checked == len(defs) > 50
