"""docs/rules/antheap.md names only tests and example files that exist."""

import re
from pathlib import Path

from tests.support import REPO as ROOT

DOC = (ROOT / "docs" / "rules" / "antheap.md").read_text()


def test_every_named_test_exists():
    names = re.findall(r"`?(test_\w+\.py)::(test_\w+)", DOC)
    names += [(None, n) for n in re.findall(r"`::(test_\w+)", DOC)]
    assert names
    sources = {p.name: p.read_text() for p in Path(__file__).parent.glob("test_*.py")}
    for file, name in names:
        where = [sources[file]] if file else list(sources.values())
        assert any(f"def {name}(" in text for text in where), (file, name)


def test_every_named_example_exists():
    files = set(re.findall(r"`((?:legal|illegal|unreadable)-[\w-]+\.yaml)`", DOC))
    assert len(files) > 20
    for name in files:
        assert (ROOT / "examples" / "transcripts" / "antheap" / name).is_file(), name
