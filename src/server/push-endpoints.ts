/**
 * Which push services the server talks to (decision 074). A browser gives its push endpoint; the server later
 * sends to that URL, so an endpoint is a request the visitor makes the server open. Subscriptions may only name the
 * push services browsers use (`BROWSER_PUSH_SERVICES`), over https on the default port with no credentials, and at
 * send time every host is resolved through a `lookup` that refuses private, loopback and link-local addresses, so
 * a name that resolves (or is rebound) into the server's network is never reached. Tests and the e2e servers use
 * `ANY_PUSH_SERVICE` (a local fake push service on loopback); the environment refuses it on Vercel.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface PushEndpointPolicy {
  /** Whether a subscription may name `endpoint` (an https URL: checked by the route's schema). */
  allows(endpoint: URL): boolean;
  /** Addresses never connected to (checked after DNS resolution at send time), or null for none. */
  blocked: BlockList | null;
}

/** Push service hosts of the browsers: Chrome and other Chromium browsers (FCM), Firefox, Safari. */
const EXACT_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']);
/** Edge's push service (Windows Push Notification Services) answers on regional hosts under this name. */
const WNS_SUFFIX = '.notify.windows.com';

const withoutCredentials = (url: URL) => url.username === '' && url.password === '';

/** What no push service of a browser is: private (RFC 1918, ULA), loopback, link-local, CGNAT, unspecified. */
function privateAddresses(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const)
    list.addSubnet(net, prefix, 'ipv6');
  // IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked as their IPv4 address by BlockList.
  return list;
}

/** The production policy: the browsers' push services only, and no private address at send time. */
export const BROWSER_PUSH_SERVICES: PushEndpointPolicy = {
  allows: (url) =>
    url.protocol === 'https:' &&
    url.port === '' &&
    withoutCredentials(url) &&
    (EXACT_HOSTS.has(url.hostname) || (url.hostname.endsWith(WNS_SUFFIX) && url.hostname.length > WNS_SUFFIX.length)),
  blocked: privateAddresses(),
};

/** Tests and the e2e servers: any https endpoint without credentials (a local fake push service). */
export const ANY_PUSH_SERVICE: PushEndpointPolicy = {
  allows: (url) => url.protocol === 'https:' && withoutCredentials(url),
  blocked: null,
};

/** Whether `address` (an IP literal) is one `blocked` refuses. */
export function isBlockedAddress(blocked: BlockList | null, address: string): boolean {
  const family = isIP(address);
  return blocked !== null && family !== 0 && blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The error a refused address fails the connection with (`code` `EPUSHADDRESS`). */
class BlockedAddressError extends Error {
  readonly code = 'EPUSHADDRESS';

  constructor(hostname: string, address: string) {
    super(`${hostname} resuelve a una dirección no permitida (${address})`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * A `lookup` for an https agent: resolves like Node does (`dns.lookup`), then fails with BlockedAddressError when
 * any address the name resolves to is in `blocked`, so the connection is never opened.
 */
export function guardedLookup(blocked: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
      const refused = addresses.find((a) => isBlockedAddress(blocked, a.address));
      const [first] = addresses;
      if (error) callback(error, '', 0);
      else if (refused || !first) callback(new BlockedAddressError(hostname, refused?.address ?? '(ninguna)'), '', 0);
      else if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
