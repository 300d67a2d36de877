"""Safe YAML loading that keeps a source span on every node.

`yaml.compose` builds a node graph without constructing objects (so tags cannot run
code); scalars are then converted by the safe constructor. Duplicate mapping keys, which
PyYAML silently accepts, are reported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Input, Span

_SAFE = yaml.constructor.SafeConstructor()

_SCALAR_KIND = {
    "tag:yaml.org,2002:str": "string",
    "tag:yaml.org,2002:int": "integer",
    "tag:yaml.org,2002:float": "number",
    "tag:yaml.org,2002:bool": "boolean",
    "tag:yaml.org,2002:null": "null",
}


@dataclass
class YNode:
    """A YAML value with its span; `style` is the scalar style ('|', '>', '"', "'", '')."""

    value: Any  # str | int | float | bool | None | list[YNode] | dict[str, YNode]
    span: Span
    kind: str  # "string", "integer", "number", "boolean", "null", "list", "mapping"
    style: str = ""
    key_span: Span | None = None  # for mapping values: the span of their key

    def at_key(self) -> Span:
        return self.key_span or self.span


def load_yaml(source: Input) -> YNode | None:
    """Parse one YAML document into YNodes; None for an empty file."""
    try:
        node = yaml.compose(source.text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # At end of input the problem mark points at nothing useful; point at what
        # was left open (an unterminated string, say) instead.
        if exc.context_mark is not None and (mark is None or mark.index >= len(source.text.rstrip())):
            mark = exc.context_mark
        message = f"{exc.context}: {exc.problem}" if exc.context else str(exc.problem)
        span = source.span(mark.index) if mark else None
        raise DefinitionError(error(f"invalid YAML: {message}", span)) from None
    if node is None:
        return None
    return _convert(node, source)


def _convert(node: yaml.Node, source: Input) -> YNode:
    span = source.span(node.start_mark.index, node.end_mark.index)
    if isinstance(node, yaml.ScalarNode):
        kind = _SCALAR_KIND.get(node.tag)
        if kind is None:
            raise DefinitionError(error(f"unsupported YAML tag '{node.tag}'", span))
        value = node.value if kind == "string" else _SAFE.construct_object(node)
        return YNode(value, span, kind, node.style or "")
    if isinstance(node, yaml.SequenceNode):
        if node.tag != "tag:yaml.org,2002:seq":
            raise DefinitionError(error(f"unsupported YAML tag '{node.tag}'", span))
        return YNode([_convert(n, source) for n in node.value], span, "list")
    if node.tag != "tag:yaml.org,2002:map":
        raise DefinitionError(error(f"unsupported YAML tag '{node.tag}'", span))
    items: dict[str, YNode] = {}
    for key_node, value_node in node.value:
        key_span = source.span(key_node.start_mark.index, key_node.end_mark.index)
        if not isinstance(key_node, yaml.ScalarNode) or key_node.tag not in _SCALAR_KIND:
            raise DefinitionError(error("mapping keys must be plain strings", key_span))
        key = str(key_node.value)
        if key in items:
            raise DefinitionError(
                error(f"duplicate key '{key}'", key_span).note(
                    "first defined here", items[key].key_span
                )
            )
        child = _convert(value_node, source)
        child.key_span = key_span
        items[key] = child
    return YNode(items, span, "mapping")
