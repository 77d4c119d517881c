import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, type Logger, randomToken } from '@colloquy/core';

/**
 * The key that encrypts stored secrets: COLLOQUY_MASTER_KEY, or one generated into the data directory on
 * first use. Processes sharing one PostgreSQL on several machines must all be given the same variable.
 */
export function resolveMasterKey(config: Config, logger: Logger): string {
  if (config.masterKey) return config.masterKey;
  const path = join(config.dataDir, 'master.key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  if (config.databaseUrl) {
    logger.warn(
      { path },
      'COLLOQUY_MASTER_KEY is not set: generating one in the data directory. Set the same COLLOQUY_MASTER_KEY on every process that shares this database.',
    );
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const key = randomToken(52);
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
