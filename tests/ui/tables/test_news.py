"""The news part (news.SeatNews) on its own: a computer move's caption, and "since your last turn" kept for a
human seat from the events redacted for that seat, shown once when it decides."""
from types import SimpleNamespace

from game.ui.tables.news import SeatNews


class Rules:
    def redact(self, e, seat):
        if e.get("secret_for") not in (None, seat):
            return None
        return e


class Session:
    rules = Rules()
    screen_seat = 0

    def __init__(self):
        self.seats = [SimpleNamespace(kind="human"), SimpleNamespace(kind="ai")]
        self.steps = []

    def seat_name(self, seat):
        return ["Mara", "Greta"][seat]

    def humans(self):
        return [0]


def test_a_caption_names_the_seat_and_a_death_stays_twice_as_long():
    news = SeatNews(Session(), lambda line: line.upper(), lambda: 3.5)
    news.show_caption(1, [{"type": "played", "text": "Greta plays a card."}])
    assert news.caption.who == "Greta" and news.caption.seconds == 3.5
    news.show_caption(1, [{"type": "killed", "text": "Mara is dead."}], death=True)
    assert news.caption.death and news.caption.seconds == 7.0 and news.caption.lines == ["MARA IS DEAD."]
    news.tick(8.0)
    assert news.caption is None


def test_since_your_last_turn_keeps_what_the_seat_was_shown_and_shows_it_once():
    s = Session()
    news = SeatNews(s, lambda line: line, lambda: 3.5)
    news.opened()
    s.steps.append(SimpleNamespace(seat=1, events=[{"type": "x", "text": "Greta moves."},
                                                   {"type": "x", "text": "A secret.", "secret_for": 1}]))
    news.note_turns(1, [{"type": "turn", "seat": 0}])
    assert news.waiting()
    news.show_summary(decides=False)
    assert news.summary is None
    news.show_summary(decides=True)
    assert news.summary == (["Greta moves."], 0) and not news.waiting()
    news.forget()
    assert news.summary is None and news.caption is None
