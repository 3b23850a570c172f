"""Last Token's manifest: the one thing a test adds to game.games.MANIFESTS to register it."""
from game.core.manifest import Manifest

from .rules import INFO

MANIFEST = Manifest(
    info=INFO,
    policy="tests.toy_game.policy",
    search="tests.toy_game.search",
    twins="tests.toy_game.twins",
    secrets="tests.toy_game.secrets",
    invariants="tests.toy_game.invariants",
    table="tests.toy_game.table:ToyTable",
    selftest="tests.toy_game.selftest:run_selftest",
    bench_seats=2,
)
