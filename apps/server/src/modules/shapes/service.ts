import { findShapeBySlug, sortParameters } from '@steelcut/domain/shapes/catalogue';
import type { ShapeDefinition, ShapeParameter } from '@steelcut/domain/shapes/types';
import { SHAPE_MSG, type ShapeView } from '@steelcut/domain/schemas/shape';
import type { Db } from '../../db/database';
import type { ShapesTable } from '../../db/types';
import type { Selectable } from 'kysely';
import { notFound } from '../../lib/errors';
import { createShapesRepository } from './repository';

export type ShapeRow = Selectable<ShapesTable>;

export function toShapeView(row: ShapeRow): ShapeView {
  const parameters = sortParameters(JSON.parse(row.parameters) as ShapeParameter[]);
  return {
    id: row.id,
    slug: row.slug,
    shape_Name: row.shape_name,
    imageName: row.image_name,
    IsActive: row.is_active,
    IsHide: row.is_hide,
    parameters: parameters.map((p) => ({ ...p, image: row.image_name })),
  };
}

/** The geometry behind a stored shape; the catalogue in packages/domain is the authority. */
export function definitionOf(row: Pick<ShapeRow, 'id' | 'slug'>): ShapeDefinition {
  const definition = findShapeBySlug(row.slug);
  if (!definition) throw new Error(`shape ${row.id} has unknown slug ${row.slug}`);
  return definition;
}

export const isOrderable = (row: Pick<ShapeRow, 'is_hide' | 'is_active'>) => row.is_hide === 0 && row.is_active === 1;

/**
 * The public catalogue is read on every visit and changes only when the admin hides or shows a
 * shape: keep its serialised answer briefly. This process drops it at once on a change; other
 * processes see the change within CATALOGUE_TTL_MS.
 */
const CATALOGUE_TTL_MS = 2000;

export function createShapesService(db: Db) {
  const repo = createShapesRepository(db);
  let catalogue: { json: Promise<string>; expires: number } | undefined;
  let byId: { rows: Promise<Map<number, ShapeRow>>; expires: number } | undefined;
  return {
    /** Every shape row by id, kept as briefly as the catalogue: quotes read them on every keystroke. */
    recentRows(): Promise<Map<number, ShapeRow>> {
      if (!byId || byId.expires <= Date.now()) {
        const rows = repo.listAll().then((all) => new Map(all.map((row) => [row.id, row])));
        byId = { rows, expires: Date.now() + CATALOGUE_TTL_MS };
        rows.catch(() => (byId = undefined));
      }
      return byId.rows;
    },

    listVisible: async () => (await repo.listVisible()).map(toShapeView),

    /** `{ shapes }` of the visible shapes, as JSON text. */
    visibleCatalogueJson(): Promise<string> {
      if (!catalogue || catalogue.expires <= Date.now()) {
        const json = this.listVisible().then((shapes) => JSON.stringify({ shapes }));
        catalogue = { json, expires: Date.now() + CATALOGUE_TTL_MS };
        json.catch(() => (catalogue = undefined));
      }
      return catalogue.json;
    },
    listAll: async () => (await repo.listAll()).map(toShapeView),

    /** Hidden shapes exist only for the admin. */
    async get(id: number, isAdmin: boolean): Promise<ShapeView> {
      const row = await repo.findById(id);
      if (!row || (!isOrderable(row) && !isAdmin)) throw notFound(SHAPE_MSG.notFound, 'SHAPE_NOT_FOUND');
      return toShapeView(row);
    },

    async setHidden(id: number, hidden: boolean): Promise<void> {
      catalogue = undefined;
      byId = undefined;
      if (!(await repo.setHidden(id, hidden))) throw notFound(SHAPE_MSG.notFound, 'SHAPE_NOT_FOUND');
    },

    async materials() {
      return (await repo.listMaterials()).map((m) => ({ id: m.id, Material_Name: m.material_name }));
    },

    findRows: (ids: number[]) => repo.findByIds(ids),
  };
}
export type ShapesService = ReturnType<typeof createShapesService>;
