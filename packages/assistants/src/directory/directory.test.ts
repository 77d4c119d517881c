import { describe, expect, it } from 'vitest';
import { workingDays } from './leave.ts';
import { organizerFrom } from './mail.ts';
import { hashPassword, hashResetToken, newResetToken, verifyPassword } from './password-reset.ts';

describe('directory helpers', () => {
  it('counts working days Monday to Friday, inclusive', () => {
    // 2026-03-09 is a Monday.
    expect(workingDays('2026-03-09', '2026-03-13')).toBe(5);
    expect(workingDays('2026-03-13', '2026-03-16')).toBe(2);
    expect(workingDays('2026-03-14', '2026-03-15')).toBe(0);
    expect(workingDays('2026-02-27', '2026-03-02')).toBe(2);
  });

  it('hashes passwords with scrypt and a salt, and checks them', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('issues URL-safe reset tokens and keeps only their hash', () => {
    const { token, hash } = newResetToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashResetToken(token));
    expect(hash).not.toContain(token);
  });

  it('reads the organiser from a From header', () => {
    expect(organizerFrom('Colloquy <no-reply@colloquy.test>')).toEqual({
      name: 'Colloquy',
      email: 'no-reply@colloquy.test',
    });
    expect(organizerFrom('"Acme HR" <hr@acme.test>')).toEqual({ name: 'Acme HR', email: 'hr@acme.test' });
    expect(organizerFrom('ops@acme.test')).toEqual({ name: 'Colloquy', email: 'ops@acme.test' });
  });
});
