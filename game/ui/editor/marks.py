"""Colours and sizes of the editor's own marks on the canvas (not part of any map's style)."""

SELECT = (240, 200, 90)
PROBLEM = (230, 60, 60)
WARNING = (230, 160, 50)  # the game plays it, but a player may misread it
HANDLE = 7  # half the size of a resize handle / polygon point, in pixels
