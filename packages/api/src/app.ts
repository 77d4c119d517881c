import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context.ts';
import { registerDashboard } from './dashboard/index.ts';
import { handleError, validationHook } from './errors.ts';
import { accessTokenAuth, apiKeyAuth } from './middleware/auth.ts';
import { jsonBody } from './middleware/json-body.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { notFoundHandler } from './not-found.ts';
import { securitySchemes } from './openapi.ts';
import { registerKnowledge, registerKnowledgeFiles } from './routes/assistants/knowledge.ts';
import { registerLifecycle } from './routes/assistants/lifecycle.ts';
import { registerManage } from './routes/assistants/manage.ts';
import { registerTestPanel } from './routes/assistants/test-panel.ts';
import {
  CHANNEL_PUBLIC_PREFIXES,
  registerChannels,
  registerChannelWebhooks,
} from './routes/channels/index.ts';
import { registerChat } from './routes/chat.ts';
import { registerConversations } from './routes/conversations/index.ts';
import { registerDataQuery } from './routes/data/query.ts';
import { registerRetrieve } from './routes/data/retrieve.ts';
import { registerUpdate } from './routes/data/update.ts';
import { registerDatasets } from './routes/datasets/manage.ts';
import { registerRelationships } from './routes/datasets/relationships.ts';
import { registerDatasetUpload } from './routes/datasets/upload.ts';
import { ICS_UPLOAD_PATHS, registerDirectory } from './routes/directory/index.ts';
import { registerDocs } from './routes/docs.ts';
import { registerHealth } from './routes/health.ts';
import { registerMail } from './routes/mail.ts';
import { registerToken } from './routes/oauth/token.ts';
import { registerWellKnown } from './routes/oauth/well-known.ts';
import { registerQuoteShare, registerQuotes } from './routes/quotes/index.ts';
import { registerResetPassword } from './routes/reset-password.ts';
import { registerReviewAnalyze } from './routes/reviews/analyze.ts';
import { registerReviewDatasets } from './routes/reviews/datasets.ts';
import { registerReviewUpload } from './routes/reviews/upload.ts';
import { registerScreenings } from './routes/screenings/index.ts';
import { registerSettings } from './routes/settings.ts';
import { registerSmtpSettings } from './routes/smtp-settings.ts';
import { registerTasks } from './routes/tasks.ts';
import { registerTemplates } from './routes/templates.ts';
import { registerWebhookDeliveries } from './routes/webhooks/deliveries.ts';
import { registerWebhooks } from './routes/webhooks/manage.ts';

export const API_VERSION = '0.1.0';

// Reached by third parties with their own authentication (signatures, handshakes), not our credentials.
const PUBLIC_PREFIXES = CHANNEL_PUBLIC_PREFIXES;
// Upload routes that take their data as JSON too.
const JSON_UPLOAD_PATHS = [/^\/v1\/reviews\/datasets\/?$/, /^\/v[12]\/quotes\/catalogue\/?$/];
// File uploads (multipart) and their size limit.
const UPLOAD_PATHS = [
  /^\/v1\/assistants\/[^/]+\/knowledge\/files$/,
  /^\/v1\/datasets\/?$/,
  /^\/v1\/screenings\/?$/,
  ...JSON_UPLOAD_PATHS,
  ...ICS_UPLOAD_PATHS,
];
const UPLOAD_LIMIT = 20 * 1024 * 1024;
// A screening batch: up to 500 résumés (each at most 10 MB, checked per file) in one request.
const SCREENING_UPLOAD = { path: /^\/v1\/screenings\/?$/, maxBytes: 200 * 1024 * 1024 };

function newApp(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** The HTTP application: /v1 (API keys), /v2 (access tokens), OAuth, health, docs. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = newApp();
  app.use('*', requestId());
  app.use('*', requestLog(deps.logger));
  app.onError(handleError);
  app.notFound(notFoundHandler(app));

  registerHealth(app, deps);
  registerDocs(app);
  registerDashboard(app, deps);
  registerWellKnown(app, deps.accounts, deps.settings.publicUrl);
  registerToken(app, deps.accounts);
  registerChannelWebhooks(app, deps);
  registerResetPassword(app, deps);
  registerQuoteShare(app, deps);

  const limiter = rateLimit(deps.settings.rateLimitPerMinute, deps.clock);
  const body = jsonBody(deps.settings.jsonBodyLimit, {
    paths: UPLOAD_PATHS,
    maxBytes: UPLOAD_LIMIT,
    jsonToo: JSON_UPLOAD_PATHS,
    rawToo: ICS_UPLOAD_PATHS.map((path) => ({ path, type: /^text\/calendar\b/i })),
    larger: [SCREENING_UPLOAD],
  });

  const v1 = newApp();
  v1.use('*', apiKeyAuth(deps.accounts, PUBLIC_PREFIXES), limiter, body);
  registerRetrieve(v1, deps, 'apiKey');
  registerUpdate(v1, deps, 'apiKey');
  registerChat(v1, deps, 'apiKey');
  registerTasks(v1, deps, 'apiKey');
  registerTemplates(v1);
  registerManage(v1, deps);
  registerLifecycle(v1, deps);
  registerKnowledge(v1, deps);
  registerKnowledgeFiles(v1, deps);
  registerTestPanel(v1, deps);
  registerConversations(v1, deps);
  registerSettings(v1, deps);
  registerSmtpSettings(v1, deps);
  registerDatasets(v1, deps);
  registerDatasetUpload(v1, deps);
  registerRelationships(v1, deps);
  registerDataQuery(v1, deps, 'apiKey');
  registerReviewAnalyze(v1, deps);
  registerReviewUpload(v1, deps);
  registerReviewDatasets(v1, deps);
  registerScreenings(v1, deps);
  registerWebhooks(v1, deps);
  registerWebhookDeliveries(v1, deps);
  registerMail(v1, deps);
  registerChannels(v1, deps);
  registerDirectory(v1, deps);
  registerQuotes(v1, deps, 'apiKey');
  app.route('/v1', v1);

  const v2 = newApp();
  v2.use('*', accessTokenAuth(deps.accounts), limiter, body);
  registerRetrieve(v2, deps, 'accessToken');
  registerUpdate(v2, deps, 'accessToken');
  registerChat(v2, deps, 'accessToken');
  registerTasks(v2, deps, 'accessToken');
  registerDataQuery(v2, deps, 'accessToken');
  registerQuotes(v2, deps, 'accessToken');
  app.route('/v2', v2);

  for (const [name, scheme] of Object.entries(securitySchemes)) {
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Colloquy API',
      version: API_VERSION,
      description:
        'Every error is {"error": "<code>", "message": "<text>"}. /v1 takes an API key; /v2 takes an access token from POST /oauth/token.',
    },
    servers: [{ url: deps.settings.publicUrl }],
  });
  return app;
}
