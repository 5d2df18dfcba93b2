"""Anticipation: its definition, which the registry finds through the entry point `printkit.games` (anticipation).

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
    from printkit.games.anticipation.rules import Anticipation

    return Anticipation


def _layout_type() -> type:
    from printkit.games.anticipation.schema import Layout

    return Layout


def _options_type() -> type:
    from printkit.games.anticipation.options import RuleOptions

    return RuleOptions


def _components() -> tuple[Component, ...]:
    from printkit.games.anticipation.components import COMPONENTS

    return COMPONENTS


def _action_syntax() -> Callable[[Any], ActionSyntax]:
    from printkit.games.anticipation.notation import action_syntax

    return action_syntax


def _transcript_parts() -> Callable[[Any, dict[str, Any]], TranscriptParts]:
    from printkit.games.anticipation.transcript import transcript_parts

    return transcript_parts


def _export() -> ExportHints:
    from printkit.games.anticipation.export import EXPORT

    return EXPORT


def _kitinfo() -> ModuleType:
    from printkit.games.anticipation import kitinfo

    return kitinfo


def _picture() -> Callable[..., Picture]:
    from printkit.games.anticipation.picture import picture

    return picture


def _player() -> Play:
    from printkit.games.anticipation.player import play

    return play


def _setup() -> Setup:
    from printkit.games.anticipation import setup

    return setup


GAME = GameDefinition(
    name="anticipation",
    title="Anticipation",
    package="printkit.games.anticipation",
    layout_file="anticipation.yaml",
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
