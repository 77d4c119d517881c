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
    options.destination ?? pino.destination(2),
  );
}
