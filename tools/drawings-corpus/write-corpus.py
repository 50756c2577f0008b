#!/usr/bin/python3
"""Writes the corpus of customers' drawings and expected.json, the figures each must measure.

Every figure is worked out by hand below (formulas in mm, mm², counts), then checked against
ezdxf's own reading of the file just written: ezdxf expands the blocks and flattens every curve
to 0.1 µm, and a small chaining step here sums the lengths and the even-odd area. A figure that
disagrees by more than 1e-6 relative stops the script.

Run with Debian's python3-ezdxf (0.18): /usr/bin/python3 tools/drawings-corpus/write-corpus.py [OUT_DIR]
"""
import json
import math
import os

import ezdxf

from corpus_output import OUT

PI = math.pi
CUT_KINDS = {"LINE", "ARC", "CIRCLE", "ELLIPSE", "LWPOLYLINE", "POLYLINE", "SPLINE"}
MM_PER_UNIT = {0: 1.0, 1: 25.4, 2: 304.8, 4: 1.0, 5: 10.0, 6: 1000.0}


def ellipse_perimeter(a, b):
    """Gauss's arithmetic-geometric mean series, exact to rounding: P = 2π/M(a,b) · (a² − Σ 2^(n−1) c_n²)."""
    an, bn, total, power = a, b, (a * a - b * b) / 2, 1.0
    while abs(an - bn) > 1e-15 * an:
        cn = (an - bn) / 2
        an, bn = (an + bn) / 2, math.sqrt(an * bn)
        total += power * cn * cn
        power *= 2
    return 2 * PI / an * (a * a - total)


def parabola_length(half_base, rise):
    """Arc length of the quadratic Bézier (0,0),(w,2h),(2w,0), closed form.

    B'(t) = (2w, 4h(1 − 2t)); with s = 2h(1 − 2t) the length is (1/h) ∫₀^2h sqrt(w² + s²) ds.
    """
    w, s = half_base, 2 * rise
    root = math.sqrt(s * s + w * w)
    return (s / 2 * root + w * w / 2 * math.log((s + root) / w)) / rise


def new_doc(units=4, version="R2013"):
    doc = ezdxf.new(version)
    if version != "R12":
        doc.header["$INSUNITS"] = units
    return doc


def lines(msp, points, close=True):
    pairs = list(zip(points, points[1:] + points[:1] if close else points[1:]))
    for a, b in pairs:
        msp.add_line(a, b)


def rect(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


CASES = {}


def part(width, height, area, cut, pierces, copies=1, checks=()):
    """One kind of part as the drawing answer lists it: its first drawn copy's size."""
    return {
        "widthMm": width,
        "heightMm": height,
        "areaMm2": area,
        "cutLengthMm": cut,
        "pierces": pierces,
        "copies": copies,
        "checks": list(checks),
    }


def turned(points, degrees, at):
    """Points turned about the origin, then moved to `at`."""
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return [(at[0] + c * x - s * y, at[1] + s * x + c * y) for x, y in points]
DUPLICATE_LAYER = "DRAWN-TWICE"


def case(name, **expected):
    def register(build):
        CASES[name] = (build, expected)
        return build

    return register


@case("rectangle-300x200", widthMm=300, heightMm=200, areaMm2=60000, cutLengthMm=1000, pierces=1, checks=[])
def _(doc, msp):
    lines(msp, rect(50, 20, 300, 200))


@case(
    "plate-with-holes",
    widthMm=400,
    heightMm=250,
    areaMm2=400 * 250 - 4 * PI * 10**2 - PI * 40**2,
    cutLengthMm=2 * (400 + 250) + 4 * 2 * PI * 10 + 2 * PI * 40,
    pierces=6,
    checks=[],
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 400, 250), close=True)
    for x, y in [(30, 30), (370, 30), (30, 220), (370, 220)]:
        msp.add_circle((x, y), 10)
    msp.add_circle((200, 125), 40)


