"""The YAML language server editors run (npm's `yaml-language-server`), and a minimal Language
Server Protocol client to drive it over stdio: initialize, open a file, read its diagnostics.

The server is installed with npm into a cache folder the first time (PRINTKIT_NODE_CACHE, else
~/.cache/printkit/node). Without node or npm, or when npm cannot install it, the tests that use
it skip, saying why; with PRINTKIT_REQUIRE_NODE=1 (CI sets it) they fail instead.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pytest

VERSION = "1.25.0"  # the server's release the tests were written against


def unavailable(reason: str) -> None:
    """Skip the test for want of the language server, or fail it when PRINTKIT_REQUIRE_NODE=1."""
    if os.environ.get("PRINTKIT_REQUIRE_NODE") == "1":
        pytest.fail(f"PRINTKIT_REQUIRE_NODE=1 but {reason}")
    pytest.skip(reason)


def cache_folder() -> Path:
    """Return the folder npm installs the language server into."""
    given = os.environ.get("PRINTKIT_NODE_CACHE")
    if given:
        return Path(given)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "printkit" / "node"


def server_command() -> list[str]:
    """Return the command that starts the YAML language server on stdio, installing it first if need be."""
    import fcntl

    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        unavailable("no node and npm on PATH (Debian: apt-get install nodejs npm)")
    assert node and npm
    folder = cache_folder() / f"yaml-language-server-{VERSION}"
    main = folder / "node_modules" / "yaml-language-server" / "bin" / "yaml-language-server"
    if not main.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder.parent / f"{folder.name}.lock", "w") as lock:  # two test workers install once
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not main.is_file():
                done = subprocess.run(
                    [
                        npm,
                        "install",
                        "--prefix",
                        str(folder),
                        "--no-audit",
                        "--no-fund",
                        f"yaml-language-server@{VERSION}",
                    ],
                    capture_output=True,
                    text=True,
                    timeout=600,
                )
                if done.returncode != 0 or not main.is_file():
                    unavailable(f"npm could not install yaml-language-server: {done.stderr.strip()[-300:]}")
    return [node, str(main), "--stdio"]


class LanguageServer:
    """A language server process spoken to in JSON-RPC over its stdin and stdout."""

    def __init__(self, command: list[str], root: Path, settings: dict):
        self.settings = settings
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.messages: queue.Queue[dict] = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        self.request(
            "initialize",
            {
                "processId": None,
                "rootUri": root.as_uri(),
                "capabilities": {
                    "workspace": {"configuration": True},
                    "textDocument": {"publishDiagnostics": {}},
                },
            },
        )
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": settings})

    def _read(self) -> None:
        out = self.process.stdout
        assert out is not None
        while True:
            length = 0
            while True:
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(out.read(length)))

    def _send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def request(self, method: str, params: Any, timeout: float = 30) -> Any:
        self.next_id += 1
        wanted = self.next_id
        self._send({"id": wanted, "method": method, "params": params})
        reply = self.wait(lambda m: m.get("id") == wanted and "method" not in m, timeout)
        return reply.get("result")

    def wait(self, pick: Any, timeout: float = 30) -> dict:
        """Return the first message pick accepts, answering the server's own requests meanwhile."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("the language server did not answer")
            message = self.messages.get(timeout=left)
            if "method" in message and "id" in message:  # the server asks the client something
                self._answer(message)
            if pick(message):
                return message

    def _answer(self, message: dict) -> None:
        result: Any = None
        if message["method"] == "workspace/configuration":
            result = [self.settings.get(item.get("section", ""), None) for item in message["params"]["items"]]
        self._send({"id": message["id"], "result": result})

    def diagnostics(self, path: Path, text: str, timeout: float = 30) -> list[dict]:
        """Open a file and return the diagnostics the server publishes for it (the first non-empty set)."""
        uri = path.resolve().as_uri()
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}},
        )
        message = self.wait(
            lambda m: (
                m.get("method") == "textDocument/publishDiagnostics"
                and m["params"]["uri"] == uri
                and m["params"]["diagnostics"]
            ),
            timeout,
        )
        return message["params"]["diagnostics"]

    def close(self) -> None:
        try:
            self.request("shutdown", None, timeout=5)
            self.notify("exit", None)
            self.process.wait(timeout=5)
        except (TimeoutError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
