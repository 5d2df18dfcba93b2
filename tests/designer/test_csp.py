"""printkit/core/csp.py: a policy names each inline script and style by its hash and loads nothing else;
JSON for a script element holds no <, > or & that the HTML parser would read."""

from __future__ import annotations

import base64
import hashlib
import json

from printkit.core.csp import policy, script_json, source
from tests.hostile import ALL


def test_a_policy_allows_its_hashes_and_nothing_from_anywhere():
    digest = base64.b64encode(hashlib.sha256(b"go();").digest()).decode()
    assert source("go();") == f"'sha256-{digest}'"
    assert policy(["go();"]) == (
        f"default-src 'none'; script-src 'sha256-{digest}'; base-uri 'none'; form-action 'none'"
    )
    rules = dict(
        part.split(" ", 1)
        for part in policy(
            ["a", "b"], styles=["s"], fonts=True, images=True, local_images=True, dynamic=True
        ).split("; ")
    )
    assert rules["script-src"] == f"{source('a')} {source('b')} 'strict-dynamic'"
    assert rules["style-src"] == source("s") and rules["font-src"] == "data:"
    assert rules["img-src"] == "data: 'self'" and rules["default-src"] == "'none'"
    assert "script-src 'none'" in policy([]) and "unsafe" not in policy(["a"], styles=["s"], dynamic=True)


def test_json_in_a_script_keeps_every_hostile_text_and_none_of_its_markup():
    value = {"seat": ALL, "line": "\u2028\u2029"}
    text = script_json(value)
    assert not set("<>&\u2028\u2029") & set(text)
    assert json.loads(text) == value
