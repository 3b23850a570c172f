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
