"""Running `odsgen opt` in-process with byte-exact standard streams (shared by
tests/test_opt_cli.py and tests/test_bad_input.py, and by the batch runner below)."""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile
import traceback
from pathlib import Path


def run_in_process(args: list[str], stdin: bytes = b"") -> tuple[bytes, bytes, int]:
    """`odsgen opt ARGS` through cli.main in the current directory: (stdout, stderr, status)."""
    from odsgen.cli import main

    streams = [io.BytesIO(stdin), io.BytesIO(), io.BytesIO()]
    wrappers = [io.TextIOWrapper(streams[0])] + [
        io.TextIOWrapper(s, write_through=True) for s in streams[1:]
    ]
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = wrappers
    try:
        status = main(["opt", *args])
        for wrapper in wrappers[1:]:
            wrapper.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        for wrapper in wrappers:
            wrapper.detach()
    return streams[1].getvalue(), streams[2].getvalue(), status


def run_file(args: list[str], data: bytes) -> tuple[bytes, bytes, int]:
    """`odsgen opt ARGS input.mlir` in-process, `input.mlir` holding `data`."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "input.mlir").write_bytes(data)
        cwd = os.getcwd()
        os.chdir(tmp)
        try:
            return run_in_process([*args, "input.mlir"])
        finally:
            os.chdir(cwd)


def batch_main() -> None:
    """`python -m tests.opt_helpers FLAGS_JSON JOBS_JSON`: run each hostile-input job
    (family, kind, n of tests.hostile_inputs.make) in this process; print one JSON line per
    job with its outputs (hex) or the traceback of an exception that escaped."""
    from tests.hostile_inputs import make

    flags, jobs = json.loads(sys.argv[1]), json.loads(sys.argv[2])
    for job in jobs:
        try:
            out, err, status = run_file(flags, make(*job))
            result = {"stdout": out.hex(), "stderr": err.hex(), "status": status}
        except BaseException:  # noqa: BLE001 - reported to the test
            result = {"exception": traceback.format_exc()}
        sys.__stdout__.write(json.dumps(result) + "\n")
        sys.__stdout__.flush()


if __name__ == "__main__":
    batch_main()
