"""Jinja2 rendering with StrictUndefined: a template naming a missing field fails loudly."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2


def templates_dir() -> Path:
    import odsgen.templates

    return Path(odsgen.templates.__file__).parent


def py_str(value: Any) -> str:
    """A Python string literal of `value`: names from YAML never reach generated code
    unquoted, whatever characters they hold (black then picks the quotes)."""
    return repr(str(value))


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["py_str"] = py_str
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
