import 'reflect-metadata';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { FastifyReply } from 'fastify';
import { routeSpecOf } from './endpoint.js';
import { HealthController, HealthRegistry } from './health.js';

/** The two probes Kubernetes and docker-compose use: readiness follows dependencies, liveness does not. */
describe('HealthController', () => {
  const registry = new HealthRegistry();
  registry.register('database', async () => false);
  registry.register('cache', async () => true);
  const controller = new HealthController(registry);

  it('answers 503 on /api/health while a dependency is down', async () => {
    let status = 0;
    const reply = { status: (code: number) => (status = code) } as unknown as FastifyReply;
    const report = await controller.check(reply);
    expect(status).toBe(503);
    expect(report.status).toBe('degraded');
  });

  it('keeps /api/health/live up meanwhile, so a dependency outage never restarts the process', () => {
    expect(controller.live()).toEqual({ status: 'ok' });
    expect(Reflect.getMetadata(PATH_METADATA, HealthController.prototype.live)).toBe('/health/live');
    expect(routeSpecOf(HealthController.prototype.live)?.auth).toBe('public');
  });
});
