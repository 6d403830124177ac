import { Controller, Inject, Res } from '@nestjs/common';
import { type Health, healthRoutes } from '@market/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from './endpoint.js';

export type HealthCheck = () => Promise<boolean>;

/** Each part of a process registers how to tell whether it is up (database, bus, cache...). */
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2_000): Promise<Health> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const result = await Promise.race([
          check().then((up) =>
            up ? { status: 'up' as const } : { status: 'down' as const, detail: 'check failed' },
          ),
          new Promise<{ status: 'down'; detail: string }>((resolve) =>
            setTimeout(
              () => resolve({ status: 'down', detail: `no answer in ${timeoutMs} ms` }),
              timeoutMs,
            ).unref(),
          ),
        ]).catch((error: Error) => ({ status: 'down' as const, detail: error.message }));
        return [name, result] as const;
      }),
    );
    const checks = Object.fromEntries(entries);
    const down = entries.filter(([, r]) => r.status === 'down').length;
    return { status: down === 0 ? 'ok' : down === entries.length ? 'down' : 'degraded', checks };
  }
}

export const HEALTH = Symbol('HEALTH');

@Controller()
export class HealthController {
  constructor(@Inject(HEALTH) private readonly health: HealthRegistry) {}

  /** 200 when every dependency answers, 503 otherwise (readiness probes read the status). */
  @Endpoint(healthRoutes.readiness)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const report = await this.health.report();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /**
   * Liveness: answers while the event loop does, whatever the dependencies say. A liveness
   * probe on the dependency report would restart every replica during a database or broker
   * outage, which cures nothing; readiness (above) takes them out of the load balancer instead.
   */
  @Endpoint(healthRoutes.liveness)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
