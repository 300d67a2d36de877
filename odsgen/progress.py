"""A one-line progress report for commands whose work takes a while (`odsgen generate`,
`odsgen docs`): shown on a terminal only, only once the work has taken `delay` seconds,
rewritten in place and erased when the command ends, so logs and pipes never see it.

The stages report through `step()`, which does nothing unless a command opened a report
with `reporting()`: library callers of the pipeline get no output.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

_active: Progress | None = None


class Progress:
    def __init__(self, command: str, stream: TextIO, delay: float) -> None:
        self.command = command
        self.stream = stream
        self.delay = delay
        self.started = time.monotonic()
        self.message = "starting"
        self.shown = False
        self._drawn = ""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        # A thread redraws the line, so a long step (black on a big module) still shows
        # that time is passing.
        self._thread = threading.Thread(target=self._run, name="odsgen-progress", daemon=True)

    def update(self, message: str) -> None:
        with self._lock:
            self.message = message

    def _run(self) -> None:
        if self._stop.wait(self.delay):
            return
        while True:
            self._draw()
            if self._stop.wait(0.25):
                return

    def _draw(self) -> None:
        with self._lock:
            elapsed = time.monotonic() - self.started
            line = f"{self.command}: {self.message} ({elapsed:.0f} s)"
            if line == self._drawn:
                return
            self._drawn = line
            self.stream.write("\r\x1b[K" + line)
            self.stream.flush()
            self.shown = True

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


@contextmanager
def reporting(command: str, stream: TextIO, delay: float = 1.5) -> Iterator[Progress | None]:
    """Report the steps of the work inside this block, if `stream` is a terminal."""
    global _active
    isatty = getattr(stream, "isatty", None)
    if _active is not None or not (isatty and isatty()):
        yield None
        return
    progress = Progress(command, stream, delay)
    _active = progress
    progress._thread.start()
    try:
        yield progress
    finally:
        _active = None
        progress.close()


def step(message: str) -> None:
    """What the command is doing now (a no-op without an open report)."""
    if _active is not None:
        _active.update(message)
