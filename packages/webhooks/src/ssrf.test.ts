import { isForbiddenAddress } from '@colloquy/core';
import { describe, expect, it } from 'vitest';
import { createAgents, sendWebhook } from './send.ts';
import { parseAllowlist, urlProblem } from './ssrf.ts';

describe('webhook destination policy', () => {
  const none = parseAllowlist([]);

  it('blocks private, loopback, link-local, CGNAT, unique-local and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
    ]) {
      expect(isForbiddenAddress(none, address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) {
      expect(isForbiddenAddress(none, address), address).toBe(false);
    }
  });

  it('lets allowlisted hosts and CIDRs through', () => {
    const policy = parseAllowlist(['127.0.0.1/32', 'hooks.internal', '10.0.0.0/8']);
    expect(isForbiddenAddress(policy, '127.0.0.1')).toBe(false);
    expect(isForbiddenAddress(policy, '10.9.9.9')).toBe(false);
    expect(isForbiddenAddress(policy, '127.0.0.2')).toBe(true);
    expect(urlProblem(policy, 'http://127.0.0.1:8080/hook')).toBeUndefined();
    expect(urlProblem(policy, 'http://hooks.internal/hook')).toBeUndefined();
  });

  it('rejects bad URLs when they are saved', () => {
    expect(urlProblem(none, 'https://example.com/hook')).toBeUndefined();
    expect(urlProblem(none, 'http://example.com/hook')).toMatch(/https/);
    expect(urlProblem(none, 'ftp://example.com/hook')).toMatch(/https/);
    expect(urlProblem(none, 'not a url')).toMatch(/absolute URL/);
    expect(urlProblem(none, 'https://127.0.0.1/hook')).toMatch(/private or reserved/);
    expect(urlProblem(none, 'https://[::1]/hook')).toMatch(/private or reserved/);
    expect(urlProblem(none, 'https://169.254.169.254/latest')).toMatch(/private or reserved/);
    expect(urlProblem(none, 'https://user:pw@example.com/')).toMatch(/credentials/);
  });

  it('refuses at connect time a name that resolves to a private address', async () => {
    const agents = createAgents(none);
    try {
      const byName = await sendWebhook({
        url: 'https://localhost:9/hook',
        headers: {},
        body: '{}',
        timeoutMs: 5000,
        policy: none,
        agents,
      });
      expect(byName.ok).toBe(false);
      expect(byName.error).toMatch(/localhost resolves to .* private or reserved/);
      const literal = await sendWebhook({
        url: 'http://127.0.0.1:9/hook',
        headers: {},
        body: '{}',
        timeoutMs: 5000,
        policy: none,
        agents,
      });
      expect(literal.error).toMatch(/private or reserved/);
    } finally {
      agents.destroy();
    }
  });
});
