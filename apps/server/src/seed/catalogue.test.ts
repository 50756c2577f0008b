import {
  InsertQueryNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { SHAPES } from '@steelcut/domain/shapes/catalogue';
import { useTestApp } from '../../test/helpers';
import { seedCatalogue } from './catalogue';

const t = useTestApp();

/** Counts the inserts and updates a run sends to the database. */
class WriteCounter implements KyselyPlugin {
  writes = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) || UpdateQueryNode.is(node)) this.writes += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const shapeRows = () => t.db.selectFrom('shapes').selectAll().orderBy('id').execute();
const NEW_SLUGS = ['flange', 'plate-with-square-cutout', 'slotted-bracket'];

describe('the catalogue seed', () => {
  it('writes nothing when the database already matches the code', async () => {
    const before = await shapeRows();
    const counter = new WriteCounter();
    await seedCatalogue(t.db.withPlugin(counter));
    expect(counter.writes).toBe(0);
    expect(await shapeRows()).toEqual(before);
  });

  it('adds new shapes to an existing shop, keeping every id and the admin’s hidden shapes', async () => {
    // A shop seeded before these shapes existed, where the admin has hidden the hexagon since.
    await t.db.deleteFrom('shapes').where('slug', 'in', NEW_SLUGS).execute();
    await t.db.updateTable('shapes').set({ is_hide: 1 }).where('slug', '=', 'hexagon').execute();
    const before = await shapeRows();
    expect(before).toHaveLength(SHAPES.length - NEW_SLUGS.length);

    await seedCatalogue(t.db);

    const after = await shapeRows();
    expect(after).toHaveLength(SHAPES.length);
    for (const old of before) {
      const now = after.find((row) => row.slug === old.slug)!;
      expect(now.id).toBe(old.id);
      expect(now.is_hide).toBe(old.is_hide);
    }
    const added = after.filter((row) => NEW_SLUGS.includes(row.slug));
    expect(added.map((row) => row.slug).sort()).toEqual([...NEW_SLUGS].sort());
    for (const row of added) {
      expect(row).toMatchObject({ image_name: `${row.slug}.svg`, is_active: 1, is_hide: 0 });
      expect(row.id).toBeGreaterThan(Math.max(...before.map((old) => old.id)));
    }
    // The catalogue's order follows the code: the flange right after the ring.
    const order = [...after].sort((x, y) => x.sort_order - y.sort_order).map((row) => row.slug);
    expect(order).toEqual(SHAPES.map((shape) => shape.slug));

    const counter = new WriteCounter();
    await seedCatalogue(t.db.withPlugin(counter));
    expect(counter.writes).toBe(0);
    await t.db.updateTable('shapes').set({ is_hide: 0 }).where('slug', '=', 'hexagon').execute();
  });

  it('brings a stored shape’s parameters back in line with the code', async () => {
    await t.db
      .updateTable('shapes')
      .set({ parameters: '[]', shape_name: 'Old name' })
      .where('slug', '=', 'flange')
      .execute();
    const counter = new WriteCounter();
    await seedCatalogue(t.db.withPlugin(counter));
    expect(counter.writes).toBe(1);
    const flange = await t.db.selectFrom('shapes').selectAll().where('slug', '=', 'flange').executeTakeFirstOrThrow();
    expect(flange.shape_name).toBe('Flange with bolt holes');
    expect(JSON.parse(flange.parameters).map((p: { key: string; unit: string }) => `${p.key}:${p.unit}`)).toEqual([
      'a:mm',
      'b:mm',
      'PCD:mm',
      'c:mm',
      'n:count',
    ]);
  });
});
