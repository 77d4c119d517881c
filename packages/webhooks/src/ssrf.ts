import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Where webhooks may not go unless allowlisted: private, loopback, link-local, CGNAT, metadata, reserved. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 can reach IPv4 private space
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique-local, incl. fd00:ec2::254 (metadata)
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** The parsed COLLOQUY_WEBHOOK_ALLOWLIST: host names, and addresses or CIDRs. */
export interface DestinationPolicy {
  hosts: ReadonlySet<string>;
  addresses: BlockList;
}

export class BlockedDestinationError extends Error {
  readonly code = 'blocked_destination';
}

/** Parses allowlist entries (`hooks.internal`, `127.0.0.1`, `10.1.0.0/16`, `::1`). */
export function parseAllowlist(entries: readonly string[]): DestinationPolicy {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const [net, bits] = entry.split('/');
    const family = isIP(net ?? '');
    if (family && bits !== undefined) addresses.addSubnet(net!, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    else if (family) addresses.addAddress(entry, family === 4 ? 'ipv4' : 'ipv6');
    else hosts.add(entry);
  }
  return { hosts, addresses };
}

function unmapped(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address: lower, type: isIP(lower) === 6 ? 'ipv6' : 'ipv4' };
}

/** True when `address` is in a blocked range and not allowlisted. */
export function isForbiddenAddress(policy: DestinationPolicy, address: string): boolean {
  const { address: a, type } = unmapped(address);
  if (policy.addresses.check(a, type)) return false;
  return BLOCKED.check(a, type);
}

export function isAllowlistedHost(policy: DestinationPolicy, hostname: string): boolean {
  const host = bareHost(hostname);
  if (policy.hosts.has(host)) return true;
  return isIP(host) !== 0 && policy.addresses.check(unmapped(host).address, unmapped(host).type);
}

/** `[::1]` → `::1`, lower case, no trailing dot. */
export function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s) agents that refuses blocked addresses. It runs at connect time on what DNS
 * answers then, so a name that resolved to a public address at creation and to 127.0.0.1 now (DNS
 * rebinding) is still refused. Any blocked answer refuses the whole name.
 */
export function guardedLookup(policy: DestinationPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const allowHost = policy.hosts.has(bareHost(hostname));
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const bad = allowHost ? undefined : list.find((a) => isForbiddenAddress(policy, a.address));
      if (bad) {
        return callback(
          new BlockedDestinationError(
            `${hostname} resolves to ${bad.address}, a private or reserved address; add it to COLLOQUY_WEBHOOK_ALLOWLIST to allow it`,
          ),
          '',
        );
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Checks a webhook URL when it is saved: https (http only for allowlisted hosts), no credentials, and no
 * literal blocked address. Names are checked again on every connection. Returns the problem, or undefined.
 */
export function urlProblem(policy: DestinationPolicy, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL, e.g. https://example.com/webhooks';
  }
  const allowlisted = isAllowlistedHost(policy, url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowlisted)) {
    return 'must use https (http only for hosts in COLLOQUY_WEBHOOK_ALLOWLIST)';
  }
  if (url.username || url.password) return 'must not carry credentials';
  const host = bareHost(url.hostname);
  if (isIP(host) && isForbiddenAddress(policy, host)) {
    return `${host} is a private or reserved address; add it to COLLOQUY_WEBHOOK_ALLOWLIST to allow it`;
  }
  return undefined;
}
