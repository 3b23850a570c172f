"""The lobby: seats (Human/AI, level, name), the game's variant and options, an optional seed, Start.

Start calls the hook game.ui.tables.start_game(app, game_id, seats_config, variant, options, seed):
  seats_config  list of {"kind": "human"|"ai", "level": "easy"|"normal"|"hard", "name": str}, one per seat
  variant       a Variant id from GameInfo.variants, or None when the game has none
  options       {option id: value} for every GameInfo.options entry (bool, a choice value, or int)
  seed          int, or None for a random game
"""
from __future__ import annotations

import pygame
import pygame_gui

from game.core.session_meta import NAME_LIMIT, clean_name, plain_seat_name
from game.core.settings import AI_LEVELS

from .. import fonts, theme
from ..scene import Scene, register, report_error, table_function
from . import common
from .picker import seats_text
from ..surfaces import new_surface

AI_NAMES = ("Ash", "Mara", "Silas", "Greta", "Jonah", "Wren", "Bram", "Edda", "Cole", "Ivy", "Rook", "Nell")
LEVEL_LABELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
# designed: what each level means, said in the lobby (the legend under the seats, the level menu's tooltip):
# the levels differ in how they think, never in what they see (game/ai/agents.py picks the agent)
LEVEL_NOTES = {"easy": "slips now and then, as a new player would",
               "normal": "plays the game's plan well, at once",
               "hard": "searches ahead; thinks up to a second a move"}


def level_tooltip() -> str:
    return "<br>".join(f"<b>{LEVEL_LABELS[lv]}</b> {LEVEL_NOTES[lv]}" for lv in AI_LEVELS)


def level_legend() -> str:
    """The three levels in a line or two, under the seats: "Easy slips now and then ...  ·  Normal ..."."""
    return "  ·  ".join(f"{LEVEL_LABELS[lv]} {LEVEL_NOTES[lv]}" for lv in AI_LEVELS) + "."


def default_name(i: int, kind: str) -> str:
    """A seat's name when none is typed. AI names carry no "(AI)": the tables tag AI seats themselves
    (a name with the tag read "Mara (AI) (AI)" at the table, and kept it when the seat became human)."""
    return f"Player {i + 1}" if kind == "human" else AI_NAMES[i % len(AI_NAMES)]


def typed_name(i: int, name) -> str:
    """What the player typed for seat i: "" for a default name of either kind (so switching the seat
    between Human and AI shows that kind's default), without the "(AI)" older versions saved."""
    name = plain_seat_name(clean_name(name))
    return "" if name in (default_name(i, "human"), default_name(i, "ai")) else name


