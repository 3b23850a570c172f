"""Session rules shared by every game: undo barriers."""

def test_undo_never_takes_back_a_crimson_creek_peek():
    """A seat that peeked has seen the sleeve: undo must stop there (game-specific barrier)."""
    from game.core.actions import Action
    from game.core.session import SeatConfig, Session

    session = Session("crimson_creek", [SeatConfig("human"), SeatConfig("human")], {}, seed=3)
    for _ in range(200):
        if session.over:
            break
        legal = session.legal()
        peeks = [a for a in legal if a.kind == "peek"]
        if peeks:
            session.apply(peeks[0])
            assert not session.can_undo()
            return
        session.apply(legal[0] if legal[0].kind != "end_turn" or len(legal) == 1 else legal[-1])
    raise AssertionError("no peek came up")


def test_a_lone_human_is_not_asked_when_no_reaction_is_possible_but_two_humans_are():
    from game.ai import seat_agent
    from game.core.session import SeatConfig, Session

    def first_forced(seats):
        session = Session("zombie", seats, {}, seed=11, seat_agent=seat_agent)
        for _ in range(3000):
            if session.over:
                return None
            if session.is_ai_turn():
                session.ai_step()
                continue
            forced = session.forced_action()
            if session.rules.decision(session.state).kind == "react" and len(session.legal()) == 1:
                return forced
            session.apply(session.legal()[-1])
        return None

    solo = [SeatConfig("human"), SeatConfig("ai"), SeatConfig("ai")]
    assert first_forced(solo) is not None and first_forced(solo).kind == "no_reaction"
    duo = [SeatConfig("human"), SeatConfig("human"), SeatConfig("ai")]
    assert first_forced(duo) is None  # asked anyway: the hand-off must not reveal an empty hand
