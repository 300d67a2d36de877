"""Operations, and the editing API over operations, blocks and regions.

The structure follows MLIR: an Operation has operands (Values, each read through a Use
on the value's use list), results (OpResults), a properties attribute (`<{...}>` in the
generic form), a dictionary of discardable attributes, regions of blocks, successor
blocks and a location. Operations sit in a block's linked list (odsgen.ir.core.block), so
insertion, removal and moves are O(1); the names of the editing methods follow MLIR's
Python bindings (`erase`, `detach_from_parent`, `move_before`, `clone`, ...).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from odsgen.ir.core.block import Block, OpList
from odsgen.ir.core.region import BlockList, Region
from odsgen.ir.core.values import (
    BlockArgument,
    DeferredLocation,
    OpResult,
    Use,
    Value,
    new_result,
    new_use,
    refresh_operands,
)
from odsgen.ir.core.walk import _walk_post, _walk_pre

from odsgen.ir.core import seam

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import Attribute, Type
    from odsgen.ir.core.insertion import InsertionPoint
    from odsgen.ir.core.ir_mapping import IRMapping

__all__ = [
    "Block",
    "BlockArgument",
    "BlockList",
    "OpList",
    "OpResult",
    "Operation",
    "Region",
    "Use",
    "Value",
    "WalkOrder",
    "WalkResult",
    "is_inside",
]


class WalkOrder(enum.Enum):
    PRE_ORDER = "pre"
    POST_ORDER = "post"


class WalkResult(enum.Enum):
    """What a walk callback returns: go on, stop the walk, or skip the op's regions."""

    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


def is_inside(op: Operation, container: Operation | Block | Region) -> bool:
    """Whether `op` is `container` or nested in it, at any depth."""
    current: Any = op
    while current is not None:
        if current is container:
            return True
        if isinstance(current, Operation):
            current = current.parent
        elif isinstance(current, Block):
            current = current.parent
        else:
            current = current.parent
    return False


# The discardable attributes of every operation that has none (never changed).
NO_ATTRIBUTES: dict[str, Any] = {}


