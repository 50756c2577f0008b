import Box from '@mui/material/Box';
import { boundingBox } from '@steelcut/domain/shapes/geometry';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { paramsOf, type WireDimension } from '@steelcut/domain/part-wire';
import type { Outline, Params, ShapeDefinition } from '@steelcut/domain/shapes/types';
import { PartDrawing } from './PartDrawing';

type Props = { slug: string; name: string; dimensions: readonly WireDimension[]; size?: number };

function finiteOutline(outline: Outline): boolean {
  const points = [outline.outer, ...outline.holes].flat();
  return points.length >= 3 && points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
}

/** The shape and values to draw an ordered part, or null when they cannot be drawn. */
export function partToDraw(
  slug: string,
  dimensions: readonly WireDimension[],
): { definition: ShapeDefinition; params: Params; outline: Outline } | null {
  const definition = findShapeBySlug(slug);
  if (!definition) return null;
  const params: Params = paramsOf(dimensions);
  if (definition.parameters.some((param) => !Number.isFinite(params[param.key]))) return null;
  try {
    const outline = definition.outline(params);
    const { width, height } = boundingBox(outline);
    return finiteOutline(outline) && width > 0 && height > 0 ? { definition, params, outline } : null;
  } catch {
    return null;
  }
}

const round = (mm: number) => String(Math.round(mm * 10) / 10);

/** A to-scale thumbnail of one ordered part; an empty frame when it cannot be drawn. */
export function PartPreview({ slug, name, dimensions, size = 120 }: Props) {
  const part = partToDraw(slug, dimensions);
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'grey.50',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  };
  if (!part) {
    return (
      <Box sx={{ ...frame, color: 'text.secondary', fontSize: '0.75rem', textAlign: 'center', p: 1 }}>No preview</Box>
    );
  }
  const box = boundingBox(part.outline);
  return (
    <Box sx={{ ...frame, p: 0.5 }}>
      <PartDrawing
        definition={part.definition}
        params={part.params}
        label={`${name}, ${round(box.width)} × ${round(box.height)} mm`}
      />
    </Box>
  );
}