@case(
    "slot-lines-arcs",
    widthMm=200,
    heightMm=100,
    areaMm2=200 * 100 - (80 * 20 + PI * 10**2),
    cutLengthMm=600 + 2 * 80 + 2 * PI * 10,
    pierces=2,
    checks=[],
)
def _(doc, msp):
    # Written out of order and partly backwards, as CAD programs do.
    msp.add_arc((140, 50), 10, -90, 90)
    msp.add_line((0, 100), (200, 100))
    msp.add_line((140, 60), (60, 60))
    msp.add_line((0, 0), (0, 100))
    msp.add_arc((60, 50), 10, 90, 270)
    msp.add_line((200, 0), (0, 0))
    msp.add_line((60, 40), (140, 40))
    msp.add_line((200, 100), (200, 0))


BULGE_90 = math.tan(PI / 8)


@case(
    "lwpolyline-bulges",
    widthMm=300,
    heightMm=200,
    areaMm2=300 * 200 - (4 - PI) * 20**2 - PI * 25**2,
    cutLengthMm=2 * (260 + 160) + 2 * PI * 20 + 2 * PI * 25,
    pierces=2,
    checks=[],
)
def _(doc, msp):
    b = BULGE_90
    corners = [(20, 0, 0, 0, 0), (280, 0, 0, 0, b), (300, 20, 0, 0, 0), (300, 180, 0, 0, b)]
    corners += [(280, 200, 0, 0, 0), (20, 200, 0, 0, b), (0, 180, 0, 0, 0), (0, 20, 0, 0, b)]
    msp.add_lwpolyline(corners, format="xyseb", close=True)
    msp.add_lwpolyline([(125, 100, 1), (175, 100, 1)], format="xyb", close=True)


@case(
    "r12-polyline",
    widthMm=300,
    heightMm=100,
    areaMm2=200 * 100 + PI * 50**2,
    cutLengthMm=400 + 2 * PI * 50,
    pierces=1,
    checks=["units-assumed"],
    version="R12",
)
def _(doc, msp):
    msp.add_polyline2d([(0, 0, 0), (200, 0, 1), (200, 100, 0), (0, 100, 1)], format="xyb", close=True)


@case(
    "ellipse",
    widthMm=2 * math.sqrt(100**2 * math.cos(PI / 6) ** 2 + 60**2 * math.sin(PI / 6) ** 2),
    heightMm=2 * math.sqrt(100**2 * math.sin(PI / 6) ** 2 + 60**2 * math.cos(PI / 6) ** 2),
    areaMm2=PI * 100 * 60 - PI * 20 * 10 / 2,
    cutLengthMm=ellipse_perimeter(100, 60) + ellipse_perimeter(20, 10) / 2 + 40,
    pierces=2,
    checks=[],
)
def _(doc, msp):
    msp.add_ellipse((0, 0), major_axis=(100 * math.cos(PI / 6), 100 * math.sin(PI / 6)), ratio=0.6)
    msp.add_ellipse((0, 0), major_axis=(20, 0), ratio=0.5, start_param=0, end_param=PI)
    msp.add_line((-20, 0), (20, 0))


@case(
    "spline-parabola",
    widthMm=100,
    heightMm=50,
    areaMm2=2 / 3 * 100 * 50,
    cutLengthMm=100 + parabola_length(50, 50),
    pierces=1,
    checks=[],
)
def _(doc, msp):
    msp.add_open_spline([(0, 0), (50, 100), (100, 0)], degree=2, knots=[0, 0, 0, 1, 1, 1])
    msp.add_line((100, 0), (0, 0))


@case(
    "spline-nurbs-quarter-disc",
    widthMm=100,
    heightMm=100,
    areaMm2=PI * 100**2 / 4,
    cutLengthMm=200 + PI * 100 / 2,
    pierces=1,
    checks=[],
)
def _(doc, msp):
    weights = [1, math.sqrt(2) / 2, 1]
    msp.add_rational_spline([(100, 0), (100, 100), (0, 100)], weights, degree=2, knots=[0, 0, 0, 1, 1, 1])
    msp.add_line((0, 100), (0, 0))
    msp.add_line((0, 0), (100, 0))


