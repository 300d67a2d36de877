"""`odsgen schema`: the JSON Schema made from odsgen/spec/schema.py is committed and
current, is a valid draft-07 schema, accepts every definition file of the repository,
and agrees with odsgen's own validator on the invalid-definition cases."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from odsgen.cli import main
from odsgen.errors import DefinitionError
from odsgen.ir.core.source import Input
from odsgen.schema_json import json_schema, schema_text
from odsgen.spec import schema
from odsgen.spec.yaml_source import load_yaml

from .conftest import ROOT

SCHEMA_FILE = ROOT / "docs" / "odsgen.schema.json"
DEFINITION_FILES = sorted(
    [*(ROOT / "defs").rglob("*.yaml"), *(ROOT / "examples").rglob("defs/*.yaml")], key=str
)
MODELINE = "# yaml-language-server: $schema="
# Owned by another change in flight; it gets the same first line.


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_committed_schema_is_current() -> None:
    assert (
        SCHEMA_FILE.read_text() == schema_text()
    ), "run `make generate` (or `odsgen schema -o docs/odsgen.schema.json`)"


def test_schema_command(tmp_path: Path, capsys) -> None:
    assert main(["schema"]) == 0
    assert capsys.readouterr().out == schema_text()
    out = tmp_path / "s.json"
    assert main(["schema", "-o", str(out), "--check"]) == 1
    assert main(["schema", "-o", str(out)]) == 0
    assert main(["schema", "-o", str(out), "--check"]) == 0
    assert json.loads(out.read_text()) == json_schema()


def test_is_a_draft7_schema_covering_every_key() -> None:
    data = json_schema()
    jsonschema.Draft7Validator.check_schema(data)
    assert set(data["properties"]) == set(schema.FILE.fields)
    assert set(data["definitions"]["TypeDef"]["properties"]) == set(schema.TYPE_DEF.fields)
    assert data["definitions"]["Enum"]["properties"]["kind"]["enum"] == list(
        schema.ENUM.fields["kind"].type.enum
    )


@pytest.mark.parametrize("path", DEFINITION_FILES, ids=_rel)
def test_definition_files_validate(path: Path) -> None:
    jsonschema.validate(yaml.safe_load(path.read_text()) or {}, json_schema())


@pytest.mark.parametrize("path", DEFINITION_FILES, ids=_rel)
def test_definition_files_reference_the_schema(path: Path) -> None:
    first = path.read_text().splitlines()[0]
    assert first.startswith(MODELINE)
    assert (path.parent / first[len(MODELINE) :]).resolve() == SCHEMA_FILE


def _odsgen_accepts(path: Path) -> bool | None:
    """odsgen's own schema check; None when the file fails before it (YAML errors)."""
    source = Input(path.name, path.read_text())
    try:
        root = load_yaml(source)
    except DefinitionError:
        return None
    try:
        schema.validate(root, schema.FILE, "a definition file")
    except DefinitionError:
        return False
    return True


@pytest.mark.parametrize(
    "path", sorted((ROOT / "tests" / "invalid").glob("*.yaml")), ids=lambda p: p.name
)
def test_agrees_with_odsgens_validator(path: Path) -> None:
    verdict = _odsgen_accepts(path)
    if verdict is None:
        pytest.skip("not well-formed YAML")
    errors = list(
        jsonschema.Draft7Validator(json_schema()).iter_errors(
            yaml.safe_load(path.read_text()) or {}
        )
    )
    assert (not errors) == verdict, errors[:1]
