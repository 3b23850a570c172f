"""The Crimson Creek table scene.

Draws ONLY from `session.view_for_screen()` (plus the log the screen seat may read), through one entry,
`render(surface, data)`. Choices are the screen seat's legal actions, labelled by the rules'
describe_action: drag a token onto a location (legal places light up), or click a location / token /
sleeve to list its actions, or use keys: 1-9 a listed choice, Enter the first choice (in a claim: send it),
E end the turn, A (claim) point to everything seen, N or Tab the notebook, Backspace back, Ctrl+Z undo,
Space skips animations, Esc pauses.
"""
from __future__ import annotations

import re

import pygame

from game.core.actions import Action

from .. import theme
from ..widgets.dragdrop import DragDrop
from .common import Button, ChoiceList, SessionTable, button_at, draw_button, panel, text, wrap
from .crimson_creek.anim import Animations
from .crimson_creek.geometry import Geometry
from .crimson_creek.notebook import draw_notebook, notebook_sections
from .crimson_creek.prompt import (BACK, Chooser, action_loc, action_token, drop_actions, draggable_tokens, my_char,
                                   sort_actions)
from .crimson_creek.render import LEGAL_GLOW, TableDrawing, seat_colour

_PLAYER_RE = re.compile(r"\bPlayer (\d+)\b")


