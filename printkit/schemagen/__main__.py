"""`python -m printkit.schemagen`: regenerate the shipped schemas (schemas/*.schema.json) after a loader changes."""

from printkit.schemagen.files import write_shipped

for path in write_shipped():
    print(path)
