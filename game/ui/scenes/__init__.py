"""The app's menu scenes. Importing this package registers them by name for App.open(name, ...)."""
from .gameover import GameOverScene
from .guide import GuideScene
from .handoff import HandoffScene
from .lobby import LobbyScene
from .menu import MenuScene
from .message import MessageScene
from .pause import PauseScene
from .picker import PickerScene
from .rules import RulesScene
from .saves import LoadScene
from .settings import SettingsScene

__all__ = [
    "GameOverScene", "GuideScene", "HandoffScene", "LobbyScene", "MenuScene", "MessageScene", "PauseScene", "PickerScene",
    "RulesScene", "LoadScene", "SettingsScene",
]
