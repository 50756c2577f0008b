import { isIP } from 'node:net';

/** Which X-Forwarded-For entries to believe: none, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, a hop count (1 for one proxy such as nginx on this machine) or the ' +
  'proxies’ addresses (e.g. 10.0.0.5 or 127.0.0.1,10.0.0.0/8); true would believe any ' +
  'X-Forwarded-For a client sends';

/** Names proxy-addr knows besides addresses and CIDR ranges. */
const ADDRESS_GROUPS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The env value read; undefined when it is none of the forms TRUST_PROXY_HELP names. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= 10 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (ADDRESS_GROUPS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Fastify's trustProxy. Fastify ignores a bare hop count, since a client that reaches the server
 * directly could then name its own address; here `n` trusts the connection's peer only when it is
 * on this machine (the local proxy), and the n - 1 hops that proxy reports before it. A proxy on
 * another machine is trusted by its address.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && (hop > 0 || isLoopback(address));
}