# Figures from ezdxf alone: a free-form cubic has no closed form.
@case("spline-cubic", widthMm=None, heightMm=None, areaMm2=None, cutLengthMm=None, pierces=1, checks=[])
def _(doc, msp):
    control = [(0, 0), (20, 60), (60, 90), (110, 40), (150, 80), (200, 0)]
    msp.add_open_spline(control, degree=3)
    msp.add_line((200, 0), (0, 0))


# Figures from ezdxf alone: a SPLINE given only by the points it passes through, as some CAD
# programs write it. ezdxf makes the cubic through them (fit_points_to_cad_cv): its end tangents
# estimated from five points in the first, as the file gives them in the second.
FIT_POINTS = [(0, 0), (30, 50), (80, 70), (120, 30), (170, 60), (200, 0)]


@case("spline-fit-points", widthMm=None, heightMm=None, areaMm2=None, cutLengthMm=None, pierces=1, checks=[])
def _(doc, msp):
    msp.add_spline(fit_points=FIT_POINTS)
    msp.add_line((200, 0), (0, 0))


@case("spline-fit-points-tangents", widthMm=None, heightMm=None, areaMm2=None, cutLengthMm=None, pierces=1, checks=[])
def _(doc, msp):
    spline = msp.add_spline(fit_points=FIT_POINTS)
    spline.dxf.start_tangent = (0, 1, 0)
    spline.dxf.end_tangent = (1, -2, 0)
    msp.add_line((200, 0), (0, 0))


# A circle as mesh and CAM exports write curves: 20,000 lines of 0.03 mm, one closed outline.
CIRCLE_SIDES = 20000


@case(
    "circle-20000-lines",
    widthMm=200,
    heightMm=200,
    areaMm2=CIRCLE_SIDES / 2 * 100**2 * math.sin(2 * PI / CIRCLE_SIDES),
    cutLengthMm=CIRCLE_SIDES * 2 * 100 * math.sin(PI / CIRCLE_SIDES),
    pierces=1,
    checks=[],
)
def _(doc, msp):
    angles = [2 * PI * i / CIRCLE_SIDES for i in range(CIRCLE_SIDES)]
    lines(msp, [(100 * math.cos(a), 100 * math.sin(a)) for a in angles])


@case(
    "blocks-nested-mirrored-rotated",
    widthMm=200,
    heightMm=100,
    areaMm2=200 * 100 - 4 * PI * 5**2 - 2 * PI * 10**2 - PI * 10 * 5,
    cutLengthMm=600 + 4 * 2 * PI * 5 + 2 * 2 * PI * 10 + ellipse_perimeter(10, 5),
    pierces=8,
    checks=[],
)
def _(doc, msp):
    hole = doc.blocks.new("HOLE")
    hole.add_circle((0, 0), 5)
    pair = doc.blocks.new("HOLEPAIR", base_point=(10, 0))
    pair.add_blockref("HOLE", (0, 0))
    pair.add_blockref("HOLE", (20, 0))
    plate = doc.blocks.new("PLATE")
    plate.add_lwpolyline(rect(0, 0, 200, 100), close=True)
    msp.add_blockref("PLATE", (100, 50))
    msp.add_blockref("HOLEPAIR", (130, 80), dxfattribs={"rotation": 90})  # holes at (130, 70), (130, 90)
    msp.add_blockref("HOLEPAIR", (250, 80), dxfattribs={"xscale": -1})  # (260, 80), (240, 80)
    msp.add_blockref("HOLEPAIR", (170, 120), dxfattribs={"xscale": 2, "yscale": 2})  # r 10 at (150, 120), (190, 120)
    msp.add_blockref("HOLE", (240, 125), dxfattribs={"xscale": 2})  # an ellipse 20 × 10


