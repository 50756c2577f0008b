import files from './.dependency-cruiser.mjs';

/**
 * Modules import each other one way: no cycle between server modules, between the top folders of
 * each tree (lib, db, hooks, components, schemas, pricing…) or through them, even when no file
 * cycle closes. Tests are left out: a folder's imports here are its code's.
 */
const areas = [
  'apps/server/src/modules/[^/]+',
  'apps/server/src/[^/]+',
  'apps/web/src/features/[^/]+',
  'apps/web/src/[^/]+',
  'packages/domain/src/[^/]+',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      scope: 'folder',
      from: { path: `^(${areas.join('|')})$` },
      to: { circular: true },
    },
  ],
  options: { ...files.options, exclude: { path: '\\.test\\.tsx?$' } },
};
