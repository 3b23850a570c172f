"""What a layout file may hold, as far as the editor's edits check it, and the edit error."""
from __future__ import annotations



SECTIONS = ("locations", "areas", "edges", "slots")
EDGE_KINDS = ("door", "open", "oneway", "secret")
AREA_KINDS = ("pile", "hand", "track", "tray", "camp", "log", "prompt", "panel", "label", "chips", "cards",
              "card", "dice", "button", "slot")
COMMON_TAGS = ("search", "exit", "hiding", "peek", "start")


class EditError(ValueError):
    """An edit that cannot be made (an unknown item, a bad value); the document is left unchanged."""
