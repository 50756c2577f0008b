import type { DrawingCheck } from './checks';
import { CHECK_MESSAGES } from './messages';
import type { DxfSource, SourceEntity } from './source';

/** One layer of the file's model space, as the customer chooses what is cut. */
export interface DrawingLayer {
  name: string;
  /** Entities drawn on it in model space (a block's insert counts once). */
  entities: number;
  /** Read as part of the cut. */
  included: boolean;
}

/** Kinds that are notes on a drawing, never a cut: a layer of nothing else is left out unless chosen. */
const ANNOTATION = new Set([
  'DIMENSION',
  'ARC_DIMENSION',
  'LARGE_RADIAL_DIMENSION',
  'LEADER',
  'MLEADER',
  'MULTILEADER',
  'TOLERANCE',
  'TEXT',
  'MTEXT',
  'ATTDEF',
  'ATTRIB',
  'HATCH',
  'SOLID',
  'POINT',
  'IMAGE',
  'WIPEOUT',
  'VIEWPORT',
]);

const isAnnotation = (e: SourceEntity) => e.type === 'IGNORED' && ANNOTATION.has(e.kind);
const layerOf = (e: SourceEntity) => e.layer ?? '0';

export interface ChosenLayers {
  /** The file without the left-out layers' entities. */
  source: DxfSource;
  layers: DrawingLayer[];
  /** Left out as notes only (no choice given), or as the customer chose. */
  leftOut: { names: string[]; chosen: boolean };
}

/**
 * The layers of the file, and the file without those left out: `excluded` as the customer chose,
 * or, with no choice, every layer that holds only dimensions, text and other notes.
 */
export function chooseLayers(source: DxfSource, excluded?: readonly string[]): ChosenLayers {
  const byName = new Map<string, { entities: number; notes: number }>();
  for (const e of source.entities) {
    if (e.layer === undefined) continue;
    const layer = byName.get(e.layer) ?? { entities: 0, notes: 0 };
    layer.entities += 1;
    if (isAnnotation(e)) layer.notes += 1;
    byName.set(e.layer, layer);
  }
  const out = new Set(
    excluded ?? [...byName].filter(([, layer]) => layer.notes === layer.entities).map(([name]) => name),
  );
  const layers = [...byName]
    .map(([name, layer]) => ({ name, entities: layer.entities, included: !out.has(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const names = layers.filter((layer) => !layer.included).map((layer) => layer.name);
  return {
    source: out.size === 0 ? source : { ...source, entities: source.entities.filter((e) => !out.has(layerOf(e))) },
    layers,
    leftOut: { names, chosen: excluded !== undefined },
  };
}

/** A warning naming the layers left out, so a customer whose part is on one of them sees why. */
export function layersChecks({ leftOut }: ChosenLayers): DrawingCheck[] {
  if (leftOut.names.length === 0) return [];
  const message = CHECK_MESSAGES.layersLeftOut(leftOut.names, leftOut.chosen);
  return [{ code: 'layers-left-out', severity: 'warn', message }];
}
