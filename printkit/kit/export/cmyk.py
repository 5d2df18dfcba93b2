"""The kit's sRGB colours as press inks: littleCMS (Pillow's ImageCms) to a CMYK profile, total ink capped.

Every colour of a scene is a #rrggbb value in the layout, so a page is separated colour by colour
and stays vector. The profile is Ghostscript's "Artifex CMYK SWOP Profile" unless --icc names
another (docs/export.md says why and under which licence).
"""

from __future__ import annotations

import glob
import math
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.core.errors import UsageError
from printkit.layout.colours import rgb

if TYPE_CHECKING:
    from printkit.draw.render.pdf import PdfX

INK_LIMIT = (
    240  # percent of total area coverage (C+M+Y+K): DriveThruCards' limit, and common for coated offset
)
# Where Ghostscript's packages put its CMYK profile (Debian's libgs-common; the source tree's own folder).
GHOSTSCRIPT_PROFILES = (
    "/usr/share/color/icc/ghostscript/default_cmyk.icc",
    "/usr/share/ghostscript/*/iccprofiles/default_cmyk.icc",
    "/usr/local/share/ghostscript/*/iccprofiles/default_cmyk.icc",
    "/opt/homebrew/share/ghostscript/*/iccprofiles/default_cmyk.icc",
)
MAX_PROFILE_BYTES = 16 * 2**20


def find_profile(path: Path | None = None) -> Path:
    """Return the CMYK ICC profile to separate with: path when given, else Ghostscript's."""
    if path is not None:
        return path
    for pattern in GHOSTSCRIPT_PROFILES:
        found = sorted(glob.glob(pattern))
        if found:
            return Path(found[-1])
    raise UsageError(
        "CMYK output needs a CMYK ICC profile: install Ghostscript (Debian: apt-get install ghostscript), "
        "whose default_cmyk.icc printkit uses, or give one with --icc FILE"
    )


def cap_ink(c: int, m: int, y: int, k: int, limit: int) -> tuple[int, int, int, int]:
    """Return inks (0-255 each) whose sum is at most limit: grey moved from C, M and Y into K, then C, M, Y cut."""
    total = c + m + y + k
    if total <= limit:
        return c, m, y, k
    # Grey component replacement: x of each of C, M and Y is about as dark as x of K, for a third the ink.
    x = min(c, m, y, 255 - k, math.ceil((total - limit) / 2))
    c, m, y, k = c - x, m - x, y - x, k + x
    cmy = c + m + y
    if cmy + k > limit:  # still over (a colour, not a grey): C, M and Y shrink together, K stays
        room = limit - k
        c, m, y = (v * room // cmy for v in (c, m, y))
    return c, m, y, k


@dataclass(eq=False)
class Press:
    """A CMYK printing condition: its profile, its ink limit, and each sRGB colour's inks (0-1), cached."""

    path: Path
    limit: int = INK_LIMIT
    profile: bytes = b""
    name: str = ""
    _inks: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)
    _transform: Any = None

    def __post_init__(self) -> None:
        try:
            from PIL import ImageCms
        except ImportError:
            raise UsageError("CMYK output needs Pillow (littleCMS): pip install 'printkit[export]'") from None
        try:
            if self.path.stat().st_size > MAX_PROFILE_BYTES:
                raise UsageError(
                    f"{self.path}: an ICC profile of over {MAX_PROFILE_BYTES >> 20} MiB; expected one CMYK profile"
                )
            self.profile = self.path.read_bytes()
            cmyk = ImageCms.ImageCmsProfile(str(self.path))
        except OSError as error:
            raise UsageError(f"{self.path}: cannot read the ICC profile ({error})") from None
        except ImageCms.PyCMSError as error:
            raise UsageError(f"{self.path}: not an ICC profile ({error})") from None
        space, kind = cmyk.profile.xcolor_space.strip(), cmyk.profile.device_class
        if space != "CMYK" or kind != "prtr":  # PDF/X's output intent must be a printer's profile
            raise UsageError(f"{self.path}: a {space} {kind} profile; expected a CMYK printer (prtr) profile")
        self.name = (ImageCms.getProfileDescription(cmyk) or self.path.stem).strip()
        # Relative colorimetric with black point compensation: paper white stays unprinted and the
        # darkest colour maps to the press's darkest, as prepress conversions usually do.
        self._transform = ImageCms.buildTransform(
            ImageCms.createProfile("sRGB"),
            cmyk,
            "RGB",
            "CMYK",
            renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC,
            flags=ImageCms.Flags.BLACKPOINTCOMPENSATION,
        )

    def bytes_of(self, colour: str) -> tuple[int, int, int, int]:
        """Return a #rrggbb colour's inks as 0-255 values, their sum within the ink limit."""
        from PIL import Image

        r, g, b = (round(v * 255) for v in rgb(colour))
        source, pixel = Image.new("RGB", (1, 1), (r, g, b)), Image.new("CMYK", (1, 1))
        # littleCMS's transform itself: ImageCms.applyTransform also copies the profile into the
        # image's info, which fails for some valid profiles (Ghostscript's ps_cmyk.icc)
        self._transform.transform.apply(source.getim(), pixel.getim())
        c, m, y, k = pixel.getpixel((0, 0))  # type: ignore[misc]
        return cap_ink(c, m, y, k, self.limit * 255 // 100)

    def ink(self, colour: str) -> tuple[float, float, float, float]:
        """Return a #rrggbb colour's C, M, Y and K (0-1), separated for this press, total ink within the limit."""
        inks = self._inks.get(colour)
        if inks is None:
            c, m, y, k = self.bytes_of(colour)
            inks = self._inks[colour] = (c / 255, m / 255, y / 255, k / 255)
        return inks


@cache
def pdf_x(icc: Path | None = None) -> PdfX:
    """Return the PDF/X-1a settings for a press of the given profile (Ghostscript's CMYK profile by default)."""
    from printkit.draw.render.pdf import PdfX

    press = Press(find_profile(icc))
    return PdfX(press.ink, press.profile, press.name)
