import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const empty = () => mkdtempSync(join(tmpdir(), 'colloquy-config-'));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const cwd = empty();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(cwd, '.colloquy'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      rateLimitPerMinute: 600,
      jsonBodyLimit: 1024 * 1024,
      tokenTtlSeconds: 3600,
      whatsappGraphUrl: 'https://graph.facebook.com',
    });
  });

  it('reads .env, with the real environment taking precedence, and leaves process.env alone', () => {
    const cwd = empty();
    writeFileSync(join(cwd, '.env'), 'PORT=4100\nCOLLOQUY_RATE_LIMIT=5\nCOLLOQUY_TEST_ONLY=1\n');
    const config = loadConfig({ COLLOQUY_RATE_LIMIT: '9' }, cwd);
    expect(config.port).toBe(4100);
    expect(config.rateLimitPerMinute).toBe(9);
    expect(process.env.COLLOQUY_TEST_ONLY).toBeUndefined();
  });

  it('names the offending variable', () => {
    const cwd = empty();
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/^PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' }, cwd)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ COLLOQUY_MASTER_KEY: 'short' }, cwd)).toThrow(/at least 16/);
    expect(loadConfig({ DATABASE_URL: '' }, cwd).databaseUrl).toBeUndefined();
    expect(loadConfig({ COLLOQUY_WEBHOOK_ALLOWLIST: 'a.test, 10.0.0.0/8 ,' }, cwd).webhookAllowlist).toEqual([
      'a.test',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ COLLOQUY_SMTP_ALLOWLIST: ' 127.0.0.1,mail.internal' }, cwd).smtpAllowlist).toEqual([
      '127.0.0.1',
      'mail.internal',
    ]);
    expect(loadConfig({}, cwd).smtpAllowlist).toEqual([]);
  });
});
