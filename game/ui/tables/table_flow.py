"""How a table moves the session on, the same on every table (table.Table calls these).

A choice: the screen seat's action is applied only when it is still legal; the step's events, redacted for the
screen seat, go to the game's table (on_events), a death or a computer's move is captioned, and a new turn is
autosaved. Undo takes back the last choice when the engine allows it.

Each frame: the clocks and the animations tick, the guide opens on a player's first game, a finished game shows
its game-over screen, a computer seat's move goes, and when a human must decide the screen is handed over or
comes back.

Whose view the screen shows: with several humans at one screen, a computer seat's turn shows the public view
(nobody reads the last human's secrets meanwhile); the next human decides after a hand-off cover, or, when it is
the same human again, their view comes back without one. Closing a seat's view closes whatever was open for its
eyes. A table's `open_handoff`, `show_game_over`, `offer_guide` and `close_seat_view` call these; a replay's table
turns them off by overriding those methods.
"""
from __future__ import annotations

from game.core.errors import IllegalAction


def choose(t, action) -> bool:
    if not t.screen_decides():
        t.toast("It is not your decision now.")
        return False
    if action not in t.session.legal():
        # a button, menu line or key read from a frame ago: two clicks in one frame, the first of which
        # moved the game on. The engine is only ever handed what is legal now.
        t.toast("That choice is gone: the game has moved on.")
        return False
    if t.animating():
        t.skip_animations()
    seat = t.session.deciding_seat()
    try:
        events = t.session.apply(action, seat)
    except IllegalAction as exc:
        t.toast(str(exc))
        t.sound("warning_sting", 0.3)
        return False
    t.last_action = action
    t.actions_taken.append(action)
    t.after_step(seat, events)
    return True


def after_step(t, seat, events: list, computer: bool = False) -> None:
    s = t.session
    red = [e for e in (s.rules.redact(e, s.screen_seat) for e in events) if e]
    t.refresh()
    t.on_events(red, seat)
    deaths = [e for e in red if e.get("type") in t.DEATH_TYPES and e.get("text")]
    if deaths:
        t.show_caption(seat, deaths + [e for e in red if e not in deaths], death=True)
    elif computer:
        t.show_caption(seat, red)
    if computer and t.computer.pacer.instant:
        t.skip_animations()
    t.note_turns(seat, events)
    if any(e.get("type") == "turn" for e in events) and t.autosave_enabled:
        t.do_autosave()


def undo(t) -> bool:
    s = t.session
    if not t.screen_decides() or not s.can_undo():
        t.toast("Nothing to undo: the last choice rolled a die, drew a card, or was not yours.")
        return False
    t.skip_animations()
    s.undo()
    t.refresh()
    t.sound("card_slide", 0.5)
    t.toast("Undone.")
    return True


def update(t, dt: float) -> None:
    t.time += dt
    if t.toast_time > 0:
        t.toast_time = max(0.0, t.toast_time - dt)
    t.news.tick(dt)
    t.update_animations(dt)
    if t.app is None or t.app.top is not t:
        return
    if t.offer_guide():
        return
    s = t.session
    if s.over:
        if not t.gameover_shown and not t.animating():
            t.gameover_wait += dt
            if t.gameover_wait >= 0.8 / t.speed:
                t.show_game_over()
        return
    t.computer.think_ahead(dt, t.animating())
    if t.animating():
        return
    if s.is_ai_turn() or s.forced_action() is not None:
        if screen_unattended(t):
            screen_goes_public(t)
        moved = t.computer.step(dt, t.speed)  # a human's only possible choice is taken like an AI's
        if moved is not None:
            t.after_step(*moved, computer=True)
    elif s.needs_handoff():
        if s.deciding_seat() == t.left_screen:
            screen_comes_back(t)
        else:
            t.open_handoff()
    elif t.news.waiting():
        t.news.show_summary(t.screen_decides())


