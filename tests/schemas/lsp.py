"""A minimal Language Server Protocol client over stdio, enough to open files and read diagnostics."""

from __future__ import annotations

import json
import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import Any


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
