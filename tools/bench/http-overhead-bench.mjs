#!/usr/bin/env node
/**
 * What the platform's HTTP pipeline costs per request (request ids, span, metrics, log
 * line, error filter, Nest routing): one process built like a service (createPlatformRuntime
 * + createHttpApp) answering a small JSON on a route with a parameter, loaded by autocannon
 * from another process.
 *
 *   npm run build && node tools/bench/http-overhead-bench.mjs
 *
 * Options: REQUESTS (20,000), CONNECTIONS (32), LOG_LEVEL (info: one line per request, as
 * in production), TRACE_ASYNC_CONTEXT, PLATFORM_DIST (another build of libs/platform/dist, to compare two
 * versions), MODE=inject (no sockets: requests injected in-process, 50 at a time, which
 * leaves the pipeline alone in the measurement). Prints the server's CPU time per request
 * (user + system, measured inside the server process, so it holds better on a busy shared
 * machine), requests/s and p50/p99 latency (which follow whatever else the cores are doing).
 * On a shared machine, alternate the two builds a few times and compare the lowest figures.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

if (process.argv[2] === '--serve') {
  await import('reflect-metadata');
  const { Controller, Get, Module } = await import('@nestjs/common');
  const platform = process.env.PLATFORM_DIST
    ? await import(pathToFileURL(path.resolve(process.env.PLATFORM_DIST, 'index.js')).href)
    : await import('@market/platform');

  class BenchController {
    item() {
      return { id: 'a1b2c3', make: 'honda', model: 'accord', year: 2019, price: 1_850_000 };
    }
  }
  Controller('bench')(BenchController);
  Get('items/:id')(
    BenchController.prototype,
    'item',
    Object.getOwnPropertyDescriptor(BenchController.prototype, 'item'),
  );
  class BenchModule {}
  Module({ controllers: [BenchController] })(BenchModule);

  const config = platform.loadPlatformConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'http-bench-')),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    TRACE_ASYNC_CONTEXT: process.env.TRACE_ASYNC_CONTEXT,
  });
  const runtime = platform.createPlatformRuntime(config, {
    name: 'bench',
    embedded: true,
    withoutDatabase: true,
  });
  class RootModule {}
  Module({})(RootModule);
  const root = {
    module: RootModule,
    imports: [platform.PlatformModule.forRoot(runtime), { module: BenchModule }],
  };
  const app = await platform.createHttpApp(root, runtime, { metricsOnMainPort: true });
  await app.init();
  if (process.env.MODE === 'inject') {
    const fastify = app.getHttpAdapter().getInstance();
    const inject = async (count) => {
      for (let i = 0; i < count; i += 50) {
        await Promise.all(
          Array.from({ length: 50 }, () =>
            fastify.inject({ method: 'GET', url: '/api/bench/items/42' }),
          ),
        );
      }
    };
    await inject(10_000);
    const amount = Number(process.env.REQUESTS ?? 20_000);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await inject(amount);
    const used = process.cpuUsage(cpu);
    process.send({
      cpuMicros: used.user + used.system,
      seconds: (performance.now() - started) / 1000,
      amount,
    });
    await app.close();
    process.exit(0);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  let since = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'start') since = process.cpuUsage();
    if (message === 'stop') {
      const used = process.cpuUsage(since);
      process.send({ cpuMicros: used.user + used.system });
    }
  });
  process.send(app.getHttpServer().address().port);
} else {
  const { default: autocannon } = await import('autocannon');
  // The server's log lines go nowhere: writing them is part of the cost measured, reading them is not.
  const server = fork(new URL(import.meta.url).pathname, ['--serve'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const label =
    `${process.env.PLATFORM_DIST ? `platform ${process.env.PLATFORM_DIST}` : 'this build'} ` +
    `(LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}, ${process.env.MODE ?? 'http'}${process.env.TRACE_ASYNC_CONTEXT === 'true' ? ', async context' : ''})`;
  const port = await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  if (typeof port === 'object') {
    const { cpuMicros, seconds, amount } = port;
    console.log(
      `${label}: ${(cpuMicros / amount).toFixed(1)} µs CPU/request, ${Math.round(amount / seconds)} req/s`,
    );
    process.exit(0);
  }
  const url = `http://127.0.0.1:${port}/api/bench/items/42`;
  // A warm-up, so the JIT has compiled the hot path before measuring.
  await autocannon({ url, connections: 8, amount: 5_000 });
  const amount = Number(process.env.REQUESTS ?? 20_000);
  server.send('start');
  const result = await autocannon({
    url,
    connections: Number(process.env.CONNECTIONS ?? 32),
    amount,
  });
  server.send('stop');
  const { cpuMicros } = await new Promise((resolve) => server.once('message', resolve));
  server.kill('SIGTERM');
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label}: ${(cpuMicros / amount).toFixed(1)} µs CPU/request, ` +
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (errors ? `, ${errors} errors` : ''),
  );
  process.exit(0);
}
