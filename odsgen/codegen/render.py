"""Jinja2 rendering with StrictUndefined: a template naming a missing field fails loudly."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2


def templates_dir() -> Path:
    import odsgen.templates

    return Path(odsgen.templates.__file__).parent


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