@case(
    "minsert-rotated",
    widthMm=300,
    heightMm=300,
    areaMm2=300 * 300 - 15 * PI * 4**2,
    cutLengthMm=1200 + 15 * 2 * PI * 4,
    pierces=16,
    checks=[],
)
def _(doc, msp):
    doc.blocks.new("HOLE").add_circle((0, 0), 4)
    lines(msp, rect(0, 0, 300, 300))
    grid = msp.add_blockref("HOLE", (250, 50), dxfattribs={"rotation": 90})
    # 3 rows, 5 columns, 50 apart; turned 90°, columns run up (y 50…250) and rows left (x 250…150).
    grid.grid(size=(3, 5), spacing=(50, 50))


@case(
    "mirrored-arc-ocs",
    widthMm=140,
    heightMm=40,
    areaMm2=100 * 40 + PI * 20**2 - PI * 5**2,
    cutLengthMm=200 + 2 * PI * 20 + 2 * PI * 5,
    pierces=2,
    checks=[],
)
def _(doc, msp):
    # A mirrored arc as AutoCAD writes it: extrusion −Z, so its OCS x runs the other way.
    msp.add_line((50, 0), (150, 0))
    msp.add_line((150, 40), (50, 40))
    msp.add_arc((150, 20), 20, -90, 90)
    msp.add_arc((-50, 20), 20, 270, 90, dxfattribs={"extrusion": (0, 0, -1)})
    msp.add_circle((-100, 20), 5, dxfattribs={"extrusion": (0, 0, -1)})


@case(
    "open-contour",
    widthMm=300,
    heightMm=200,
    areaMm2=0,
    cutLengthMm=999.5,
    pierces=0,
    checks=["open-contour"],
)
def _(doc, msp):
    msp.add_line((0, 0), (299.5, 0))
    lines(msp, [(300, 0), (300, 200), (0, 200), (0, 0)], close=False)


@case(
    "crossing-contours",
    widthMm=330,
    heightMm=200,
    areaMm2=None,
    cutLengthMm=1000 + 2 * PI * 30,
    pierces=2,
    checks=["crossing-contours", "multiple-parts"],
)
def _(doc, msp):
    lines(msp, rect(0, 0, 300, 200))
    msp.add_circle((300, 100), 30)


@case(
    "self-crossing",
    widthMm=100,
    heightMm=100,
    areaMm2=None,
    cutLengthMm=200 + 2 * 100 * math.sqrt(2),
    pierces=1,
    checks=["crossing-contours"],
)
def _(doc, msp):
    msp.add_lwpolyline([(0, 0), (100, 100), (100, 0), (0, 100)], close=True)


@case(
    "two-parts",
    widthMm=300,
    heightMm=50,
    areaMm2=10000,
    cutLengthMm=600,
    pierces=2,
    checks=["multiple-parts"],
    parts=[part(100, 50, 5000, 300, 1, copies=2)],
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 100, 50), close=True)
    msp.add_lwpolyline(rect(200, 0, 100, 50), close=True)


@case(
    "part-in-hole",
    widthMm=300,
    heightMm=200,
    areaMm2=60000 - 20000 + 1500,
    cutLengthMm=1000 + 600 + 160,
    pierces=3,
    checks=["multiple-parts"],
    parts=[part(300, 200, 40000, 1600, 2), part(50, 30, 1500, 160, 1)],
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 300, 200), close=True)
    msp.add_lwpolyline(rect(50, 50, 200, 100), close=True)
    msp.add_lwpolyline(rect(125, 85, 50, 30), close=True)


@case(
    "hole-too-small",
    widthMm=100,
    heightMm=100,
    areaMm2=10000 - PI,
    cutLengthMm=400 + 2 * PI,
    pierces=2,
    checks=[],
    thicknessChecks={"3": ["feature-too-small"], "2": []},
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 100, 100), close=True)
    msp.add_circle((50, 50), 1)


@case(
    "thin-web",
    widthMm=100,
    heightMm=100,
    areaMm2=10000 - 3 * PI * 25,
    cutLengthMm=400 + 3 * 2 * PI * 5,
    pierces=4,
    checks=[],
    # 2 mm from the hole at (7, 80) to the left edge; 2 mm between the holes at (50, 30) and (62, 30).
    thicknessChecks={"3": ["feature-too-small", "feature-too-small"], "2": []},
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 100, 100), close=True)
    for centre in [(7, 80), (50, 30), (62, 30)]:
        msp.add_circle(centre, 5)


