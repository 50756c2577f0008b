"""Reads a nest's sheet DXF as the floor would (ezdxf), and reports what it finds as JSON.

Usage: python3 read-sheet.py SHEET.dxf WIDTH HEIGHT GAP MARGIN

Contours on layer CUT are flattened to within FLAT mm; a contour inside an even number of others is a
part's outline, inside an odd number a hole of the contour just around it. Each TEXT on layer ORDERS
labels the part whose material holds it. Reports: the labels and how many parts each marks, parts with
no label or several, parts within the margin of the sheet's edge, and pairs of parts closer than the gap
(the nearest points of their flattened edges; flattening moves an edge by at most FLAT, so by 2 * FLAT
a pair).
"""
import json
import math
import sys

import ezdxf
from ezdxf import path as ezpath

FLAT = 0.005


def ring_of(entity):
    points = [(v.x, v.y) for v in ezpath.make_path(entity).flattening(distance=FLAT)]
    if len(points) > 1 and math.dist(points[0], points[-1]) < 1e-9:
        points.pop()
    return points


def box_of(points):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def inside(point, ring):
    x, y = point
    hit = False
    j = len(ring) - 1
    for i in range(len(ring)):
        (xi, yi), (xj, yj) = ring[i], ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def segment_distance(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def near(box, reach):
    return lambda p: box[0] - reach <= p[0] <= box[2] + reach and box[1] - reach <= p[1] <= box[3] + reach


def distance(rings_a, rings_b, box_a, box_b, reach):
    """The least distance between the edges of two parts, looked for only where it may be under reach."""
    best = math.inf
    for rings, others, other_box in ((rings_a, rings_b, box_b), (rings_b, rings_a, box_a)):
        close = near(other_box, reach)
        points = [p for ring in rings for p in ring if close(p)]
        if not points:
            continue
        for ring in others:
            n = len(ring)
            for i in range(n):
                a, b = ring[i], ring[(i + 1) % n]
                seg_box = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
                close_to_segment = near(seg_box, reach)
                for p in points:
                    if close_to_segment(p):
                        best = min(best, segment_distance(p, a, b))
    return best


def main():
    file, width, height, gap, margin = sys.argv[1], *map(float, sys.argv[2:6])
    doc = ezdxf.readfile(file)
    msp = doc.modelspace()
    contours = [ring_of(e) for e in msp if e.dxf.layer == 'CUT']
    layers = sorted({e.dxf.layer for e in msp})
    boxes = [box_of(c) for c in contours]
    # Which contours each lies inside (a contour's first point in the other's ring).
    around = [[j for j, other in enumerate(contours) if j != i and inside(c[0], other)] for i, c in enumerate(contours)]
    parts = {}
    for i, outer in enumerate(around):
        if len(outer) % 2 == 0:
            parts[i] = [contours[i]]
    for i, outer in enumerate(around):
        if len(outer) % 2 == 1:
            # The hole's part: of the contours around it, the one inside the most others.
            owner = max(outer, key=lambda j: len(around[j]))
            parts[owner].append(contours[i])
    labels = [(e.dxf.text, (e.dxf.align_point.x, e.dxf.align_point.y)) for e in msp.query('TEXT') if e.dxf.layer == 'ORDERS']

    def holds(rings, point):
        return inside(point, rings[0]) and not any(inside(point, hole) for hole in rings[1:])

    marked = {i: [text for text, at in labels if holds(rings, at)] for i, rings in parts.items()}
    counts = {}
    for texts in marked.values():
        if len(texts) == 1:
            counts[texts[0]] = counts.get(texts[0], 0) + 1
    unlabelled = [i for i, texts in marked.items() if len(texts) != 1]
    edge = [i for i in parts if boxes[i][0] < margin - FLAT or boxes[i][1] < margin - FLAT
            or boxes[i][2] > width - margin + FLAT or boxes[i][3] > height - margin + FLAT]
    ids = sorted(parts)
    close = []
    least = math.inf
    for x in range(len(ids)):
        for y in range(x + 1, len(ids)):
            a, b = ids[x], ids[y]
            d = distance(parts[a], parts[b], boxes[a], boxes[b], gap + 1)
            least = min(least, d)
            if d < gap - 2 * FLAT:
                close.append([marked[a], marked[b], d])
    print(json.dumps({
        'layers': layers,
        'parts': len(parts),
        'labels': counts,
        'unlabelled': len(unlabelled),
        'withinMargin': len(edge),
        'tooClose': close,
        'leastDistance': None if least == math.inf else least,
    }))


main()
