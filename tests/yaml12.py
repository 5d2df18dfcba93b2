"""YAML read as editors' YAML support reads it (the 1.2 core schema: `yes` and `no` stay text), as JSON data."""

from __future__ import annotations

import json
import re

import yaml


class Core12Loader(yaml.SafeLoader):
    """PyYAML's safe loader with YAML 1.2 core-schema resolution of plain scalars."""


Core12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in (
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        list("-+.0123456789"),
    ),
):
    Core12Loader.add_implicit_resolver(tag, re.compile(pattern), first)


def as_json(text: str):
    """Return a YAML document as the JSON data a schema validator sees (mapping keys as text)."""
    return json.loads(json.dumps(yaml.load(text, Loader=Core12Loader)))
