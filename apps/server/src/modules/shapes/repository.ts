import type { Db } from '../../db/database';

export function createShapesRepository(db: Db) {
  const shapes = () => db.selectFrom('shapes').selectAll().orderBy('sort_order').orderBy('id');
  return {
    listVisible: () => shapes().where('is_hide', '=', 0).where('is_active', '=', 1).execute(),
    listAll: () => shapes().execute(),
    findById: (id: number) => db.selectFrom('shapes').selectAll().where('id', '=', id).executeTakeFirst(),
    findByIds: (ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('shapes').selectAll().where('id', 'in', ids).execute(),
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('shapes')
        .set({ is_hide: hidden ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    listMaterials: () => db.selectFrom('materials').select(['id', 'material_name']).orderBy('id').execute(),
  };
}
