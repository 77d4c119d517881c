import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination: destination as never }) };
}

describe('logger', () => {
  it('redacts secrets and personal data at any depth up to two levels', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        authorization: 'Bearer cq_secret',
        headers: { authorization: 'Bearer cq_secret', cookie: 'sid=1' },
        user: { email: 'ana@example.com', password: 'hunter2' },
        request: { body: { client_secret: 'cq_secret', api_key: 'cq_secret' } },
        keyId: 'key_visible',
      },
      'hello',
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain('cq_secret');
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('key_visible');
    expect(lines[0]).toMatchObject({ authorization: '[redacted]', user: { email: '[redacted]' } });
  });
});
