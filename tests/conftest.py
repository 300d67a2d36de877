from __future__ import annotations

from pathlib import Path

import pytest

from odsgen.ir import Context

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def ctx() -> Context:
    return Context()