class Operation(DeferredLocation):
    """An operation; the classes generated for registered operations subclass it
    (odsgen.ir.core.op_base.RegisteredOp)."""

    __slots__ = (
        "name",
        "operands",
        "_operand_uses",
        "results",
        "properties",
        "_attributes",
        "regions",
        "successors",
        "_location",
        "_location_source",
        "parent",
        "_prev",
        "_next",
        "_context",
    )

    def __init__(
        self,
        name: str,
        operands: Sequence[Value] | None = None,
        result_types: Sequence[Type] = (),
        attributes: dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        regions: int | Sequence[Region] = 0,
        successors: Sequence[Block] | None = None,
        location: Attribute | None = None,
        context: Any = None,
    ) -> None:
        if type(location) is tuple:
            # Deferred, (resolve, offset): see DeferredLocation.
            source, location = location
        else:
            source = None
        _fill(self, name, operands, result_types, attributes, properties, regions, successors, source, location, context)

    @classmethod
    def create(
        cls,
        name: str,
        operands: Sequence[Value] | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: dict[str, Attribute] | None = None,
        properties: Attribute | dict[str, Attribute] | None = None,
        regions: int | Sequence[Region] | None = None,
        successors: Sequence[Block] | None = None,
        location: Attribute | None = None,
        ip: InsertionPoint | None = None,
        context: Any = None,
    ) -> Operation:
        """A new operation `name` (Operation::create): an instance of its registered class
        when its dialect is known to the context, with inherent attributes given in
        `attributes` moved into the properties and unset defaults filled in; inserted at
        `ip`, or at the current insertion point (`with InsertionPoint(...)`), if any.
        The context is `context`, else the one of the location, types or attributes, else
        the current one (`with ctx:`)."""
        from odsgen.ir.core.insertion import insert_new

        operands = list(operands or ())
        result_types = list(result_types or ())
        if context is None:
            context = _context_of(location, operands, result_types, attributes, properties)
        if context is None:
            from odsgen.ir.core.insertion import current_insertion_point

            where = ip if ip is not None else current_insertion_point()
            parent = where.block.parent_op if where is not None else None
            context = parent.context if parent is not None else None
        if context is None:
            from odsgen.ir.core.context import Context

            context = Context.current_or_none()
        if context is None:
            raise ValueError(
                f"Operation.create('{name}') cannot tell which context to use: pass context=, "
                "a location, or run it inside `with ctx:`"
            )
        op = context.create_operation(
            name,
            operands=operands,
            result_types=result_types,
            attributes=dict(attributes) if attributes else {},
            properties=properties,
            regions=regions if regions is not None else 0,
            successors=list(successors or ()),
            location=location,
            inherent_from_attributes=True,
        )
        return insert_new(op, ip)

    # -- fields -------------------------------------------------------------------------

    @property
    def attributes(self) -> dict[str, Attribute]:
        """The discardable attributes, a dict of the operation's own to change."""
        attributes = self._attributes
        if attributes is NO_ATTRIBUTES:
            attributes = self._attributes = {}
        return attributes

    @attributes.setter
    def attributes(self, attributes: dict[str, Attribute]) -> None:
        self._attributes = attributes

    @property
    def context(self) -> Any:
        """The context the operation's types and attributes live in."""
        context = self._context
        if context is None:
            context = self._context = _find_context(self)
        return context

    @property
    def dialect_name(self) -> str:
        return self.name.partition(".")[0]

    @property
    def named_dialect(self) -> str | None:
        """The dialect the name refers to (OperationName::getDialect through
        StringAttr's referenced dialect): the part before the first `.` when neither it
        nor the rest is empty; `"index"() : () -> ()` names none."""
        prefix, dot, rest = self.name.partition(".")
        return prefix if prefix and rest else None

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

    @property
    def next_operation(self) -> Operation | None:
        return self._next

    @property
    def prev_operation(self) -> Operation | None:
        return self._prev

    @property
    def operand_uses(self) -> list[Use]:
        """The Use of each operand slot, in operand order (MLIR's getOpOperands)."""
        return list(self._operand_uses)

    def is_ancestor(self, other: Operation) -> bool:
        """Whether `other` is this operation or nested in it (Operation::isAncestor)."""
        return is_inside(other, self)

    # -- operands -----------------------------------------------------------------------

    def set_operand(self, index: int, value: Value) -> None:
        if not isinstance(value, Value):
            raise TypeError(f"set_operand expects a Value, got {type(value).__name__}")
        use = self._operand_uses[index]
        use._relink(value)
        refresh_operands(self)

    def set_operands(self, values: Iterable[Value]) -> None:
        """Replace the whole operand list (its length may change)."""
        values = list(values)
        for value in values:
            if not isinstance(value, Value):
                raise TypeError(f"set_operands expects Values, got {type(value).__name__}")
        for use in self._operand_uses:
            use._unlink()
        self.operands = tuple(values)
        self._operand_uses = tuple([Use(self, value) for value in values])

    def drop_all_uses_of_operands(self) -> None:
        for use in self._operand_uses:
            use._unlink()

    def _drop_all_references(self) -> None:
        """Operation::dropAllReferences: this op and every nested one stop reading values
        and naming successor blocks (before a group of them is erased)."""
        for op in self.walk():
            for use in op._operand_uses:
                use._unlink()
            op.successors = []

    def replace_all_uses_with(self, values: Operation | Sequence[Value]) -> None:
        """Make every use of each result read the matching value of `values` (another
        operation's results, or a list of values)."""
        new = list(values.results) if isinstance(values, Operation) else list(values)
        if len(new) != len(self.results):
            raise ValueError(
                f"'{self.name}' has {len(self.results)} results but {len(new)} replacement values were given"
            )
        for old, value in zip(self.results, new):
            old.replace_all_uses_with(value)

    def has_uses(self) -> bool:
        return any(result._first_use is not None for result in self.results)

    @property
    def users(self) -> list[Operation]:
        return [use.owner for result in self.results for use in result._iter_uses()]

    # -- placement ------------------------------------------------------------------------

    def detach_from_parent(self) -> Operation:
        """Take this operation out of its block, keeping it whole; returns it."""
        block = self.parent
        if block is None:
            raise ValueError(f"'{self.name}' is not in a block: there is nothing to detach it from")
        block._unlink(self)
        return self

    def move_before(self, other: Operation) -> None:
        """Move this operation (from its block, if any) just before `other`."""
        if other is self:
            return
        if other.parent is None:
            raise ValueError(f"cannot move before '{other.name}': it is not in a block")
        if is_inside(other, self):
            raise ValueError(f"cannot move '{self.name}' into its own region")
        if self.parent is not None:
            self.parent._unlink(self)
        other.parent.insert_before(other, self)

    def move_after(self, other: Operation) -> None:
        """Move this operation (from its block, if any) just after `other`."""
        if other is self:
            return
        if other.parent is None:
            raise ValueError(f"cannot move after '{other.name}': it is not in a block")
        if is_inside(other, self):
            raise ValueError(f"cannot move '{self.name}' into its own region")
        if self.parent is not None:
            self.parent._unlink(self)
        other.parent.insert_after(other, self)

    def erase(self) -> None:
        """Remove this operation and everything nested in it (Operation::erase).
        Refused while one of its results is still used (replace the uses first)."""
        for result in self.results:
            for use in result._iter_uses() if result._first_use is not None else ():
                if is_inside(use.owner, self):
                    continue
                raise ValueError(
                    f"cannot erase '{self.name}': result #{result.index} is still used by "
                    f"'{use.owner.name}' (replace or erase the users first)"
                )
        self._drop_all_references()  # uses from inside itself (graph regions) go with it
        if self.parent is not None:
            self.parent._unlink(self)
        for region in self.regions:  # the nested operations go with it
            region._move_blocks_out()

    # -- traversal ----------------------------------------------------------------------

    def walk(
        self,
        callback: Callable[[Operation], Any] | None = None,
        walk_order: WalkOrder = WalkOrder.PRE_ORDER,
        *,
        post_order: bool = False,
    ) -> Any:
        """This operation and every nested one, in pre-order (or post-order with
        `post_order=True` / `walk_order=WalkOrder.POST_ORDER`). Without a callback it
        is an iterator; with one, `callback(op)` is called for each, and may return a
        WalkResult (INTERRUPT stops the walk, SKIP skips the op's regions in pre-order).
        The visited operation may be erased, moved or replaced while it is visited;
        operations added during the walk may or may not be visited."""
        post = post_order or walk_order is WalkOrder.POST_ORDER
        if callback is None:
            return _walk_post(self) if post else _walk_pre(self, None)
        skipped: set[Operation] = set()
        for op in _walk_post(self) if post else _walk_pre(self, skipped):
            result = callback(op)
            if result is WalkResult.INTERRUPT:
                return WalkResult.INTERRUPT
            if result is WalkResult.SKIP:
                skipped.add(op)
        return WalkResult.ADVANCE

    # -- copying --------------------------------------------------------------------------

    def clone(self, mapping: IRMapping | None = None) -> Operation:
        """A detached deep copy: regions, blocks, block arguments and nested operations
        are copied; operands, successors and uses inside the copy are remapped, and values
        from outside it are kept unless `mapping` maps them. `mapping` (if given) receives
        old -> new for every value, block and operation copied (Operation::clone)."""
        from odsgen.ir.core.ir_mapping import IRMapping

        if mapping is None:
            mapping = IRMapping()
        new = _clone_tree(self, mapping)
        # Operands and successors that named values or blocks copied after their user
        # (a later block, a graph region) are remapped now that everything is copied.
        lookup = mapping.lookup_or_default
        for op in _walk_pre(new, None):
            for use in op._operand_uses:
                mapped = lookup(use.value, use.value)
                if mapped is not use.value:
                    use.set(mapped)
            if op.successors:
                op.successors = [lookup(b, b) for b in op.successors]
        return new

    def clone_without_regions(self, mapping: IRMapping | None = None) -> Operation:
        from odsgen.ir.core.ir_mapping import IRMapping

        return self._clone_without_regions(mapping if mapping is not None else IRMapping())

    def _clone_without_regions(self, mapping: IRMapping) -> Operation:
        lookup = mapping.lookup_or_default
        new = type(self)(
            self.name,
            [lookup(v, v) for v in self.operands],
            [r.type for r in self.results],
            dict(self._attributes),
            self.properties,
            len(self.regions),
            [lookup(b, b) for b in self.successors],
            self._location if self._location_source is None else (self._location_source, self._location),
            self._context,
        )
        mapping.map(self, new)
        for old, result in zip(self.results, new.results):
            mapping.map(old, result)
        return new

    # -- verification and text ------------------------------------------------------------

    def verify(self) -> bool:
        """Verify this operation and everything nested in it, as mlir-opt does after
        parsing; raises VerifyError with mlir-opt's diagnostic, else returns True (as
        MLIR's Python bindings do)."""
        seam.verify_operation(self, self.context)
        return True

    def print(self, **options: Any) -> str:
        """The operation as MLIR text; options as `odsgen.ir.text.printer.PrintOptions`."""
        return seam.print_operation(self, **options)

    def __str__(self) -> str:
        return self.print()

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"


