import { EMPTY_TWIML, parseSmsWebhook, verifyTwilioSignature } from '@colloquy/channels';
import { UnauthorizedError, ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { errorResponses } from '../../openapi.ts';
import { limitBody } from './raw-body.ts';

const PATH = '/v1/channels/sms/webhook';

const field = (description: string) => z.string().optional().openapi({ description });
const SmsForm = z
  .object({
    AccountSid: field('The account the number belongs to'),
    MessageSid: field('The message id (duplicates are ignored)'),
    From: field('The customer'),
    To: field('The integration number'),
    Body: field('The text'),
    NumMedia: field('Attached media (not read)'),
  })
  .passthrough()
  .openapi('SmsWebhookForm');

/** Twilio-compatible inbound SMS: form-encoded, signed with X-Twilio-Signature; answered through a job. */
export function registerSmsWebhook(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags: ['Channels'],
      summary: 'Inbound SMS (Twilio-compatible), signed with X-Twilio-Signature',
      description:
        'The signature is the base64 HMAC-SHA1, under the auth token, of COLLOQUY_PUBLIC_URL + this path (and query) followed by the sorted form parameters. The reply is sent through the Messages API, so the answer is empty TwiML.',
      middleware: [limitBody(64 * 1024)] as const,
      request: {
        body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: SmsForm } } },
      },
      responses: {
        200: { description: 'Accepted (empty TwiML)', content: { 'text/xml': { schema: z.string() } } },
        ...errorResponses(401, 413, 422, 503),
      },
    }),
    async (c) => {
      const form = c.req.valid('form') as Record<string, unknown>;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) if (typeof value === 'string') params[key] = value;
      const url = `${deps.settings.publicUrl}${PATH}${new URL(c.req.url).search}`;
      const integration = params.To
        ? await deps.channels.integrations.resolveByRoute('sms', params.To)
        : undefined;
      const signature = c.req.header('X-Twilio-Signature');
      if (
        !integration ||
        integration.settings.account_sid !== params.AccountSid ||
        !verifyTwilioSignature(url, params, signature, integration.secrets.auth_token ?? '')
      ) {
        throw new UnauthorizedError(
          'X-Twilio-Signature does not verify for an SMS integration of this number',
        );
      }
      const sms = parseSmsWebhook(params);
      if (!sms) {
        const missing = ['AccountSid', 'From', 'To', 'MessageSid'].filter((k) => !params[k]);
        throw new ValidationError(
          `${missing.join(', ')} missing (form field)`,
          missing.map((f) => ({ field: f, message: 'is required' })),
        );
      }
      await deps.db.transaction((tx) =>
        deps.channels.receive(tx, integration, {
          address: sms.from,
          providerMessageId: sms.messageSid,
          body: { text: sms.body.trim() || null, media: sms.media },
        }),
      );
      return c.body(EMPTY_TWIML, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
    },
  );
}
