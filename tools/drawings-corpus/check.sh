#!/usr/bin/env bash
# Writes the drawings corpus again into a temporary folder and fails where it differs from the
# committed one: a DXF not the same byte for byte, an expected figure not the same number.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for writer in write-*.py; do /usr/bin/python3 "$writer" "$out" >/dev/null; done
/usr/bin/python3 - "$out" ../../packages/domain/src/drawings/corpus <<'PY'
import json, sys
from pathlib import Path

written, committed = Path(sys.argv[1]), Path(sys.argv[2])
differ = []
for file in sorted(written.iterdir()):
    kept = committed / file.name
    if not kept.exists():
        differ.append(f"{file.name}: written, not committed")
    elif file.suffix == ".json":
        # The committed JSON is formatted by prettier: compared as data.
        if json.loads(file.read_text()) != json.loads(kept.read_text()):
            differ.append(f"{file.name}: other figures")
    elif file.read_bytes() != kept.read_bytes():
        differ.append(f"{file.name}: other bytes")
if differ:
    sys.exit("The drawings corpus is not what tools/drawings-corpus writes:\n  " + "\n  ".join(differ))
print(f"the drawings corpus is what tools/drawings-corpus writes ({len(list(written.iterdir()))} files)")
PY
