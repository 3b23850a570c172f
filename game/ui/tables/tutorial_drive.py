"""Playing a tutorial through on its table by its own places, as a learner would click them: the selftest's
tutorial shots and tests/ui/tables/test_tutorials.py both use it. Each step waits until the coach asks for it,
then clicks the place the step lights (each anchor of the move's path, or its button when the move is made by
one); a step whose place is missing, off the screen, under the coach's card, not lit, or whose click does not
make the script's move is a fault, named with the game, the UI scale and the step."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.core import tutorial

from ..inputs import Input

FRAMES = 6000  # at 1/30 s: the computer seats' pace between two steps, with room to spare


class TutorialFault(AssertionError):
    pass


def click(app, pos) -> None:
    app.dispatch(Input("mouse_move", pos=pos))
    app.dispatch(Input("mouse_down", pos=pos, button=1))
    app.dispatch(Input("mouse_up", pos=pos, button=1))


def button_action(table, b):
    """The move a table button makes: a side-list row's or an action button's."""
    kind, arg = b.key if isinstance(b.key, tuple) and len(b.key) == 2 else (None, None)
    if kind == "choice":
        return table.choices.items[arg][2]
    return arg if kind == "action" else None


def wait_for_step(app, table, index: int) -> None:
    for _ in range(FRAMES):
        stage = table.coach.stage
        if stage in ("end", "lost") or (stage == "step" and table.coach.index == index):
            app.step(1 / 30)  # one frame more: the step's card and its places are drawn
            return
        app.step(1 / 30)
    raise TutorialFault(f"step {index + 1} never came (the coach is at {table.coach.stage})")


def _check_place(screen, coach, rect, what: str, where: str) -> None:
    if not screen.contains(rect):
        raise TutorialFault(f"{where}: {what} is off the screen: {rect}")
    card = coach.card_rect()
    if card is not None and card.colliderect(pygame.Rect(rect.center, (1, 1))):
        raise TutorialFault(f"{where}: the coach's card covers {what}")


def play_step(app, table, index: int, where: str) -> None:
    """Make step `index`'s move by clicking where the table shows it."""
    coach, step = table.coach, table.coach.step
    screen = app.screen.get_rect()
    legal = table.legal()
    if len(legal) != 1 or not tutorial.matches(legal[0], step.expect):
        raise TutorialFault(f"{where}: the table offers {len(legal)} moves, not the step's {step.expect}")
    paths = table.anchor_paths(legal[0])
    if not paths:  # a move made by a button (No reaction, Pass): its button is the place to click
        button = next((b for b in table.clickable_buttons() if button_action(table, b) == legal[0]), None)
        if button is None:
            raise TutorialFault(f"{where}: the move {step.expect} has no place on the board and no button")
        _check_place(screen, coach, pygame.Rect(button.rect), "its button", where)
        click(app, button.rect.center)
        app.step(1 / 30)
    else:
        anchors = table.board_anchors()
        for aid in paths[0]:
            if aid not in anchors:
                raise TutorialFault(f"{where}: the place {aid!r} of {step.expect} is not on the board")
            rect = pygame.Rect(anchors[aid].rect)
            _check_place(screen, coach, rect, f"the place {aid!r}", where)
            if aid not in table.choosing.lit_anchors():
                raise TutorialFault(f"{where}: the place {aid!r} does not light up")
            click(app, rect.center)
            if table.choosing.confirming is not None:  # a risky move asks first: say yes
                table.choosing.answer_confirm(True)
            app.step(1 / 30)
            if coach.index > index:
                break
    if coach.index != index + 1:
        raise TutorialFault(f"{where}: clicking its place did not make the move {step.expect}")


def play_through(app, table, label: str, shot: Optional[Callable] = None) -> None:
    """Every step of the table's tutorial in order, then Play on; `shot(index)` is called as each step waits."""
    n = len(table.coach.script.steps)
    for i in range(n):
        wait_for_step(app, table, i)
        if table.coach.stage != "step":
            raise TutorialFault(f"{label}: step {i + 1} of {n} is not asked: the lesson is {table.coach.stage}")
        if shot is not None:
            shot(i)
        play_step(app, table, i, f"{label}, step {i + 1} of {n}")
    if table.coach.stage != "end":
        raise TutorialFault(f"{label}: the lesson did not end after its last step ({table.coach.stage})")
    app.step(1 / 30)
    play_on = next((b for b in table.coach.buttons if b.key == "play_on"), None)
    if play_on is None:
        raise TutorialFault(f"{label}: the last card has no Play on")
    click(app, play_on.rect.center)
