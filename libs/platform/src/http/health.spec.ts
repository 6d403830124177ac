import 'reflect-metadata';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { FastifyReply } from 'fastify';
import { routeSpecOf } from './endpoint.js';
import { HealthController, HealthRegistry } from './health.js';

function replyRecorder() {
  const seen = { status: 0 };
  const reply = { status: (code: number) => (seen.status = code) } as unknown as FastifyReply;
  return { seen, reply };
}

/** The two probes Kubernetes and docker-compose use: readiness follows dependencies, liveness does not. */
describe('HealthController', () => {
  const registry = new HealthRegistry();
  registry.register('database', async () => false);
  registry.register('cache', async () => true);
  const controller = new HealthController(registry);

  it('answers 503 on /api/health while a dependency is down', async () => {
    const { seen, reply } = replyRecorder();
    const report = await controller.check(reply);
    expect(seen.status).toBe(503);
    expect(report.status).toBe('down');
    expect(report.checks.database).toEqual({ status: 'down', detail: 'check failed' });
  });

  it('keeps /api/health/live up meanwhile, so a dependency outage never restarts the process', () => {
    expect(controller.live()).toEqual({ status: 'ok' });
    expect(Reflect.getMetadata(PATH_METADATA, HealthController.prototype.live)).toBe(
      '/health/live',
    );
    expect(routeSpecOf(HealthController.prototype.live)?.auth).toBe('public');
  });

  it('reports a non-critical check that is down as degraded, and stays ready', async () => {
    const events = new HealthRegistry();
    events.register('database', async () => true);
    events.register('events', async () => false, { critical: false });
    const { seen, reply } = replyRecorder();
    const report = await new HealthController(events).check(reply);
    expect(seen.status).toBe(200);
    expect(report).toEqual({
      status: 'degraded',
      checks: { database: { status: 'up' }, events: { status: 'down', detail: 'check failed' } },
    });
  });

  it('answers 503 once draining, even with every dependency up', async () => {
    const draining = new HealthRegistry();
    draining.register('database', async () => true);
    draining.startDraining();
    const { seen, reply } = replyRecorder();
    const report = await new HealthController(draining).check(reply);
    expect(seen.status).toBe(503);
    expect(report.status).toBe('down');
    expect(report.checks.process).toEqual({ status: 'down', detail: 'shutting down' });
  });
});
