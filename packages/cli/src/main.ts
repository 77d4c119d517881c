#!/usr/bin/env node
import { type Config, ConfigError, loadConfig } from '@colloquy/core';
import { Command, CommanderError } from 'commander';
import { registerAdmin } from './commands/admin.ts';
import { registerAsk } from './commands/ask.ts';
import { registerDatasets } from './commands/datasets.ts';
import { registerQuote } from './commands/quote.ts';
import { registerScreen } from './commands/screen.ts';
import { registerSentiment } from './commands/sentiment.ts';
import { registerServe } from './commands/serve.ts';

let cached: Config | undefined;
const config = () => {
  cached ??= loadConfig();
  return cached;
};

const program = new Command('colloquy')
  .description('Colloquy: self-hostable conversational AI automation')
  .showHelpAfterError('(run colloquy --help for usage)')
  .exitOverride();

registerServe(program, config);
// Admin commands print results; their logs stay quiet unless LOG_LEVEL asks for more.
const quiet = () => ({
  ...config(),
  logLevel: process.env.LOG_LEVEL ? config().logLevel : ('warn' as const),
});
registerAdmin(program, quiet);
registerDatasets(program, quiet);
registerAsk(program, quiet);
registerQuote(program, quiet);
// Needs no configuration or database.
registerSentiment(program);
// Reads the configuration only for a PDF report's CHROMIUM_PATH.
registerScreen(program, () => config().chromiumPath);

function fail(error: unknown): never {
  const message = error instanceof ConfigError ? `configuration: ${error.message}` : (error as Error).message;
  process.stderr.write(`colloquy: ${message.split('\n')[0]}\n`);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode);
  fail(error);
}