def _fill(
    op: Operation,
    name: str,
    operands: Sequence[Value] | None,
    result_types: Sequence[Type],
    attributes: dict[str, Attribute] | None,
    properties: Attribute | None,
    regions: int | Sequence[Region],
    successors: Sequence[Block] | None,
    location_source: Any,
    location: Any,
    context: Any,
) -> None:
    """Operation's constructor, shared with new_operation."""
    op.name = name
    if operands:
        # Tuples (replaced, never changed in place, like MLIR's OperandRange): a list
        # is a second allocation and over-allocates, 16-24 bytes more per operation.
        values = tuple(operands)
        op.operands = values
        op._operand_uses = tuple([new_use(op, value) for value in values])
    else:
        op.operands = ()  # type: ignore[assignment]  # shared, as regions below
        op._operand_uses = ()
    op.results = (
        tuple([new_result(t, op) for t in result_types]) if result_types else ()
    )
    # Most operations have no discardable attributes: they share one empty dict, to
    # read only, until `attributes` is asked for (a dict each was 64 bytes of an
    # operation's ~680). Readers that never write use `_attributes`.
    op._attributes = attributes if attributes else NO_ATTRIBUTES
    op.properties = properties
    # No operands, regions or successors: one shared empty tuple (replaced, never
    # changed in place, when some are set). Most operations have no regions and no
    # successors, and an empty list each was a tenth of an operation's memory.
    if not regions:
        regions = ()
    elif isinstance(regions, int):
        regions = [Region() for _ in range(regions)]
    elif type(regions) is not list:
        regions = list(regions)
    for region in regions:  # type: ignore[union-attr]
        if region.parent is not None:
            raise ValueError(f"a region given to '{name}' already belongs to '{region.parent.name}'")
        region.parent = op
    op.regions = regions  # type: ignore[assignment]
    op.successors = list(successors) if successors else ()  # type: ignore[assignment]
    # A deferred location is two fields, the offset in `_location`: a tuple per
    # operation was a twelfth of a parsed operation's memory.
    op._location = location
    op._location_source = location_source
    op.parent = None
    op._prev = None
    op._next = None
    op._context = context


