/** Millimetres and, in the y-up drawing plane, counter-clockwise means positive area. */
export interface Point {
  x: number;
  y: number;
  /** Set when the edge from this point to the next is a chord of an arc, so DXF can write the true arc. */
  arc?: ArcEdge;
}

/** One chord of an arc. Both numbers survive moving the ring; reversing it negates the bulge. */
export interface ArcEdge {
  /** DXF's bulge (group 42): tan(¼ of the angle the chord spans), negative when the arc turns clockwise. */
  bulge: number;
  /** Chords of one arc share it. */
  id: number;
}

/** A closed polygon: the last point joins the first, which is not repeated. */
export type Ring = Point[];

/** The outer ring runs counter-clockwise, each hole clockwise. */
export interface Outline {
  outer: Ring;
  holes: Ring[];
}

/** Millimetres, degrees, or a whole number of features (bolt holes); see UNITS in parameters.ts. */
export type ParameterUnit = 'mm' | 'deg' | 'count';

export interface ShapeParameter {
  key: string;
  label: string;
  min: number;
  max: number;
  unit: ParameterUnit;
}

export type Params = Readonly<Record<string, number>>;

export interface FieldError {
  key: string;
  message: string;
}

/** What the server stores per shape. */
export interface ShapeData {
  slug: string;
  name: string;
  parameters: ShapeParameter[];
}

export interface LinearDimension {
  kind: 'linear';
  key: string;
  from: Point;
  to: Point;
  /** Direction measured along, in degrees; defaults to the direction from `from` to `to`. */
  angle?: number;
  /** Distance of the dimension line from `from`, on the right of the measured direction. */
  offset: number;
}

export interface AngleDimension {
  kind: 'angle';
  key: string;
  vertex: Point;
  startDeg: number;
  endDeg: number;
  radius: number;
}

/** A label at the end of a line pointing at a feature: how many of it there are (n). */
export interface LeaderDimension {
  kind: 'leader';
  key: string;
  /** Where the arrow touches the feature. */
  tip: Point;
  /** Where the line ends and the label begins. */
  end: Point;
}

export type Dimension = LinearDimension | AngleDimension | LeaderDimension;

export interface ShapeDefinition extends ShapeData {
  /** The middle of a typical order, for previews. */
  defaults: Params;
  /** Parameters that set the part's width (x) and height (y), named when the part is too small or too big. */
  extentKeys: { x: readonly string[]; y: readonly string[] };
  /** Valid only for parameters that pass validation; placed with its bounding box at the origin. */
  outline(p: Params): Outline;
  /** Geometry and the shop's design rules beyond each parameter's min and max. */
  rules(p: Params, thicknessMm: number): (FieldError | undefined)[];
  /** Dimension lines of the illustration; `gap` is the drawing's spacing unit in mm. */
  dimensions(p: Params, gap: number): Dimension[];
}
