import 'reflect-metadata';
import { ConfigError } from '@market/platform';
import { startEmbeddedMarketplace } from './embedded-marketplace.js';

try {
  const started = Date.now();
  const marketplace = await startEmbeddedMarketplace();
  const accounts = marketplace.demoAccounts
    .map((a) => `    ${a.role.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`)
    .join('\n');
  process.stdout.write(
    `\n  Wheelbase is running at ${marketplace.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
      `  API docs:    ${marketplace.url}/api/docs\n` +
      (process.env.SMTP_URL ? '' : `  Dev mailbox: ${marketplace.url}/dev/mailbox  (this machine only)\n`) +
      (marketplace.embeddedDatabase
        ? `  Database:    ${marketplace.databaseUrl}  (for tools/seed)\n`
        : '') +
      (accounts ? `\n  Demo accounts (role, e-mail, password):\n${accounts}\n` : '') +
      `\n  Press Ctrl-C to stop.\n\n`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n  ${signal}: shutting down...\n`);
    await marketplace.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`\nThe marketplace could not start: ${(error as Error).stack ?? error}\n`);
  }
  process.exit(1);
}
