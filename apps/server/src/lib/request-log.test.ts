import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; reqId?: string; req?: Record<string, unknown> })
    .filter((line) => line.reqId !== undefined);

describe('request log lines at LOG_LEVEL=info', () => {
  it('are one a request, once answered, with the request, its status and its time', async () => {
    lines.length = 0;
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/auth/userProfile')).statusCode).toBe(401);

    const logged = requestLines();
    expect(logged.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(logged[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(logged[1]).toMatchObject({ req: { method: 'GET', url: '/api/auth/userProfile' }, res: { statusCode: 401 } });
    expect(logged[0]!.reqId).not.toBe(logged[1]!.reqId);
  });
});
