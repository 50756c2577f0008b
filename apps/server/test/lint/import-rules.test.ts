import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint` (.dependency-cruiser*.mjs) fail on what they forbid. Each case
 * is a small tree of its own under the system's temp folder, with the repository's rule files
 * copied in, checked by the same command `npm run lint` runs: the repository's tree is never
 * written to, so no run, failed or killed, leaves a file in it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const RULE_FILES = ['.dependency-cruiser.mjs', '.dependency-cruiser-modules.mjs'];
const LINT_IMPORTS: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['lint:imports'];

/** One module per tree the lint reads, importing the way the rules allow; tests may import what they need. */
const ALLOWED: Record<string, string> = {
  'apps/server/src/modules/orders/repository.ts': "export const ordersTable = 'orders';\n",
  'apps/server/src/modules/orders/service.ts':
    "import { bill } from '../billing/service';\nimport { ordersTable } from './repository';\nexport const place = () => bill(ordersTable);\n",
  'apps/server/src/modules/billing/service.ts':
    "import { price } from '../pricing/service';\nexport const bill = (table: string) => price(table);\n",
  'apps/server/src/modules/billing/billing.test.ts':
    "import { ordersTable } from '../orders/repository';\nexport const checked = ordersTable;\n",
  'apps/server/src/modules/pricing/service.ts': 'export const price = (table: string) => table.length;\n',
  'apps/web/src/features/cart/total.ts': "import { rupees } from '../../lib/money';\nexport const total = rupees;\n",
  'apps/web/src/features/admin/shared/lib/labels.ts': "export const label = 'Orders';\n",
  'apps/web/src/features/admin/orders/page.ts':
    "import { label } from '../shared/lib/labels';\nexport const page = label;\n",
  'apps/web/src/lib/money.ts': "import { format } from '@steelcut/domain/money';\nexport const rupees = format;\n",
  'packages/domain/src/money.ts': 'export const format = (paise: number) => `${paise / 100}`;\n',
};

const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

async function lintImports(planted: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const tree = mkdtempSync(path.join(tmpdir(), 'steelcut-import-rules-'));
  trees.push(tree);
  for (const file of RULE_FILES) copyFileSync(path.join(ROOT, file), path.join(tree, file));
  // The domain as the apps import it: by its package name, a link to its folder as npm's workspaces make.
  mkdirSync(path.join(tree, 'packages/domain'), { recursive: true });
  copyFileSync(path.join(ROOT, 'packages/domain/package.json'), path.join(tree, 'packages/domain/package.json'));
  mkdirSync(path.join(tree, 'node_modules/@steelcut'), { recursive: true });
  symlinkSync('../../packages/domain', path.join(tree, 'node_modules/@steelcut/domain'));
  for (const [file, text] of Object.entries({ ...ALLOWED, ...planted })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  // npm run's PATH, with the Node that runs this test first (CI runs the tests on several).
  const bins = [path.join(ROOT, 'node_modules/.bin'), path.dirname(process.execPath), process.env.PATH];
  const env = { ...process.env, PATH: bins.join(path.delimiter) };
  try {
    const { stdout, stderr } = await promisify(execFile)('sh', ['-c', LINT_IMPORTS], { cwd: tree, env });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, output: stdout + stderr };
  }
}

describe('npm run lint: import rules', () => {
  it('passes a tree that imports the allowed way (the check itself runs)', async () => {
    const { failed, output } = await lintImports({});
    expect(output).toContain('no dependency violations found');
    expect(failed).toBe(false);
  });

  describe('fails on what a file imports', () => {
    let result: { failed: boolean; output: string };
    beforeAll(async () => {
      result = await lintImports({
        'packages/domain/src/part.ts': "import { measure } from './measure';\nexport const part = () => measure;\n",
        'packages/domain/src/measure.ts':
          "import type { part } from './part';\nexport const measure = (p: typeof part) => p;\n",
        'apps/server/src/modules/cart/service.ts':
          "import { ordersTable } from '../orders/repository';\nexport const cart = () => ordersTable;\n",
        'apps/server/src/modules/pricing/rates.ts':
          "import { bill } from '../billing/service';\nexport const rates = bill;\n",
        'apps/server/src/modules/billing/estimate.ts':
          "import { place } from '../orders/service';\nexport const estimate = place;\n",
        'apps/web/src/features/orders/total.ts':
          "import { total } from '../cart/total';\nexport const orderTotal = total;\n",
        'packages/domain/src/rupees.ts':
          "import { rupees } from '../../../apps/web/src/lib/money';\nexport const r = rupees;\n",
        'apps/web/src/features/admin/leads/page.ts':
          "import { page } from '../orders/page';\nexport const leads = page;\n",
        'apps/web/src/features/admin/shared/lib/menu.ts':
          "import { page } from '../../orders/page';\nexport const menu = page;\n",
      });
    });

    it('fails', () => expect(result.failed).toBe(true));
    it.each([
      // The back edge is a type-only import: it counts.
      ['no-cycle', 'packages/domain/src/(part|measure).ts'],
      ['no-other-module-repository-or-routes', 'apps/server/src/modules/cart/service.ts'],
      ['pricing-not-billing', 'apps/server/src/modules/pricing/rates.ts'],
      ['orders-billing-pricing', 'apps/server/src/modules/billing/estimate.ts'],
      ['features-apart', 'apps/web/src/features/orders/total.ts'],
      ['domain-without-apps', 'packages/domain/src/rupees.ts'],
      ['admin-rooms-apart', 'apps/web/src/features/admin/leads/page.ts'],
      ['admin-rooms-apart', 'apps/web/src/features/admin/shared/lib/menu.ts'],
    ])('%s: %s', (rule, file) => {
      expect(result.output).toMatch(new RegExp(`error ${rule}: ${file}`));
    });
  });

  it('fails on a cycle between modules that no file cycle closes', async () => {
    const { failed, output } = await lintImports({
      'apps/server/src/modules/shapes/service.ts':
        "import { lines } from '../cart/lines';\nexport const shapes = lines;\n",
      'apps/server/src/modules/cart/lines.ts': 'export const lines = 0;\n',
      'apps/server/src/modules/cart/service.ts':
        "import { names } from '../shapes/names';\nexport const cart = names;\n",
      'apps/server/src/modules/shapes/names.ts': 'export const names = 0;\n',
    });
    expect(failed).toBe(true);
    expect(output).not.toContain('error no-cycle');
    expect(output).toMatch(
      /error no-module-cycle: apps\/server\/src\/modules\/(cart|shapes) →\s+apps\/server\/src\/modules\/(shapes|cart) →/,
    );
  });
});
