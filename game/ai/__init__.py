"""Agents that work for every game. An agent only ever sees a seat's view and the legal actions."""
from .base import Agent, make_agent, seat_agent, AGENT_KINDS  # noqa: F401
