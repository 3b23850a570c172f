"""Something flying across a table (Zombie's animations): a card face or back, a chip, a die."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(eq=False)
class Sprite:
    kind: str  # card | back | chip | die
    pos: tuple
    size: tuple
    data: dict = field(default_factory=dict)
    alpha: int = 255
    visible: bool = True
