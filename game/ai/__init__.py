"""Agents that work for every game. An agent only ever sees a seat's view and the legal actions."""
from .base import Agent  # noqa: F401
from .agents import AGENT_KINDS, LEVELS, make_agent, seat_agent  # noqa: F401
