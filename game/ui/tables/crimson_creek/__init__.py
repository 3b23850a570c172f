"""The Crimson Creek table's parts: geometry, drawing, prompt/choices, notebook, animations, selftest."""
