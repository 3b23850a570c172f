"""The Crimson Creek table scene.

Draws ONLY from `session.view_for_screen()` (plus the log the screen seat may read), through one entry,
`render(surface, data)`. Choices are the screen seat's legal actions, labelled by the rules'
describe_action. Every choice's place glows (a location, a token, a sleeve, Klein's Lair, the search deck):
click it to choose (several choices there open a menu at the pointer, safest first; a token first lights
where it can go), or drag a token onto a location; risky moves ask first (crimson_creek/risk.py).
Keys: each listed choice's own key (stable for the turn), Enter the first choice (in a claim: send it),
E end the turn, A (claim) point to everything seen, N the notebook, Backspace back, Ctrl+Z undo,
Space skips animations, Esc pauses.
"""
from __future__ import annotations

import re

import pygame

from game.core.actions import Action
from game.games.crimson_creek.story import tell as tell_story

from .. import palette, text_record, theme
from .buttons import Button, draw_button
from .crimson_creek.anim import Animations
from .crimson_creek.board_places import anchor_paths, board_anchors
from .crimson_creek.geometry import Geometry
from .crimson_creek.live_layer import LiveLayer
from .crimson_creek.notebook import draw_notebook, notebook_sections
from .crimson_creek.overlays import OverlayPanels
from .crimson_creek.prompt import BACK, Chooser, action_loc, action_token, draggable_tokens, drop_actions, my_char
from .crimson_creek.render import CreekBoard, draw_token, seat_colour, static_scope
from .crimson_creek.reveal_marks import draw_reveal_marks as lair_marks
from .crimson_creek.risk import classify
from .table import Table

_PLAYER_RE = re.compile(r"\bPlayer (\d+)\b")


