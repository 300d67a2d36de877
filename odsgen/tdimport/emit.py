"""YAML text of an imported dialect (pyyaml's safe dumper; block scalars for multi-line
text), with the line range of every definition so errors can be traced to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)

SECTIONS = ("enums", "interfaces", "traits", "attributes", "types", "constraints", "operations")


@dataclass
class Parts:
    """What goes into the YAML file: the header and the items of each section."""

    comment: str
    header: dict[str, Any]
    sections: dict[str, list[tuple[str, dict[str, Any]]]] = field(default_factory=dict)  # section -> (key, entry)


def dump(value: Any) -> str:
    return yaml.dump(value, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100, default_flow_style=False)


def emit(parts: Parts, only_ops: set[str] | None = None) -> tuple[str, list[tuple[int, int, str, str]]]:
    """The YAML text, and (first line, last line, section, key) for every item."""
    lines = ["# " + line if line else "#" for line in parts.comment.split("\n")]
    lines += dump(parts.header).rstrip("\n").split("\n")
    ranges: list[tuple[int, int, str, str]] = []
    for section in SECTIONS:
        items = parts.sections.get(section, [])
        if section == "operations" and only_ops is not None:
            items = [(k, e) for k, e in items if k in only_ops]
        if not items:
            continue
        lines += ["", f"{section}:"]
        for key, entry in items:
            text = dump([entry]).rstrip("\n").split("\n")
            start = len(lines) + 1
            lines += ["  " + t if t else t for t in text]
            ranges.append((start, len(lines), section, key))
    return "\n".join(lines) + "\n", ranges
