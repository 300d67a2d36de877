"""The progress line of long commands: on a terminal only, after a delay, erased at the end."""

from __future__ import annotations

import io
import sys
import time
from functools import partial
from pathlib import Path

import pytest

from odsgen import cli, progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _wait_for(predicate, limit: float = 30.0) -> None:
    """Until the drawing thread has drawn (no assertion on how long that takes)."""
    deadline = time.monotonic() + limit
    while not predicate() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_a_terminal_sees_the_current_step_then_nothing() -> None:
    stream = Terminal()
    with progress.reporting("odsgen generate", stream, delay=0) as report:
        assert report is not None
        progress.step("rendering dialect 'qc'")
        _wait_for(lambda: "rendering" in stream.getvalue())
    text = stream.getvalue()
    assert "\r\x1b[Kodsgen generate: rendering dialect 'qc' (" in text
    assert text.endswith("\r\x1b[K")  # the line is erased: what follows starts clean


def test_a_pipe_or_log_sees_nothing() -> None:
    stream = io.StringIO()
    with progress.reporting("odsgen generate", stream, delay=0) as report:
        assert report is None
        progress.step("rendering")
    assert stream.getvalue() == ""


def test_quick_work_shows_nothing() -> None:
    stream = Terminal()
    with progress.reporting("odsgen docs", stream, delay=3600):
        progress.step("rendering")
    assert stream.getvalue() == ""


def test_step_without_a_report_is_silent(capsys: pytest.CaptureFixture[str]) -> None:
    progress.step("anything")
    assert capsys.readouterr() == ("", "")


def test_generate_reports_on_a_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    from tests.conftest import ROOT

    terminal = Terminal()
    monkeypatch.setattr(cli, "reporting", partial(progress.reporting, delay=0))
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli.main(["generate", str(ROOT / "defs" / "cf.yaml"), "-o", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert "wrote " in out and "\x1b" not in out
    text = terminal.getvalue()
    assert text.startswith("\r\x1b[Kodsgen generate: ") and text.endswith("\r\x1b[K")
