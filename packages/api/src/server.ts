import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface HttpServer {
  url: string;
  port: number;
  /** Stops accepting connections and waits for requests in flight. */
  close(): Promise<void>;
}

export function startHttpServer(
  app: Hono<never> | { fetch: Hono['fetch'] },
  options: { port: number; host: string },
) {
  return new Promise<HttpServer>((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info: AddressInfo) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // Idle keep-alive sockets would hold close() open; requests in flight still finish.
              (server as Server).closeIdleConnections?.();
            }),
        });
      },
    ) as Server;
    server.once('error', reject);
  });
}
