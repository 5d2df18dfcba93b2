"""The Content-Security-Policy of printkit's web pages: nothing but their own inline script and style runs.

A page lists the exact text of its inline scripts and style sheets; the policy allows those by
their SHA-256 hash and nothing else: no other script, no style attribute, no remote load. So an
injection that slipped through the escaping still could not run.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence


def source_hash(text: str) -> str:
    """Return the CSP source expression of an inline script's or style sheet's exact text."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def policy(
    scripts: Sequence[str], *, styles: Sequence[str] = (), fonts: bool = False, images: bool = False
) -> str:
    """Return the policy allowing exactly these inline scripts and style sheets (and data: fonts or images when asked)."""
    parts = ["default-src 'none'"]
    parts.append("script-src " + (" ".join(dict.fromkeys(map(source_hash, scripts))) or "'none'"))
    parts.append("style-src " + (" ".join(dict.fromkeys(map(source_hash, styles))) or "'none'"))
    if fonts:
        parts.append("font-src data:")
    if images:
        parts.append("img-src data:")
    parts += ["base-uri 'none'", "form-action 'none'"]
    return "; ".join(parts)
