import { Controller, Inject, Res } from '@nestjs/common';
import { type Health, healthRoutes } from '@market/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from './endpoint.js';

export type HealthCheck = () => Promise<boolean>;

export interface HealthCheckOptions {
  /**
   * Whether the process can serve requests without it (default: it cannot). The event bus is
   * not critical: writes go to the outbox and consumers catch up, so a broker outage shows
   * in the report (and in the lag alerts) without taking every replica out of the Service.
   */
  critical?: boolean;
}

/** Each part of a process registers how to tell whether it is up (database, bus, cache...). */
export class HealthRegistry {
  private readonly checks = new Map<string, { check: HealthCheck; critical: boolean }>();
  private drainingSince: number | null = null;

  register(name: string, check: HealthCheck, options: HealthCheckOptions = {}): void {
    this.checks.set(name, { check, critical: options.critical ?? true });
  }

  /** Shutting down: readiness answers 503 from now on, whatever the dependencies say. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /**
   * `ok`: every check up. `degraded`: only checks the process can do without are down.
   * `down`: a critical check is down, or the process is shutting down.
   */
  async report(timeoutMs = 2_000): Promise<Health> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, { check, critical }]) => {
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
        return [name, result, critical] as const;
      }),
    );
    const checks: Health['checks'] = Object.fromEntries(
      entries.map(([name, result]) => [name, result]),
    );
    if (this.draining) checks.process = { status: 'down', detail: 'shutting down' };
    const down = entries.filter(([, result]) => result.status === 'down');
    const status =
      this.draining || down.some(([, , critical]) => critical)
        ? 'down'
        : down.length > 0
          ? 'degraded'
          : 'ok';
    return { status, checks };
  }
}

export const HEALTH = Symbol('HEALTH');

@Controller()
export class HealthController {
  constructor(@Inject(HEALTH) private readonly health: HealthRegistry) {}

  /** Readiness: 503 while a critical dependency is down or the process drains, 200 otherwise. */
  @Endpoint(healthRoutes.readiness)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const report = await this.health.report();
    reply.status(report.status === 'down' ? 503 : 200);
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
