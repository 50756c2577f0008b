"""Where the corpus writers write, and the ezdxf they need.

The corpus is packages/domain/src/drawings/corpus; `write-*.py OUT_DIR` writes elsewhere (check.sh
regenerates into a temporary folder and compares). The files are the same byte for byte on every
run: ezdxf writes fixed dates and ids in the header instead of the time of writing, and Python's
string hashing is fixed (ezdxf orders some objects by a set's order).
"""
import os
import sys
from pathlib import Path

if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})

import ezdxf  # noqa: E402 (after the hashing is fixed)

PINNED = "0.18."
if not ezdxf.__version__.startswith(PINNED):
    raise SystemExit(
        f"the corpus is written with ezdxf {PINNED}x (Debian bookworm's python3-ezdxf): "
        f"this is {ezdxf.__version__}, whose files and readings may differ"
    )
ezdxf.options.write_fixed_meta_data_for_testing = True

CORPUS = Path(__file__).resolve().parents[2] / "packages/domain/src/drawings/corpus"
OUT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else CORPUS
