import { SHAPES, toShapeData } from '@steelcut/domain/shapes/catalogue';
import { STAINLESS_GRADES } from '@steelcut/domain/materials';
import type { Db } from '../db/database';

/**
 * The catalogue of packages/domain, written into the database. Idempotent: shapes the database
 * lacks are added (new ids; existing ones never change), a stored shape whose name, parameters or
 * place differ from the code is updated, and the admin's show/hide choice is kept. A run with
 * nothing to change writes nothing: no row is rewritten and no id is drawn from a sequence.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('shapes').select(['slug', 'shape_name', 'parameters', 'sort_order']).execute();
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    for (const [index, shape] of SHAPES.entries()) {
      const data = toShapeData(shape);
      const wanted = { shape_name: data.name, parameters: JSON.stringify(data.parameters), sort_order: index };
      const row = bySlug.get(data.slug);
      if (!row) {
        await trx
          .insertInto('shapes')
          .values({ slug: data.slug, image_name: `${data.slug}.svg`, is_active: 1, is_hide: 0, ...wanted })
          .onConflict((oc) => oc.column('slug').doNothing()) // another process added it just now
          .execute();
      } else if (
        row.shape_name !== wanted.shape_name ||
        row.parameters !== wanted.parameters ||
        row.sort_order !== wanted.sort_order
      ) {
        await trx.updateTable('shapes').set(wanted).where('slug', '=', data.slug).execute();
      }
    }

    const grades = await trx.selectFrom('materials').select(['material_name', 'density']).execute();
    const densities = new Map(grades.map((row) => [row.material_name, row.density]));
    for (const grade of STAINLESS_GRADES) {
      const density = densities.get(grade.name);
      if (density === undefined) {
        await trx
          .insertInto('materials')
          .values({ material_name: grade.name, density: grade.densityGPerCm3 })
          .onConflict((oc) => oc.column('material_name').doNothing())
          .execute();
      } else if (density !== grade.densityGPerCm3) {
        await trx
          .updateTable('materials')
          .set({ density: grade.densityGPerCm3 })
          .where('material_name', '=', grade.name)
          .execute();
      }
    }
  });
}
