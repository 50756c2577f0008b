#!/usr/bin/python3
"""Writes layers-dimensions.dxf and layers-expected.json: a part with its dimensions, leader and
notes on a layer of their own, and a stray frame line on another.

The part's figures are worked out by hand; ezdxf's reading of the PART layer alone is checked
against them. Run with Debian's python3-ezdxf (0.18): /usr/bin/python3 tools/drawings-corpus/write-layers.py [OUT_DIR]
"""
import json
import math
import os

import ezdxf

from corpus_output import OUT

NAME = "layers-dimensions"


def build(msp):
    part = {"layer": "PART"}
    notes = {"layer": "DIMS"}
    msp.add_lwpolyline([(0, 0), (100, 0), (100, 50), (0, 50)], close=True, dxfattribs=part)
    msp.add_circle((50, 25), 10, dxfattribs=part)
    msp.add_linear_dim(base=(50, 70), p1=(0, 50), p2=(100, 50), dxfattribs=notes).render()
    msp.add_leader([(60, 35), (80, 80), (90, 80)], dxfattribs=notes)
    msp.add_text("R10", dxfattribs={**notes, "height": 3.5}).set_placement((92, 80))
    msp.add_line((-30, -30), (130, -30), dxfattribs={"layer": "FRAME"})


def main():
    doc = ezdxf.new("R2013", setup=True)
    doc.header["$INSUNITS"] = 4
    build(doc.modelspace())
    file = OUT / f"{NAME}.dxf"
    doc.saveas(file)
    os.utime(file, (0, 0))
    part = {
        "widthMm": 100,
        "heightMm": 50,
        "areaMm2": 5000 - math.pi * 100,
        "cutLengthMm": 300 + 2 * math.pi * 10,
        "pierces": 2,
    }
    read = ezdxf.readfile(file).modelspace()
    kinds = sorted({(e.dxf.layer, e.dxftype()) for e in read})
    polyline = next(e for e in read if e.dxftype() == "LWPOLYLINE")
    circle = next(e for e in read if e.dxftype() == "CIRCLE")
    ring = [(p[0], p[1]) for p in polyline.get_points()]
    area = abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(ring, ring[1:] + ring[:1]))) / 2 - math.pi * circle.dxf.radius**2
    length = sum(math.dist(p, q) for p, q in zip(ring, ring[1:] + ring[:1])) + 2 * math.pi * circle.dxf.radius
    if abs(area - part["areaMm2"]) > 1e-9 or abs(length - part["cutLengthMm"]) > 1e-9:
        raise SystemExit(f"ezdxf reads area {area}, length {length}")
    expected = {
        NAME: {
            "layers": {layer: sum(1 for e in read if e.dxf.layer == layer) for layer in sorted({e.dxf.layer for e in read})},
            "kinds": [f"{layer} {kind}" for layer, kind in kinds],
            "part": part,
        }
    }
    (OUT / "layers-expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(json.dumps(expected, indent=2))


if __name__ == "__main__":
    main()
