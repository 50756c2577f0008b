import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { operationIdOf } from './openapi';

const IGNORED = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../openapi-lint-ignore.json'), 'utf8'),
) as Record<string, string[] | string>;

const t = useTestApp();
let document: string;
beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.body;
});

describe('the served OpenAPI document', () => {
  it('passes redocly’s recommended rules, but for the ambiguous paths SPEC itself names', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: '/openapi.json', config });
    const left = problems
      .filter((problem) => {
        const ignored = IGNORED[problem.ruleId];
        return !(Array.isArray(ignored) && ignored.includes(problem.location[0]?.pointer ?? ''));
      })
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(left).toEqual([]);
  });

  it('says which calls need which session, and what each gives on failure', () => {
    const paths = JSON.parse(document).paths;
    expect(paths['/api/send-message'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/auth/events'].get.security).toEqual([{ refreshCookie: [] }]);
    expect(paths['/api/shape/shapeName'].get.security).toEqual([]);
    expect(Object.keys(paths['/api/get-all-users'].get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(Object.keys(paths['/api/auth/login'].post.responses)).toEqual(expect.arrayContaining(['400', '429']));
    expect(paths['/api/order/{id}/status'].put.operationId).toBe('putOrderIdStatus');
    // Guests upload drawings; a bearer token makes the drawing the customer's.
    expect(paths['/api/drawings'].post.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(Object.keys(paths['/api/drawings'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429', '503']),
    );
    expect(paths['/api/drawings'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names operations uniquely', () => {
    const ids = Object.values<Record<string, { operationId: string }>>(JSON.parse(document).paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('DELETE', '/api/cart/deleteCartItem/:userId/:cartItemId')).toBe(
      'deleteCartDeleteCartItemUserIdCartItemId',
    );
  });
});
