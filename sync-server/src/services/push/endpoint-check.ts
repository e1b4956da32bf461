import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { invalid } from '../errors';

/**
 * A push subscription's endpoint is a URL a stranger hands the server, which then sends requests
 * to it (docs/notices.md): it must not be a way into the bakery's own network. Only
 * https to a public host is accepted, checked on every address its name resolves to, and again
 * when sending (sendPush resolves through guardedLookup, so a name that later resolves
 * elsewhere is refused then); redirects are never followed. PUSH_ALLOW_LOCAL=1, for tests only,
 * also lets http and https to this machine's loopback through, for a local test push service.
 */

/** IPv4 that is not the public internet: this network, private, CGNAT, loopback, link-local, documentation, multicast, reserved. */
const notPublicV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublicV4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6 is public only inside global unicast (2000::/3), which leaves out loopback, unspecified,
 * IPv4-mapped and NAT64 addresses, unique-local (fc00::/7), link-local (fe80::/10) and multicast
 * (ff00::/8); of it, the special ranges are refused too: IETF protocol assignments (Teredo
 * among them), documentation, and 6to4 (an IPv4 address inside: it could name a private one).
 */
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  notPublicV6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !notPublicV4.check(address, 'ipv4');
    if (family === 6) return globalUnicastV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
  } catch {
    // An address BlockList cannot read (a zone id) is no public address.
  }
  return false;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The hosts a local test push service may have, with PUSH_ALLOW_LOCAL=1 only. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface EndpointRules {
  /** PUSH_ALLOW_LOCAL: a local test push service over http or https; never in production. */
  allowLocal: boolean;
  /** Resolves a name to all its addresses (node:dns lookup; a test may pass its own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

/**
 * The one answer to every refused endpoint. Saying why ("cannot be found", "is not public")
 * would tell a stranger which names resolve, and to what kind of address, from inside the
 * bakery's network: the answer must be the same whatever is wrong.
 */
export const ENDPOINT_REFUSED =
  'This push subscription cannot be used: its endpoint is not an https address of a public push service';
const badEndpoint = () => invalid(ENDPOINT_REFUSED, 'bad-endpoint');

const resolveAll = (hostname: string) =>
  new Promise<string[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((each) => each.address)),
    ),
  );

/** The host of a URL without IPv6's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether `url` is the local test push service that PUSH_ALLOW_LOCAL lets through. */
export const isLocalTestService = (url: URL, rules: Pick<EndpointRules, 'allowLocal'>) =>
  rules.allowLocal && LOCAL_HOSTS.has(hostOf(url));

/**
 * Checks an endpoint when a phone subscribes: https, no user or password in it, a host name
 * with a dot (or an address) whose every address is public (or, with allowLocal, the loopback
 * of a local test service). Refusals are 400 {reason: 'bad-endpoint'}, all in the same words.
 */
export async function checkEndpoint(endpoint: string, rules: EndpointRules): Promise<URL> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badEndpoint();
  }
  if (url.username || url.password) throw badEndpoint();
  const local = isLocalTestService(url, rules);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw badEndpoint();
  const host = hostOf(url);
  // A name of one label ("printer", or "p" from "https:///p") is no public host: the resolver
  // would ask the machine's own network for it (its search domains, mDNS, the hosts file), so
  // it is refused before any lookup. The local test service's "localhost" is the exception.
  if (!isIP(host) && !local && !host.replace(/\.$/, '').includes('.')) throw badEndpoint();
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (rules.resolve ?? resolveAll)(host);
  } catch {
    throw badEndpoint();
  }
  const allowed = (address: string) => (local ? isLoopback(address) : isPublicAddress(address));
  if (addresses.length === 0 || !addresses.every(allowed)) throw badEndpoint();
  return url;
}

/**
 * The DNS lookup of a push request: the same rule at the moment of sending, on the addresses
 * the connection will use, so a name that resolves elsewhere since the phone subscribed (DNS
 * rebinding) reaches nothing.
 */
export function guardedLookup(rules: Pick<EndpointRules, 'allowLocal'>, url: URL): LookupFunction {
  const local = isLocalTestService(url, rules);
  const allowed = (address: string) => (local ? isLoopback(address) : isPublicAddress(address));
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error);
      if (addresses.length === 0 || !addresses.every((each) => allowed(each.address))) {
        return callback(Object.assign(new Error(`${hostname} is not a public internet address`), { code: 'EBADHOST' }));
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}

/** An address literal in the URL is not looked up: checked here before sending. */
export function literalHostAllowed(url: URL, rules: Pick<EndpointRules, 'allowLocal'>): boolean {
  const host = hostOf(url);
  if (!isIP(host)) return true;
  return isLocalTestService(url, rules) ? isLoopback(host) : isPublicAddress(host);
}
