import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

// Keys whose values never reach a log line, at the top level and one or two levels down.
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'pass',
  'secret',
  'client_secret',
  'api_key',
  'apiKey',
  'token',
  'access_token',
  'refresh_token',
  'master_key',
  'email',
];

export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export interface LoggerOptions {
  level?: string;
  name?: string;
  /** Where lines go; defaults to stderr so stdout stays clean for CLI results. */
  destination?: DestinationStream;
  /**
   * Buffer writes to stderr instead of writing each line at once: much cheaper under load (servers),
   * flushed on exit. Short CLI commands keep the default synchronous writes.
   */
  buffered?: boolean;
}

/** A structured JSON logger that redacts secrets and personal data. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      name: options.name ?? 'colloquy',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { pid: process.pid },
    },
    options.destination ?? pino.destination({ dest: 2, sync: !options.buffered }),
  );
}

/**
 * A logger for lines whose fields are fixed and hold no secrets (access logs): the same output without
 * the cost of redaction, which otherwise dominates a small request's logging.
 */
export function unredacted(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [] } });
}
