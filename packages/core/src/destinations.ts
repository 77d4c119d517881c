/**
 * Where the service may open connections on a tenant's behalf (webhook URLs, a company's SMTP server): never to
 * private, loopback, link-local or metadata addresses unless the operator allowlisted them. Shared so every
 * outbound path checks the same ranges and reads its allowlist the same way.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Where tenants' destinations may not point unless allowlisted: private, loopback, link-local, CGNAT, metadata, reserved. */
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

/** A parsed operator allowlist (e.g. COLLOQUY_WEBHOOK_ALLOWLIST): host names, and addresses or CIDRs. */
export interface DestinationPolicy {
  hosts: ReadonlySet<string>;
  addresses: BlockList;
  /** The setting the entries came from, named in refusals so the operator knows what to change. */
  setting: string;
}

export class BlockedDestinationError extends Error {
  readonly code = 'blocked_destination';
}

/** Parses allowlist entries (`hooks.internal`, `127.0.0.1`, `10.1.0.0/16`, `::1`) read from `setting`. */
export function parseAllowlist(entries: readonly string[], setting: string): DestinationPolicy {
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
  return { hosts, addresses, setting };
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

/** Why `host`, a literal address, may not be used; undefined when it may (or when it is a name). */
export function literalAddressProblem(policy: DestinationPolicy, hostname: string): string | undefined {
  const host = bareHost(hostname);
  if (isIP(host) && isForbiddenAddress(policy, host)) return blockedMessage(policy, host);
  return undefined;
}

function blockedMessage(policy: DestinationPolicy, host: string, address?: string): string {
  const what = address ? `${host} resolves to ${address}, a` : `${host} is a`;
  return `${what} private or reserved address; add it to ${policy.setting} to allow it`;
}

/**
 * Resolves `hostname` now and returns its addresses, or throws BlockedDestinationError when any is blocked (an
 * allowlisted name passes whatever it resolves to). A literal address is checked without DNS. Connect to one of
 * the returned addresses, not to the name again, so DNS cannot answer differently between check and connection.
 */
export async function resolveAllowed(policy: DestinationPolicy, hostname: string): Promise<LookupAddress[]> {
  const host = bareHost(hostname);
  const family = isIP(host);
  if (family) {
    const problem = literalAddressProblem(policy, host);
    if (problem) throw new BlockedDestinationError(problem);
    return [{ address: host, family }];
  }
  const list = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
  const blocked = blockedAnswer(policy, hostname, list);
  if (blocked) throw blocked;
  return list;
}

/** The refusal for a name whose DNS answer holds a blocked address (none for an allowlisted name). */
function blockedAnswer(
  policy: DestinationPolicy,
  hostname: string,
  list: LookupAddress[],
): BlockedDestinationError | undefined {
  if (policy.hosts.has(bareHost(hostname))) return undefined;
  const bad = list.find((a) => isForbiddenAddress(policy, a.address));
  return bad && new BlockedDestinationError(blockedMessage(policy, hostname, bad.address));
}

/**
 * A `lookup` for http(s) agents that refuses blocked addresses. It runs at connect time on what DNS
 * answers then, so a name that resolved to a public address at creation and to 127.0.0.1 now (DNS
 * rebinding) is still refused. Any blocked answer refuses the whole name.
 */
export function guardedLookup(policy: DestinationPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const blocked = blockedAnswer(policy, hostname, list);
      if (blocked) return callback(blocked, '');
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}
