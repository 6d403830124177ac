import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  Controller,
  type DynamicModule,
  Get,
  Inject,
  Module,
  type OnApplicationBootstrap,
  Param,
  Post,
} from '@nestjs/common';
import type { EventEnvelope } from '@market/contracts';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../http/app-errors.js';
import { Meta, type RequestMeta } from '../http/request-meta.js';
import { messagingMigrations } from '../messaging/messaging-tables.migration.js';
import type { PlatformRuntime } from '../runtime/platform-runtime.js';
import { PLATFORM_RUNTIME } from '../runtime/platform.module.js';
import { ServiceDataModule } from '../runtime/service-data.module.js';
import type { ServiceEvents } from '../runtime/service-events.js';
import { InjectDataSource } from '@nestjs/typeorm';

/**
 * Test support for the observability suites: a tiny service module built like the real
 * ones (its schema, outbox, relay, inbox consumer), a Prometheus text reader and a log sink.
 */
export const PROBE_SCHEMA = 'probe';
export const PROBE_EVENTS = Symbol('PROBE_EVENTS');
export const PROBE_GROUP = 'probe-audit';

/** What the probe's consumer saw while handling an event, and the event it recorded in turn. */
export interface ConsumerSighting {
  event: EventEnvelope;
  followUp: EventEnvelope;
}

@Controller('probe')
class ProbeController {
  constructor(
    @Inject(PROBE_EVENTS) private readonly events: ServiceEvents,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  @Get('items/:id')
  item(@Param('id') id: string) {
    if (id === 'missing') throw new NotFoundError('No such item');
    this.runtime.logger.info({ id }, 'probe item served');
    return { id };
  }

  @Get('boom')
  boom(): never {
    throw new Error('an unexpected failure');
  }

  /** Records an event the way services do: in the transaction of the change, with the request id, then a nudge. */
  @Post('deactivations')
  async deactivate(@Meta() meta: RequestMeta) {
    const envelope = await this.events.database.transaction((manager) =>
      this.events.outbox.add(
        manager,
        'identity.user.deactivated',
        { userId: randomUUID(), byUserId: null },
        { requestId: meta.requestId },
      ),
    );
    this.events.nudge();
    return { event: envelope };
  }
}

@Module({})
export class ProbeModule implements OnApplicationBootstrap {
  static readonly sightings: ConsumerSighting[] = [];

  constructor(
    @InjectDataSource(PROBE_SCHEMA) private readonly db: DataSource,
    @Inject(PROBE_EVENTS) private readonly events: ServiceEvents,
  ) {}

  static register(): DynamicModule {
    return {
      module: ProbeModule,
      controllers: [ProbeController],
      imports: [
        ServiceDataModule.forService({
          events: PROBE_EVENTS,
          schema: PROBE_SCHEMA,
          entities: [],
          migrations: [...messagingMigrations(PROBE_SCHEMA)],
        }),
      ],
    };
  }

  async onModuleInit(): Promise<void> {
    // Records an event of its own in the inbox transaction, as a consumer reacting to an event does.
    await this.events.consume(
      PROBE_GROUP,
      ['identity.user.deactivated'],
      async (event, manager) => {
        const { userId } = event.data as { userId: string };
        const followUp = await this.events.outbox.add(manager, 'identity.user.activated', {
          userId,
          byUserId: null,
        });
        ProbeModule.sightings.push({ event, followUp });
      },
    );
  }

  onApplicationBootstrap(): void {}
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads Prometheus text exposition format into samples (enough for the metrics we write). */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]] = pair[2].replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (undefined when absent). */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1)
    throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** A pino destination that keeps the parsed lines. */
export class LogSink extends Writable {
  readonly lines: Record<string, unknown>[] = [];

  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line) this.lines.push(JSON.parse(line));
    callback();
  }
}