def new_operation(
    cls: type[Operation],
    name: str,
    operands: Sequence[Value] | None,
    result_types: Sequence[Type],
    attributes: dict[str, Attribute] | None,
    properties: Attribute | None,
    regions: Sequence[Region],
    successors: Sequence[Block] | None,
    location_source: Any,
    location: Any,
    context: Any,
) -> Operation:
    """A new `cls` made as its constructor makes it, without the call through the class
    (what a parser makes once per operation; compiled, a C call). A deferred location
    is its `(location_source, offset)` (see DeferredLocation)."""
    op = cls.__new__(cls)  # compiled, tp_new (Operation.__new__(cls) is a Python call)
    _fill(op, name, operands, result_types, attributes, properties, regions, successors, location_source, location, context)
    return op


def _clone_tree(op: Operation, mapping: IRMapping) -> Operation:
    """The copy of `op` and what is nested in it (Region::cloneInto for each region:
    every block, with its arguments, before any operation)."""
    new = op._clone_without_regions(mapping)
    for old_region, new_region in zip(op.regions, new.regions):
        pairs = []
        for block in old_region.blocks:
            copy = Block([a.type for a in block.arguments], [a.location for a in block.arguments])
            for arg, new_arg in zip(block.arguments, copy.arguments):
                mapping.map(arg, new_arg)
            mapping.map(block, copy)
            new_region.blocks.append(copy)
            pairs.append((block, copy))
        for block, copy in pairs:
            for inner in block.operations:
                copy.append(_clone_tree(inner, mapping))
    return new


def _context_of(location: Any, operands: list[Value], types: list[Any], attributes: Any, properties: Any) -> Any:
    for candidate in (location, *types, *(v.type for v in operands)):
        context = getattr(candidate, "context", None)
        if context is not None:
            return context
    for attr in (attributes or {}).values():
        return attr.context
    if isinstance(properties, dict):
        for attr in properties.values():
            return attr.context
    return getattr(properties, "context", None)


def _find_context(op: Operation) -> Any:
    """The context of an operation built without one: through its location, types or
    attributes, or those of anything nested in it."""
    for inner in op.walk():
        if inner._context is not None:
            return inner._context
        location = inner.location
        if location is not None and type(location) is not tuple:
            return location.context
        for value in inner.results:
            if value.type is not None:
                return value.type.context
        for value in inner.operands:
            if value.type is not None:
                return value.type.context
        for attr in inner._attributes.values():
            return attr.context
        if inner.properties is not None:
            return inner.properties.context
        for region in inner.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if arg.type is not None:
                        return arg.type.context
    return None