class CrimsonCreekTable(TableDrawing, SessionTable):
    game_id = "crimson_creek"
    QUICK_KINDS = ("claim_toggle", "decline", "stay")
    STORY_SECONDS = 14.0

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.geo = None
        self.anims = Animations()
        self.dragdrop = DragDrop(self.legal_targets)
        self.chooser = Chooser()
        self.choices = ChoiceList()
        self.choice_title = ""
        self.bar_buttons: list = []
        self.overlay_buttons: list = []
        self.mouse = None
        self.log_scroll = 0
        self.notebook_open = False
        self.story = ""
        self.story_time = 0.0
        self.tok_pos: dict = {}
        self._static = None
        self._static_key = None
        self._legal_key = None
        self._legal: list = []
        self._labels: dict = {}
        self._draw_view: dict = {}
        self._draw_geo = None
        self.drawn: list = []  # for tests: the data dicts render() was given (capped)

    # -- lifecycle --------------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.anims.audio = app.audio
        super().enter(app)

    def build_ui(self) -> None:
        if self.app is None:
            return
        if self.geo is None or self.geo.size != tuple(self.size):
            self.tok_pos = {}
        self.geo = Geometry(self.size, self.view)
        self._static_key = None
        self.register_drag()

    def on_view_changed(self) -> None:
        if self.app is not None:
            old = self.geo.map_id if self.geo else None
            self.geo = Geometry(self.size, self.view)
            if old != self.geo.map_id:
                self.tok_pos = {}
        self.chooser.reset()
        self._static_key = None
        self.log_scroll = 0
        self.register_drag()

    # -- names and choices ----------------------------------------------------------------------------------
    def names(self) -> dict:
        return {i: self.session.seat_name(i) for i in range(len(self.session.seats))}

    def fix_names(self, line: str) -> str:
        """The rules call seats 'Player N': show the names chosen in the lobby instead."""
        names = self.names()

        def sub(m):
            i = int(m.group(1)) - 1
            return names.get(i, m.group(0))

        return _PLAYER_RE.sub(sub, line)

    def legal(self) -> list:
        key = (len(self.session.steps), self.view_version, self.session.screen_seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.my_legal()
            self._labels = {}
        return self._legal

    def describe(self, action) -> str:
        label = self._labels.get(action)
        if label is None:
            label = self.fix_names(self.session.rules.describe_action(self.session.state, action))
            self._labels[action] = label
        return label

    def find_kind(self, kind: str):
        return next((a for a in self.legal() if a.kind == kind), None)

    def choice_items_to_list(self) -> None:
        title, items = self.chooser.items(self.view, self.legal(), self.describe) if self.screen_decides() else ("", [])
        self.choices.set_items(items, (self.view_version, self.chooser.mode, self.chooser.loc, self.chooser.token))
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
        acts = drop_actions(self.view, self.legal(), cid, loc)
        if len(acts) == 1:
            self.choose(acts[0])
        elif acts:
            self.chooser.focus_loc(loc, acts)
            self.app.audio.play("ui_click", 0.4)

    def on_token_click(self, cid) -> None:
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
            self.choose(a)
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
            self.app.audio.play("ui_click", 0.4)
            return
        self.choose(payload)

    def choose(self, action) -> bool:
        ok = super().choose(action)
        if ok and action.kind == "share":
            self.notebook_open = False
        return ok

    def first_choice(self):
        if self.overlay_kind() == "claim":
            return self.find_kind("claim_send")
        for label, payload in self.choices.items:
            if payload is not None and payload != BACK:
                return payload
        return None

    # -- input ----------------------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.kind == "mouse_move":
            self.mouse = inp.pos
            self.dragdrop.move(inp.pos)
            return False
        if self.story and inp.kind in ("mouse_down", "key_down") and not inp.is_key(pygame.K_ESCAPE):
            self.story = ""
            return True
        if inp.is_key(pygame.K_ESCAPE):
            if self.dragdrop.dragging is not None:
                self.dragdrop.cancel()
                return True
            if self.notebook_open:
                self.notebook_open = False
                return True
            return super().handle(inp)
        if self.animating() and inp.kind in ("mouse_down", "key_down"):
            self.skip_animations()
            if inp.is_key(pygame.K_SPACE):
                return True
        if inp.kind == "mouse_down":
            self.mouse = inp.pos
            if inp.button == 3:
                self.chooser.reset()
                self.dragdrop.cancel()
                return True
            if inp.button != 1 or inp.pos is None:
                return False
            b = button_at(self.bar_buttons + self.overlay_buttons + self.choices.buttons, inp.pos)
            if b is not None:
                if b.enabled:
                    self.press_button(b)
                return True
            if self.overlay_kind() is not None:
                return True  # a panel covers the map
            if self.dragdrop.press(inp.pos):
                return True
            g = self.geo
            if g is None:
                return False
            for icon, r in g.sleeve_rects([x["icon"] for x in self.view.get("sleeves", [])]).items():
                if r.collidepoint(inp.pos):
                    self.on_sleeve_click(icon)
                    return True
            area = g.rects["clue_sleeves"]
            if area.collidepoint(inp.pos):
                self.on_clue_click(0 if inp.pos[0] < area.centerx else 1)
                return True
            loc = g.location_at(inp.pos)
            if loc is not None:
                self.on_location_click(loc)
                return True
            return False
        if inp.kind == "mouse_up" and inp.button == 1:
            res = self.dragdrop.release(inp.pos or (0, 0))
            if res is None:
                return False
            if res.kind == "click":
                self.on_token_click(res.payload)
            elif res.kind == "drop":
                self.on_drop(res.payload, res.target_payload)
            else:
                self.toast(res.reason or "That cannot go there.")
                self.app.audio.play("warning_sting", 0.25)
            return True
        if inp.kind == "wheel":
            g = self.geo
            if g and g.rects["log"].collidepoint(inp.pos or (0, 0)) and not self.choices.buttons:
                self.log_scroll = max(0, self.log_scroll + inp.wheel[1] * 2)
                self._static_key = None
            elif self.choices.pages > 1:
                self.choices.turn(-1 if inp.wheel[1] > 0 else 1)
            return True
        if inp.kind == "key_down":
            return self.handle_key(inp)
        return False

    def handle_key(self, inp) -> bool:
        key = inp.key
        if key == pygame.K_z and inp.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if key == pygame.K_SPACE:
            return True
        if key in (pygame.K_n, pygame.K_TAB):
            self.notebook_open = not self.notebook_open
            self.app.audio.play("card_slide", 0.4)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choice_items_to_list()
            payload = self.first_choice()
            if payload is not None:
                self.activate(payload)
            return True
        if key == pygame.K_e:
            a = self.find_kind("end_turn")
            if a is not None:
                self.choose(a)
            return True
        if key == pygame.K_a:
            a = self.find_kind("claim_all_true")
            if a is not None:
                self.choose(a)
            return True
        if pygame.K_1 <= key <= pygame.K_9 or pygame.K_KP1 <= key <= pygame.K_KP9:
            n = key - (pygame.K_1 if key <= pygame.K_9 else pygame.K_KP1) + 1
            self.choice_items_to_list()
            payload = self.choices.pick(n)
            if payload is not None:
                self.activate(payload)
            return True
        if key in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_DOWN):
            self.choices.turn(1)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_UP):
            self.choices.turn(-1)
            return True
        if key == pygame.K_BACKSPACE:
            self.chooser.reset()
            return True
        return False

    def press_button(self, b: Button) -> None:
        kind, arg = b.key
        if kind == "choice":
            self.activate(self.choices.pick(arg))
        elif kind == "page":
            self.choices.turn(arg)
        elif kind == "undo":
            self.undo()
        elif kind == "action":
            self.choose(arg)
        elif kind == "skip":
            self.skip_animations()
        elif kind == "notebook":
            self.notebook_open = not self.notebook_open
            self.app.audio.play("card_slide", 0.4)
        elif kind == "story":
            self.story = ""

    # -- animations and events -------------------------------------------------------------------------------------
    def animating(self) -> bool:
        return self.anims.busy

    def skip_animations(self) -> None:
        self.anims.skip()
        self.tok_pos = dict(self.target_pos())

    def update_animations(self, dt: float) -> None:
        self.anims.update(dt)
        self.dragdrop.update(dt)
        if self.story and self.app is not None and self.app.top is self:
            self.story_time -= dt
            if self.story_time <= 0:
                self.story = ""
        k = min(1.0, dt * 7.0 * self.speed)
        for cid, (tx, ty) in self.target_pos().items():
            x, y = self.tok_pos.get(cid, (tx, ty))
            self.tok_pos[cid] = (x + (tx - x) * k, y + (ty - y) * k)

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

    def open_handoff(self) -> None:
        self.anims.skip()
        self.notebook_open = False
        super().open_handoff()

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

    def reveal_secrets(self) -> list:
        """The possessed character, the clues and every seat's knowledge: read ONLY here, at game over."""
        s = self.session
        st = s.state
        d = st.d
        c = st.content
        out = []
        poss = d.get("possessed")
        out.append(("Possessed", f"the {st.char_name(poss)}" if poss else "nobody: Klein worked alone"))
        out.append(("Clue cards", ", ".join(c.clues[x]["name"] for x in d["clue_sleeves"] if x in c.clues)))
        if d.get("lair"):
            out.append(("Klein's Lair", st.loc_name(d["lair"])))
        for seat in range(len(s.seats)):
            p = d["players"][seat]
            kn = p["knows"]
            peeks = "; ".join(f"Act {x['act']}: " + ", ".join(st.loc_name(l) for l in x["peeks"].values())
                              for x in kn.get("past", []) if x.get("peeks"))
            now = ", ".join(st.loc_name(l) for l in kn["peeks"].values())
            if now:
                peeks = (peeks + "; " if peeks else "") + f"Act {d['act']}: {now}"
            clues = ", ".join(sorted({c.clues[x]["name"] for x in kn["clues"].values() if x in c.clues}))
            acc = d["accusations"].get(str(seat))
            bits = [f"the {st.char_name(p['char'])}" if p.get("char") else "no character",
                    "alive" if p["alive"] else (p.get("out") or "out"),
                    f"saw {peeks}" if peeks else "peeked nothing",
                    f"clues {clues}" if clues else "no clues",
                    f"heard {len(kn.get('claims', []))} claim(s)"]
            if acc:
                bits.append(f"accused the {st.char_name(acc)}")
            out.append((s.seat_name(seat), "; ".join(bits)))
        return out

    def rules_cards(self) -> list:
        return [(ch["name"], ch["text"]) for ch in self.view.get("characters", []) if not ch.get("supporting") or ch.get("ability")]

    # -- drawing ----------------------------------------------------------------------------------------------------
    def draw_data(self) -> dict:
        data = super().draw_data()
        s = self.session
        self.choice_items_to_list()
        dec = self.view.get("decision", {})
        overlay = self.overlay_kind()
        names = self.names()
        data.update({
            "log": [self.fix_names(x) for x in data["log"][-40:]],
            "names": names,
            "kinds": {i: st.kind for i, st in enumerate(s.seats)},
            "screen_seat": s.screen_seat,
            "screen_decides": self.screen_decides(),
            "prompt": self.fix_names(dec.get("prompt", "")),
            "choice_title": self.choice_title,
            "choices": [b.label for b in self.choices.buttons],
            "overlay": overlay,
            "notebook": notebook_sections(self.view, names) if overlay in ("notebook", "claim") else None,
            "story": self.story,
            "can_undo": self.can_undo(),
            "toast": self.fix_names(self.toast_text) if self.toast_time > 0 else "",
            "ai_thinking": self.ai_pending is not None,
        })
        return data

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
            self.layout_overlay(overlay)
            return
        if overlay == "story":
            o = g.overlay_rect()
            self.overlay_buttons = [Button(("story", None), "Into the night", pygame.Rect(o.centerx - g.u(130), o.bottom - g.u(80),
                                                                                          g.u(260), g.u(52)), style="primary")]
        if not self.choices.items:
            self.choices.buttons = []
            return
        r = g.rects["choices"]
        inner = pygame.Rect(r.x + g.u(12), r.y + g.u(44), r.w - g.u(24), r.h - g.u(54))
        self.choices.layout(inner, g.u(36), g.u(5))

    def layout_overlay(self, overlay: str) -> None:
        g = self.geo
        o = g.overlay_rect()
        legal = sort_actions(self.legal())
        row, gap = g.u(44), g.u(8)
        if overlay == "claim":
            left = pygame.Rect(o.x + g.u(24), o.y + g.u(110), o.w // 2 - g.u(40), o.h - g.u(130))
            frame = self.view["decision"].get("frame") or {}
            chosen = set(frame.get("locs") or []) | set(frame.get("clues") or [])
            locs = [a for a in legal if a.kind == "claim_toggle" and a.get("item") in {l["id"] for l in self.view["locations"]}]
            clues = [a for a in legal if a.kind == "claim_toggle" and a not in locs]
            half = (left.w - gap) // 2
            for col, acts in enumerate((locs, clues)):
                for i, a in enumerate(acts):
                    on = a.get("item") in chosen
                    label = ("☒ " if on else "☐ ") + self.describe(a).replace("Point to ", "")
                    r = pygame.Rect(left.x + col * (half + gap), left.y + i * (row + gap), half, row)
                    self.overlay_buttons.append(Button(("action", a), label, r, style="primary" if on else "normal"))
            y = left.bottom - 2 * row - gap
            for a, style in ((self.find_kind("claim_all_true"), "normal"), (self.find_kind("claim_send"), "primary")):
                if a is not None:
                    hot = "A" if a.kind == "claim_all_true" else "Enter"
                    self.overlay_buttons.append(Button(("action", a), self.describe(a), pygame.Rect(left.x, y, left.w, row),
                                                       style=style, hotkey=hot))
                    y += row + gap
        elif overlay == "choose":
            acts = [a for a in legal if a.kind == "choose_character"]
            cols = 3
            w = (o.w - g.u(48) - gap * (cols - 1)) // cols
            h = (o.h - g.u(110) - gap) // 2
            self.char_cards = []
            for i, a in enumerate(acts):
                card = pygame.Rect(o.x + g.u(24) + (i % cols) * (w + gap), o.y + g.u(90) + (i // cols) * (h + gap), w, h)
                self.char_cards.append((card, a.get("char")))
                self.overlay_buttons.append(Button(("action", a), self.describe(a),
                                                   pygame.Rect(card.x + g.u(10), card.bottom - row - g.u(10), card.w - g.u(20), row),
                                                   style="primary", hotkey=str(i + 1) if i < 9 else ""))
        else:
            acts = [a for a in legal if a.kind == "accuse"]
            sus = set((self.view.get("me") or {}).get("suspects") or [])
            cols = 3
            w = (o.w - g.u(48) - gap * (cols - 1)) // cols
            for i, a in enumerate(acts):
                r = pygame.Rect(o.x + g.u(24) + (i % cols) * (w + gap), o.bottom - g.u(24) - (2 - i // cols) * (row + gap) - row + gap,
                                w, row)
                self.overlay_buttons.append(Button(("action", a), self.describe(a), r,
                                                   style="primary" if a.get("char") in sus else "normal"))

    def render(self, surface, data: dict) -> None:
        view = data["view"]
        g = self.geo if self.geo is not None and self.geo.size == surface.get_size() and \
            self.geo.map_id == view.get("map") else Geometry(surface.get_size(), view)
        self._draw_view, self._draw_geo = view, g
        self.drawn.append(data)
        del self.drawn[:-3]
        key = (self.view_version, surface.get_size(), self.log_scroll, len(data["log"]), bool(data["choices"]))
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self.build_static(surface.get_size(), g, data)
        surface.blit(self._static, (0, 0))
        self.draw_turn_glow(surface, g, view)
        self.draw_hover(surface, g, view, data)
        self.draw_tokens(surface, g, view, data)
        theme.draw_fog(surface, self.time, g.f * 0.6)
        if view.get("attack"):
            self.draw_attack_frame(surface, g)
        self.draw_prompt(surface, g, view, data)
        self.draw_choices(surface, g, data)
        overlay = data["overlay"]
        if overlay == "story":
            self.draw_story(surface, g, data)
        elif overlay == "claim":
            self.draw_claim(surface, g, view, data)
        elif overlay == "lineup":
            self.draw_lineup(surface, g, view, data)
        elif overlay == "choose":
            self.draw_choose(surface, g, view, data)
        elif overlay == "notebook":
            draw_notebook(surface, g.overlay_rect(), data["notebook"], g.f, "Detective notebook (private)")
        for b in self.overlay_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(8))
        self.anims.draw(surface, g, lambda surf, cid, pos, alpha=255: self.draw_token(surf, cid, pos, alpha, view))
        if overlay is None and self.mouse is not None and self.dragdrop.dragging is None and g is self.geo:
            self.draw_tooltip(surface, g, view, data)
        if data["toast"]:
            self.draw_toast(surface, g, data["toast"])

    def draw_hover(self, surface, g, view, data) -> None:
        """The location under the pointer lights up when a click on it lists actions; sleeves you may peek too."""
        if self.mouse is None or data["overlay"] is not None or self.dragdrop.dragging is not None or g is not self.geo:
            return
        legal = self.legal()
        if not legal:
            return
        loc = g.location_at(self.mouse)
        if loc is not None and any(action_loc(view, a) == loc for a in legal):
            pygame.draw.rect(surface, theme.BONE, g.loc_rect[loc].inflate(g.u(6), g.u(6)), max(1, g.u(3)),
                             border_radius=g.u(14))
        for icon, r in g.sleeve_rects([x["icon"] for x in view.get("sleeves", [])]).items():
            if r.collidepoint(self.mouse) and any(a.kind == "peek" and a.get("icon") == icon for a in legal):
                pygame.draw.rect(surface, theme.GOLD, r.inflate(g.u(6), g.u(6)), max(1, g.u(3)), border_radius=g.u(10))

    def draw_attack_frame(self, surface, g) -> None:
        """While Klein attacks: a pulsing blood-red frame around the map."""
        import math

        a = 0.5 + 0.5 * math.sin(self.time * 5.0)
        r = g.map_rect.inflate(g.u(40), g.u(40))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        for i in range(4):
            pygame.draw.rect(layer, (200, 10, 20, int((60 + 90 * a) / (i + 1))), layer.get_rect().inflate(-i * g.u(10), -i * g.u(10)),
                             max(2, g.u(6)), border_radius=g.u(24))
        surface.blit(layer, r)

    def draw_turn_glow(self, surface, g, view) -> None:
        """A slow pulse around the location of the player who must decide: whose move it is, at a glance."""
        import math

        seat = view["decision"]["seat"]
        loc = next((p["loc"] for p in view.get("players", []) if p["seat"] == seat), None)
        r = g.loc_rect.get(loc)
        if r is None:
            return
        a = 0.5 + 0.5 * math.sin(self.time * 3.0)
        col = seat_colour(seat)
        rr = r.inflate(g.u(14), g.u(14))
        layer = pygame.Surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*col, int(90 + 150 * a)), layer.get_rect(), max(2, g.u(5)), border_radius=g.u(18))
        surface.blit(layer, rr)

    def draw_tokens(self, surface, g, view, data) -> None:
        targets = self.target_pos() if g is self.geo else {}
        dd = self.dragdrop
        dragging = dd.dragging if dd.moved else None
        if dragging is not None:
            for lid, reason in dd.highlights.items():
                r = g.loc_rect.get(lid)
                if r is None:
                    continue
                if reason is None:
                    col = theme.BONE if lid == dd.hover_target else LEGAL_GLOW
                    pygame.draw.rect(surface, col, r.inflate(g.u(10), g.u(10)), max(2, g.u(6)), border_radius=g.u(16))
                else:
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 120))
                    surface.blit(veil, r)
        movable = set(dd.items)
        for loc in view.get("locations", []):
            occ = [c for c in loc["occupants"]]
            for i, cid in enumerate(occ):
                info = self.token_info(view, cid)
                if info is not None and not info.get("alive", True):
                    continue
                if cid == dragging:
                    continue
                pos = self.tok_pos.get(cid) or targets.get(cid) or g.token_pos(loc["id"], i, len(occ))
                if g is not self.geo:
                    pos = g.token_pos(loc["id"], i, len(occ))
                self.draw_token(surface, cid, pos, view=view, highlight=LEGAL_GLOW if cid in movable and
                                data["screen_decides"] else None)
        if dragging is not None and dragging in dd.items:
            self.draw_token(surface, dragging, dd.item_rect(dragging).center, view=view, highlight=theme.GOLD)

    def draw_tooltip(self, surface, g, view, data) -> None:
        """Who a token is (player, character, scared or calm, ability) when the pointer rests on it."""
        cid = None
        for c, pos in self.target_pos().items():
            p = self.tok_pos.get(c, pos)
            if (p[0] - self.mouse[0]) ** 2 + (p[1] - self.mouse[1]) ** 2 <= g.token_r ** 2:
                cid = c
        info = self.token_info(view, cid) if cid else None
        if info is None:
            return
        who = data["names"].get(info["seat"]) if info.get("seat") is not None else None
        title = f"{info['name']}" + (f" · {who}" if who else " · supporting character")
        body = ("Scared. " if info.get("scared") else "Calm. ") + (info.get("text") or "")
        w = g.u(420)
        lines = wrap(body, "sans", g.px(11), w - g.u(24))
        h = g.u(50) + len(lines) * int(g.px(11) * 1.35)
        r = pygame.Rect(0, 0, w, h)
        r.bottomleft = (self.mouse[0] + g.u(16), self.mouse[1] - g.u(10))
        r.clamp_ip(pygame.Rect(0, 0, *surface.get_size()))
        panel(surface, r, g.u(8), (12, 8, 10, 245), seat_colour(info.get("seat")), max(1, g.u(2)))
        text(surface, title, "sans_bold", g.px(12), (r.x + g.u(12), r.y + g.u(8)), theme.GOLD)
        y = r.y + g.u(40)
        for line in lines:
            text(surface, line, "sans", g.px(11), (r.x + g.u(12), y), theme.BONE, shadow=False)
            y += int(g.px(11) * 1.35)

    def draw_story(self, surface, g, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "THE OPENING SCENE", "display", g.px(26), (o.centerx, o.y + g.u(26)), theme.BLOOD_BRIGHT, "midtop")
        px = g.px(14)
        paras = [wrap(p, "serif", px, o.w - g.u(120)) for p in data["story"].split("\n") if p.strip()]
        lh = int(px * 1.45)
        total = sum(len(p) for p in paras) * lh + (len(paras) - 1) * lh // 2
        y = max(o.y + g.u(90), o.y + (o.h - total) // 2 - g.u(20))
        for para in paras:
            for line in para:
                if y > o.bottom - g.u(110):
                    break
                text(surface, line, "serif", px, (o.centerx, y), theme.BONE, "midtop")
                y += lh
            y += lh // 2

    def draw_claim(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        frame = view["decision"].get("frame") or {}
        partner = data["names"].get(frame.get("partner"), "your partner")
        title = f"Answer {partner}'s share" if frame.get("reply") else f"Share with {partner}"
        text(surface, title, "display", g.px(22), (o.x + g.u(24), o.y + g.u(18)), theme.GOLD)
        text(surface, "Point to the locations and clues you say you saw. A claim may be a lie; it never names a sleeve.",
             "sans", g.px(11), (o.x + g.u(24), o.y + g.u(66)), theme.BONE_DIM)
        right = pygame.Rect(o.centerx + g.u(10), o.y + g.u(100), o.w // 2 - g.u(30), o.h - g.u(120))
        from .crimson_creek.notebook import draw_notebook as dn
        dn(surface, right, data["notebook"] or [], g.f * 0.85, "What you really know", columns=1, hint="")

    def draw_choose(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "WHO ARE YOU TONIGHT?", "display", g.px(24), (o.centerx, o.y + g.u(18)), theme.BLOOD_BRIGHT, "midtop")
        infos = {c["id"]: c for c in view.get("characters", [])}
        for card, cid in getattr(self, "char_cards", []):
            c = infos.get(cid, {"name": cid, "text": ""})
            panel(surface, card, g.u(10), (34, 24, 22, 245), (150, 120, 100), max(1, g.u(2)))
            self.draw_token(surface, cid, (card.x + g.u(50), card.y + g.u(52)), view=view)
            text(surface, c["name"].upper(), "display", g.px(16), (card.x + g.u(96), card.y + g.u(22)), theme.GOLD)
            y = card.y + g.u(124)
            for line in wrap(c.get("text", ""), "sans", g.px(10), card.w - g.u(24))[:5]:
                text(surface, line, "sans", g.px(10), (card.x + g.u(12), y), theme.BONE, shadow=False)
                y += int(g.px(10) * 1.35)

    def draw_lineup(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "THE LINE-UP", "display", g.px(26), (o.centerx, o.y + g.u(18)), theme.BLOOD_BRIGHT, "midtop")
        text(surface, "Accuse the character Klein possessed. Accusations stay hidden until everyone has chosen.",
             "sans", g.px(11), (o.centerx, o.y + g.u(70)), theme.BONE_DIM, "midtop")
        chars = {c["id"]: c["name"] for c in view.get("characters", [])}
        me = view.get("me") or {}
        sus = set(me.get("suspects") or [])
        seen = set((view.get("knowledge") or {}).get("clues", {}).values())
        y = o.y + g.u(110)
        text(surface, "Evidence card", "serif", g.px(14), (o.x + g.u(30), y), theme.GOLD)
        y += g.u(34)
        for clue in view.get("clues", []):
            mark = "✔ " if clue["id"] in seen else "   "
            line = f"{mark}{clue['name']}: " + ", ".join(chars.get(c, c) for c in clue["characters"])
            text(surface, line, "sans", g.px(12), (o.x + g.u(40), y), theme.GOLD if clue["id"] in seen else theme.BONE)
            y += g.u(30)
        if sus:
            text(surface, "Your clues fit: " + ", ".join(chars.get(c, c) for c in sorted(sus)), "sans_bold", g.px(12),
                 (o.x + g.u(30), y + g.u(10)), theme.BLOOD_BRIGHT)
