import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** Every environment variable Colloquy reads, parsed once at the edge. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  COLLOQUY_DATA_DIR: z.string().default('.colloquy'),
  DATABASE_URL: optionalUrl,
  COLLOQUY_PUBLIC_URL: optionalUrl,
  COLLOQUY_MASTER_KEY: z.string().min(16, 'COLLOQUY_MASTER_KEY must be at least 16 characters').optional(),
  SMTP_URL: optionalUrl,
  /** The From of every e-mail the service sends. */
  COLLOQUY_MAIL_FROM: z.string().trim().min(3).default('Colloquy <no-reply@colloquy.localhost>'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  SMS_API_URL: optionalUrl,
  COLLOQUY_WEBHOOK_ALLOWLIST: z.string().default(''),
  /** Private hosts, addresses or CIDRs that companies' own SMTP servers may be on (SMTP_URL is never checked). */
  COLLOQUY_SMTP_ALLOWLIST: z.string().default(''),
  CHROMIUM_PATH: z.string().optional(),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** Requests per minute per API key or token subject; 0 turns the limit off. */
  COLLOQUY_RATE_LIMIT: positiveInt(600),
  /** Largest JSON request body, in bytes. */
  COLLOQUY_JSON_LIMIT: positiveInt(1024 * 1024),
  /** Lifetime of access tokens issued by /oauth/token, in seconds. */
  COLLOQUY_TOKEN_TTL: z.coerce.number().int().min(60).max(86400).default(3600),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  masterKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  whatsappGraphUrl: string;
  smsApiUrl: string | undefined;
  webhookAllowlist: string[];
  smtpAllowlist: string[];
  chromiumPath: string | undefined;
  logLevel: RawConfig['LOG_LEVEL'];
  rateLimitPerMinute: number;
  jsonBodyLimit: number;
  tokenTtlSeconds: number;
}

export class ConfigError extends Error {}

/** `a, b ,` → `['a', 'b']`. */
function listSetting(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parses the environment (and a `.env` file in the working directory, when present) into a Config. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const merged = { ...readDotEnv(cwd), ...env };
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`${first?.path.join('.') ?? 'config'}: ${first?.message ?? 'invalid'}`);
  }
  const raw = parsed.data;
  const port = raw.PORT;
  return {
    port,
    host: raw.HOST,
    dataDir: resolve(cwd, raw.COLLOQUY_DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    publicUrl: (raw.COLLOQUY_PUBLIC_URL ?? `http://${displayHost(raw.HOST)}:${port}`).replace(/\/+$/, ''),
    masterKey: raw.COLLOQUY_MASTER_KEY,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.COLLOQUY_MAIL_FROM,
    llm: { baseUrl: raw.LLM_BASE_URL, apiKey: raw.LLM_API_KEY, model: raw.LLM_MODEL },
    whatsappGraphUrl: raw.WHATSAPP_GRAPH_URL,
    smsApiUrl: raw.SMS_API_URL,
    webhookAllowlist: listSetting(raw.COLLOQUY_WEBHOOK_ALLOWLIST),
    smtpAllowlist: listSetting(raw.COLLOQUY_SMTP_ALLOWLIST),
    chromiumPath: raw.CHROMIUM_PATH,
    logLevel: raw.LOG_LEVEL,
    rateLimitPerMinute: raw.COLLOQUY_RATE_LIMIT,
    jsonBodyLimit: raw.COLLOQUY_JSON_LIMIT,
    tokenTtlSeconds: raw.COLLOQUY_TOKEN_TTL,
  };
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

function readDotEnv(cwd: string): Record<string, string> {
  const path = resolve(cwd, '.env');
  if (!existsSync(path)) return {};
  const out: Record<string, string> = {};
  const before = { ...process.env };
  // Node parses the file into process.env; take what it added and leave process.env as it was.
  process.loadEnvFile(path);
  for (const [key, value] of Object.entries(process.env)) {
    if (before[key] === undefined && value !== undefined) {
      out[key] = value;
      delete process.env[key];
    }
  }
  return out;
}
