import { type Accounts, SCOPES } from '@colloquy/accounts';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context.ts';

const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).openapi('JWKS');
const MetadataSchema = z.record(z.string(), z.unknown()).openapi('AuthorizationServerMetadata');

export function registerWellKnown(app: OpenAPIHono<AppEnv>, accounts: Accounts, publicUrl: string): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/.well-known/jwks.json',
      tags: ['OAuth'],
      summary: 'Public keys that verify access tokens (RFC 7517)',
      responses: {
        200: { description: 'JSON Web Key Set', content: { 'application/json': { schema: JwksSchema } } },
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await accounts.keyring.jwks(), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/.well-known/oauth-authorization-server',
      tags: ['OAuth'],
      summary: 'Authorization server metadata (RFC 8414)',
      responses: {
        200: { description: 'Metadata', content: { 'application/json': { schema: MetadataSchema } } },
      },
    }),
    (c) =>
      c.json(
        {
          issuer: accounts.tokens.issuer,
          token_endpoint: `${publicUrl}/oauth/token`,
          jwks_uri: `${publicUrl}/.well-known/jwks.json`,
          grant_types_supported: ['client_credentials'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: [...SCOPES],
          response_types_supported: [],
          service_documentation: `${publicUrl}/docs`,
        },
        200,
      ),
  );
}