def offer_guide(t) -> bool:
    """On a player's first game of this game (a human at the table), open the guide once; the settings
    remember it. True when it was opened now."""
    from ..guides import has_guide

    st = t.settings()
    if st is None or t.game_id in st.guides_shown or not t.session.humans() or not has_guide(t.game_id):
        return False
    if t.session.needs_handoff():
        return False  # after the hand-off: the next player sees the table first
    st.guides_shown = [*st.guides_shown, t.game_id]
    t.app.save_settings()
    t.app.open("guide", game_id=t.game_id, table=t)
    return True


def close_seat_view(t) -> None:
    """What was open or on show for the screen seat's eyes closes: the whole log, a drag, a held note marker,
    the hover zoom; the caption, the summary and the toast go (forget_seat_news)."""
    t.skip_animations()
    t.forget_seat_news()
    t.logv.open = False
    if t.dragdrop.dragging is not None:
        t.dragdrop.cancel()
    t.notes.held = None
    t.hovering.forget()  # (listed from the last view: the next frame lists the new one)


def screen_unattended(t) -> bool:
    """True when the screen shows one human's view while nobody at it decides: several humans share the screen
    and the move due is a computer seat's (or another human's only choice, taken for them). With one human
    there is nobody to hide from: the screen stays theirs."""
    s = t.session
    seat = s.deciding_seat()
    return (s.screen_seat is not None and len(s.humans()) > 1 and not s.over
            and seat is not None and seat != s.screen_seat)


def screen_goes_public(t) -> None:
    """Nobody at the shared screen decides: until a human decides again the table draws the public view, so
    the others never read the last human's secrets while the computer seats play (their moves are captioned
    from the public view too)."""
    t.close_seat_view()
    t.left_screen = t.session.screen_seat
    t.session.screen_seat = None
    t.refresh()


def screen_comes_back(t) -> None:
    """The human whose view gave way to a computer's turn decides again: nobody else was handed the screen, so
    their view comes back without the cover (as before, when their view stayed through the computer's move)."""
    t.left_screen = None
    t.session.confirm_handoff()
    t.refresh()


def open_handoff(t) -> None:
    """The cover that hands the screen to the seat that decides next."""
    from ..scenes.handoff import HandoffScene

    s = t.session
    seat = s.deciding_seat()
    t.close_seat_view()
    t.left_screen = None
    t.handoff_open = True
    prompt = t.handoff_note(seat)

    def confirmed(app, t=t):
        t.handoff_open = False
        t.session.confirm_handoff()
        t.refresh()

    t.app.push(HandoffScene(s.seat_name(seat), on_confirm=confirmed, note=prompt, seat=seat))


def show_game_over(t) -> None:
    from ..scenes.gameover import GameOverScene

    t.gameover_shown = True
    s = t.session
    result = s.rules.result(s.state) or {}
    winners = [s.seat_name(w) for w in result.get("winners", [])]
    if t.autosave_enabled:
        t.do_autosave()
    t.app.audio.end_ambience()
    t.app.push(GameOverScene(t.game_over_title(result), winners=winners, secrets=t.reveal_secrets(),
                             on_replay=t.replay, reason=str(result.get("reason", "")).capitalize(),
                             game_id=t.game_id, story=t.game_story(),
                             record=s.record(), cue=ending_cue(t, result)))  # record: for the Charts tab


def ending_cue(t, result: dict) -> str:
    """"win" when the side of whoever sits at the screen won, else "lose": the screen seat, or the human whose view
    gave way to the public one, or, at a screen nobody sits at (computer seats only), the winners' own cue."""
    s = t.session
    winners = set(result.get("winners", []))
    seat = s.screen_seat if s.screen_seat is not None else t.left_screen
    if seat is None:
        humans = s.humans()
        if not humans:
            return "win" if winners else "lose"
        return "win" if winners & set(humans) else "lose"
    return "win" if seat in winners else "lose"
