"""Game over: a title, the winners, the story of the game (how it ended, who was behind it, the turning
points, each seat's result), the revealed secrets, and Replay same seats / Watch again (the replay viewer on this
game, from its record) / Main menu."""
from __future__ import annotations

import html
import math
from typing import Callable, Optional

import pygame

from .. import theme
from ..scene import Scene, register, report_error
from . import common
from .gameover_charts import GameOverCharts


@register("gameover")
class GameOverScene(Scene):
    escape_pops = False

    def __init__(self, title: str, winners=(), secrets=(), on_replay: Optional[Callable] = None, reason: str = "",
                 game_id: str = "", story: Optional[dict] = None, record: Optional[dict] = None, cue: str = ""):
        super().__init__()
        self.title = title
        self.winners = list(winners)  # names (str)
        self.secrets = list(secrets)  # strings, or (who, secret) pairs
        self.on_replay = on_replay  # called with the app: start again with the same seats
        self.reason = reason
        self.game_id = game_id
        self.story = dict(story or {})  # ending, killer, turning_points, results (the table's game_story())
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.charts = GameOverCharts(record)  # the Charts tab, from the finished game's record
        self.cue = cue  # "win" or "lose": the game's own, for the side of whoever sits at the screen

    def enter(self, app) -> None:
        super().enter(app)
        if self.cue in ("win", "lose"):
            app.audio.play(self.cue, 0.9)
        else:
            app.audio.play("warning_sting", 0.8)

    def story_html(self) -> str:
        """How it ended, who was behind it, the turning points and each seat's result."""
        st = self.story
        if not st:
            return ""
        gold, red = common.hex_colour(theme.GOLD), common.hex_colour(theme.BLOOD_BRIGHT)
        out = []
        if st.get("ending"):
            out.append(f"<font color='{gold}'><b>How it ended</b></font><br>{html.escape(st['ending'])}")
        if st.get("killer"):
            out.append(f"<font color='{gold}'><b>Behind it all</b></font><br>{html.escape(st['killer'])}")
        if st.get("turning_points"):
            out.append(f"<font color='{gold}'><b>Turning points</b></font><br>" +
                       "<br>".join("• " + html.escape(x) for x in st["turning_points"]))
        if st.get("results"):
            out.append(f"<font color='{gold}'><b>Each player</b></font><br>" + "<br>".join(
                f"<b>{html.escape(str(who))}</b>  <font color='{red}'>—</font>  {html.escape(str(what))}"
                for who, what in st["results"]))
        return "<br><br>".join(out)

    def secrets_html(self) -> str:
        story = self.story_html()
        secrets = self.revealed_html()
        if not story:
            return secrets
        gold = common.hex_colour(theme.GOLD)
        return f"{story}<br><br><font color='{gold}'><b>Revealed</b></font><br>{secrets}"

    def revealed_html(self) -> str:
        if not self.secrets:
            return "<i>No secrets were kept.</i>"
        red = common.hex_colour(theme.BLOOD_BRIGHT)
        out = []
        for item in self.secrets:
            if isinstance(item, (tuple, list)) and len(item) == 2:
                who, what = item
                out.append(f"<b>{html.escape(str(who))}</b>  <font color='{red}'>—</font>  {html.escape(str(what))}")
            else:
                out.append(html.escape(str(item)))
        return "<br>".join(out)

    def build_ui(self) -> None:
        w, h = self.size
        pw = min(w - self.s(80), self.s(820))
        top = self.head_bottom() + self.s(14)
        self.panel = pygame.Rect(w // 2 - pw // 2, top, pw, h - top - self.ctrl(50) - self.s(60))
        box_y = self.s(14) + int(self.t(22) * 1.3) + self.s(6)  # under the panel's heading
        common.text_box(self, "secrets", (self.panel.x + self.s(16), self.panel.y + box_y, pw - self.s(32),
                                          self.panel.h - box_y - self.s(16)), self.secrets_html())
        self.charts.build(self, self.panel, "secrets")
        common.button_row(self, [("replay", "Replay same seats", "@primary", "A new game with the same seats and options",
                                  self.on_replay is not None),
                                 ("watch", "Watch again", None, "Step through this game on its table, everything revealed",
                                  self.charts.available),
                                 ("menu", "Main menu", None, None, True)],
                          w // 2, h - self.ctrl(50) - self.s(32), 240, 50, 16, w - self.s(80))

    def head_lines(self) -> tuple:
        """The y of the winners line and of the reason line under the title: they move down as their text grows."""
        from .. import fonts

        won_y = self.s(160)
        return won_y, won_y + fonts.get("serif", self.t(26)).get_linesize() + self.s(4)

    def head_bottom(self) -> int:
        from .. import fonts

        reason_y = self.head_lines()[1]
        return reason_y + (fonts.get("sans", self.t(16)).get_linesize() if self.reason else 0)

    def handle(self, inp) -> bool:
        chosen = self.nav(inp, ["replay", "watch", "menu", "charts"])
        if chosen == "watch" or self.pressed(inp, "watch"):
            return self.watch()
        if chosen == "charts":
            return self.charts.toggle(self, "secrets")
        if self.charts.handle(self, inp, "secrets"):
            return True
        if chosen == "menu":
            self.app.to_menu()
            return True
        if chosen == "replay":
            return self.replay()
        if self.pressed(inp, "menu") or inp.is_key(pygame.K_ESCAPE):
            self.app.to_menu()
            return True
        if self.pressed(inp, "replay"):
            return self.replay()
        return False

    def watch(self) -> bool:
        """The replay viewer on this game (opened by name: the viewer imports the tables, which import this)."""
        if not self.charts.available:
            return False
        try:
            self.app.open("replay", timeline=self.charts.timeline())
        except Exception as exc:
            report_error(self.app, "The game could not be watched", exc)
        return True

    def replay(self) -> bool:
        if self.on_replay is not None:
            app = self.app
            try:
                self.on_replay(app)
            except Exception as exc:
                report_error(app, "The game could not restart", exc)
            return True
        return False

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.draw_drips(surface, int(h * 0.12), seed=29)
        theme.draw_fog(surface, self.time, self.scale)
        glow = theme.lerp_colour(theme.BLOOD_DARK, theme.BLOOD_BRIGHT, round((0.35 + 0.25 * math.sin(self.time * 2)) * 8) / 8)
        title, px = theme.fit_text(self.title, "display", self.s(64), w - self.s(80), self.s(32))
        theme.blit_text(surface, title, "display", px, (w // 2, self.s(70) + (self.s(64) - px) // 2), theme.BLOOD_BRIGHT,
                        anchor="midtop", glow=glow)
        won = ", ".join(self.winners) if self.winners else "Nobody survived."
        label = "Winners: " if self.winners else ""
        won, px = theme.fit_text(label + won, "serif", self.t(26), w - self.s(80), min(self.s(26), self.t(20)))
        won_y, reason_y = self.head_lines()
        theme.blit_text(surface, won, "serif", px, (w // 2, won_y), theme.BONE, anchor="midtop")
        if self.reason:
            reason, px = theme.fit_text(self.reason, "sans", self.t(16), w - self.s(80), min(self.s(16), self.t(13)))
            theme.blit_text(surface, reason, "sans", px, (w // 2, reason_y), theme.BONE_DIM,
                            anchor="midtop", shadow=False)
        theme.draw_panel(surface, self.panel, self.scale)
        heading = "Charts" if self.charts.shown else "The story" if self.story else "Revealed"
        theme.blit_text(surface, heading, "serif", self.t(22),
                        (self.panel.x + self.s(24), self.panel.y + self.s(14)), theme.BLOOD_BRIGHT)
        self.charts.draw(surface)
