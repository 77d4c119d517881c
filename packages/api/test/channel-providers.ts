import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ProviderServer {
  url: string;
  requests: ProviderRequest[];
  close(): Promise<void>;
}

async function listen(
  handle: (request: ProviderRequest) => { status: number; body: unknown },
): Promise<ProviderServer> {
  const requests: ProviderRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      const answer = handle(request);
      if (answer.status < 300) requests.push(request);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Speaks the WhatsApp Cloud API's send endpoint: `POST /{version}/{phone_number_id}/messages` with a bearer token,
 * answering like Meta (contacts + messages[].id, or an OAuthException). `wamids` are handed out in order.
 */
export function startGraphApi(accessToken: string, wamids: string[] = []): Promise<ProviderServer> {
  let sent = 0;
  return listen((request) => {
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return {
        status: 401,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    }
    if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(request.path)) {
      return { status: 400, body: { error: { message: 'Unsupported request', code: 100 } } };
    }
    const body = JSON.parse(request.body) as { to: string };
    const id = wamids[sent] ?? `wamid.out${sent}`;
    sent++;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    };
  });
}

/** Speaks the SMS Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth, form body. */
export function startSmsApi(accountSid: string, authToken: string): Promise<ProviderServer> {
  let sent = 0;
  return listen((request) => {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    if (request.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return {
        status: 404,
        body: { code: 20404, message: 'The requested resource was not found', status: 404 },
      };
    }
    const form = new URLSearchParams(request.body);
    sent++;
    return {
      status: 201,
      body: {
        sid: `SM${String(sent).padStart(32, '0')}`,
        account_sid: accountSid,
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        status: 'queued',
      },
    };
  });
}
