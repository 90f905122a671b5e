import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Which proxies in front of the app to believe about the client's address: how many stand in
 * front (0: none, the connection's peer is the client), or their addresses and CIDR ranges
 * (proxy-addr's names loopback, linklocal and uniquelocal too).
 */
export type TrustProxy = number | readonly string[];

const HOW_TO_WRITE =
  'write how many proxies stand in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5)';

/**
 * TRUST_PROXY as written. `true` is refused: believing every X-Forwarded-For lets any client
 * write the address it is counted under, and every per-address limit with it.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') throw new Error(`true would believe any client's X-Forwarded-For; ${HOW_TO_WRITE}`);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`${hops} proxies in a row is not a real setup; ${HOW_TO_WRITE}`);
    return hops;
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw new Error(`"${value}" is neither a number of proxies nor a list of their addresses; ${HOW_TO_WRITE}`);
  }
  return addresses;
}

/** proxy-addr's test of each hop, nearest first: the connection's peer is hop 0. */
export function proxyTrust(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/**
 * The client's address, the one every per-address limit counts under, read the same way for an
 * HTTP request and a WebSocket's upgrade request: the nearest address in X-Forwarded-For that is
 * not a trusted proxy. Entries further left are the client's own words, and never believed.
 */
export function clientAddressReader(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = proxyTrust(trust);
  return (request) => proxyAddr(request, trusted) || 'unknown';
}
