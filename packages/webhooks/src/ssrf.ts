import {
  type DestinationPolicy,
  isAllowlistedHost,
  literalAddressProblem,
  parseAllowlist as parseDestinationAllowlist,
} from '@colloquy/core';

const SETTING = 'COLLOQUY_WEBHOOK_ALLOWLIST';

/** The webhook destination policy from COLLOQUY_WEBHOOK_ALLOWLIST entries. */
export function parseAllowlist(entries: readonly string[]): DestinationPolicy {
  return parseDestinationAllowlist(entries, SETTING);
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
    return `must use https (http only for hosts in ${SETTING})`;
  }
  if (url.username || url.password) return 'must not carry credentials';
  return literalAddressProblem(policy, url.hostname);
}
