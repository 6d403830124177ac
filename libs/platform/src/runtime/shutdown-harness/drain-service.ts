/**
 * A service run by `runService` in a process of its own, for graceful-shutdown.int-spec.ts:
 * a slow route, and a consumer whose handling takes DRAIN_HANDLER_MS, so a SIGTERM can
 * arrive while both are in flight. Started with the fault harness's TypeScript hooks.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  Controller,
  type DynamicModule,
  Get,
  Inject,
  Module,
  type OnApplicationBootstrap,
  Post,
  Query,
} from '@nestjs/common';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { messagingMigrations } from '../../messaging/messaging-tables.migration.js';
import { runService } from '../run-service.js';
import { ServiceDataModule } from '../service-data.module.js';
import type { ServiceEvents } from '../service-events.js';
import { InjectDataSource } from '@nestjs/typeorm';

const SCHEMA = 'drain';
const EVENTS = Symbol('DRAIN_EVENTS');
const HANDLER_MS = Number(process.env.DRAIN_HANDLER_MS ?? 1_000);

class DrainTables1800000000000 implements MigrationInterface {
  name = 'DrainTables1800000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE drain.handling_started (event_id uuid NOT NULL)`);
    await q.query(`CREATE TABLE drain.effects (event_id uuid NOT NULL)`);
  }
  async down(): Promise<void> {}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Controller('drain')
class DrainController {
  constructor(@Inject(EVENTS) private readonly events: ServiceEvents) {}

  @Get('slow')
  async slow(@Query('ms') ms: string) {
    await sleep(Math.min(Number(ms) || 0, 5_000));
    return { ok: true };
  }

  @Post('events')
  async record() {
    const event = await this.events.database.transaction((manager) =>
      this.events.outbox.add(manager, 'identity.user.deactivated', {
        userId: randomUUID(),
        byUserId: null,
      }),
    );
    this.events.nudge();
    return { id: event.id };
  }
}

@Module({})
class DrainModule implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource(SCHEMA) private readonly db: DataSource,
    @Inject(EVENTS) private readonly events: ServiceEvents,
  ) {}

  static register(): DynamicModule {
    return {
      module: DrainModule,
      controllers: [DrainController],
      imports: [
        ServiceDataModule.forService({
          events: EVENTS,
          schema: SCHEMA,
          entities: [],
          migrations: [...messagingMigrations(SCHEMA), DrainTables1800000000000],
        }),
      ],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.events.consume(
      'drain-slow',
      ['identity.user.deactivated'],
      async (event, manager) => {
        await this.db.query(`INSERT INTO drain.handling_started (event_id) VALUES ($1)`, [
          event.id,
        ]);
        await sleep(HANDLER_MS);
        await manager.query(`INSERT INTO drain.effects (event_id) VALUES ($1)`, [event.id]);
      },
    );
  }
}

await runService('drain', () => DrainModule.register());
