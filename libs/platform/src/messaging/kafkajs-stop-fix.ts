import { createRequire } from 'node:module';

/**
 * Works around a kafkajs 2.2.4 defect that pins a CPU core forever after a consumer stops.
 *
 * `consumer.disconnect()` clears the runner's `running` flag, and from then on
 * `Runner.fetch` returns `[]` at once. A fetcher created after that moment (the fetch
 * manager recreates its fetchers when the broker list changes, which is exactly what
 * happens while brokers vanish) loops on that empty answer with nothing but resolved
 * promises in between: the event loop never turns again, timers and sockets starve, and
 * the process spins at 100 %. Seen in the fault suite when a consumer stops while its
 * cluster goes away.
 *
 * The fix makes a fetch on a stopped runner fail instead: the fetcher ends, the fetch
 * manager stops, and the runner's own scheduling sees `running === false` and exits.
 * kafkajs exports no hook for this, hence the patch of its internal prototype, applied
 * once per process and only to the version it was written against.
 */
const require = createRequire(import.meta.url);
const PATCHED = Symbol.for('market.kafkajs-stop-fix');

interface RunnerPrototype {
  running?: boolean;
  fetch(nodeId: number): Promise<unknown[]>;
  [PATCHED]?: true;
}

export function applyKafkajsStopFix(): void {
  const version = (require('kafkajs/package.json') as { version: string }).version;
  if (version !== '2.2.4') return;
  const Runner = require('kafkajs/src/consumer/runner.js') as { prototype: RunnerPrototype };
  const prototype = Runner.prototype;
  if (prototype[PATCHED]) return;
  const fetch = prototype.fetch;
  prototype.fetch = function patchedFetch(this: RunnerPrototype, nodeId: number) {
    if (!this.running) return Promise.reject(new Error('Kafka consumer stopped'));
    return fetch.call(this, nodeId);
  };
  prototype[PATCHED] = true;
}
