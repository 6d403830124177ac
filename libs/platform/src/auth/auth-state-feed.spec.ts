import { randomUUID } from 'node:crypto';
import {
  eventCatalogue,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@market/contracts';
import { MemoryCache } from '../cache/memory.cache.js';
import { waitFor } from '../messaging/event-bus.contract.js';
import { InProcessEventBus } from '../messaging/in-process.event-bus.js';
import { DenyList } from './deny-list.js';
import { subscribeAuthStateFeed } from './auth-state-feed.js';
import { SessionState } from './session-state.js';

const envelope = <T extends EventType>(
  type: T,
  data: EventData<T>,
  occurredAt = new Date(),
): EventEnvelope<T, EventData<T>> => ({
  id: randomUUID(),
  type,
  version: eventCatalogue[type].version,
  occurredAt: occurredAt.toISOString(),
  data,
});

describe('subscribeAuthStateFeed', () => {
  it("brings identity's session and suspension changes to a process whose cache is its own", async () => {
    const bus = new InProcessEventBus();
    // Another process: its own memory cache, nothing shared with identity's.
    const process = {
      bus,
      denyList: new DenyList(new MemoryCache()),
      sessions: new SessionState(new MemoryCache(), 600),
    };
    await subscribeAuthStateFeed(process, 'listings-auth-state');
    await bus.start();
    const userId = randomUUID();
    const sessionId = randomUUID();
    const token = { id: userId, sessionId, sessionVersion: 1 };
    expect(await process.sessions.isCurrent(token)).toBe(true);

    await bus.publish([
      envelope('identity.user.sessions-revoked', {
        userId,
        sessionVersion: 2,
        reason: 'role-changed',
      }),
    ]);
    await waitFor(
      async () => !(await process.sessions.isCurrent(token)),
      5_000,
      'the raised version',
    );
    expect(await process.sessions.isCurrent({ ...token, sessionVersion: 2 })).toBe(true);

    await bus.publish([
      envelope('identity.session.ended', { userId, sessionId, reason: 'signed-out' }),
    ]);
    await waitFor(
      async () => !(await process.sessions.isCurrent({ ...token, sessionVersion: 2 })),
      5_000,
      'the ended session',
    );

    await bus.publish([envelope('identity.user.deactivated', { userId, byUserId: null })]);
    await waitFor(() => process.denyList.isDenied(userId), 5_000, 'the suspension');
    await bus.publish([
      envelope('identity.user.activated', { userId, byUserId: null }, new Date(Date.now() + 1000)),
    ]);
    await waitFor(
      async () => !(await process.denyList.isDenied(userId)),
      5_000,
      'the reactivation',
    );
    await bus.stop();
  });
});