@case(
    "inches",
    widthMm=254,
    heightMm=127,
    areaMm2=254 * 127 - PI * 25.4**2,
    cutLengthMm=2 * (254 + 127) + 2 * PI * 25.4,
    pierces=2,
    checks=[],
    units=1,
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 10, 5), close=True)
    msp.add_circle((5, 2.5), 1)


@case(
    "no-units",
    widthMm=300,
    heightMm=200,
    areaMm2=60000,
    cutLengthMm=1000,
    pierces=1,
    checks=["units-assumed"],
    units=0,
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 300, 200), close=True)


@case(
    "duplicate-lines",
    widthMm=300,
    heightMm=200,
    areaMm2=60000 - PI * 20**2,
    cutLengthMm=1000 + 2 * PI * 20,
    pierces=2,
    checks=["duplicate-lines-removed"],
)
def _(doc, msp):
    lines(msp, rect(0, 0, 300, 200))
    msp.add_circle((150, 100), 20)
    # The layer only tells the check below to leave these out; the reader ignores layers.
    again = {"layer": DUPLICATE_LAYER}
    msp.add_line((300, 0), (0, 0), dxfattribs=again)  # the bottom again, backwards
    msp.add_line((100, 200), (200, 200), dxfattribs=again)  # over part of the top
    msp.add_circle((150, 100), 20, dxfattribs=again)


@case(
    "ignored-entities",
    widthMm=300,
    heightMm=200,
    areaMm2=60000,
    cutLengthMm=1000,
    pierces=1,
    checks=["ignored-entities"],
)
def _(doc, msp):
    lines(msp, rect(0, 0, 300, 200))
    msp.add_text("PLATE 3 MM", dxfattribs={"height": 10}).set_placement((20, 20))
    msp.add_mtext("SS 304\\PQTY 4", dxfattribs={"char_height": 5, "insert": (20, 50)})
    msp.add_linear_dim(base=(150, 230), p1=(0, 200), p2=(300, 200)).render()
    hatch = msp.add_hatch()
    hatch.paths.add_polyline_path(rect(10, 10, 30, 30), is_closed=True)
    msp.add_point((150, 100))
    msp.add_leader([(200, 150), (250, 180), (280, 180)])
    msp.add_solid([(250, 20), (280, 20), (250, 40)])
    image_def = doc.add_image_def("logo.png", size_in_pixel=(64, 64))
    msp.add_image(image_def, insert=(200, 20), size_in_units=(20, 20))


@case("block-inserts-itself", error="block-cycle")
def _(doc, msp):
    loop = doc.blocks.new("LOOP")
    loop.add_circle((0, 0), 5)
    loop.add_blockref("LOOP", (20, 0))
    msp.add_blockref("LOOP", (0, 0))


# --- Several parts in one file (issue 32) ----------------------------------------------------


@case(
    "parts-2-island",
    widthMm=200,
    heightMm=100,
    areaMm2=200 * 100 - 60 * 40 + PI * 10**2,
    cutLengthMm=600 + 200 + 2 * PI * 10,
    pierces=3,
    checks=["multiple-parts"],
    parts=[part(200, 100, 200 * 100 - 60 * 40, 800, 2), part(20, 20, PI * 10**2, 2 * PI * 10, 1)],
)
def _(doc, msp):
    msp.add_lwpolyline(rect(0, 0, 200, 100), close=True)
    msp.add_lwpolyline(rect(70, 30, 60, 40), close=True)
    # An island in the hole: a part of its own.
    msp.add_circle((100, 50), 10)