@register("lobby")
class LobbyScene(Scene):
    def __init__(self, game_id: str):
        super().__init__()
        self.game_id = game_id
        self.info = None
        self.variant = None  # Variant id or None
        self.seats: list = []
        self.count = 0
        self.options: dict = {}
        self.option_text: dict = {}  # int options: the text as typed
        self.seed_text = ""
        self.error = ""
        self.rows: list = []
        self._keys: dict = {}
        self.left = self.right = pygame.Rect(0, 0, 0, 0)
        self.legend = pygame.Rect(0, 0, 0, 0)  # under the seats: what the computer levels mean

    # -- setup ---------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.info = app.registry[self.game_id]
        if self.info.variants:
            self.variant = self.info.variants[0].id
        self.options = dict(self.info.default_options())
        for o in self.info.options:
            if o.kind == "int":
                self.option_text[o.id] = str(o.default)
        lo, hi = self.bounds()
        remembered = app.settings.last_seats.get(self.game_id) or []
        self.seats = []
        for i in range(max(hi, len(remembered))):
            if i < len(remembered):
                seat = dict(remembered[i])
                seat["name"] = typed_name(i, seat.get("name"))
            else:
                seat = {"kind": "human" if i == 0 else "ai", "level": "normal", "name": ""}
            self.seats.append(seat)
        self.count = max(lo, min(hi, len(remembered) if remembered else min(hi, max(lo, 4))))
        self.rebuild_ui()

    def bounds(self) -> tuple:
        lo, hi = self.info.seat_range(self.variant)
        return lo, max(lo, hi)

    def variant_info(self):
        for v in self.info.variants:
            if v.id == self.variant:
                return v
        return None

    # -- widgets ---------------------------------------------------------------------------
    # The seats and the setup side by side while both fit the window at the UI scale; else one at a time under two
    # tabs (at 200% on 1280x720). Seats and options that do not fit the height are paged (▲ ▼ / ◂ ▸ buttons).
    def build_ui(self) -> None:
        self.widgets = {}
        self.texts = []  # (rect, text, px at 720p, colour): wrapped labels drawn by draw()
        w, h = self.size
        m = self.s(40)
        top = max(self.s(118), self.sub_y() + fonts.get("sans", self.t(16)).get_linesize() + self.s(8))
        self.foot_h = self.ctrl(50)
        bottom = h - self.foot_h - self.s(46)
        lo, hi = self.bounds()
        while len(self.seats) < hi:  # a variant may allow more seats than the first one did
            self.seats.append({"kind": "ai", "level": "normal", "name": ""})
        self.count = max(lo, min(hi, self.count))
        cols = self.seat_columns()
        seat_need = cols["label"] + self.s(180) + cols["kind"] + cols["level"] + self.s(24) + 2 * self.s(22) + self.s(16)
        inner = w - 2 * m - m // 2
        # the setup column: room for its widest choice (in 70% of it, the name beside it) and the seed's label
        choices = [o.choice_name(c) for o in self.info.options if o.kind == "choice" for c in o.choices]
        setup_need = max([self.s(420)] + [int((common.text_w(self, c, "drop_down_menu") + self.ctrl(36)) / 0.7)
                                          + 2 * self.s(22) for c in choices])
        if seat_need + setup_need <= inner:
            right_w = min(max(setup_need, int(w * 0.34)), (w - 2 * m) // 2, inner - seat_need)
            self.left = pygame.Rect(m, top, w - 3 * m - right_w + m // 2, bottom - top)
            self.right = pygame.Rect(self.left.right + m // 2, top, w - m - self.left.right - m // 2, bottom - top)
            self.tab = None
        else:
            self.left = self.right = pygame.Rect(m, top, w - 2 * m, bottom - top)
            self.tab = getattr(self, "tab", None) or "seats"
            tab_h = self.ctrl(40)
            tx = self.left.x + self.s(22)
            for key, text in (("tab:seats", "Seats"), ("tab:setup", "Setup")):
                tw = common.text_w(self, text)
                common.button(self, key, (tx, self.left.y + self.s(14), tw, tab_h), text,
                              cls="@toggle_on" if key == "tab:" + self.tab else None,
                              tooltip="Choose the players" if text == "Seats" else "Variant, options and seed")
                tx += tw + self.s(8)
        self.rows = []
        self.legend = pygame.Rect(0, 0, 0, 0)
        if self.tab in (None, "seats"):
            self.build_seats(cols)
        if self.tab in (None, "setup"):
            self.build_setup()
        # bottom buttons
        bh, by = self.foot_h, h - self.foot_h - self.s(26)
        widths = [max(self.s(170), common.text_w(self, "Back")), max(self.s(170), common.text_w(self, "Rules")),
                  max(self.s(260), common.text_w(self, "Start the game", "button", "@primary"))]
        common.button(self, "back", (m, by, widths[0], bh), "Back")
        common.button(self, "rules", (m + widths[0] + self.s(16), by, widths[1], bh), "Rules")
        common.button(self, "start", (w - m - widths[2], by, widths[2], bh), "Start the game",
                      cls="@primary", tooltip="Deal the cards and begin")
        self.error_rect = pygame.Rect(m + widths[0] + widths[1] + self.s(32), by,
                                      w - 2 * m - sum(widths) - self.s(48), bh)
        self._keys = {id(el): k for k, el in self.widgets.items()}

    def sub_y(self) -> int:
        """The y of the line under the game's name (the seat count and summary): under the name's descent."""
        glow = max(2, self.s(44) // 5)  # the name is drawn with a glow this wide round it (theme.render_text)
        return self.s(22) + glow + fonts.get("display", self.s(44)).get_height() + self.s(2)

    def seat_roles(self) -> tuple:
        """Each seat's role as the chosen set-up gives it (the Killer's seat; a secret role said to be secret)."""
        try:
            return self.info.roles(self.count, self.options)
        except (ValueError, KeyError, TypeError):  # a set-up the game refuses names no roles
            return ()

    def seat_columns(self) -> dict:
        """The widths of a seat row's columns at the UI scale: its label (and role), kind and level."""

        label = fonts.get("sans_bold", self.t(15))
        role = fonts.get("sans", self.t(13))
        roles = self.seat_roles()
        widest = max([label.size(f"{self.info.seat_label} {len(self.seats)}")[0]] + [role.size(r)[0] for r in roles])
        level = max(common.text_w(self, LEVEL_LABELS[lv], "drop_down_menu") for lv in AI_LEVELS) + self.ctrl(30)
        return {"label": max(self.s(96), widest + self.s(44)), "kind": max(self.s(130), common.text_w(self, "Human")),
                "level": max(self.s(150), level)}

    def build_seats(self, cols: dict) -> None:
        L = self.left
        pad = self.s(22)
        lo, hi = self.bounds()
        bsz = self.ctrl(40)
        cx = L.right - pad - bsz
        count_w = max(self.s(136), common.text_w(self, "8 players", "label", "@seat_label", pad=self.s(4)))
        common.button(self, "plus", (cx, L.y + self.s(14), bsz, bsz), "+", tooltip="Add a seat", enabled=self.count < hi)
        common.label(self, "count", (cx - count_w - self.s(4), L.y + self.s(14), count_w, bsz),
                     f"{self.count} players", cls="@seat_label")
        common.button(self, "minus", (cx - count_w - self.s(8) - bsz, L.y + self.s(14), bsz, bsz), "−",
                      tooltip="Remove a seat", enabled=self.count > lo)
        # seat rows, and under them what the levels mean (while a seat is played by the computer)

        rows_top = L.y + self.s(14) + bsz + self.s(24)
        legend_h = max(self.s(46), 2 * fonts.get("sans", self.t(14)).get_linesize() + self.s(4))
        ctrl_h = self.ctrl(36)
        least = ctrl_h + self.s(6)
        room = L.bottom - self.s(16) - legend_h - rows_top
        row_h = max(least, min(self.s(54), room // max(1, hi)))
        per_page = max(1, room // row_h)
        self.seat_first = max(0, min(getattr(self, "seat_first", 0), self.count - per_page))
        shown = range(self.seat_first, min(self.count, self.seat_first + per_page))
        x0 = L.x + pad
        name_w = max(self.s(120), L.w - 2 * pad - cols["label"] - cols["kind"] - cols["level"] - self.s(24))
        for row, i in enumerate(shown):
            seat = self.seats[i]
            y = rows_top + row * row_h
            self.rows.append(pygame.Rect(L.x + self.s(8), y, L.w - self.s(16), row_h - self.s(4)))
            cy = y + (row_h - self.s(4) - ctrl_h) // 2
            x = x0 + cols["label"]
            common.entry(self, f"name:{i}", (x, cy, name_w, ctrl_h), seat.get("name", ""),
                         placeholder=default_name(i, seat["kind"]), limit=NAME_LIMIT)
            x += name_w + self.s(12)
            is_ai = seat["kind"] == "ai"
            common.button(self, f"kind:{i}", (x, cy, cols["kind"], ctrl_h), "AI" if is_ai else "Human",
                          cls="@toggle_on" if is_ai else None,
                          tooltip="Switch between a human at this screen and an AI seat")
            x += cols["kind"] + self.s(12)
            if is_ai:
                dd = common.dropdown(self, f"level:{i}", (x, cy, cols["level"], ctrl_h),
                                     [LEVEL_LABELS[lv] for lv in AI_LEVELS], LEVEL_LABELS.get(seat["level"], "Normal"),
                                     expand_up=row >= max(3, len(shown) - 3))
                dd.set_tooltip(level_tooltip())
        last = self.rows[-1].bottom if self.rows else rows_top
        legend_w = L.w - 2 * pad
        if self.count > per_page:  # more seats than rows: ▲ ▼ page through them
            bw = max(bsz, common.text_w(self, "▼"))
            common.button(self, "seats_down", (L.right - pad - bw, last + self.s(8), bw, bsz), "▼",
                          tooltip="The next seats", enabled=self.seat_first + per_page < self.count)
            common.button(self, "seats_up", (L.right - pad - 2 * bw - self.s(8), last + self.s(8), bw, bsz), "▲",
                          tooltip="The seats before", enabled=self.seat_first > 0)
            legend_w -= 2 * bw + self.s(20)
        self.legend = pygame.Rect(x0, last + self.s(8), legend_w, min(legend_h, L.bottom - last - self.s(12)))

    def build_setup(self) -> None:

        R = self.right
        pad = self.s(22)
        x, y = R.x + pad, R.y + max(self.s(58), self.s(14) + self.ctrl(40) + self.s(12))
        cw = R.w - 2 * pad
        ctrl_h = self.ctrl(36)
        small_h = fonts.get("sans", self.t(15)).get_linesize() + self.s(2)  # a @subtle label
        wide = self.tab is not None  # the setup alone across the window: labels beside their controls
        if self.info.variants:
            names = [v.name for v in self.info.variants]
            current = self.variant_info().name if self.variant_info() else names[0]
            if wide:
                lw = common.text_w(self, "Variant", "label", "@subtle", pad=self.s(4))
                common.label(self, "variant_label", (x, y + (ctrl_h - small_h) // 2, lw, small_h), "Variant", cls="@subtle")
                common.dropdown(self, "variant", (x + lw + self.s(12), y, cw - lw - self.s(12), ctrl_h), names, current)
                y += ctrl_h + self.s(6)
            else:
                common.label(self, "variant_label", (x, y, cw, small_h), "Variant", cls="@subtle")
                common.dropdown(self, "variant", (x, y + small_h, cw, ctrl_h), names, current)
                y += small_h + ctrl_h + self.s(6)
            desc = (self.variant_info().description if self.variant_info() else "") or ""
            desc_h = max(self.s(40), 2 * fonts.get("sans", self.t(14)).get_linesize())
            self.texts.append((pygame.Rect(x, y, cw, desc_h), desc, 14, theme.BONE_DIM))
            y += desc_h + self.s(6)
        seed_h = ctrl_h if wide else small_h + self.s(2) + ctrl_h
        sy = R.bottom - self.s(14) - seed_h
        opts = list(self.info.options)
        room = sy - self.s(8) - y
        least = self.ctrl(28) + self.s(4)
        opt_h = max(least, min(self.s(52), room // max(1, len(opts)))) if opts else 0
        per_page = max(1, room // opt_h) if opts else 0
        if len(opts) > per_page:  # more options than rows: ◂ ▸ page through them, in the panel's head
            self.opt_first = max(0, min(getattr(self, "opt_first", 0), len(opts) - per_page))
            bw = max(self.ctrl(34), common.text_w(self, "▸"))
            by = R.y + self.s(14)
            common.button(self, "opts_next", (R.right - pad - bw, by, bw, self.ctrl(34)), "▸",
                          tooltip="More options", enabled=self.opt_first + per_page < len(opts))
            common.button(self, "opts_prev", (R.right - pad - 2 * bw - self.s(8), by, bw, self.ctrl(34)), "◂",
                          tooltip="The options before", enabled=self.opt_first > 0)
            opts = opts[self.opt_first:self.opt_first + per_page]
        for o in opts:
            # the control as wide as its widest choice needs (within reason); the name wraps in what is left
            need = [common.text_w(self, o.choice_name(c), "drop_down_menu") + ctrl_h for c in (o.choices or ())
                    if o.kind == "choice"]
            ow = min(int(cw * 0.7), max([int(cw * 0.44), common.text_w(self, "Off")] + need))
            label_w = cw - ow - self.s(8)
            self.texts.append((pygame.Rect(x, y, label_w, opt_h), o.name, 16, theme.BONE))
            ox = x + label_w + self.s(8)
            oh = min(ctrl_h, opt_h - self.s(4))
            oy = y + (opt_h - oh) // 2
            tip = o.description or None
            if o.kind == "bool":
                on = bool(self.options.get(o.id))
                common.button(self, f"opt:{o.id}", (ox, oy, ow, oh), "On" if on else "Off",
                              cls="@toggle_on" if on else None, tooltip=tip)
            elif o.kind == "choice":
                choices = [o.choice_name(c) for c in o.choices] or [o.choice_name(o.default)]
                common.dropdown(self, f"opt:{o.id}", (ox, oy, ow, oh), choices, o.choice_name(self.options.get(o.id)),
                                expand_up=y > R.centery)
            else:
                common.entry(self, f"opt:{o.id}", (ox, oy, ow, oh), self.option_text.get(o.id, ""),
                             numbers=True, limit=9)
            y += opt_h
        if not self.info.options:
            common.label(self, "no_options", (x, y, cw, small_h), "This game has no options.", cls="@subtle")
        seed_text = "Seed (leave empty for a random game)"
        if wide:
            lw = common.text_w(self, seed_text, "label", "@subtle", pad=self.s(4))
            common.label(self, "seed_label", (x, sy + (ctrl_h - small_h) // 2, lw, small_h), seed_text, cls="@subtle")
            seed_box = (x + lw + self.s(12), sy, cw - lw - self.s(12), ctrl_h)
        else:
            if common.text_w(self, seed_text, "label", "@subtle", pad=1) > cw:
                seed_text = "Seed (empty: random)"
            common.label(self, "seed_label", (x, sy, cw, small_h), seed_text, cls="@subtle")
            seed_box = (x, sy + small_h + self.s(2), cw, ctrl_h)
        common.entry(self, "seed", seed_box, self.seed_text, placeholder="random", numbers=True, limit=12)

    # -- input -------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.kind != "ui":
            if inp.is_key(pygame.K_RETURN, pygame.K_KP_ENTER) and not self._typing():
                self.start()
                return True
            return super().handle(inp)
        key = self._keys.get(id(inp.element))
        if key is None:
            return False
        t = inp.ui_type
        if t == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(key)
        if t == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown(key, inp.raw.text)
            return True
        if t == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._entry(key, inp.raw.text)
            return True
        return False

    def _typing(self) -> bool:
        return any(isinstance(w, pygame_gui.elements.UITextEntryLine) and w.is_focused for w in self.widgets.values())

    def _button(self, key: str) -> bool:
        lo, hi = self.bounds()
        if key == "back":
            self.app.pop()
        elif key == "start":
            self.start()
        elif key == "rules":
            from .rules import RulesScene

            self.app.push(RulesScene(self.game_id))
        elif key == "plus":
            self.count = min(hi, self.count + 1)
            self.refresh()
        elif key == "minus":
            self.count = max(lo, self.count - 1)
            self.refresh()
        elif key.startswith("tab:"):
            self.tab = key[4:]
            self.refresh()
        elif key in ("seats_up", "seats_down"):
            self.seat_first = max(0, getattr(self, "seat_first", 0) + (len(self.rows) if key == "seats_down" else -len(self.rows)))
            self.refresh()
        elif key in ("opts_prev", "opts_next"):
            step = sum(1 for k in self.widgets if k.startswith("opt:"))
            self.opt_first = max(0, getattr(self, "opt_first", 0) + (step if key == "opts_next" else -step))
            self.refresh()
        elif key.startswith("kind:"):
            i = int(key[5:])
            seat = self.seats[i]
            seat["kind"] = "human" if seat["kind"] == "ai" else "ai"
            seat["name"] = typed_name(i, seat.get("name"))
            self.refresh()
        elif key.startswith("opt:"):
            oid = key[4:]
            self.options[oid] = not bool(self.options.get(oid))
            self.refresh()
        else:
            return False
        return True

    def _dropdown(self, key: str, text: str) -> None:
        if key.startswith("level:"):
            level = text.lower()
            if level in AI_LEVELS:
                self.seats[int(key[6:])]["level"] = level
        elif key == "variant":
            for v in self.info.variants:
                if v.name == text:
                    self.variant = v.id
            self.refresh()
        elif key.startswith("opt:"):
            o = self._option(key[4:])
            if o is not None:
                roles = self.seat_roles()
                for c in o.choices:
                    if o.choice_name(c) == text:
                        self.options[o.id] = c
                if self.seat_roles() != roles:  # the seat column fits the roles the new choice gives
                    self.refresh()

    def _entry(self, key: str, text: str) -> None:
        if key.startswith("name:"):
            self.seats[int(key[5:])]["name"] = clean_name(text)
        elif key == "seed":
            self.seed_text = text.strip()
        elif key.startswith("opt:"):
            self.option_text[key[4:]] = text.strip()
        self.error = ""

    def _option(self, oid: str):
        for o in self.info.options:
            if o.id == oid:
                return o
        return None

    # -- start ---------------------------------------------------------------------------------
    def config(self) -> dict:
        """The chosen setup; raises ValueError with a readable reason when something is invalid."""
        seats = []
        for i in range(self.count):
            s = self.seats[i]
            name = clean_name(s.get("name")) or default_name(i, s["kind"])
            seats.append({"kind": s["kind"], "level": s.get("level", "normal"), "name": name})
        options = dict(self.options)
        for o in self.info.options:
            if o.kind == "int":
                text = self.option_text.get(o.id, "")
                try:
                    value = int(text)
                except ValueError:
                    raise ValueError(f"{o.name} must be a whole number.") from None
                nums = [c for c in o.choices if isinstance(c, int)]
                if len(nums) >= 2 and not (min(nums) <= value <= max(nums)):
                    raise ValueError(f"{o.name} must be between {min(nums)} and {max(nums)}.")
                options[o.id] = value
        problem = self.info.setup_problem(self.count, self.variant, options)
        if problem:
            raise ValueError(problem)
        seed = None
        if self.seed_text:
            try:
                seed = int(self.seed_text)
            except ValueError:
                raise ValueError("The seed must be a whole number, or empty.") from None
        return {"game_id": self.game_id, "seats_config": seats, "variant": self.variant, "options": options,
                "seed": seed}

    def start(self) -> None:
        try:
            cfg = self.config()
        except ValueError as exc:
            self.error = str(exc)
            self.app.audio.play("warning_sting", 0.4)
            return
        # remember what was typed, not the defaults (a default follows the seat's kind next time)
        self.app.settings.last_seats[self.game_id] = [dict(s, name=typed_name(i, s["name"]))
                                                      for i, s in enumerate(cfg["seats_config"])]
        self.app.save_settings()
        try:
            hook = table_function("start_game")
        except Exception as exc:
            report_error(self.app, "The table could not be set", exc)
            return
        self.app.audio.play("card_slide")
        try:
            hook(self.app, cfg["game_id"], cfg["seats_config"], cfg["variant"], cfg["options"], cfg["seed"])
        except Exception as exc:
            report_error(self.app, "The game could not start", exc)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        name, px = theme.fit_text(self.info.name, "display", self.s(44), w - self.s(80))
        theme.blit_text(surface, name, "display", px, (self.s(40), self.s(22)), theme.BLOOD_BRIGHT, glow=theme.BLOOD_DARK)
        sub = seats_text(self.info) + (f"  ·  {self.info.summary}" if self.info.summary else "")
        sub, px = theme.fit_text(sub, "sans", self.t(16), w - self.s(84))
        theme.blit_text(surface, sub, "sans", px, (self.s(42), self.sub_y()), theme.BONE_DIM)
        for rect, title, tab in ((self.left, "Seats", "seats"), (self.right, "Setup", "setup")):
            if self.tab in (None, tab):
                theme.draw_panel(surface, rect, self.scale)
                if self.tab is None:  # under tabs, the tab buttons name the panel
                    theme.blit_text(surface, title, "serif", self.t(24), (rect.x + self.s(22), rect.y + self.s(18)))
        seats = range(getattr(self, "seat_first", 0), self.count)
        for i, row in zip(seats, self.rows):
            if (i - seats.start) % 2 == 0:
                shade = new_surface(row.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 8))
                surface.blit(shade, row.topleft)
            from ..widgets import patterns  # here, not at start-up: the first menu frame needs no widgets

            # the seat's shape as well as its colour (the tables' badges): told apart in every palette
            patterns.seat_badge(surface, i, (row.x + self.s(24), row.centery), self.s(9))
            name_el = self.widgets.get(f"name:{i}")
            room = (name_el.rect.x if name_el is not None else row.x + self.s(136)) - row.x - self.s(44)
            roles = self.seat_roles()
            role = roles[i] if i < len(roles) else ""  # a seat the game gives a role: named under its label
            label, px = theme.fit_text(f"{self.info.seat_label} {i + 1}", "sans_bold", self.t(15), room)
            y = row.centery - (int(px * 0.55) if role else 0)
            theme.blit_text(surface, label, "sans_bold", px, (row.x + self.s(40), y), theme.BONE, anchor="midleft")
            if role:
                small, rpx = theme.fit_text(role, "sans", self.t(13), room)
                theme.blit_text(surface, small, "sans", rpx, (row.x + self.s(40), row.centery + int(rpx * 0.7)),
                                theme.GOLD, anchor="midleft", shadow=False)
            kind = self.widgets.get(f"kind:{i}")
            if self.seats[i]["kind"] == "human" and kind is not None:
                room = row.right - kind.rect.right - self.s(22)
                note, px = theme.fit_text("plays at this screen", "sans", self.t(14), room)
                if room > 0 and not note.endswith("…"):  # only whole: the Human button says as much
                    theme.blit_text(surface, note, "sans", px, (kind.rect.right + self.s(14), row.centery), theme.ASH,
                                    anchor="midleft", shadow=False)
        if self.legend.h > 0 and any(self.seats[i]["kind"] == "ai" for i in range(self.count)):
            _draw_fitted(surface, level_legend(), self.t(14), self.legend, theme.BONE_DIM)
        for rect, text, px, colour in self.texts:
            _draw_fitted(surface, text, self.t(px), rect, colour)
        if self.error:  # in the footer between Rules and Start, wrapped: a refusal can be a sentence or two
            _draw_fitted(surface, self.error, self.t(17), self.error_rect, theme.BLOOD_BRIGHT)


def _draw_fitted(surface, text: str, px: int, rect: pygame.Rect, colour) -> None:
    """Up to two lines, vertically centred in rect; the font shrinks a little before the text is clipped."""

    for size in (px, int(px * 0.9), int(px * 0.8)):
        font = fonts.get("sans", size)
        lines = common.wrap(text, font, rect.w)
        if len(lines) <= 2 and len(lines) * font.get_linesize() <= rect.h + 2:
            break
    lines = lines[:2]
    if len(common.wrap(text, font, rect.w)) > 2:
        lines[-1] = _clip(lines[-1], max(4, len(lines[-1]) - 1))
    y = rect.centery - len(lines) * font.get_linesize() // 2
    for line in lines:
        surface.blit(fonts.render(font, line, True, colour), (rect.x, y))
        y += font.get_linesize()


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"
