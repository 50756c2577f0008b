#!/usr/bin/python3
"""Writes the corpus's drawings with gaps and overshoots finer than the laser, and gaps-expected.json.

Figures are worked out by hand (the outline as mended: gaps bridged by straight lines, overshoots
trimmed back to the corner); ezdxf's reading of each file is checked against the lengths as drawn.
Run with Debian's python3-ezdxf (0.18): /usr/bin/python3 tools/drawings-corpus/write-gaps.py [OUT_DIR]
"""
import json
import math
import os

import ezdxf

from corpus_output import OUT



def shoelace(ring):
    return abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(ring, ring[1:] + ring[:1])) / 2)


def perimeter(ring):
    return sum(math.dist(p, q) for p, q in zip(ring, ring[1:] + ring[:1]))


def drawn_length(doc):
    """ezdxf's own reading: the length of every cut entity as drawn (gaps not bridged)."""
    total = 0.0
    for e in doc.modelspace():
        points = [(v.x, v.y) for v in (e.flattening(1e-6) if e.dxftype() == "SPLINE" else [e.dxf.start, e.dxf.end])]
        total += sum(math.dist(p, q) for p, q in zip(points, points[1:]))
    return total


def write(name, build, expected, drawn):
    doc = ezdxf.new("R2013")
    doc.header["$INSUNITS"] = 4
    build(doc.modelspace())
    file = OUT / f"{name}.dxf"
    doc.saveas(file)
    os.utime(file, (0, 0))
    read = drawn_length(ezdxf.readfile(file))
    if abs(read - drawn) > 1e-9:
        raise SystemExit(f"{name}: drawn length worked out as {drawn}, ezdxf reads {read}")
    return expected


def gaps_004(msp):
    # 100 × 50, four gaps of 0.04 mm: two along an edge, one across a corner, one at a slant.
    msp.add_line((0, 0), (99.96, 0))
    msp.add_line((100, 0.04), (100, 50))
    msp.add_line((100, 50.04), (0.04, 50.04))
    msp.add_line((0, 50.04), (0, 0.04))


# The mended ring: each gap bridged by the straight line between the two ends.
RING_004 = [(0, 0), (99.96, 0), (100, 0.04), (100, 50), (100, 50.04), (0.04, 50.04), (0, 50.04), (0, 0.04)]
DRAWN_004 = 99.96 + 49.96 + 99.96 + 50


def overshoot_005(msp):
    # The bottom edge runs 0.05 mm past the corner where the right edge starts.
    msp.add_line((0, 0), (100.05, 0))
    msp.add_line((100, 0), (100, 50))
    msp.add_line((100, 50), (0, 50))
    msp.add_line((0, 50), (0, 0))


def spline_spike_008(msp):
    # The left edge is a spline that runs 0.08 mm past the corner and back to it.
    msp.add_line((0, 0), (100, 0))
    msp.add_line((100, 0), (100, 50))
    msp.add_line((100, 50), (0, 50))
    msp.add_open_spline([(0, 50), (0, -0.08), (0, 0)], degree=1)


def main():
    expected = {
        "gaps-0.04": write(
            "gaps-0.04",
            gaps_004,
            {
                "widthMm": 100,
                "heightMm": 50.04,
                "areaMm2": shoelace(RING_004),
                "cutLengthMm": perimeter(RING_004),
                "pierces": 1,
                "mended": 4,
                "widestMm": math.hypot(0.04, 0.04),
            },
            DRAWN_004,
        ),
        "overshoot-0.05": write(
            "overshoot-0.05",
            overshoot_005,
            # Trimmed back to the corner: the rectangle as meant, the bridge and the overshoot gone.
            {"widthMm": 100, "heightMm": 50, "areaMm2": 5000, "cutLengthMm": 300, "pierces": 1, "mended": 1, "widestMm": 0.05},
            300.05,
        ),
        "spline-spike-0.08": write(
            "spline-spike-0.08",
            spline_spike_008,
            {"widthMm": 100, "heightMm": 50, "areaMm2": 5000, "cutLengthMm": 300, "pierces": 1, "mended": 1, "widestMm": 0.08},
            300.16,
        ),
    }
    (OUT / "gaps-expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(f"wrote {len(expected)} drawings")


if __name__ == "__main__":
    main()
