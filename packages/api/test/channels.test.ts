import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProviderServer, startGraphApi, startSmsApi } from './channel-providers.ts';
import { createHarness, errorBody, type Harness, PUBLIC_URL, type Tenant } from './harness.ts';

const FIXTURES = new URL('../../channels/fixtures/whatsapp/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const PHONE_ID = '106540352242922';
const CUSTOMER = '16505551234';
const SENT_WAMID = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=';
const ACCESS_TOKEN = 'EAAG-graph-token-0123456789';
const APP_SECRET = 'meta-app-secret-abcdef';
const SMS_SID = 'AC0123456789abcdef0123456789abcdef';
const SMS_TOKEN = 'sms-auth-token-0123456789';
const SMS_NUMBER = '+15005550006';

/** Meta's signature over the exact bytes sent (computed here from the spec, not with our code). */
const metaSignature = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
/** Twilio's signature: URL + sorted name/value pairs, HMAC-SHA1 under the auth token, base64. */
const twilioSignature = (url: string, params: Record<string, string>, token = SMS_TOKEN) =>
  createHmac('sha1', token)
    .update(
      url +
        Object.keys(params)
          .sort()
          .map((k) => k + params[k])
          .join(''),
    )
    .digest('base64');

const waitFor = <T>(probe: () => T | Promise<T>) => vi.waitFor(probe, { timeout: 20_000, interval: 50 });

describe.each(testBackends())('channels on %s', (backend) => {
  let h: Harness;
  let own: Tenant;
  let other: Tenant;
  let graph: ProviderServer;
  let sms: ProviderServer;
  let smtp: TestSmtpServer;
  let assistantId: string;
  let otherAssistantId: string;
  let whatsappId: string;

  async function deployedAssistant(t: Tenant): Promise<string> {
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Front desk', template: 'customer-engagement' },
    });
    const { assistant_id } = (await created.json()) as { assistant_id: string };
    expect(
      (await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: t.apiKey })).status,
    ).toBe(200);
    return assistant_id;
  }

  const channelRows = async (integrationId: string, direction: 'inbound' | 'outbound') =>
    h.database.db.query<{ status: string; conversation_id: string | null; body: { text: string | null } }>(
      'SELECT status, conversation_id, body FROM channel_messages WHERE integration_id = $1 AND direction = $2 ORDER BY created_at',
      [integrationId, direction],
    );

  const conversationMessages = async (t: Tenant, id: string) =>
    (await (await h.request('GET', `/v1/conversations/${id}`, { bearer: t.apiKey })).json()) as {
      channel: string;
      user_id: string;
      messages: { role: string; content: string }[];
    };

  beforeAll(async () => {
    graph = await startGraphApi(ACCESS_TOKEN, [SENT_WAMID]);
    sms = await startSmsApi(SMS_SID, SMS_TOKEN);
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      smtpUrl: smtp.url,
      channels: { whatsappGraphUrl: graph.url, smsApiUrl: sms.url },
    });
    own = await h.tenant('Own');
    other = await h.tenant('Other');
    assistantId = await deployedAssistant(own);
    otherAssistantId = await deployedAssistant(other);
  });
  afterAll(async () => {
    await h.close();
    await Promise.all([graph.close(), sms.close(), smtp.close()]);
  });

  describe('integrations', () => {
    it('creates a WhatsApp integration, keeps its secrets encrypted and shows only hints', async () => {
      const res = await h.request('POST', '/v1/channels', {
        bearer: own.apiKey,
        json: {
          kind: 'whatsapp',
          name: 'Support line',
          assistant_id: assistantId,
          phone_number_id: PHONE_ID,
          access_token: ACCESS_TOKEN,
          app_secret: APP_SECRET,
          verify_token: 'verify-me-please',
        },
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as Record<string, unknown> & {
        id: string;
        secrets: Record<string, unknown>;
      };
      whatsappId = created.id;
      expect(created).toMatchObject({
        kind: 'whatsapp',
        name: 'Support line',
        assistant_id: assistantId,
        enabled: true,
        settings: { phone_number_id: PHONE_ID, api_version: 'v21.0' },
        webhook_url: `${PUBLIC_URL}/v1/channels/whatsapp/webhook`,
      });
      expect(created.secrets).toEqual({
        access_token: { set: true, hint: '…6789' },
        app_secret: { set: true, hint: '…cdef' },
        verify_token: { set: true, hint: '…ease' },
      });
      const text = JSON.stringify(created);
      for (const secret of [ACCESS_TOKEN, APP_SECRET, 'verify-me-please']) expect(text).not.toContain(secret);
      const [row] = await h.database.db.query<{ secrets: string }>(
        'SELECT secrets FROM channel_integrations WHERE id = $1',
        [whatsappId],
      );
      expect(row?.secrets).toMatch(/^v1:/);
      for (const secret of [ACCESS_TOKEN, APP_SECRET, 'verify-me-please'])
        expect(row?.secrets).not.toContain(secret);
    });

    it('lists, reads and patches, keeping secrets that were not sent', async () => {
      const list = (await (
        await h.request('GET', '/v1/channels?kind=whatsapp', { bearer: own.apiKey })
      ).json()) as {
        data: { id: string }[];
      };
      expect(list.data.map((i) => i.id)).toEqual([whatsappId]);
      const patched = await h.request('PATCH', `/v1/channels/${whatsappId}`, {
        bearer: own.apiKey,
        json: { name: 'Renamed', verify_token: 'a-new-verify-token' },
      });
      expect(patched.status).toBe(200);
      const body = (await patched.json()) as { name: string; secrets: Record<string, { hint: string }> };
      expect(body.name).toBe('Renamed');
      expect(body.secrets.verify_token?.hint).toBe('…oken');
      expect(body.secrets.access_token?.hint).toBe('…6789');
      // The handshake now takes the new token only.
      const ok = await h.request(
        'GET',
        '/v1/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=a-new-verify-token&hub.challenge=1158201444',
      );
      expect(ok.status).toBe(200);
      expect(ok.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(await ok.text()).toBe('1158201444');
      const stale = await h.request(
        'GET',
        '/v1/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1',
      );
      expect(stale.status).toBe(403);
      const notSubscribe = await h.request(
        'GET',
        '/v1/channels/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=a-new-verify-token&hub.challenge=1',
      );
      expect(notSubscribe.status).toBe(403);
    });

    it('refuses bad input with 422 naming the fields, and a second owner of a number with 409', async () => {
      const missing = await h.request('POST', '/v1/channels', {
        bearer: own.apiKey,
        json: { kind: 'sms', assistant_id: assistantId, from_number: '555' },
      });
      expect(missing.status).toBe(422);
      const fields = ((await errorBody(missing)).details as { issues: { field: string }[] }).issues.map(
        (i) => i.field,
      );
      expect(fields).toEqual(expect.arrayContaining(['account_sid', 'auth_token', 'from_number']));
      const wrongKind = await h.request('PATCH', `/v1/channels/${whatsappId}`, {
        bearer: own.apiKey,
        json: { allowed_origins: ['https://shop.example.com'] },
      });
      expect(wrongKind.status).toBe(422);
      expect((await errorBody(wrongKind)).message).toContain('allowed_origins');
      const taken = await h.request('POST', '/v1/channels', {
        bearer: other.apiKey,
        json: {
          kind: 'whatsapp',
          assistant_id: otherAssistantId,
          phone_number_id: PHONE_ID,
          access_token: 'x-token-000000',
          app_secret: 'x-secret-000000',
          verify_token: 'x-verify-000000',
        },
      });
      expect(taken.status).toBe(409);
      expect((await errorBody(taken)).error).toBe('conflict');
    });

    it("answers 404 for another company's integration and assistant", async () => {
      for (const [method, json] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
        const res = await h.request(method, `/v1/channels/${whatsappId}`, { bearer: other.apiKey, json });
        expect(res.status, method).toBe(404);
        expect((await errorBody(res)).error).toBe('not_found');
      }
      const foreignAssistant = await h.request('POST', '/v1/channels', {
        bearer: other.apiKey,
        json: { kind: 'webchat', assistant_id: assistantId, allowed_origins: ['https://a.example.com'] },
      });
      expect(foreignAssistant.status).toBe(404);
      expect((await errorBody(foreignAssistant)).error).toBe('assistant_not_found');
      const list = (await (await h.request('GET', '/v1/channels', { bearer: other.apiKey })).json()) as {
        data: unknown[];
      };
      expect(list.data).toEqual([]);
    });
  });

  describe('WhatsApp', () => {
    const post = (body: string, signature?: string) =>
      h.request('POST', '/v1/channels/whatsapp/webhook', {
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'X-Hub-Signature-256': signature } : {}),
        },
      });

    it('refuses a wrong or missing signature with 401 and stores nothing', async () => {
      const body = fixture('inbound_text_message.json');
      for (const signature of [
        undefined,
        metaSignature(body, 'not-the-app-secret'),
        metaSignature(`${body} `),
      ]) {
        const res = await post(body, signature);
        expect(res.status).toBe(401);
        expect((await errorBody(res)).error).toBe('unauthorized');
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(await channelRows(whatsappId, 'inbound')).toEqual([]);
      expect(graph.requests).toEqual([]);
    });

    it('answers a text through the Graph API, continues the conversation and ignores redeliveries', async () => {
      const body = fixture('inbound_text_message.json');
      const res = await post(body, metaSignature(body));
      expect(res.status).toBe(200);
      await waitFor(() => expect(graph.requests).toHaveLength(1));
      const [sent] = graph.requests;
      expect(sent?.path).toBe(`/v21.0/${PHONE_ID}/messages`);
      expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      const request = JSON.parse(sent!.body) as Record<string, unknown> & { text: { body: string } };
      expect(request).toMatchObject({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: CUSTOMER,
        type: 'text',
      });
      expect(request.text.body.length).toBeGreaterThan(0);

      const [inbound] = await channelRows(whatsappId, 'inbound');
      expect(inbound?.status).toBe('answered');
      const conversation = await conversationMessages(own, inbound!.conversation_id!);
      expect(conversation).toMatchObject({ channel: 'whatsapp', user_id: CUSTOMER });
      expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(conversation.messages[0]?.content).toBe('Does it come in another color?');
      expect(conversation.messages[1]?.content).toBe(request.text.body);

      // Meta redelivers the same message: nothing new happens.
      expect((await post(body, metaSignature(body))).status).toBe(200);
      // A second message from the same customer continues the same conversation.
      const second = body
        .replace('wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=', 'wamid.second')
        .replace('Does it come in another color?', 'And what are your opening hours?');
      expect((await post(second, metaSignature(second))).status).toBe(200);
      await waitFor(() => expect(graph.requests).toHaveLength(2));
      await new Promise((r) => setTimeout(r, 300));
      expect(graph.requests).toHaveLength(2);
      const rows = await channelRows(whatsappId, 'inbound');
      expect(rows.map((r) => r.conversation_id)).toEqual([
        inbound!.conversation_id,
        inbound!.conversation_id,
      ]);
      const after = await conversationMessages(own, inbound!.conversation_id!);
      expect(after.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      // Every turn announced itself for the company's webhooks, marked with its channel.
      const events = await h.database.db.query<{ event_type: string; data: { channel: string } }>(
        "SELECT event_type, data FROM outbox_events WHERE data->>'conversation_id' = $1 ORDER BY created_at, id",
        [inbound!.conversation_id],
      );
      expect(events.map((e) => e.event_type).sort()).toEqual([
        'message.received',
        'message.received',
        'message.sent',
        'message.sent',
      ]);
      expect(new Set(events.map((e) => e.data.channel))).toEqual(new Set(['whatsapp']));
    });

    it('records status updates against the message they report on', async () => {
      const delivered = fixture('status_sent_v24_minimal.json').replace('"sent"', '"delivered"');
      for (const body of [fixture('status_sent.json'), delivered, fixture('status_failed.json')]) {
        expect((await post(body, metaSignature(body))).status).toBe(200);
      }
      await waitFor(async () => {
        const statuses = await h.database.db.query<{ provider_message_id: string; status: string }>(
          'SELECT provider_message_id, status FROM channel_statuses WHERE integration_id = $1 ORDER BY status',
          [whatsappId],
        );
        expect(statuses.map((s) => s.status)).toEqual(['delivered', 'failed', 'sent']);
      });
      const [first] = await h.database.db.query<{ status: string }>(
        "SELECT status FROM channel_messages WHERE provider_message_id = $1 AND direction = 'outbound'",
        [SENT_WAMID],
      );
      expect(first?.status).toBe('delivered');
      const listed = (await (
        await h.request('GET', `/v1/channels/${whatsappId}/messages`, { bearer: own.apiKey })
      ).json()) as { data: { direction: string; provider_message_id: string | null; status: string }[] };
      expect(listed.data).toContainEqual(
        expect.objectContaining({
          direction: 'outbound',
          provider_message_id: SENT_WAMID,
          status: 'delivered',
        }),
      );
      const foreign = await h.request('GET', `/v1/channels/${whatsappId}/messages`, { bearer: other.apiKey });
      expect(foreign.status).toBe(404);
    });

    it('answers an unsupported message type politely without asking the assistant', async () => {
      const image = fixture('inbound_text_message.json')
        .replace('wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=', 'wamid.image')
        .replace('"type": "text"', '"type": "image"')
        .replace(
          '"text": {\n                  "body": "Does it come in another color?"\n                }',
          '"image": { "id": "1234", "mime_type": "image/jpeg" }',
        );
      expect(image).not.toContain('another color');
      const before = graph.requests.length;
      expect((await post(image, metaSignature(image))).status).toBe(200);
      await waitFor(() => expect(graph.requests.length).toBe(before + 1));
      const reply = JSON.parse(graph.requests.at(-1)!.body) as { text: { body: string } };
      expect(reply.text.body).toMatch(/only read text/);
    });

    it('sends a person’s reply (hand-off) back out on WhatsApp', async () => {
      const [inbound] = await channelRows(whatsappId, 'inbound');
      const before = graph.requests.length;
      const res = await h.request('POST', `/v1/conversations/${inbound!.conversation_id}/messages`, {
        bearer: own.apiKey,
        json: { message: 'Hi, Sam from the shop here: it comes in blue and green.' },
      });
      expect(res.status).toBe(201);
      await waitFor(() => expect(graph.requests.length).toBe(before + 1));
      const reply = JSON.parse(graph.requests.at(-1)!.body) as { to: string; text: { body: string } };
      expect(reply).toMatchObject({
        to: CUSTOMER,
        text: { body: 'Hi, Sam from the shop here: it comes in blue and green.' },
      });
    });
  });

  describe('SMS', () => {
    let smsId: string;
    const URL = `${PUBLIC_URL}/v1/channels/sms/webhook`;
    const inbound = (sid: string, text: string) => ({
      AccountSid: SMS_SID,
      MessageSid: sid,
      From: '+14155550100',
      To: SMS_NUMBER,
      Body: text,
      NumMedia: '0',
    });
    const post = (params: Record<string, string>, signature: string | undefined) =>
      h.request('POST', '/v1/channels/sms/webhook', {
        body: new URLSearchParams(params).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'X-Twilio-Signature': signature } : {}),
        },
      });

    beforeAll(async () => {
      const res = await h.request('POST', '/v1/channels', {
        bearer: own.apiKey,
        json: {
          kind: 'sms',
          assistant_id: assistantId,
          account_sid: SMS_SID,
          auth_token: SMS_TOKEN,
          from_number: SMS_NUMBER,
        },
      });
      expect(res.status).toBe(201);
      smsId = ((await res.json()) as { id: string }).id;
    });

    it('refuses an unsigned or wrongly signed message with 401 and stores nothing', async () => {
      const params = inbound('SM_bad', 'Hello');
      for (const signature of [
        undefined,
        twilioSignature(URL, params, 'wrong-token'),
        twilioSignature(`${URL}?x=1`, params),
      ]) {
        const res = await post(params, signature);
        expect(res.status).toBe(401);
      }
      expect(await channelRows(smsId, 'inbound')).toEqual([]);
    });

    it('answers through the Messages API, once per MessageSid, in one conversation', async () => {
      const first = inbound('SM_first', 'Hello, are you open on Sunday?');
      const res = await post(first, twilioSignature(URL, first));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/xml/);
      expect(await res.text()).toContain('<Response></Response>');
      await waitFor(() => expect(sms.requests).toHaveLength(1));
      const sent = new URLSearchParams(sms.requests[0]!.body);
      expect(sent.get('To')).toBe('+14155550100');
      expect(sent.get('From')).toBe(SMS_NUMBER);
      expect(sent.get('Body')?.length).toBeGreaterThan(0);
      expect((await post(first, twilioSignature(URL, first))).status).toBe(200);
      const second = inbound('SM_second', 'Thanks!');
      expect((await post(second, twilioSignature(URL, second))).status).toBe(200);
      await waitFor(() => expect(sms.requests).toHaveLength(2));
      await new Promise((r) => setTimeout(r, 300));
      expect(sms.requests).toHaveLength(2);
      const rows = await channelRows(smsId, 'inbound');
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.conversation_id)).size).toBe(1);
      const outbound = await h.database.db.query<{ status: string; provider_message_id: string }>(
        "SELECT status, provider_message_id FROM channel_messages WHERE integration_id = $1 AND direction = 'outbound'",
        [smsId],
      );
      expect(outbound.map((o) => o.status)).toEqual(['sent', 'sent']);
      expect(outbound[0]?.provider_message_id).toMatch(/^SM\d{32}$/);

      // Hand-off: a person's reply leaves by SMS too.
      const human = await h.request('POST', `/v1/conversations/${rows[0]!.conversation_id}/messages`, {
        bearer: own.apiKey,
        json: { message: 'Yes, 10 to 4 on Sundays. — Pat' },
      });
      expect(human.status).toBe(201);
      await waitFor(() => expect(sms.requests).toHaveLength(3));
      const handOff = new URLSearchParams(sms.requests[2]!.body);
      expect([handOff.get('To'), handOff.get('Body')]).toEqual([
        '+14155550100',
        'Yes, 10 to 4 on Sundays. — Pat',
      ]);
    });
  });

  describe('e-mail', () => {
    let token: string;
    let emailId: string;
    const mime = (id: string, text: string, extra: string[] = []) =>
      [
        'From: Ana Diaz <ana@example.com>',
        'To: help@shop.test',
        'Subject: Delivery question',
        `Message-ID: <${id}@example.com>`,
        ...extra,
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '',
      ].join('\r\n');
    const post = (raw: string, bearer?: string, type = 'message/rfc822') =>
      h.request('POST', '/v1/channels/email/inbound', {
        body: raw,
        headers: { 'Content-Type': type },
        bearer,
      });

    beforeAll(async () => {
      const res = await h.request('POST', '/v1/channels', {
        bearer: own.apiKey,
        json: {
          kind: 'email',
          assistant_id: assistantId,
          inbound_address: 'Help@Shop.test',
          smtp_host: 'smtp.shop.test',
          smtp_pass: 'smtp-password-1',
        },
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as {
        id: string;
        inbound_token: string;
        settings: Record<string, unknown>;
      };
      expect(body.inbound_token).toMatch(/^cqin_/);
      expect(body.settings.inbound_address).toBe('help@shop.test');
      token = body.inbound_token;
      emailId = body.id;
      const read = await (await h.request('GET', `/v1/channels/${emailId}`, { bearer: own.apiKey })).text();
      expect(read).not.toContain(token);
      expect(read).not.toContain('smtp-password-1');
    });

    it('refuses a wrong token (401) and a body that is not MIME (415)', async () => {
      expect((await post(mime('x1', 'hi'), 'cqin_wrong')).status).toBe(401);
      expect((await post(mime('x1', 'hi'))).status).toBe(401);
      expect((await post(mime('x1', 'hi'), token, 'text/plain')).status).toBe(415);
      expect(await channelRows(emailId, 'inbound')).toEqual([]);
    });

    it('replies by e-mail in the same thread and continues the conversation', async () => {
      const before = smtp.received.length;
      const res = await post(mime('m1', 'When will my parcel arrive?'), token);
      expect(res.status).toBe(202);
      expect(((await res.json()) as { status: string }).status).toBe('queued');
      const [reply] = (await smtp.waitFor(before + 1)).slice(before);
      expect(reply?.to).toEqual(['ana@example.com']);
      expect(reply?.raw).toMatch(/^Subject: Re: Delivery question/m);
      expect(reply?.raw).toMatch(/^In-Reply-To: <m1@example\.com>/m);
      expect(reply?.raw).toMatch(/^References: <m1@example\.com>/m);
      expect(reply?.raw).toMatch(/^Reply-To: help@shop\.test/m);

      const dup = await post(mime('m1', 'When will my parcel arrive?'), token);
      expect(((await dup.json()) as { status: string }).status).toBe('duplicate');
      const followUp = mime(
        'm2',
        'Thanks. Can I change the address?\r\n\r\nOn Monday, Shop wrote:\r\n> earlier',
        ['In-Reply-To: <reply@shop.test>', 'References: <m1@example.com> <reply@shop.test>'],
      );
      expect((await post(followUp, token)).status).toBe(202);
      const [second] = (await smtp.waitFor(before + 2)).slice(before + 1);
      expect(second?.raw).toMatch(/^In-Reply-To: <m2@example\.com>/m);
      expect(second?.raw).toMatch(/^References: <m1@example\.com> <reply@shop\.test> <m2@example\.com>/m);
      const rows = await channelRows(emailId, 'inbound');
      expect(rows.map((r) => r.body.text)).toEqual([
        'When will my parcel arrive?',
        'Thanks. Can I change the address?',
      ]);
      expect(new Set(rows.map((r) => r.conversation_id)).size).toBe(1);

      // Hand-off: a person's answer goes out by e-mail, in the thread.
      const human = await h.request('POST', `/v1/conversations/${rows[0]!.conversation_id}/messages`, {
        bearer: own.apiKey,
        json: { message: 'Ana, I have changed the address for you. — Lee' },
      });
      expect(human.status).toBe(201);
      const [handOff] = (await smtp.waitFor(before + 3)).slice(before + 2);
      expect(handOff?.raw).toContain('I have changed the address for you');
      expect(handOff?.raw).toMatch(/^In-Reply-To: <m2@example\.com>/m);
    });

    it('never answers automatic mail', async () => {
      const before = smtp.received.length;
      const res = await post(mime('auto1', 'I am out of office', ['Auto-Submitted: auto-replied']), token);
      expect(((await res.json()) as { status: string }).status).toBe('ignored');
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.length).toBe(before);
    });
  });
});
