import { type Accounts, exchangeClientCredentials, OAuthError, SCOPES } from '@colloquy/accounts';
import { isAppError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../context.ts';

const TokenRequest = z
  .object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string().optional().openapi({ description: 'The API key id (key_…); or use HTTP Basic' }),
    client_secret: z.string().optional().openapi({ description: 'The API key (cq_…); or use HTTP Basic' }),
    scope: z
      .string()
      .optional()
      .openapi({ description: `Space-separated subset of: ${SCOPES.join(' ')}` }),
  })
  .openapi('TokenRequest');

const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .openapi('TokenResponse');

const OAuthErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'invalid_client' }),
    error_description: z.string(),
    message: z.string(),
  })
  .openapi('OAuthError');

const route = createRoute({
  method: 'post',
  path: '/oauth/token',
  tags: ['OAuth'],
  summary: 'Exchange an API key for an access token (client credentials, RFC 6749 §4.4)',
  description:
    'Form-encoded (RFC 6749) or JSON body. Client authentication by HTTP Basic (client_id:client_secret) or in the body.',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: TokenRequest },
        'application/json': { schema: TokenRequest },
      },
    },
  },
  responses: {
    200: { description: 'An access token', content: { 'application/json': { schema: TokenResponse } } },
    400: {
      description: 'RFC 6749 §5.2 error',
      content: { 'application/json': { schema: OAuthErrorSchema } },
    },
    401: { description: 'invalid_client', content: { 'application/json': { schema: OAuthErrorSchema } } },
  },
});

const MAX_BODY = 16 * 1024;

async function readParams(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('Content-Type') ?? '';
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new OAuthError('invalid_request', 'Request body too large');
  if (/^application\/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  if (/^application\/json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OAuthError('invalid_request', 'Malformed JSON in request body');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new OAuthError('invalid_request', 'The body must be a JSON object');
    }
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  throw new OAuthError(
    'invalid_request',
    `Content-Type must be application/x-www-form-urlencoded or application/json (got ${type || 'none'})`,
  );
}

function basicCredentials(c: Context): { id: string; secret: string } | undefined {
  const header = c.req.header('Authorization');
  const match = header && /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials', 401);
  // RFC 6749 §2.3.1: both parts are form-urlencoded before base64.
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export function registerToken(app: OpenAPIHono<AppEnv>, accounts: Accounts): void {
  // Validation is done by hand: RFC 6749 fixes the error format for this endpoint.
  app.openapi({ ...route, request: {} }, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    try {
      const params = await readParams(c);
      const basic = basicCredentials(c);
      const issued = await exchangeClientCredentials(accounts, {
        grantType: params.grant_type,
        clientId: basic?.id ?? params.client_id,
        clientSecret: basic?.secret ?? params.client_secret,
        scope: params.scope,
      });
      return c.json(issued, 200);
    } catch (error) {
      if (!(isAppError(error) && error instanceof OAuthError)) throw error;
      if (error.status === 401) {
        c.header('WWW-Authenticate', c.req.header('Authorization') ? 'Basic realm="colloquy"' : 'Bearer');
      }
      return c.json(
        { error: error.code, error_description: error.message, message: error.message },
        error.status as ContentfulStatusCode as 400,
      );
    }
  });
}
