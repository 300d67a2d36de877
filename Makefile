# The two commands in the README: `make generate` and `make test`. Both set up the
# project's own virtual environment (.venv) first, so they work on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: generate check test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

generate: $(STAMP)
	$(BIN)/odsgen generate

check: $(STAMP)
	$(BIN)/odsgen generate --check

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) bench/.venv .pytest_cache
