"""The base class of generated operation classes (ODS `Op`), and what they share.

A generated class declares its ODS signature as class-level tables; this module turns
those into MLIR's behaviour: operand/result groups with segment sizes
(getODSOperandIndexAndLength), inherent attributes kept as properties (a DictionaryAttr,
which is what `<{...}>` prints), default-valued properties filled in on creation
(populateDefaultProperties), and the generic form's property conversion
(setPropertiesFromAttr / verifyInherentAttrs). The class is also what the verifier
asks about the operation (`context.op_info(name)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar

from odsgen.ir.core.helpers import builtin_dialect as _builtin
from odsgen.ir.core.operation import Block, OpResult, Operation, Region, new_operation
from odsgen.ir.core.values import Value

if TYPE_CHECKING:
    from odsgen.ir.core.attributes import Attribute, Type


# (name, storage class or None, checker or None, constraint summary) per inherent attribute.
AttrInfo = tuple[str, Any, Any, str]



def property_of(op: Operation, name: str) -> Attribute | None:
    """RegisteredOp._ods_prop: the inherent attribute `name` of a generated class's
    operation, from its properties, or None (what generated printers call: compiled, a
    C call reading the operation's fields)."""
    props = op.properties
    if props is None:
        return None
    for key, value in props._value:  # DictionaryAttr's pairs
        if key == name:
            return value
    return None


def operand_group(op: Operation, index: int) -> list[Value]:
    """RegisteredOp._ods_operand_group: the operands of the index-th ODS operand
    (getODSOperands), for generated printers as property_of is."""
    cls = type(op)
    segments = cls._ods_operand_segments
    start, length = _group(
        cls._ods_operand_arity,
        index,
        len(op.operands),
        # (most operations have no segment sizes: no method call then)
        None if segments is None else op._ods_segment_sizes(segments),  # type: ignore[attr-defined]
    )
    return list(op.operands[start : start + length])  # a list, as result groups are


def result_group(op: Operation, index: int) -> list[OpResult]:
    """RegisteredOp._ods_result_group (getODSResults), as operand_group."""
    cls = type(op)
    segments = cls._ods_result_segments
    start, length = _group(
        cls._ods_result_arity,
        index,
        len(op.results),
        None if segments is None else op._ods_segment_sizes(segments),  # type: ignore[attr-defined]
    )
    return list(op.results[start : start + length])


def inherent_attr(op: Operation, name: str) -> Attribute | None:
    """The inherent attribute `name` of any operation (a registered class or not):
    the entry of its properties dictionary, or None."""
    value = getattr(op.properties, "_value", None) if op.properties is not None else None
    if type(value) is tuple:  # a DictionaryAttr's (name, attribute) pairs
        for key, attr in value:
            if key == name:
                return attr
    return None


def _structure_key(cls: type, op: Operation) -> tuple[Any, ...]:
    """What RegisteredOp.verify_structure memoises on: the class, the properties, the
    counts, and the operand and result types (compiled, read as C fields: op_base.pxd)."""
    if op is None:  # compiled, its fields would be read without a check
        raise TypeError("verify_structure expects an Operation, got None")
    key = [cls, op.properties, len(op.regions), len(op.successors), len(op.operands)]
    for value in op.operands:
        key.append(value.type if value is not None else None)  # compiled, None has no fields
    for value in op.results:
        key.append(value.type)
    return tuple(key)


def from_parsed(
    cls: Any,
    parser: Any,
    loc: int,
    operands: list[Value] = (),  # type: ignore[assignment]
    result_types: list[Type] = (),  # type: ignore[assignment]
    properties: dict[str, Any] | None = None,
    attributes: dict[str, Any] | None = None,
    regions: list[Region] = (),  # type: ignore[assignment]
    successors: list[Block] = (),  # type: ignore[assignment]
    operand_segment_sizes: list[int] | None = None,
    result_segment_sizes: list[int] | None = None,
) -> Operation:
    """The operation a custom parser read (OperationState -> Operation::create), of class
    `cls`: RegisteredOp._ods_from_parsed, and what generated parsers call once per
    operation (compiled, a C call, keywords matched where it is compiled).

    Inherent attributes written in the attribute dictionary become properties after
    the checks of verifyInherentAttrs, reported as a custom parser reports them;
    segment sizes become the `operandSegmentSizes`/`resultSegmentSizes` property."""
    props = properties if properties is not None else {}  # the caller's, ours to change
    attributes = dict(attributes) if attributes else None
    for name, _storage, check, summary in cls._ods_attr_info if attributes else ():
        value = attributes.get(name)
        if value is None:
            continue
        if check is not None and not check(value):
            parser.emit_error(
                f"custom op '{cls.OPERATION_NAME}' '{cls.OPERATION_NAME}' op attribute '{name}' "
                f"failed to satisfy constraint: {summary}",
                loc,
            )
        props[name] = attributes.pop(name)
    context = parser.context
    if operand_segment_sizes is not None and cls._ods_operand_segments:
        props[cls._ods_operand_segments] = _i32_array(context, operand_segment_sizes)
    if result_segment_sizes is not None and cls._ods_result_segments:
        props[cls._ods_result_segments] = _i32_array(context, result_segment_sizes)
    info = _CLASS_INFO.get(cls)
    if info is None:
        info = _CLASS_INFO[cls] = (cls.OPERATION_NAME, cls._ods_has_defaults())
    op_name, has_defaults = info
    if not has_defaults:
        properties = _dictionary(context, props) if props else None
    elif props:
        cls._ods_fill_defaults(context, props)  # what create_operation would add
        properties = _dictionary(context, props)
    else:
        # Nothing written: the defaults alone, the same uniqued dictionary for every
        # such op of the class (made once per context).
        properties = context._ods_default_properties.get(cls)
        if properties is None:
            cls._ods_fill_defaults(context, props)
            properties = context._ods_default_properties[cls] = _dictionary(context, props)
    return new_operation(
        cls,
        op_name,
        operands,
        result_types,
        attributes,
        properties,
        regions,
        successors,
        parser.file_locations,  # deferred: see DeferredLocation
        loc,
        context,
    )


# The segment-size attributes' names before they became properties, still accepted by
# the ODS-generated setInherentAttr/setPropertiesFromAttr.


class RegisteredOp(Operation):
    """An operation of a registered dialect; generated classes fill in the tables."""

    __slots__ = ()

    OPERATION_NAME: ClassVar[str] = ""
    _ods_traits: ClassVar[frozenset[str]] = frozenset()
    isolated_from_above: ClassVar[bool] = False
    graph_regions: ClassVar[bool] = False  # RegionKindInterface: regions are graphs
    _ods_verifies_by_types: ClassVar[bool] = False  # see verify_structure
    optional_symbol: ClassVar[bool] = False  # SymbolOpInterface::isOptionalSymbol
    # OpAsmOpInterface::getDefaultDialect, when the op sets it (a string); None otherwise.
    # Declared here so that looking for it (once per parsed op) finds something.
    default_dialect: ClassVar[str | None] = None
    # Arity per ODS operand / result: "single", "optional", "variadic" or
    # "variadic_of_variadic"; and whether segment sizes come from a property.
    _ods_operand_arity: ClassVar[tuple[str, ...]] = ()
    _ods_result_arity: ClassVar[tuple[str, ...]] = ()
    _ods_operand_names: ClassVar[tuple[str, ...]] = ()
    _ods_result_names: ClassVar[tuple[str, ...]] = ()
    _ods_operand_segments: ClassVar[str | None] = None  # "operandSegmentSizes" if attr-sized
    _ods_result_segments: ClassVar[str | None] = None
    _ods_attr_info: ClassVar[tuple[AttrInfo, ...]] = ()
    # (name, builder of the default value from a context) per DefaultValuedAttr.
    _ods_defaults: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()
    # (name, kind) per non-attribute property (odsgen.ir.text.properties), whose
    # storage is its attribute form in the properties dictionary.
    _ods_prop_info: ClassVar[tuple[tuple[str, Any], ...]] = ()

    # -- fields by ODS name -------------------------------------------------------------

    def _ods_prop(self, name: str) -> Attribute | None:
        """The inherent attribute `name` (from the properties), or None."""
        return property_of(self, name)

    @classmethod
    def _ods_prop_kind(cls, name: str) -> Any:
        return next(kind for key, kind in cls._ods_prop_info if key == name)

    @classmethod
    def _ods_prop_attr(cls, context: Any, name: str, value: Any) -> Any:
        """A builder argument for the property `name`: its storage attribute (an
        Attribute is taken as the generic form would: converted, or a TypeError)."""
        from odsgen.ir.core.attributes import Attribute

        kind = cls._ods_prop_kind(name)
        if isinstance(value, Attribute):
            problem = kind.conversion_problem(context, value)
            if problem is not None:
                raise TypeError(f"argument '{name}': {problem}")
            return kind.from_attr(context, value)
        return kind.to_attr(context, value)

    def _ods_prop_value(self, name: str) -> Any:
        """The interface value (a Python value) of the property `name`."""
        kind = self._ods_prop_kind(name)
        attr = self._ods_prop(name)
        return kind.value(attr if attr is not None else kind.default(self.context))

    def _ods_set_prop_value(self, name: str, value: Any) -> None:
        self._ods_set_prop(name, self._ods_prop_kind(name).to_attr(self.context, value))

    def _ods_verify_props(self) -> str | None:
        """The properties' predicates (ConfinedProp), in declaration order."""
        for name, kind in self._ods_prop_info:
            if not kind.check(self._ods_prop_value(name)):
                return f"property '{name}' failed to satisfy constraint: {kind.summary}"
        return None

    def _ods_operand_group(self, index: int) -> list[Value]:
        """The operands of the index-th ODS operand (getODSOperands)."""
        return operand_group(self, index)

    def _ods_result_group(self, index: int) -> list[OpResult]:
        return result_group(self, index)

    def _ods_named_type(self, name: str) -> Type | None:
        """The type of the (first) operand or result called `name`, or of the typed
        attribute called `name` (AllTypesMatch, TypesMatchWith)."""
        if name in self._ods_operand_names:
            index = self._ods_operand_names.index(name)
            values: list[Any] = self._ods_operand_group(index)
            arity = self._ods_operand_arity[index]
        elif name in self._ods_result_names:
            index = self._ods_result_names.index(name)
            values = self._ods_result_group(index)
            arity = self._ods_result_arity[index]
        else:
            attr = self._ods_prop(name)
            return getattr(attr, "type", None)
        if arity == "variadic":  # a TypeRange: compared as a whole
            return tuple(v.type for v in values)  # type: ignore[return-value]
        return values[0].type if values else None

    def _ods_context(self) -> Any:
        """The context of the operation's types and attributes (for TypesMatchWith
        transformers that build types)."""
        return self.context

    # -- editing inherent attributes (the generated accessors' setters) -------------------

    def _ods_set_prop(self, name: str, value: Attribute | None) -> None:
        """Set (or with None, remove) the inherent attribute `name`: a new properties
        dictionary, since attributes are immutable."""
        from odsgen.ir.core.helpers import dictionary_items

        items = dict(dictionary_items(self.properties))
        if value is None:
            if items.pop(name, None) is None:
                return
        else:
            items[name] = value
        self.properties = _dictionary(self.context, items) if items else None

    def _ods_segment_sizes(self, name: str | None) -> tuple[int, ...] | None:
        if name is None:
            return None
        attr = self._ods_prop(name)
        if attr is None:
            return None
        sizes = tuple(attr.values)  # type: ignore[attr-defined]
        arity = self._ods_operand_arity if name == self._ods_operand_segments else self._ods_result_arity
        return sizes if len(sizes) == len(arity) else None  # a bad length fails verification

    # -- what the verifier asks (context.op_info protocol) ------------------------------

    @classmethod
    def verify_structure(cls, op: Operation) -> Any:
        """verifyInvariants: the generated checks; a message (or OpError) on failure.

        An operation whose checks read only its types, properties and counts
        (`_ods_verifies_by_types`, decided by the generator) is checked once per distinct
        key: types and attributes are uniqued, so the answer is the same for every
        operation with that key. Only successes are kept; a failure is re-checked, so
        each failing operation reports its own error."""
        return verify_invariants(cls, op)

    @classmethod
    def verify_region_invariants(cls, op: Operation) -> Any:
        """verifyRegionInvariants: region traits and the region verifier."""
        return op._ods_verify_regions()  # type: ignore[attr-defined]

    @classmethod
    def has_ssa_dominance(cls, op: Operation) -> bool:
        return not cls.graph_regions

    def _ods_verify(self) -> Any:
        return None

    def _ods_verify_regions(self) -> Any:
        return None

    # -- creation ------------------------------------------------------------------------

    @classmethod
    def _ods_build(cls, context: Any, ip: Any, **fields: Any) -> Any:
        """What a generated `build` ends with: the new operation (its dialect loaded into
        the context if it was not), inserted at `ip` or the current insertion point."""
        from odsgen.ir.core.insertion import insert_new

        if cls._ods_dialect_name() not in context._dialects:
            context.ensure_dialect_of(cls)
        return insert_new(cls._ods_create(context, **fields), ip)

    @classmethod
    def _ods_create(cls, context: Any, **fields: Any) -> Any:
        """A new, detached operation of this class (Operation::create), with unset
        default-valued properties filled in (populateDefaultProperties)."""
        if cls._ods_has_defaults():
            fields["properties"] = cls._ods_populate_defaults(context, fields.get("properties"))
        return cls(cls.OPERATION_NAME, context=context, **fields)

    @classmethod
    def _ods_dialect_name(cls) -> str:
        return cls.OPERATION_NAME.partition(".")[0]

    @classmethod
    def _ods_split_inherent(
        cls, context: Any, properties: Attribute | None, attributes: dict[str, Any]
    ) -> tuple[Attribute | None, dict[str, Any]]:
        """Move the inherent attributes found in `attributes` into the properties."""
        from odsgen.ir.core.helpers import dictionary_items

        names = {info[0] for info in cls._ods_inherent()}
        inherent = {k: v for k, v in attributes.items() if k in names}
        if not inherent:
            return properties, attributes
        items = dict(dictionary_items(properties))
        items.update(inherent)
        return _dictionary(context, items), {k: v for k, v in attributes.items() if k not in names}

    @classmethod
    def _ods_populate_defaults(cls, context: Any, properties: Attribute | None) -> Attribute | None:
        """populateDefaultProperties: every unset DefaultValuedAttr gets its default; the
        segment sizes of AttrSized*Segments ops are a properties field that starts as
        zeros (so they print even when never set)."""
        from odsgen.ir.core.helpers import dictionary_items

        items = dict(dictionary_items(properties))
        return _dictionary(context, items) if cls._ods_fill_defaults(context, items) else properties

    @classmethod
    def _ods_fill_defaults(cls, context: Any, items: dict[str, Any]) -> bool:
        """Add the defaults of populateDefaultProperties missing from `items` (property
        name -> value); whether any was."""
        added = False
        for name, build in cls._ods_defaults:
            if name not in items:
                items[name] = build(context)
                added = True
        for name, kind in cls._ods_prop_info:  # properties always have storage
            if name not in items:
                items[name] = kind.default(context)
                added = True
        for name, arity in ((cls._ods_operand_segments, cls._ods_operand_arity), (cls._ods_result_segments, cls._ods_result_arity)):
            if name and name not in items:
                items[name] = _i32_array(context, [0] * len(arity))
                added = True
        return added

    @classmethod
    def _ods_has_defaults(cls) -> bool:
        return bool(cls._ods_defaults or cls._ods_prop_info or cls._ods_operand_segments or cls._ods_result_segments)

    @classmethod
    def convert_properties(
        cls, parser: Any, properties: Any, attributes: dict[str, Any], loc: int, bound: Any = None
    ) -> tuple[Any, dict[str, Any]]:
        """The generic form: `<{...}>` is set as the properties (setPropertiesFromAttr,
        which checks each inherent attribute's storage class); inherent attributes in
        the attribute dictionary are checked against their constraints
        (verifyInherentAttrs) and moved into the properties."""
        from odsgen.ir.core.helpers import dictionary_items

        builtin = _builtin()
        segments = {cls._ods_operand_segments: cls._ods_operand_arity, cls._ods_result_segments: cls._ods_result_arity}
        converted: dict[str, Any] = {}
        taken: set[str] = set()
        for name, _storage, check, summary in cls._ods_inherent():
            value = None
            # setInherentAttr also takes the segment sizes' pre-properties spelling
            # (`operand_segment_sizes`); the attribute dictionary is sorted, so that one
            # is set last, and wins unless it is not a valid size array (then ignored).
            for spelling in (name, _LEGACY_SEGMENT_NAMES.get(name)) if name in segments else (name,):
                if spelling in attributes:
                    taken.add(spelling)
                    if value is None or _is_segment_sizes(attributes[spelling], len(segments[name])):
                        value = attributes[spelling]
            if value is None:
                continue
            if check is not None and not check(value):
                parser.emit_error(
                    f"'{cls.OPERATION_NAME}' op attribute '{name}' failed to satisfy constraint: {summary}", loc
                )
            if name in segments and not _is_segment_sizes(value, len(segments[name])):
                # setInherentAttr keeps segment sizes only from a DenseI32ArrayAttr of the
                # right size and silently drops anything else (the storage stays zeros).
                continue
            converted[name] = value
        if taken:
            attributes = {k: v for k, v in attributes.items() if k not in taken}
        if properties is not None:
            prefix = f"invalid properties {parser.attr_text(properties)} for op {cls.OPERATION_NAME}: "
            if not isinstance(properties, builtin.DictionaryAttr):
                parser.emit_error(prefix + "expected DictionaryAttr to set properties", loc)
            items = dictionary_items(properties)
            skip = bound or ()  # a custom format's prop-dict leaves out what it binds
            for name, storage, _check, _summary in cls._ods_inherent():
                value = items.get(name)
                if name in skip:
                    continue
                if value is None and name in segments:
                    # setPropertiesFromAttr falls back to the pre-properties spelling.
                    value = items.get(_LEGACY_SEGMENT_NAMES.get(name, ""))
                if value is None:
                    continue
                if storage is not None and not (isinstance(value, storage) if isinstance(storage, type) else storage(value)):
                    parser.emit_error(
                        prefix + f"Invalid attribute `{name}` in property conversion: {parser.attr_text(value)}", loc
                    )
                arity = {cls._ods_operand_segments: cls._ods_operand_arity, cls._ods_result_segments: cls._ods_result_arity}.get(name)
                if arity is not None and len(value.values) != len(arity):
                    # convertFromAttribute of the segment sizes' std::array.
                    parser.emit_error(
                        prefix + f"size mismatch in attribute conversion: {len(value.values)} vs {len(arity)}", loc
                    )
                converted[name] = value
            for name, kind in cls._ods_prop_info:  # after the attributes, as upstream
                value = items.get(name)
                if value is None or name in skip:
                    continue
                problem = kind.conversion_problem(parser.context, value)
                if problem is not None:
                    parser.emit_error(prefix + problem, loc)
                converted[name] = kind.from_attr(parser.context, value)
            if bound is not None:  # a custom format's prop-dict (setPropertiesFromParsedAttr)
                for name, kind in cls._ods_prop_info:
                    if name not in items and name not in bound and not kind.has_default:
                        parser.emit_error(prefix + f"expected key entry for {name} in DictionaryAttr to set Properties.", loc)
                known = {info[0] for info in cls._ods_inherent()} | {name for name, _ in cls._ods_prop_info}
                for name in items:
                    if name not in known or name in bound:
                        parser.emit_error(
                            prefix + f"unknown key '{parser.attr_text(builtin.StringAttr.get(parser.context, name))}' when parsing properties dictionary",
                            loc,
                        )
        return (_dictionary(parser.context, converted) if converted else None), attributes

    @classmethod
    def _ods_inherent(cls) -> tuple[AttrInfo, ...]:
        """The inherent attributes, with the segment sizes of AttrSized*Segments ops
        (a DenseI32ArrayAttr property each)."""
        builtin = _builtin()
        extra = tuple((n, builtin.DenseArrayAttr, None, "") for n in (cls._ods_operand_segments, cls._ods_result_segments) if n)
        return cls._ods_attr_info + extra

    # The operation a custom parser read (OperationState -> Operation::create): see
    # from_parsed, which generated parsers call directly.
    _ods_from_parsed = classmethod(from_parsed)


_LEGACY_SEGMENT_NAMES = {"operandSegmentSizes": "operand_segment_sizes", "resultSegmentSizes": "result_segment_sizes"}


def verify_invariants(cls: Any, op: Operation) -> Any:
    """RegisteredOp.verify_structure of `op`, a `cls`: the verifier calls it directly for
    the classes that keep it (compiled, a C call reading the operation's fields)."""
    if not cls._ods_verifies_by_types:
        return op._ods_verify()  # type: ignore[attr-defined]
    key = _structure_key(cls, op)
    context = op._context
    if context is None:
        context = op.context
    verified = context._ods_verified
    if key in verified:
        return None
    problem = op._ods_verify()  # type: ignore[attr-defined]
    if problem is None:
        verified.add(key)
    return problem


# Operation class -> (its name, whether it has default-valued properties): read once per
# parsed operation, a dict lookup rather than two class attribute lookups.
_CLASS_INFO: dict[type, tuple[str, bool]] = {}


def _dictionary(context: Any, items: dict[str, Any]) -> Any:
    """DictionaryAttr.get(context, items): once per operation with properties, so the
    uniqued attribute is looked up in the context's table directly first. Names are
    unique, so sorting the pairs compares names only, and str order is UTF-8 byte order;
    a key sorted otherwise would only miss, and DictionaryAttr.get then decides."""
    global _DICTIONARY_ATTR
    cls = _DICTIONARY_ATTR
    if cls is None:
        cls = _DICTIONARY_ATTR = _builtin().DictionaryAttr
    if len(items) == 1:  # most often: the one pair made directly (compiled, no iterator)
        for name, value in items.items():
            entries = ((name, value),)
    else:
        entries = tuple(sorted(items.items()))
    table = context._ods_uniqued[cls]
    found = table.get((entries,))
    if found is not None:
        return found
    return cls.get(context, items)


_DICTIONARY_ATTR: Any = None  # builtin's DictionaryAttr, once _dictionary has run


def _is_segment_sizes(value: Any, count: int) -> bool:
    """Whether `value` is a DenseI32ArrayAttr of `count` elements."""
    builtin = _builtin()
    if not isinstance(value, builtin.DenseArrayAttr) or len(value.values) != count:
        return False
    element = value.element_type
    return isinstance(element, builtin.IntegerType) and element.width == 32 and element.signedness == builtin.Signedness.Signless


def _i32_array(context: Any, values: list[int]) -> Any:
    """A `array<i32: ...>` (DenseI32ArrayAttr) of segment sizes."""
    builtin = _builtin()
    return builtin.DenseArrayAttr.get(context, builtin.IntegerType.get(context, 32), tuple(values))


def _group(arity: tuple[str, ...], index: int, total: int, segments: tuple[int, ...] | None) -> tuple[int, int]:
    """(start, length) of the index-th ODS value group (getODSOperandIndexAndLength)."""
    if segments is not None:
        return sum(segments[:index]), segments[index]
    variable, variable_before = _arity_shape(arity)
    if variable == 0:
        return index, 1
    # Variable-length groups share what the fixed ones leave (SameVariadic*Size when
    # several; MLIR computes the same formula).
    size = (total - (len(arity) - variable)) // variable
    return index + variable_before[index] * (size - 1), (size if arity[index] != "single" else 1)


# An op class's arity tuple -> (how many of its groups are variable, and how many come
# before each group): counted once per class rather than on every group lookup.
_ARITY_SHAPES: dict[tuple[str, ...], tuple[int, tuple[int, ...]]] = {}


def _arity_shape(arity: tuple[str, ...]) -> tuple[int, tuple[int, ...]]:
    shape = _ARITY_SHAPES.get(arity)
    if shape is None:
        before = []
        variable = 0
        for kind in arity:
            before.append(variable)
            variable += kind != "single"
        shape = _ARITY_SHAPES[arity] = (variable, tuple(before))
    return shape


def coerce_attribute(argument: str, value: Any, kinds: tuple[type, ...], build: Callable[[Any], Any]) -> Any:
    """A builder argument for an attribute with a constant builder (ODS constBuilderCall):
    an Attribute is taken as it is, a plain value of one of `kinds` goes through `build`,
    anything else is a TypeError naming the argument."""
    from odsgen.ir.core.attributes import Attribute

    if isinstance(value, Attribute):
        return value
    if not isinstance(value, kinds):
        expected = " or ".join(k.__name__ for k in kinds)
        raise TypeError(f"argument '{argument}' must be an Attribute or {expected}, not {type(value).__name__}")
    return build(value)
