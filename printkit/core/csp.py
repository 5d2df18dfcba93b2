"""The Content-Security-Policy of printkit's pages: only their own inline script and style, by hash.

A page is opened from disk or any host, so the policy goes in a `<meta http-equiv>` before the
first script or style. It names each inline script and style by its SHA-256 and loads nothing
else; an injection that slipped past the escaping still cannot run.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Sequence


def source(text: str) -> str:
    """Return the CSP source expression of an inline script's or style's text: 'sha256-...'."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def policy(
    scripts: Sequence[str],
    *,
    styles: Sequence[str] = (),
    fonts: bool = False,
    images: bool = False,
    local_images: bool = False,
    dynamic: bool = False,
) -> str:
    """Return a policy allowing exactly the given inline scripts and styles, and nothing from anywhere.

    fonts and images allow data: fonts and images; local_images the page's own files ('self',
    which on a file:// page Chromium takes as any local file, and no remote one); dynamic lets the
    hashed scripts add scripts of their own ('strict-dynamic': a parser-inserted script, such as
    injected markup, is still refused).
    """
    script_src = " ".join([source(s) for s in scripts] + (["'strict-dynamic'"] if dynamic else []))
    parts = ["default-src 'none'", "script-src " + (script_src or "'none'")]
    if styles:
        parts.append("style-src " + " ".join(source(s) for s in styles))
    if fonts:
        parts.append("font-src data:")
    image_src = (["data:"] if images else []) + (["'self'"] if local_images else [])
    if image_src:
        parts.append("img-src " + " ".join(image_src))
    parts += ["base-uri 'none'", "form-action 'none'"]
    return "; ".join(parts)


def script_json(value: object) -> str:
    """Return value as JSON that is safe inside an HTML <script>: <, > and & escaped (\\u003c ...)."""
    text = json.dumps(value, ensure_ascii=True)  # ensure_ascii also escapes U+2028 and U+2029
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
