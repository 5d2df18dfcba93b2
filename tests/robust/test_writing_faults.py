"""Writes that fail or are cut short: a killed writer's temp file, a `new` folder on a full disk."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

import pytest

from printkit.core.errors import OutputError
from printkit.core.writing import write_atomic
from tests.robust.errorlines import one_error
from tests.samples import one, shipped
from tests.support import run_cli


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="a zombie is told by /proc")
def test_a_killed_writer_not_yet_reaped_counts_as_gone(tmp_path) -> None:
    child = subprocess.Popen(["sleep", "60"])
    try:
        child.send_signal(signal.SIGKILL)
        # not waited for: the child is a zombie, which kill(pid, 0) still finds
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with open(f"/proc/{child.pid}/stat", "rb") as handle:
                if b") Z " in handle.read():
                    break
            time.sleep(0.01)
        stale = tmp_path / f".out.svg.{child.pid}.abcdefgh.tmp"
        stale.write_bytes(b"half")
        write_atomic(tmp_path / "out.svg", b"<svg/>")
        assert not stale.exists()
        assert (tmp_path / "out.svg").read_bytes() == b"<svg/>"
    finally:
        child.wait()


def test_new_on_a_full_disk_leaves_nothing_and_a_retry_works(tmp_path, capsys, monkeypatch) -> None:
    import printkit.core.writing

    real = printkit.core.writing.write_atomic
    calls = []

    def full(path, data, make_parent=True):
        calls.append(path)
        if len(calls) == 4:
            raise OutputError("cannot write: No space left on device")
        real(path, data, make_parent)

    monkeypatch.setattr(printkit.core.writing, "write_atomic", full)
    folder, game = tmp_path / "mine", one(shipped(), "new on a full disk")
    assert run_cli("new", game, folder) == 2
    assert "No space left on device" in one_error(capsys)
    assert list(tmp_path.iterdir()) == [], "no half-made folder, no temp folder"
    monkeypatch.setattr(printkit.core.writing, "write_atomic", real)
    assert run_cli("new", game, folder) == 0
    assert (folder / f"{game}.yaml").is_file()
