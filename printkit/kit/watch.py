"""`printkit watch`: build once, then rebuild what a saved layout, words file or template changes.

Each watched layout keeps its last build in memory: every component's document and the files its
drawing read (`printkit.layout.folders`). A saved layout file rebuilds all of its components; a
saved template or words file only the components that read it; the one-file kit is then put
together again from the documents in memory. After each rebuild the gallery (OUT/index.html) and
its stamp are rewritten, so an open gallery reloads itself; a rebuild that fails writes its error
into the stamp instead, and the gallery shows it over the last good pages.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.core.errors import UserError
from printkit.kit.build import BuildOptions

if TYPE_CHECKING:
    from printkit.games.definition import LoadedGame


@dataclass
class Rebuilt:
    """What one round of building did: per layout, the components built, or the error that stopped it."""

    built: dict[str, tuple[str, ...]] = field(default_factory=dict)  # layout file -> components
    errors: list[str] = field(default_factory=list)
    files: int = 0
    seconds: float = 0.0


class LayoutBuild:
    """One layout file's build, kept in memory between saves."""

    def __init__(self, path: Path, options: BuildOptions, out: Path):
        self.path = path.resolve()
        self.options = options
        self.out = out
        self.layout: Any = None
        self.game: LoadedGame[Any, Any] | None = None
        self.docs: dict[str, Any] = {}
        self.reads: dict[str, frozenset[Path]] = {}
        self.broken = False  # the last build failed: the next rebuilds everything

    def folders(self) -> set[Path]:
        """Return the folders to watch: the layout's own, and its words and templates folders."""
        from printkit.layout.folders import shipped, sources_of

        sources = sources_of(self.layout) if self.layout is not None else shipped()
        return {self.path.parent, sources.words.resolve(), sources.templates.resolve()}

    def is_input(self, path: Path) -> bool:
        """Return whether a changed file is one this build reads (the layout, a words file, a template)."""
        from printkit.layout.folders import sources_of

        if path == self.path:
            return True
        if self.layout is None:  # not loaded yet: only the layout itself can mend that
            return False
        sources = sources_of(self.layout)
        words = (f"{self.layout.game}.yaml", "common.yaml")
        return (path.parent == sources.words.resolve() and path.name in words) or (
            path.parent == sources.templates.resolve() and path.suffix == ".svg"
        )

    def build(self, changed: set[Path] | None = None) -> tuple[tuple[str, ...], int]:
        """Build what changed (everything when changed is None or holds the layout file); return (components, files)."""
        from printkit.draw.art import forget as forget_templates
        from printkit.games.loaded import loaded_file
        from printkit.kit.build import plan, retire_others, run_task, wants_kit, write_kit
        from printkit.layout.folders import reading, sources_of
        from printkit.layout.words import forget as forget_words

        forget_templates()
        forget_words()
        whole = changed is None or self.path in changed or self.layout is None or self.broken
        if whole:
            self.broken = True  # until a whole build succeeds: a later save must not build the old layout
            self.game = loaded_file(self.path)
            self.layout = self.game.layout
            self.docs, self.reads = {}, {}
        game = self.game
        assert game is not None  # loaded above whenever there was none
        tasks = plan([game], self.options.only)
        if not whole:
            changed = changed or set()
            tasks = [t for t in tasks if self.reads.get(t.component.name, frozenset()) & changed]
            words = sources_of(self.layout).words.resolve()
            if not tasks and not any(p.parent == words for p in changed):
                return (), 0  # a template nothing here draws
        written: list[Path] = []
        keep = self.docs if wants_kit(self.options, self.layout) else None
        for task in tasks:
            with reading(self.layout, sources_of(self.layout).fresh()) as sources:
                written += run_task(task, self.options, self.out, keep)
            self.reads[task.component.name] = frozenset(p.resolve() for p in sources.reads)
        if keep is not None:  # the kit: its cover reads the words, its pages every component
            written += write_kit(game, dict(self.docs), self.options, self.out)
        if whole and not self.options.only:  # what the changed layout no longer makes goes
            retire_others(self.layout, self.options, self.out, written)
        self.broken = False
        return tuple(t.component.name for t in tasks), len(written)


def build_round(builds: Iterable[LayoutBuild], changed: set[Path] | None) -> Rebuilt:
    """Build each layout's share of the changes, then the gallery; a failing layout leaves its error in the result."""
    from printkit.kit.gallery import describe, write_failure, write_gallery

    start = time.perf_counter()
    result = Rebuilt()
    for build in builds:
        mine = None if changed is None else {p for p in changed if build.is_input(p)}
        if mine is not None and not mine:
            continue
        try:
            names, files = build.build(mine)
        except UserError as error:
            result.errors.append(str(error))
            continue
        result.built[str(build.path)] = names
        result.files += files
    games = [b.game for b in builds if b.game is not None]
    out = builds_out(builds)
    if result.errors:
        write_failure(out, "\n".join(result.errors), describe(games, out))
    else:
        write_gallery(out, describe(games, out))
    result.seconds = time.perf_counter() - start
    return result


def builds_out(builds: Iterable[LayoutBuild]) -> Path:
    """Return the output folder the builds share."""
    return next(iter(builds)).out


def watch(
    builds: list[LayoutBuild],
    report: Callable[[Rebuilt], None],
    stop_event: Any = None,
    ready: Any = None,
    debounce_ms: int = 300,
    timeout_ms: int = 1000,
) -> None:
    """Build, then rebuild on every save until stop_event is set (or Ctrl-C); report each round.

    ready (an Event), if given, is set once the folders are watched, so a test saves a file only
    after that.
    """
    import watchfiles

    report(build_round(builds, None))

    def wanted(_change: Any, path: str) -> bool:
        resolved = Path(path).resolve()
        return any(b.is_input(resolved) for b in builds)

    while stop_event is None or not stop_event.is_set():
        folders = sorted(set().union(*(b.folders() for b in builds)))
        for changes in watchfiles.watch(
            *folders,
            watch_filter=wanted,
            debounce=debounce_ms,
            stop_event=stop_event,
            rust_timeout=timeout_ms,
            yield_on_timeout=True,
            recursive=False,
        ):
            if ready is not None:
                ready.set()
            if not changes:
                continue
            report(build_round(builds, {Path(path).resolve() for _, path in changes}))
            if sorted(set().union(*(b.folders() for b in builds))) != folders:
                break  # a layout now names other words or templates folders: watch those
