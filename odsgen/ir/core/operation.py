"""Operations, blocks, regions and SSA values.

The structure follows MLIR: an Operation has operands (Values), results (OpResults),
a properties attribute (`<{...}>` in the generic form), a dictionary of discardable
attributes, regions of blocks, successor blocks and a location. Every Value keeps its
uses (the operations and operand indices that read it), so `value.uses` and
`replace_all_uses_with` work as in MLIR.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from odsgen.ir.core import seam

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import Attribute, Type


class Use:
    """One operand slot reading a value: `owner.operands[index]`."""

    __slots__ = ("owner", "index")

    def __init__(self, owner: Operation, index: int) -> None:
        self.owner = owner
        self.index = index

    def __repr__(self) -> str:
        return f"Use({self.owner.name}, #{self.index})"


class Value:
    """An SSA value: an operation result or a block argument."""

    __slots__ = ("type", "uses")

    def __init__(self, type: Type) -> None:
        self.type = type
        self.uses: list[Use] = []

    @property
    def has_uses(self) -> bool:
        return bool(self.uses)

    def replace_all_uses_with(self, other: Value) -> None:
        for use in self.uses:
            use.owner.operands[use.index] = other
            other.uses.append(use)
        self.uses = []

    @property
    def owner(self) -> Operation | Block:
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: Operation, index: int) -> None:
        self.type = type  # Value.__init__, inlined: one per operation result
        self.uses: list[Use] = []
        self.op = op
        self.index = index

    @property
    def owner(self) -> Operation:
        return self.op

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.op.name}: {self.type}>"


class BlockArgument(Value):
    __slots__ = ("block", "index", "location")

    def __init__(self, type: Type, block: Block, index: int, location: Attribute | None) -> None:
        Value.__init__(self, type)
        self.block = block
        self.index = index
        self.location = location

    @property
    def owner(self) -> Block:
        return self.block

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


class Operation:
    """An operation; the classes generated for registered operations subclass it
    (odsgen.ir.op_base.RegisteredOp)."""

    __slots__ = (
        "name",
        "operands",
        "results",
        "properties",
        "attributes",
        "regions",
        "successors",
        "_location",
        "parent",
    )

    def __init__(
        self,
        name: str,
        operands: list[Value] | None = None,
        result_types: list[Type] | tuple[Type, ...] = (),
        attributes: dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        regions: int | list[Region] = 0,
        successors: list[Block] | None = None,
        location: Attribute | None = None,
    ) -> None:
        self.name = name
        self.operands: list[Value] = list(operands) if operands else []
        for index, value in enumerate(self.operands):
            value.uses.append(Use(self, index))
        self.results: tuple[OpResult, ...] = tuple([OpResult(t, self, i) for i, t in enumerate(result_types)])
        self.attributes: dict[str, Attribute] = attributes if attributes is not None else {}
        self.properties = properties
        if isinstance(regions, int):
            regions = [Region() for _ in range(regions)]
        self.regions: list[Region] = regions
        for region in regions:
            region.parent = self
        self.successors: list[Block] = list(successors) if successors else []
        self._location = location
        self.parent: Block | None = None

    @property
    def location(self) -> Attribute | None:
        """The operation's location attribute. The parser gives each operation a deferred
        one, `(resolve, offset)`, turned into its FileLineColLoc here on first use:
        most are never read (printing without debug info does not), and building them
        all was a tenth of parsing."""
        location = self._location
        if type(location) is tuple:
            resolve, offset = location
            location = self._location = resolve(offset)
        return location

    @location.setter
    def location(self, location: Attribute | None) -> None:
        self._location = location

    @property
    def dialect_name(self) -> str:
        return self.name.partition(".")[0]

    @property
    def result(self) -> OpResult:
        if len(self.results) != 1:
            raise ValueError(f"'{self.name}' has {len(self.results)} results, not one")
        return self.results[0]

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    def set_operand(self, index: int, value: Value) -> None:
        old = self.operands[index]
        old.uses = [u for u in old.uses if not (u.owner is self and u.index == index)]
        self.operands[index] = value
        value.uses.append(Use(self, index))

    def drop_all_uses_of_operands(self) -> None:
        for index, value in enumerate(self.operands):
            value.uses = [u for u in value.uses if not (u.owner is self and u.index == index)]

    def walk(self) -> Iterator[Operation]:
        """This operation and every nested one, in pre-order."""
        stack: list[Operation] = [self]
        while stack:
            op = stack.pop()
            yield op
            nested = [
                inner
                for region in op.regions
                for block in region.blocks
                for inner in block.operations
            ]
            stack.extend(reversed(nested))

    def print(self, **options: Any) -> str:
        """The operation as MLIR text; options as `odsgen.ir.text.printer.PrintOptions`."""
        return seam.print_operation(self, **options)

    def __str__(self) -> str:
        return self.print()

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"


class Block:
    __slots__ = ("arguments", "operations", "parent")

    def __init__(
        self, arg_types: list[Type] | tuple[Type, ...] = (), arg_locations: list[Any] | None = None
    ) -> None:
        locations = arg_locations or [None] * len(arg_types)
        self.arguments: list[BlockArgument] = [
            BlockArgument(t, self, i, loc) for i, (t, loc) in enumerate(zip(arg_types, locations))
        ]
        self.operations: list[Operation] = []
        self.parent: Region | None = None

    def add_argument(self, type: Type, location: Attribute | None = None) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def append(self, op: Operation) -> Operation:
        op.parent = self
        self.operations.append(op)
        return op

    @property
    def terminator(self) -> Operation | None:
        return self.operations[-1] if self.operations else None

    @property
    def successors(self) -> list[Block]:
        last = self.terminator
        return last.successors if last is not None else []

    def __repr__(self) -> str:
        return f"<Block with {len(self.arguments)} arguments, {len(self.operations)} operations>"


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: list[Block] | None = None) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for block in blocks or []:
            self.append(block)

    def append(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def empty(self) -> bool:
        return not self.blocks

    def __repr__(self) -> str:
        return f"<Region with {len(self.blocks)} blocks>"
