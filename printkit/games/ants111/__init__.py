"""111 Ants: its definition, which the registry finds through the entry point `printkit.games` (111-ants).

Each loader imports the module that holds its part on first call (printkit/games/definition.py).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from printkit.games.definition import GameDefinition, Play, Setup
from printkit.games.parts import ActionSyntax, ExportHints, TranscriptParts

if TYPE_CHECKING:
    from printkit.component import Component
    from printkit.referee.game import Game
    from printkit.show.drawing import Picture


def _referee() -> type[Game[Any]]:
    from printkit.games.ants111.rules import Ants111

    return Ants111


def _layout_type() -> type:
    from printkit.games.ants111.schema import Layout

    return Layout


def _options_type() -> type:
    from printkit.games.ants111.options import RuleOptions

    return RuleOptions


def _components() -> tuple[Component, ...]:
    from printkit.games.ants111.components import COMPONENTS

    return COMPONENTS


def _action_syntax() -> Callable[[Any], ActionSyntax]:
    from printkit.games.ants111.notation import action_syntax

    return action_syntax


def _transcript_parts() -> Callable[[Any, dict[str, Any]], TranscriptParts]:
    from printkit.games.ants111.transcript import transcript_parts

    return transcript_parts


def _export() -> ExportHints:
    from printkit.games.ants111.export import EXPORT

    return EXPORT


def _kitinfo() -> ModuleType:
    from printkit.games.ants111 import kitinfo

    return kitinfo


def _picture() -> Callable[..., Picture]:
    from printkit.games.ants111.picture import picture

    return picture


def _player() -> Play:
    from printkit.games.ants111.player import play

    return play


def _setup() -> Setup:
    from printkit.games.ants111 import setup

    return setup


GAME = GameDefinition(
    name="111-ants",
    title="111 Ants",
    package="printkit.games.ants111",
    layout_file="111-ants.yaml",
    layout_type=_layout_type,
    options_type=_options_type,
    components=_components,
    action_syntax=_action_syntax,
    transcript_parts=_transcript_parts,
    export=_export,
    kitinfo=_kitinfo,
    picture=_picture,
    referee=_referee,
    player=_player,
    setup=_setup,
)
