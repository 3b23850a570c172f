"""Card windows: every seat of an order in turn plays a card or passes, until all have passed one after the
other (flow.py steps through them; attack.py, finale.py and flow.py open them)."""
from __future__ import annotations


def open_window(d: dict, ctx: str, order: list, then: str) -> None:
    """Every seat of `order` in turn plays a card or passes, until all pass one after the other; `then`
    names what happens when it closes (WINDOW_DONE)."""
    d["window"] = {"ctx": ctx, "order": order, "i": 0, "passed": 0, "then": then}


def window_order(d: dict) -> list:
    """From El Capitan round the table, the Thing player at its own place; the dead sit out."""
    seats = d["seats"]
    start = d["capitan"] if d["capitan"] is not None else 0
    return [s for s in ((start + k) % seats for k in range(seats)) if not d["players"][s]["dead"]]


def window_passed(d: dict) -> None:
    w = d["window"]
    w["passed"] += 1
    w["i"] = (w["i"] + 1) % len(w["order"])


def window_acted(d: dict) -> None:
    w = d["window"]
    w["passed"] = 0
    w["i"] = (w["i"] + 1) % len(w["order"])
