"""The shared log wording (game.core.log_words) that Who Goes There? and The Thing write their lines with."""
from game.core.log_words import plural


def test_plurals_read_as_english():
    assert [plural(1, "card"), plural(2, "card"), plural(0, "card")] == ["1 card", "2 cards", "0 cards"]
    assert [plural(3, "success"), plural(2, "six"), plural(2, "Bonus")] == ["3 successes", "2 sixes", "2 Bonuses"]
    assert [plural(2, "Stamina"), plural(1, "Strike"), plural(4, "Strike")] == ["2 Stamina", "1 Strike", "4 Strikes"]
