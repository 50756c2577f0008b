import { SHAPES, toShapeData } from '@steelcut/domain/shapes/catalogue';
import { STAINLESS_GRADES } from '@steelcut/domain/materials';
import type { Db } from '../database';

/**
 * The catalogue of packages/domain, written into the database. Idempotent: new shapes are
 * added and parameters follow the code, but the admin's show/hide choice is kept.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, shape] of SHAPES.entries()) {
      const data = toShapeData(shape);
      await trx
        .insertInto('shapes')
        .values({
          slug: data.slug,
          shape_name: data.name,
          image_name: `${data.slug}.svg`,
          parameters: JSON.stringify(data.parameters),
          is_active: 1,
          is_hide: 0,
          sort_order: index,
        })
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            shape_name: eb.ref('excluded.shape_name'),
            parameters: eb.ref('excluded.parameters'),
            sort_order: eb.ref('excluded.sort_order'),
          })),
        )
        .execute();
    }
    for (const grade of STAINLESS_GRADES) {
      await trx
        .insertInto('materials')
        .values({ material_name: grade.name, density: grade.densityGPerCm3 })
        .onConflict((oc) => oc.column('material_name').doUpdateSet((eb) => ({ density: eb.ref('excluded.density') })))
        .execute();
    }
  });
}
