import 'reflect-metadata';
import { ConfigError } from '@market/platform';
import { startEmbeddedMarketplace } from './embedded-marketplace.js';

try {
  const started = Date.now();
  const marketplace = await startEmbeddedMarketplace(process.env, { handleSignals: true });
  const accounts = marketplace.demoAccounts
    .map((a) => `    ${a.role.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`)
    .join('\n');
  process.stdout.write(
    `\n  Wheelbase is running at ${marketplace.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
      `  API docs:    ${marketplace.url}/api/docs\n` +
      (process.env.SMTP_URL
        ? ''
        : `  Dev mailbox: ${marketplace.url}/dev/mailbox  (this machine only)\n`) +
      (marketplace.embeddedDatabase
        ? `  Database:    ${marketplace.databaseUrl}  (for tools/seed)\n`
        : '') +
      (accounts ? `\n  Demo accounts (role, e-mail, password):\n${accounts}\n` : '') +
      (marketplace.demo
        ? `\n  Demo marketplace made in ${marketplace.demo.seconds} s: ${marketplace.demo.listings} listings from ${marketplace.demo.dealers} dealers, reps and private sellers\n  (once per data folder; SEED_DEMO=false skips it; docs/demo-data.md)\n`
        : '') +
      `\n  Press Ctrl-C to stop.\n\n`,
  );
  // The shutdown itself (requests and event handlers drained, PostgreSQL stopped) is installed by startEmbeddedMarketplace.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.stdout.write(`\n  ${signal}: shutting down...\n`));
  }
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`\nThe marketplace could not start: ${(error as Error).stack ?? error}\n`);
  }
  process.exit(1);
}
