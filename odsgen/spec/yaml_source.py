"""Safe YAML loading that keeps a source span on every node.

PyYAML's composer builds a node graph without constructing objects (so tags cannot run
code); scalars are then converted by the safe constructor. Duplicate mapping keys, which
PyYAML silently accepts, are reported.

Definition files may be hostile, so every resource the tree costs is bounded, each with a
located error: nesting depth (after expanding aliases), the nodes aliases add (an alias
bomb), recursive aliases. Characters YAML forbids are errors in the file and in strings
made by escapes ("\\0", "\\ud800"): a NUL would make the generated module unimportable,
and UTF-8 cannot encode a lone surrogate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import yaml

from odsgen import limits
from odsgen.errors import DefinitionError
from odsgen.ir.core.diagnostics import error
from odsgen.ir.core.source import Input, Span

_SAFE = yaml.constructor.SafeConstructor()

MAX_DEPTH = limits.YAML_DEPTH
MAX_ALIAS_NODES = limits.YAML_ALIAS_NODES
# What YAML 1.1 does not allow in a stream (PyYAML's Reader.NON_PRINTABLE), lone
# surrogates included.
_NON_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]")

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
    bad = _NON_PRINTABLE.search(source.text)
    if bad is not None:
        raise DefinitionError(
            error(f"invalid YAML: {_character_name(bad.group())} is not allowed", source.span(bad.start()))
        )
    loader = _BoundedLoader(source)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # At end of input the problem mark points at nothing useful; point at what
        # was left open (an unterminated string, say) instead.
        if exc.context_mark is not None and (mark is None or mark.index >= len(source.text.rstrip())):
            mark = exc.context_mark
        message = f"{exc.context}: {exc.problem}" if exc.context else str(exc.problem)
        span = source.span(mark.index) if mark else None
        raise DefinitionError(error(f"invalid YAML: {message}", span)) from None
    finally:
        loader.dispose()
    if node is None:
        return None
    return _convert(node, source)


def _character_name(char: str) -> str:
    if "\ud800" <= char <= "\udfff":
        return f"a lone surrogate (U+{ord(char):04X})"
    return f"the control character U+{ord(char):04X}"


if hasattr(yaml, "CSafeLoader"):

    class _Loader(yaml.composer.Composer, yaml.CSafeLoader):  # type: ignore[misc]
        """libyaml's parser (fast: a 50 MB description takes a second, not a minute)
        under PyYAML's composer, which builds the nodes below from its events."""

        def __init__(self, text: str) -> None:
            yaml.CSafeLoader.__init__(self, text)
            yaml.composer.Composer.__init__(self)

else:  # PyYAML built without libyaml
    _Loader = yaml.SafeLoader  # type: ignore[misc]


class _BoundedLoader(_Loader):
    """The safe loader's composer, refusing documents whose tree (with aliases
    expanded) is too deep or too large, and aliases to a node that contains them."""

    def __init__(self, source: Input) -> None:
        super().__init__(source.text)
        self._source = source
        self._depth = 0
        self._open: set[str] = set()  # anchors of the nodes being composed
        self._shape: dict[int, tuple[int, int]] = {}  # id(node) -> (height, size)
        self._alias_nodes = 0

    def _refuse(self, message: str, event: yaml.Event) -> None:
        raise DefinitionError(error(message, self._source.span(event.start_mark.index)))

    def compose_node(self, parent: yaml.Node | None, index: object) -> yaml.Node:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent) and event.anchor in self.anchors:
            if event.anchor in self._open:
                self._refuse(f"recursive YAML alias '*{event.anchor}' (it is inside its anchor)", event)
            height, size = self._shape[id(self.anchors[event.anchor])]
            if self._depth + height > MAX_DEPTH:
                self._refuse(f"nesting too deep (more than {MAX_DEPTH} levels, aliases expanded)", event)
            self._alias_nodes += size
            if self._alias_nodes > MAX_ALIAS_NODES:
                self._refuse(f"YAML aliases expand to more than {MAX_ALIAS_NODES} nodes", event)
            return super().compose_node(parent, index)
        self._depth += 1
        if self._depth > MAX_DEPTH:
            self._refuse(f"nesting too deep (more than {MAX_DEPTH} levels)", event)
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            self._open.add(anchor)
        node = super().compose_node(parent, index)
        self._open.discard(anchor)
        self._depth -= 1
        self._shape[id(node)] = _shape(node, self._shape)
        return node


def _shape(node: yaml.Node, shapes: dict[int, tuple[int, int]]) -> tuple[int, int]:
    """(height, size) of a node with aliases expanded, from those of its children."""
    if isinstance(node, yaml.ScalarNode):
        return 1, 1
    children = node.value if isinstance(node, yaml.SequenceNode) else [n for kv in node.value for n in kv]
    height, size = 0, 1
    for child in children:
        h, s = shapes[id(child)]
        height, size = max(height, h), size + s
    return height + 1, size


def _convert(node: yaml.Node, source: Input) -> YNode:
    span = source.span(node.start_mark.index, node.end_mark.index)
    if isinstance(node, yaml.ScalarNode):
        kind = _SCALAR_KIND.get(node.tag)
        if kind is None:
            raise DefinitionError(error(f"unsupported YAML tag '{node.tag}'", span))
        if kind == "string":
            _check_string(node.value, span)
            value = node.value
        else:
            try:
                value = _SAFE.construct_object(node)
            except ValueError:  # an integer of more digits than Python converts
                digits = sum(c.isdigit() for c in node.value)
                raise DefinitionError(error(f"integer out of range ({digits} digits)", span)) from None
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
        _check_string(key, key_span)
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


def _check_string(value: str, span: Span) -> None:
    bad = _NON_PRINTABLE.search(value)
    if bad is not None:
        raise DefinitionError(error(f"invalid YAML: {_character_name(bad.group())} in a string", span))
