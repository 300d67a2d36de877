# The two commands in the README: `make generate` and `make test`. Both set up the
# project's own virtual environment (.venv) first, so they work on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
SCHEMA := docs/odsgen.schema.json

.PHONY: generate accel docs schema check test example bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,accel]'
	touch $(STAMP)

# generated/ from defs/ (only what changed, black in parallel), then the docs and schema,
# then the compiled accelerator (only what changed; without a C compiler, a warning).
generate: $(STAMP)
	$(BIN)/odsgen generate -j
	$(BIN)/odsgen docs
	$(BIN)/odsgen schema -o $(SCHEMA)
	$(BIN)/odsgen accel

# The optional compiled accelerator alone (Cython; only what changed). ODSGEN_PURE=1
# runs without it.
accel: $(STAMP)
	$(BIN)/odsgen accel

docs: $(STAMP)
	$(BIN)/odsgen docs

schema: $(STAMP)
	$(BIN)/odsgen schema -o $(SCHEMA)

# Fails listing what is stale: generated modules, docs pages or the schema.
check: $(STAMP)
	$(BIN)/odsgen generate --check
	$(BIN)/odsgen docs --check
	$(BIN)/odsgen schema -o $(SCHEMA) --check

# In parallel on every core (pytest-xdist): the suite is CPU-bound. Twice: with the
# compiled accelerator (built first) and as pure Python, the reference (ODSGEN_PURE=1).
test: $(STAMP)
	$(BIN)/odsgen accel
	$(BIN)/python -m pytest -n auto
	ODSGEN_PURE=1 $(BIN)/python -m pytest -n auto

# Build the example dialect package with odsgen's build backend and run its tests.
example: $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps --no-index ./examples/toy
	$(BIN)/python -m pytest -p no:cacheprovider examples/toy

# odsgen compiled and pure, side by side with xDSL and mlir-opt.
bench: $(STAMP)
	$(BIN)/odsgen accel
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) bench/.venv .pytest_cache build/accel