@case(
    "parts-3",
    widthMm=380,
    heightMm=100,
    areaMm2=200 * 100 - PI * 10**2 + 2 * 60 * 40 + PI * (20**2 - 8**2),
    cutLengthMm=600 + 2 * PI * 10 + 2 * 200 + 2 * PI * (20 + 8),
    pierces=6,
    checks=["multiple-parts"],
    parts=[
        part(200, 100, 200 * 100 - PI * 10**2, 600 + 2 * PI * 10, 2),
        part(60, 40, 60 * 40, 200, 1, copies=2),
        part(40, 40, PI * (20**2 - 8**2), 2 * PI * (20 + 8), 2),
    ],
)
def _(doc, msp):
    # Three kinds of part, four pieces: a plate with a hole, two tabs, a washer (the parts journey's file).
    msp.add_lwpolyline(rect(0, 0, 200, 100), close=True)
    msp.add_circle((50, 50), 10)
    msp.add_lwpolyline(rect(250, 0, 60, 40), close=True)
    msp.add_lwpolyline(rect(250, 60, 60, 40), close=True)
    msp.add_circle((360, 50), 20)
    msp.add_circle((360, 50), 8)


L_SHAPE = [(0, 0), (100, 0), (100, 20), (20, 20), (20, 60), (0, 60)]
SQUARE = [(-20, -20), (20, -20), (20, 20), (-20, 20)]


@case(
    "parts-10",
    widthMm=900,
    heightMm=200,
    areaMm2=40000 + 1250 * PI + 3 * (2800 - 25 * PI) + 2 * 756 * PI + 3 * 1600,
    cutLengthMm=1600 + ellipse_perimeter(50, 25) + 3 * (320 + 10 * PI) + 2 * 84 * PI + 3 * 160,
    pierces=1 + 1 + 1 + 3 * 2 + 2 * 2 + 3,
    checks=["multiple-parts"],
    parts=[
        part(300, 200, 40000, 1600, 2),
        part(100, 50, 1250 * PI, ellipse_perimeter(50, 25), 1),
        part(100, 60, 2800 - 25 * PI, 320 + 10 * PI, 2, copies=3),
        part(60, 60, 756 * PI, 84 * PI, 2, copies=2),
        part(40, 40, 1600, 160, 1, copies=3),
    ],
)
def _(doc, msp):
    # A plate with a hole, a square lying in the hole.
    msp.add_lwpolyline(rect(0, 0, 300, 200), close=True)
    msp.add_lwpolyline(rect(50, 50, 200, 100), close=True)
    msp.add_lwpolyline(turned(SQUARE, 0, (150, 100)), close=True)
    # The same square moved and turned twice.
    msp.add_lwpolyline(turned(SQUARE, 30, (350, 50)), close=True)
    msp.add_lwpolyline(turned(SQUARE, 45, (350, 150)), close=True)
    # An L bracket with a hole, moved and turned 90° and 180°.
    for degrees, at in [(0, (500, 0)), (90, (760, 0)), (180, (900, 60))]:
        msp.add_lwpolyline(turned(L_SHAPE, degrees, at), close=True)
        msp.add_circle(turned([(10, 10)], degrees, at)[0], 5)
    # Two washers.
    for x in (550, 650):
        msp.add_circle((x, 150), 30)
        msp.add_circle((x, 150), 12)
    msp.add_ellipse((850, 150), major_axis=(50, 0), ratio=0.5)


TRIANGLE = [(0, 0), (30, 0), (15, 15 * math.sqrt(3))]


def parts_300():
    """100 frames with a disc in each hole, 50 triangles turned every which way, 50 strips each its own width."""
    frames = part(60, 60, 60 * 60 - 40 * 40, 4 * 60 + 4 * 40, 2, copies=100)
    discs = part(20, 20, 100 * PI, 20 * PI, 1, copies=100)
    triangles = part(30, 15 * math.sqrt(3), 225 * math.sqrt(3), 90, 1, copies=50)
    strips = [part(20 + i, 16, (20 + i) * 16, 2 * (20 + i + 16), 1) for i in range(50)]
    return sorted([frames, discs, triangles, *strips], key=lambda p: -p["areaMm2"])


P300 = parts_300()


