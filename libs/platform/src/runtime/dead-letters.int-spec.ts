import { randomUUID } from 'node:crypto';
import { type EventEnvelope, identityEvents } from '@market/contracts';
import type { DataSource } from 'typeorm';
import { InProcessEventBus } from '../messaging/in-process.event-bus.js';
import { newDeactivation, openTestService } from '../messaging/messaging.test-support.js';
import { readEventData } from '../messaging/event-data.js';
import type { DeadLetterObserver } from '../messaging/dead-letters.js';
import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type TestDatabase,
} from '../testing/index.js';
import { ServiceEvents } from './service-events.js';

const { userDeactivated } = identityEvents;

function envelope(data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type: userDeactivated.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    data,
  } as EventEnvelope;
}

describeWhen(postgresAvailability(), 'Dead letters: the attempt cap, parking and replay', () => {
  let db: TestDatabase;
  const open: DataSource[] = [];
  const buses: InProcessEventBus[] = [];
  let count = 0;

  async function consumer(
    apply: (event: EventEnvelope, ds: DataSource) => Promise<void>,
    maxAttempts = 3,
  ) {
    const schema = `dead_${++count}`;
    const ds = await openTestService(db.url, schema);
    open.push(ds);
    const bus = new InProcessEventBus({ retry: { baseMs: 5, capMs: 20 } });
    buses.push(bus);
    const parked: string[] = [];
    const observer: DeadLetterObserver = {
      parked: (_s, group, type, reason) => void parked.push(`${group}:${type}:${reason}`),
    };
    const events = new ServiceEvents(ds, schema, bus, undefined, undefined, observer);
    await events.consume(
      'audit',
      [userDeactivated.type],
      async (event, manager) => {
        await apply(event, ds);
        const data = readEventData(userDeactivated, event);
        await manager.query(
          `INSERT INTO "${schema}".effects (consumer, event_id, payload) VALUES ('audit', $1, $2)`,
          [event.id, JSON.stringify(data)],
        );
      },
      { maxAttempts },
    );
    await bus.start();
    const effects = async () =>
      (await ds.query(`SELECT event_id FROM "${schema}".effects ORDER BY n`)).map(
        (r: { event_id: string }) => r.event_id,
      );
    return { ds, schema, bus, events, parked, effects };
  }

  beforeAll(async () => {
    db = await createTestDatabase('dead_letters');
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.stop()));
    await Promise.all(open.map((ds) => ds.destroy()));
    await db?.drop();
  });

  it('parks an event that keeps failing after the attempt cap, and the events behind it go on', async () => {
    let attempts = 0;
    const poison = envelope(newDeactivation());
    const { bus, events, parked, effects } = await consumer(async (event) => {
      if (event.id === poison.id) {
        attempts += 1;
        throw new Error('the projection cannot take this one');
      }
    });
    const next = envelope(newDeactivation());
    await bus.publish([poison, next]);

    await eventually(effects, (ids) => ids.includes(next.id));
    expect(attempts).toBe(3);
    const [letter] = await events.deadLetters.waiting();
    expect(letter).toMatchObject({
      consumer: 'audit',
      eventId: poison.id,
      reason: 'attempts-exhausted',
      attempts: 3,
      error: 'the projection cannot take this one',
      replayedAt: null,
    });
    expect(parked).toEqual([`audit:${userDeactivated.type}:attempts-exhausted`]);
    expect(await effects()).toEqual([next.id]);
  });

  it('parks an invalid payload at once instead of dropping it, and never applies it on redelivery', async () => {
    const { bus, events, effects } = await consumer(async () => undefined);
    const invalid = envelope({ userId: 'not-a-uuid' });
    await bus.publish([invalid]);

    const letters = await eventually(
      () => events.deadLetters.waiting(),
      (items) => items.length === 1,
    );
    expect(letters[0]).toMatchObject({
      eventId: invalid.id,
      reason: 'invalid-payload',
      attempts: 1,
    });
    expect(letters[0].error).toContain('userId');
    await bus.publish([invalid]);
    await bus.settled?.([invalid]);
    expect(await effects()).toEqual([]);
    expect(await events.deadLetters.waiting()).toHaveLength(1);
  });

  it('replays a parked event through its consumer exactly once', async () => {
    let broken = true;
    const poison = envelope(newDeactivation());
    const { bus, events, effects } = await consumer(async (event) => {
      if (broken && event.id === poison.id) throw new Error('a bug, fixed in the next release');
    });
    await bus.publish([poison]);
    const [letter] = await eventually(
      () => events.deadLetters.waiting(),
      (items) => items.length === 1,
    );

    broken = false;
    expect(await events.replayDeadLetter(letter.id)).toBe(true);
    expect(await effects()).toEqual([poison.id]);
    expect(await events.replayDeadLetter(letter.id)).toBe(false);
    expect(await events.deadLetters.waiting()).toEqual([]);
    expect((await events.deadLetters.find(letter.id))?.replayedAt).not.toBeNull();
    expect(await effects()).toEqual([poison.id]);
  });

  it('keeps a letter parked when its replay fails again', async () => {
    const poison = envelope(newDeactivation());
    const { bus, events, effects } = await consumer(async () => {
      throw new Error('still broken');
    }, 1);
    await bus.publish([poison]);
    const [letter] = await eventually(
      () => events.deadLetters.waiting(),
      (items) => items.length === 1,
    );
    await expect(events.replayDeadLetter(letter.id)).rejects.toThrow('still broken');
    expect((await events.deadLetters.waiting()).map((l) => l.id)).toEqual([letter.id]);
    expect(await effects()).toEqual([]);
  });
});
