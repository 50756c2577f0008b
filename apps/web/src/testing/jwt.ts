/** An unsigned JWT whose payload the client can read; the client never verifies signatures. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function jwtExpiringIn(seconds: number, subject = 'user'): string {
  return fakeJwt({ sub: subject, exp: Math.floor(Date.now() / 1000) + seconds });
}
