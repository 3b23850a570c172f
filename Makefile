# Everything a fresh machine needs: `make play` starts the game, `make test` runs the tests.
# Both create the virtual environment in .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-slow bench build clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n 2 -q
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m game selftest --out .selftest
	$(PY) -m game validate maps/*.toml

test-slow: $(STAMP)
	$(PY) -m pip install --quiet -e '.[build]'  # the packaged-build test needs PyInstaller
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n 2 -q -m slow

bench: $(STAMP)
	$(PY) -m game bench

build: $(STAMP)
	$(PY) -m pip install --quiet -e '.[build]'
	$(PY) build_exe.py

clean:
	rm -rf $(VENV) build dist .selftest .pytest_cache
