import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashSecretToken,
  newSecretToken,
  passwordProblems,
  verifyPassword,
} from './password.ts';

describe('passwords and link secrets', () => {
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
    const { token, hash } = newSecretToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashSecretToken(token));
    expect(hash).not.toContain(token);
  });

  it('names what makes a new password weak', () => {
    expect(passwordProblems('correct horse battery')).toEqual([]);
    expect(passwordProblems('short')).toContain('must be at least 12 characters');
    expect(passwordProblems('aaaaaaaaaaaaaaa')).toContain('must use more than a few different characters');
    expect(passwordProblems('Password1234')).toContain('is a commonly used password');
    expect(passwordProblems('bluebird rocks 2026', ['ana', 'Bluebird'])).toContain(
      'must not contain your e-mail address or company name',
    );
    expect(passwordProblems('x'.repeat(300))).toContain('must be at most 256 characters');
  });
});
