import { describe, expect, it } from 'vitest';
import {
  BlockedDestinationError,
  literalAddressProblem,
  parseAllowlist,
  resolveAllowed,
} from './destinations.ts';

describe('destination policy', () => {
  const none = parseAllowlist([], 'COLLOQUY_EXAMPLE_ALLOWLIST');

  it('names the setting that would allow a refused address', () => {
    expect(literalAddressProblem(none, '169.254.169.254')).toBe(
      '169.254.169.254 is a private or reserved address; add it to COLLOQUY_EXAMPLE_ALLOWLIST to allow it',
    );
    expect(literalAddressProblem(none, '[::1]')).toMatch(/::1 is a private/);
    expect(literalAddressProblem(none, 'smtp.example.com')).toBeUndefined();
  });

  it('resolves a name and refuses it when it points at a blocked address, unless allowlisted', async () => {
    await expect(resolveAllowed(none, 'localhost')).rejects.toThrow(
      /localhost resolves to .*private or reserved address; add it to COLLOQUY_EXAMPLE_ALLOWLIST/,
    );
    await expect(resolveAllowed(none, '10.0.0.1')).rejects.toBeInstanceOf(BlockedDestinationError);
    const byName = parseAllowlist(['localhost'], 'X');
    expect((await resolveAllowed(byName, 'localhost')).length).toBeGreaterThan(0);
    const byAddress = parseAllowlist(['127.0.0.1'], 'X');
    expect(await resolveAllowed(byAddress, '127.0.0.1')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await resolveAllowed(none, '93.184.216.34')).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
