"""Running a pipeline (MLIR's PassManager): each pass on its anchor operation, nested
pipelines on the matching operations directly inside, the IR verified after each pass
(mlir-opt's default), and optionally a timing report (`--mlir-timing`)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from odsgen.ir import Operation
from odsgen.passes.pass_base import Pass, PassFailure
from odsgen.passes.pipeline import OpPassManager, PipelineError


@dataclass
class PassTiming:
    """Wall time per pass, in execution order (mlir-opt's -mlir-timing)."""

    entries: list[tuple[str, int, float]] = field(default_factory=list)  # (name, depth, seconds)
    total: float = 0.0

    def report(self) -> str:
        lines = [
            "===" + "-" * 73 + "===",
            " " * 26 + "... Execution time report ...",
            "===" + "-" * 73 + "===",
            f"  Total Execution Time: {self.total:.4f} seconds",
            "",
            "  ----Wall Time----  ----Name----",
        ]
        total = self.total or 1e-12
        for name, depth, seconds in self.entries:
            lines.append(f"    {seconds:.4f} ({seconds / total * 100:5.1f}%)  {'  ' * depth}{name}")
        lines.append(f"    {self.total:.4f} (100.0%)  Total")
        return "\n".join(lines) + "\n"


class PassManager:
    """Runs an OpPassManager on an operation."""

    def __init__(
        self,
        pipeline: OpPassManager,
        verify_each: bool = True,
        verify: Callable[[Operation], None] | None = None,
        timing: PassTiming | None = None,
    ) -> None:
        self.pipeline = pipeline
        self.verify_each = verify_each
        self.verify = verify or (lambda op: op.verify())
        self.timing = timing

    def run(self, op: Operation) -> None:
        """Raises PassFailure when a pass fails, VerifyError when the IR it left is invalid."""
        if self.pipeline.op_name not in ("any", op.name):
            raise PipelineError(
                f"can't run '{self.pipeline.op_name}' pass manager on '{op.name}' op"
            )
        start = time.perf_counter()
        self._run(self.pipeline, op, 0)
        if self.timing is not None:
            self.timing.total += time.perf_counter() - start

    def _run(self, manager: OpPassManager, op: Operation, depth: int) -> None:
        for item in manager.items:
            started = time.perf_counter()
            if isinstance(item, OpPassManager):
                name = item.op_name
                for region in op.regions:
                    for block in region.blocks:
                        for inner in list(block.operations):
                            if name == "any" or inner.name == name:
                                self._run(item, inner, depth + 1)
                label = f"'{name}' Pipeline"
            else:
                if not item.can_run_on(op):
                    raise PipelineError(
                        f"'{item.argument}' pass can only run on '{item.op_name}' operations, not '{op.name}'"
                    )
                item.run_on_operation(op)
                if self.verify_each:
                    self.verify(op)
                label = _pass_label(item)
            if self.timing is not None:
                self.timing.entries.append((label, depth, time.perf_counter() - started))


def _pass_label(item: Pass) -> str:
    return type(item).__name__


__all__ = ["PassFailure", "PassManager", "PassTiming", "Any"]
