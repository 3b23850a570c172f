"""Helpers shared by the tests of several games (imported as `helpers.<module>`: tests/ is on the path)."""
