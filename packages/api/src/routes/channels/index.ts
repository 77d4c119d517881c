import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { registerEmailInbound } from './email.ts';
import { registerSmsWebhook } from './sms.ts';
import { registerWebchat } from './webchat.ts';
import { registerWhatsAppWebhook } from './whatsapp.ts';

export { registerChannels } from './manage.ts';

/** Paths third parties call with their own authentication (signatures, handshakes, tokens, widget keys). */
export const CHANNEL_PUBLIC_PREFIXES = [
  '/v1/channels/whatsapp/',
  '/v1/channels/sms/',
  '/v1/channels/email/',
  '/v1/channels/webchat/',
];

/** The provider-facing routes: registered on the root app, outside /v1's API-key and JSON-body middleware. */
export function registerChannelWebhooks(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerWhatsAppWebhook(app, deps);
  registerSmsWebhook(app, deps);
  registerEmailInbound(app, deps);
  registerWebchat(app, deps);
}
