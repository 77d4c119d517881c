import type { Config } from '@colloquy/core';
import type { Command } from 'commander';
// The service (API, jobs, assistants) is loaded only when a command runs it: other commands start fast.
import type { ServeOptions } from '../serve.ts';

/** Runs until SIGTERM or SIGINT, then shuts down gracefully (a second signal forces the exit). */
async function runUntilSignalled(config: Config, options: ServeOptions): Promise<void> {
  const { startService } = await import('../serve.ts');
  const service = await startService(config, options);
  if (service.url) {
    const lines = [
      `Colloquy is running at ${service.url}  (dashboard: ${service.url}/dashboard, API docs: ${service.url}/docs)`,
    ];
    if (service.demo) {
      const { company_id, api_key, path, dashboard_email, dashboard_password } = service.demo;
      lines.push(`Demo company ${company_id}, API key ${api_key}  (saved in ${path})`);
      if (dashboard_email) lines.push(`Dashboard sign-in: ${dashboard_email} / ${dashboard_password}`);
      lines.push(
        `Try: curl -H "Authorization: Bearer ${api_key}" "${service.url}/v1/data/retrieve?company_id=${company_id}"`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } else {
    process.stderr.write('Colloquy worker started\n');
  }
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      process.stderr.write(`${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    signalled = true;
    process.stderr.write(`${signal}: finishing requests and running jobs, then stopping\n`);
    service.stop().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`shutdown failed: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export function registerServe(program: Command, config: () => Config): void {
  program
    .command('serve')
    .description('run the API and dashboard, with a worker unless --no-worker')
    .option('--no-worker', 'do not run background jobs in this process')
    .option('--no-seed', 'do not create the demo company on a new installation')
    .option('--seed', 'create the demo company on a new installation (default in embedded mode)')
    .option('-p, --port <port>', 'port to listen on (PORT)')
    .option('--host <host>', 'address to bind (HOST)')
    .action(async (opts: { worker: boolean; seed?: boolean; port?: string; host?: string }) => {
      const base = config();
      const port = opts.port === undefined ? base.port : Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port must be 0-65535, got ${opts.port}`);
      await runUntilSignalled(
        { ...base, port, host: opts.host ?? base.host },
        { api: true, worker: opts.worker, ...(opts.seed === undefined ? {} : { seed: opts.seed }) },
      );
    });

  program
    .command('worker')
    .description('run background jobs only (scale out with DATABASE_URL)')
    .action(async () => {
      await runUntilSignalled(config(), { api: false, worker: true, seed: false });
    });
}
