"""The Thing's replay helpers: the reveal notes and the charts a finished game shows."""