class CrimsonCreekTable(Table):
    game_id = "crimson_creek"
    QUICK_KINDS = ("claim_toggle", "decline", "stay")
    RESERVED_KEYS = "zenal"  # Ctrl+Z undo, E end the turn, N notebook, A point to everything seen, L the log
    GROUPS = ("Move", "Push and pull", "Place", "Peek", "Search", "Hide", "Share", "Ability", "Declare", "Clues",
              "End")
    KIND_GROUP = {"move": "Move", "swap": "Move", "stay": "Move", "push": "Push and pull", "pull": "Push and pull",
                  "place": "Place", "peek": "Peek", "search": "Search", "hide": "Hide", "share": "Share",
                  "calm": "Ability", "declare": "Declare", "clue_pick": "Clues", "end_turn": "End"}
    DEATH_TYPES = ("killed", "accusations_revealed", "game_over")
    STORY_SECONDS = 14.0

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.anims = Animations()
        self.chooser = Chooser()
        self.overlay_buttons: list = []
        self.notebook_open = False
        self.story = ""
        self.story_time = 0.0
        self.tok_pos: dict = {}  # character id -> where its token stands now (gliding to target_pos)
        self.board = CreekBoard(self.panels)  # the static layer, the prompt bar, the choice panel, the toast
        self.live = LiveLayer()  # what moves every frame over it: the tokens, the glows, the attack frame
        self.overlays = OverlayPanels()  # the big panels over the map
        self.drawn: list = []  # for tests: the data dicts render() was given (capped)

    # -- lifecycle --------------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.anims.audio = app.audio
        super().enter(app)

    def build_ui(self) -> None:
        if self.app is None:
            return
        if self.geo_stale(self.size):
            self.tok_pos = {}
            self.anims.resized()
        self.geo = Geometry(self.size, self.view, self.ui_scale())
        self.static.invalidate()
        self.register_drag()

    def on_view_changed(self) -> None:
        if self.app is not None:
            old = self.geo.map_id if self.geo else None
            self.geo = Geometry(self.size, self.view, self.ui_scale())
            if old != self.geo.map_id:
                self.tok_pos = {}
        self.chooser.reset()
        self.static.invalidate()
        self.logv.scroll = 0
        self.register_drag()

    # -- names and choices ----------------------------------------------------------------------------------
    def fix_names(self, line: str) -> str:
        """The rules call seats 'Player N': show the names chosen in the lobby instead."""
        names = self.names()

        def sub(m):
            i = int(m.group(1)) - 1
            return names.get(i, m.group(0))

        return _PLAYER_RE.sub(sub, line)

    table_words = fix_names

    def choice_items_to_list(self) -> None:
        title, items = self.chooser.items(self.view, self.legal(), self.describe) if self.screen_decides() else ("", [])
        self.choosing.list_choices(items, (self.view_version, self.chooser.mode, self.chooser.loc, self.chooser.token))
        self.choice_title = title
        self.layout_choices()

    def overlay_kind(self):
        """The big panel over the map this frame: claim editor, line-up, notebook, story, or None."""
        kind = self.view.get("decision", {}).get("kind")
        if self.story:
            return "story"
        if self.screen_decides() and kind == "claim":
            return "claim"
        if self.screen_decides() and kind == "accuse":
            return "lineup"
        if self.screen_decides() and kind == "choose_character":
            return "choose"
        if self.notebook_open:
            return "notebook"
        return None

    # -- choosing on the board: where each choice's place is --------------------------------------------------
    def board_anchors(self) -> dict:
        if self.geo is None:
            return {}
        return board_anchors(self.geo, self.view, self.chooser, self.tok_pos, self.target_pos())

    def anchor_paths(self, a) -> list:
        return anchor_paths(self.view, a)

    def classify(self, action):
        return classify(self.view, action, self.legal())

    def group_of(self, payload) -> str:
        return self.KIND_GROUP.get(getattr(payload, "kind", None), "")

    def is_back(self, payload) -> bool:
        return payload == BACK

    def on_focus(self, path: tuple) -> None:
        """Picking a token on the board narrows the side list to that token's choices too."""
        if path and path[-1][0] == "tok":
            cid = path[-1][1]
            self.chooser.focus_token(cid, [a for a in self.legal() if action_token(self.view, a) == cid])
        else:
            self.chooser.reset()

    # -- drag and drop ----------------------------------------------------------------------------------------
    def target_pos(self) -> dict:
        """Where every character on the board should stand (two per location at most)."""
        out = {}
        g = self.geo
        if g is None:
            return out
        alive = {c["id"]: c for c in self.view.get("characters", [])}
        for loc in self.view.get("locations", []):
            occ = [c for c in loc["occupants"] if alive.get(c, {}).get("alive", True)]
            for i, cid in enumerate(occ):
                out[cid] = g.token_pos(loc["id"], i, len(occ))
        return out

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {k: v for k, v in g.rects.items() if k not in ("choices", "tools")}
        out["map"] = g.map_rect
        decks = [g.rects[k] for k in ("attack_deck", "reveal_deck", "search_deck") if k in g.rects]
        if decks:
            out["attack_deck"] = decks[0].unionall(decks[1:])
        return out

    def register_drag(self) -> None:
        dd = self.dragdrop
        dd.clear()
        if self.geo is None:
            return
        targets = self.target_pos()
        for cid in sorted(draggable_tokens(self.view, self.legal())):
            if cid in targets:
                dd.add_item(cid, self.geo.token_rect(targets[cid]).inflate(self.geo.u(8), self.geo.u(8)), cid)
        for lid, rect in self.geo.loc_rect.items():
            dd.add_target(lid, rect, lid)

    def legal_targets(self, cid) -> dict:
        legal = self.legal()
        out = {}
        for lid in (self.geo.loc_rect if self.geo else {}):
            out[lid] = None if drop_actions(self.view, legal, cid, lid) else self.refusal(cid, lid)
        return out

    def refusal(self, cid, loc) -> str:
        """Why dropping token `cid` on location `loc` is refused, in a player's words."""
        s = self.session
        if not self.screen_decides():
            return f"Wait: {s.seat_name(s.deciding_seat())} must decide now."
        kind = self.view.get("decision", {}).get("kind")
        mine = cid == my_char(self.view)
        if kind in ("turn", "chase"):
            action = Action("move", to=loc) if mine else Action("push", char=cid, to=loc)
        elif kind in ("hide_move", "relocate"):
            action = Action("place", char=cid, to=loc)
        else:
            return f"Not now: {self.view['decision']['prompt']}"
        if self.view.get("me") and loc == self.view["me"].get("loc") and mine:
            return "Your character is already there."
        return self.fix_names(s.rules.explain_illegal(s.state, action))

    def on_drop(self, cid, loc) -> None:
        self.choosing.follow_path((("tok", cid), ("loc", loc)), self.mouse or self.geo.loc_rect[loc].center)

    def click_item(self, cid) -> None:
        """A draggable token was clicked."""
        acts = [a for a in self.legal() if action_token(self.view, a) == cid]
        if acts:
            self.chooser.focus_token(cid, acts)
            self.app.audio.play("ui_click", 0.4)

    def on_location_click(self, loc) -> None:
        if not self.screen_decides():
            s = self.session
            self.toast(f"Wait: {s.seat_name(s.deciding_seat())} must decide now." if not s.over else "The game is over.")
            return
        acts = [a for a in self.legal() if action_loc(self.view, a) == loc]
        if acts:
            self.chooser.focus_loc(loc, acts)
            self.app.audio.play("ui_click", 0.4)
        else:
            name = self.chooser.loc_name(self.view, loc)
            self.toast(f"Nothing you can do at the {name} now. {self.view['decision']['prompt']}")

    def on_sleeve_click(self, icon) -> None:
        a = next((a for a in self.legal() if a.kind == "peek" and a.get("icon") == icon), None)
        if a is not None:
            self.request(a)
        elif self.screen_decides():
            self.toast(self.fix_names(self.session.rules.explain_illegal(self.session.state, Action("peek", icon=icon))))

    def on_clue_click(self, i) -> None:
        a = next((a for a in self.legal() if a.kind == "clue_pick" and a.get("sleeve") == i), None)
        if a is not None:
            self.choose(a)

    # -- choosing ------------------------------------------------------------------------------------------------
    def activate(self, payload) -> None:
        if payload is None:
            return
        if payload == BACK:
            self.chooser.reset()
            self.choosing.drop_focus()
            self.app.audio.play("ui_click", 0.4)
            return
        self.request(payload)

    def choose(self, action) -> bool:
        ok = super().choose(action)
        if ok and action.kind == "share":
            self.notebook_open = False
        return ok

    def first_choice(self):
        """In the claim editor: send the claim; otherwise the first listed choice."""
        if self.overlay_kind() == "claim":
            return self.find_kind("claim_send")
        for _, label, payload, _ in self.choices.items:
            if payload is not None and payload != BACK:
                return payload
        return None

    # -- input ----------------------------------------------------------------------------------------------------
    def intercept(self, inp):
        if self.story and inp.kind in ("mouse_down", "key_down") and not inp.is_key(pygame.K_ESCAPE):
            self.story = ""
            return True
        return None

    def close_panel(self) -> bool:
        if self.notebook_open:
            self.notebook_open = False
            return True
        return False

    def clickable_buttons(self) -> list:
        return self.bar_buttons + self.overlay_buttons + self.choices.buttons

    def panel_covers_board(self) -> bool:
        return self.overlay_kind() is not None

    def click_board(self, pos) -> bool:
        g = self.geo
        if g is None:
            return False
        for icon, r in g.sleeve_rects([x["icon"] for x in self.view.get("sleeves", [])]).items():
            if r.collidepoint(pos):
                self.on_sleeve_click(icon)
                return True
        area = g.rects["clue_sleeves"]
        if area.collidepoint(pos):
            self.on_clue_click(0 if pos[0] < area.centerx else 1)
            return True
        loc = g.location_at(pos)
        if loc is not None:
            self.on_location_click(loc)
            return True
        return False

    def game_key(self, key: int) -> bool:
        if key == pygame.K_n:  # (Tab moves the keyboard focus on every table: focus.py)
            self.toggle_notebook()
            return True
        if key == pygame.K_e:
            self.choose_kind("end_turn")
            return True
        if key == pygame.K_a:
            self.choose_kind("claim_all_true")
            return True
        return False

    def press_game_button(self, kind: str, arg) -> None:
        if kind == "notebook":
            self.toggle_notebook()
        elif kind == "story":
            self.story = ""

    def toggle_notebook(self) -> None:
        self.notebook_open = not self.notebook_open
        self.app.audio.play("card_slide", 0.4)

    # -- animations and events -------------------------------------------------------------------------------------
    def skip_animations(self) -> None:
        super().skip_animations()
        self.tok_pos = dict(self.target_pos())

    def update_animations(self, dt: float) -> None:
        super().update_animations(dt)
        if self.story and self.app is not None and self.app.top is self:
            self.story_time -= dt
            if self.story_time <= 0:
                self.story = ""
        self.live.glide_tokens(dt, self.speed, self.tok_pos, self.target_pos())

    def on_events(self, events: list, seat, opening: bool = False) -> None:
        for e in events:
            if e.get("type") == "opening_scene":
                self.story = self.opening_text(e)
                self.story_time = (self.STORY_SECONDS * 3 if self.session.humans() else 5.0) / self.speed
        if self.geo is None:
            return
        colours = {c["id"]: seat_colour(c["seat"]) for c in self.view.get("characters", [])}
        self.anims.events(events, self.geo, self.view, self.speed, self.tok_pos, colours)

    def opening_text(self, e: dict) -> str:
        """The Opening Scene read aloud, with the real names filled in."""
        s = self.session
        first = e.get("first_seat")
        second = e.get("second_seat")
        first_name = s.seat_name(first) if first is not None else "someone"
        second_name = s.seat_name(second) if second is not None else e.get("second_name", "someone")
        template = e.get("template")
        if template:
            try:
                return template.format(first=first_name, second=second_name)
            except (KeyError, IndexError, ValueError):
                pass
        return self.fix_names(e.get("text", ""))

    def close_seat_view(self) -> None:
        super().close_seat_view()
        self.notebook_open = False  # the seat's own peeks, clues and claims

    # -- computer moves: captions and the places they touched ----------------------------------------------------
    caption_words = fix_names

    def anchor_rects(self, events: list) -> list:
        """Locations a move went from/to or named, the sleeve it peeked into, and the token of who moved."""
        g = self.geo
        if g is None:
            return []
        out = []
        tokens = self.target_pos()
        by_seat = {c["seat"]: c["id"] for c in self.view.get("characters", []) if c.get("seat") is not None}
        sleeves = g.sleeve_rects([x["icon"] for x in self.view.get("sleeves", [])])
        for e in events:
            for key in ("frm", "to", "loc"):
                if isinstance(e.get(key), str) and e[key] in g.loc_rect:
                    out.append(g.loc_rect[e[key]])
            if e.get("icon") in sleeves:
                out.append(sleeves[e["icon"]])
            cid = e.get("char") or by_seat.get(e.get("seat"))
            if cid in tokens:
                out.append(g.token_rect(self.tok_pos.get(cid, tokens[cid])))
        return list({tuple(r): r for r in out}.values())

    def seat_rects(self, seat) -> list:
        """Where a seat sits: its character's token on the map (first: the cue's tag goes over it), and its
        row in the players panel."""
        g = self.geo
        if g is None:
            return []
        out = []
        cid = next((c["id"] for c in self.view.get("characters", []) if c.get("seat") == seat), None)
        tokens = self.target_pos()
        if cid in tokens:
            out.append(g.token_rect(self.tok_pos.get(cid, tokens[cid])))
        return out + [r for r in [self.board.player_rows.get(seat)] if r is not None]

    def seat_colour(self, seat) -> tuple:
        return seat_colour(seat)

    # -- game over --------------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        winners = result.get("winners") or []
        reason = result.get("reason")
        if reason == "klein" or not winners:
            return "Klein wins the night"
        names = [self.session.seat_name(w) for w in winners]
        if reason == "traitor":
            return f"{' and '.join(names)} win{'s' if len(names) == 1 else ''} with Klein"
        return f"{' and '.join(names)} survive{'s' if len(names) == 1 else ''} until dawn"

    def story_teller(self):
        return tell_story

    draw_reveal_marks = lair_marks  # the replay's "Everything revealed": the Lair on the map

    def rules_cards(self) -> list:
        return [(ch["name"], ch["text"]) for ch in self.view.get("characters", []) if not ch.get("supporting") or ch.get("ability")]

    # -- drawing ----------------------------------------------------------------------------------------------------
    def draw_data(self) -> dict:
        data = super().draw_data()
        dec = self.view.get("decision", {})
        overlay = self.overlay_kind()
        data.update({
            "log": self.named_log(data["log"]),
            "prompt": self.fix_names(dec.get("prompt", "")),
            "overlay": overlay,
            "notebook": notebook_sections(self.view, data["names"]) if overlay in ("notebook", "claim") else None,
            "story": self.story,
        })
        return data

    def named_log(self, log: list) -> list:
        """The whole log with the lobby's names, renamed line by line as it grows (not every frame). The same
        list object while `log` is (a new seat at the screen gets a new log, so a new list: nothing of the
        last seat's log survives a hand-off, and the log panel's wrap cache sees the change)."""
        if getattr(self, "_named_src", None) is not log or len(self._named) > len(log):
            self._named_src, self._named = log, []
        self._named.extend(self.fix_names(x) for x in log[len(self._named):])
        return self._named

    def layout_choices(self) -> None:
        g = self.geo
        if g is None:
            return
        pr = g.rects["prompt"]
        bh = pr.h - g.u(16)
        bw = g.u(150)
        x = pr.right - bw - g.u(8)
        y = pr.y + g.u(8)
        tools = g.rects["tools"]
        half = (tools.w - g.u(8)) // 2
        bars = [Button(("notebook", None), "Notebook", pygame.Rect(tools.x, tools.y, half, tools.h),
                       style="primary" if self.notebook_open else "normal", hotkey="N"),
                Button(("undo", None), "Undo", pygame.Rect(tools.x + half + g.u(8), tools.y, half, tools.h),
                       enabled=self.can_undo(), style="quiet", hotkey="^Z")]
        x = pr.right - g.u(8)
        end = self.find_kind("end_turn")
        if end is not None:
            x -= bw
            bars.append(Button(("action", end), "End turn", pygame.Rect(x, y, bw, bh), style="primary", hotkey="E"))
        if self.animating():
            x -= bw + g.u(8)
            bars.append(Button(("skip", None), "Skip", pygame.Rect(x, y, bw, bh), style="quiet", hotkey="Spc"))
        self.bar_buttons = bars
        self.overlay_buttons = []
        overlay = self.overlay_kind()
        if overlay in ("claim", "lineup", "choose"):
            self.choices.buttons = []
            self.overlay_buttons = self.overlays.layout(overlay, g, self.view, self.legal(), self.describe,
                                                        self.find_kind)
            return
        if overlay == "story":
            o = g.overlay_rect()
            self.overlay_buttons = [Button(("story", None), "Into the night", pygame.Rect(o.centerx - g.u(130), o.bottom - g.u(80),
                                                                                          g.u(260), g.u(52)), style="primary")]
        if not self.choices.items:
            self.choices.buttons = []
            return
        r = g.rects["choices"]
        # the choices take what they need (at most 72% of the column); the game log stays visible below them
        row, gap = g.u(36), g.u(5)
        rows = len(self.choices.rows)  # the choices and their group headers
        want = min(12, rows) * (row + gap) + g.u(54) + (row + gap if rows > 12 else 0)
        self.choices_rect = pygame.Rect(r.x, r.y, r.w, min(int(r.h * 0.72), want))
        inner = pygame.Rect(r.x + g.u(12), r.y + g.u(44), r.w - g.u(24), self.choices_rect.h - g.u(54))
        self.choices.layout(inner, row, gap)

    def log_rect(self, g, data: dict) -> pygame.Rect:
        """The side log: its own area, or below the choices while the screen seat decides."""
        if not data["choices"]:
            return g.rects["log"]
        r, top = g.rects["choices"], getattr(self, "choices_rect", g.rects["choices"]).bottom + g.u(8)
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def static_parts(self, g, data: dict) -> list:
        return self.board.static_parts(g, data, self.log_rect(g, data))

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        return self.board.build_static(g, data, self.log_rect(g, data))

    def render(self, surface, data: dict) -> None:
        view = data["view"]
        if self.app is not None and self.geo is not None and self.geo.size == surface.get_size() and \
                self.geo_stale(surface.get_size()):
            self.build_ui()  # the UI scale changed in the settings
        g = self.geo if not self.geo_stale(surface.get_size()) and self.geo.map_id == view.get("map") else \
            Geometry(surface.get_size(), view, self.ui_scale())
        live = g is self.geo  # else a geometry for another size than the table's: tokens at their places
        self.drawn.append(data)
        del self.drawn[:-3]
        key = (self.view_version, palette.version(), surface.get_size(), g.scale, self.logv.scroll, len(data["log"]),
               bool(data["choices"]))
        fog = theme.fog_offset(surface.get_width(), self.time, g.f * 0.6)  # over the board, under the tokens
        self.static.put(surface, key, lambda: self.board.board_base(g, view), static_scope(g),
                        lambda: self.static_parts(g, data),
                        over=(fog, lambda layer: theme.draw_fog(layer, self.time, g.f * 0.6)))
        self.live.draw_turn_glow(surface, g, view, self.time)
        if live and self.mouse is not None and data["overlay"] is None and self.dragdrop.dragging is None:
            self.live.draw_hover(surface, g, view, self.mouse, self.legal())
        targets = self.target_pos() if live else {}
        self.live.draw_tokens(surface, g, view, data, self.tok_pos, targets, self.dragdrop, self.drags, live)
        if live:
            self.draw_board_glow(surface, max(2, g.u(5)))
        if view.get("attack"):
            self.live.draw_attack_frame(surface, g, self.time)
        self.board.draw_prompt(surface, g, view, data, self.bar_buttons, self.mouse)
        self.board.draw_choices(surface, g, data, getattr(self, "choices_rect", g.rects["choices"]))
        overlay = data["overlay"]
        if overlay in ("story", "claim", "lineup", "choose", "notebook"):
            text_record.cover(g.overlay_rect())  # a modal panel: what it hides is not read (the readability checks)
        if overlay == "story":
            self.overlays.draw_story(surface, g, data)
        elif overlay == "claim":
            self.overlays.draw_claim(surface, g, view, data)
        elif overlay == "lineup":
            self.overlays.draw_lineup(surface, g, view, data)
        elif overlay == "choose":
            self.overlays.draw_choose(surface, g, view, data)
        elif overlay == "notebook":
            draw_notebook(surface, g.overlay_rect(), data["notebook"], g.f, "Detective notebook (private)")
        for b in self.overlay_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(8))
        self.anims.draw(surface, g, lambda surf, cid, pos, alpha=255: draw_token(surf, g, view, cid, pos, alpha))
        if overlay != "story":
            pr = g.rects["prompt"]  # the caption sits in the strip between the prompt bar and the map
            self.draw_move_caption(surface, data, pygame.Rect(pr.x, pr.bottom - g.u(4), pr.w, g.u(60)), g.k,
                                   max(12, g.px(13)))
        self.panels.draw_log_overlay(surface, g.board, data["log"], max(12, g.px(13)))
        self.hovering.items = []
        if overlay is None and not self.logv.open and live:
            self.live.list_hover(g, view, data, self.hovering.tip, self.tok_pos, self.target_pos(), self.board.act_rect)
        if data["toast"]:
            self.board.draw_toast(surface, g, data["toast"])
        self.draw_hover_help(surface, g.f)
        self.draw_choice_popups(surface, g.px(12))