@case(
    "parts-300",
    widthMm=49 * 80 + 69,
    heightMm=260 + 16,
    areaMm2=sum(p["areaMm2"] * p["copies"] for p in P300),
    cutLengthMm=sum(p["cutLengthMm"] * p["copies"] for p in P300),
    pierces=sum(p["pierces"] * p["copies"] for p in P300),
    checks=["multiple-parts"],
    parts=P300,
)
def _(doc, msp):
    for i in range(100):
        x, y = (i % 50) * 80, (i // 50) * 80
        msp.add_lwpolyline(rect(x, y, 60, 60), close=True)
        msp.add_lwpolyline(rect(x + 10, y + 10, 40, 40), close=True)
        msp.add_circle((x + 30, y + 30), 10)
    for i in range(50):
        msp.add_lwpolyline(turned(TRIANGLE, 7.2 * i, (i * 80 + 30, 200)), close=True)
    for i in range(50):
        msp.add_lwpolyline(rect(i * 80, 260, 20 + i, 16), close=True)


# --- ezdxf's reading of a file -------------------------------------------------------------


def cut_entities(layout, doc, depth=0):
    for entity in layout:
        kind = entity.dxftype()
        if kind == "INSERT":
            if depth > 20:
                raise RecursionError("blocks nest too deep")
            for single in entity.multi_insert() if entity.mcount > 1 else [entity]:
                yield from cut_entities(single.virtual_entities(), doc, depth + 1)
        elif kind in CUT_KINDS and entity.dxf.layer != DUPLICATE_LAYER:
            yield entity


def flattened(entity):
    """Points along the entity's true curve, 10 nm from it at most (ezdxf's paths would be Bézier approximations)."""
    kind = entity.dxftype()
    if kind == "LINE":
        return [entity.dxf.start, entity.dxf.end]
    if kind in ("LWPOLYLINE", "POLYLINE"):
        return [p for part in entity.virtual_entities() for p in flattened(part)]
    if kind in ("ARC", "CIRCLE"):
        return list(entity.flattening(1e-5))
    return list(entity.flattening(1e-5, segments=64))


def polylines_of(doc):
    result = []
    for entity in cut_entities(doc.modelspace(), doc):
        points = [(v.x, v.y) for v in flattened(entity)]
        result.append([p for i, p in enumerate(points) if i == 0 or math.dist(p, points[i - 1]) > 0])
    return result


def chain(pieces, tol=1e-6):
    """Joins flattened pieces end to end, growing at both ends; only for this corpus's clean drawings."""
    open_pieces = [list(p) for p in pieces]
    rings, loose = [], []
    while open_pieces:
        current = open_pieces.pop()
        grown = True
        while grown and math.dist(current[0], current[-1]) > tol:
            grown = False
            for i, piece in enumerate(open_pieces):
                for candidate in (piece, piece[::-1]):
                    if math.dist(current[-1], candidate[0]) <= tol:
                        current = current + candidate[1:]
                    elif math.dist(current[0], candidate[-1]) <= tol:
                        current = candidate[:-1] + current
                    else:
                        continue
                    open_pieces.pop(i)
                    grown = True
                    break
                if grown:
                    break
        (rings if math.dist(current[0], current[-1]) <= tol else loose).append(current)
    return rings, loose


def shoelace(ring):
    return sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(ring, ring[1:] + ring[:1])) / 2


def inside(point, ring):
    x, y = point
    result = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            result = not result
    return result


def ezdxf_figures(doc, units):
    scale = MM_PER_UNIT[units]
    pieces = polylines_of(doc)
    points = [p for piece in pieces for p in piece]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    rings, loose = chain(pieces)
    length = sum(math.dist(p, q) for piece in pieces for p, q in zip(piece, piece[1:]))

    parent = parents(rings)
    area = sum((-1) ** depth(parent, r) * abs(shoelace(ring)) for r, ring in enumerate(rings))
    figures = {
        "widthMm": (max(xs) - min(xs)) * scale,
        "heightMm": (max(ys) - min(ys)) * scale,
        "areaMm2": area * scale * scale,
        "cutLengthMm": length * scale,
        # One per closed contour: an open one is not cut until it is closed.
        "pierces": len(rings),
    }
    figures["parts"] = [
        {k: v if k == "pierces" else v * (scale * scale if k == "areaMm2" else scale) for k, v in p.items()}
        for p in parts_of(rings, parent)
    ]
    return figures


def box_of(ring):
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    return min(xs), min(ys), max(xs), max(ys)


def parents(rings):
    """Each ring's smallest ring around it (None for an outermost one)."""
    boxes = [box_of(r) for r in rings]
    areas = [abs(shoelace(r)) for r in rings]

    def holds(o, r):
        (a, b, c, d), (e, f, g, h) = boxes[o], boxes[r]
        return o != r and areas[o] > areas[r] and a <= e and b <= f and c >= g and d >= h and inside(rings[r][0], rings[o])

    return [min((o for o in range(len(rings)) if holds(o, r)), key=lambda o: areas[o], default=None) for r in range(len(rings))]


def depth(parent, r):
    return 0 if parent[r] is None else 1 + depth(parent, parent[r])


def parts_of(rings, parent):
    """Each outline with the rings directly inside it: an island in a hole is a part of its own."""
    boxes = [box_of(r) for r in rings]
    areas = [abs(shoelace(r)) for r in rings]
    parts = []
    for o in range(len(rings)):
        if depth(parent, o) % 2:
            continue
        holes = [r for r in range(len(rings)) if parent[r] == o]
        x0, y0, x1, y1 = boxes[o]
        parts.append(
            {
                "widthMm": x1 - x0,
                "heightMm": y1 - y0,
                "areaMm2": areas[o] - sum(areas[h] for h in holes),
                "cutLengthMm": sum(math.dist(p, q) for r in [o, *holes] for p, q in zip(rings[r], rings[r][1:])),
                "pierces": 1 + len(holes),
            }
        )
    return parts


def check_parts(name, wanted, measured):
    """Each kind worked out by hand is `copies` of ezdxf's parts (one of them its size), and nothing else is."""
    def close(a, b):
        # A small circle followed by 10 nm chords is short of its area by about 1e-6 of it.
        return abs(a - b) <= 1e-5 * max(1, abs(a))

    left = list(measured)
    for kind in wanted:
        same = [
            p
            for p in left
            if p["pierces"] == kind["pierces"]
            and close(kind["areaMm2"], p["areaMm2"])
            and close(kind["cutLengthMm"], p["cutLengthMm"])
        ]
        sized = [p for p in same if close(kind["widthMm"], p["widthMm"]) and close(kind["heightMm"], p["heightMm"])]
        if len(same) != kind["copies"] or not sized:
            raise SystemExit(f"{name}: a part worked out as {kind} is {len(same)} of ezdxf's parts")
        for p in same:
            left.remove(p)
    if left:
        raise SystemExit(f"{name}: ezdxf reads {len(left)} parts more than worked out, as {left[0]}")


def main():
    expected = {}
    for name, (build, figures) in CASES.items():
        figures = dict(figures)
        units = figures.pop("units", 4)
        doc = new_doc(units, figures.pop("version", "R2013"))
        build(doc, doc.modelspace())
        file = OUT / f"{name}.dxf"
        doc.saveas(file)
        os.utime(file, (0, 0))
        if "error" not in figures:
            measured = ezdxf_figures(ezdxf.readfile(file), units)
            parts = measured.pop("parts")
            if "parts" in figures:
                check_parts(name, figures["parts"], parts)
            for key, value in measured.items():
                if figures.get(key) is None and key != "areaMm2":
                    figures[key] = value
                hand = figures[key]
                if hand is not None and abs(hand - value) > 1e-6 * max(1, abs(hand)):
                    raise SystemExit(f"{name}: {key} worked out as {hand}, ezdxf reads {value}")
            if figures["areaMm2"] is None and name.startswith("spline"):
                figures["areaMm2"] = measured["areaMm2"]
        expected[name] = figures
    (OUT / "expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(f"wrote {len(expected)} drawings")


if __name__ == "__main__":
    main()
