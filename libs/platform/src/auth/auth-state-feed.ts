import { identityEvents } from '@market/contracts';
import type { EventBus } from '../messaging/event-bus.port.js';
import type { DenyList } from './deny-list.js';
import type { SessionState } from './session-state.js';

const { userDeactivated, userActivated, userDeleted, userSessionsRevoked, sessionEnded } =
  identityEvents;

/**
 * Keeps a process's view of who may use their tokens in step with identity's events: the
 * deny-list of suspended and deleted users, raised session versions and ended sessions.
 * Identity writes the same state to the cache itself before it answers; this carries it to
 * processes whose cache is their own (memory caches; with Redis every process shares it and
 * the writes agree). One group per kind of process: each process of a kind needs every event
 * only where the cache is not shared, which is why more than one replica needs Redis.
 */
export async function subscribeAuthStateFeed(
  runtime: { bus: EventBus; denyList: DenyList; sessions: SessionState },
  group = 'gateway-deny-list',
): Promise<void> {
  await runtime.bus.subscribe({
    group,
    types: [
      userDeactivated.type,
      userActivated.type,
      userDeleted.type,
      userSessionsRevoked.type,
      sessionEnded.type,
    ],
    handle: async (event) => {
      const at = new Date(event.occurredAt);
      switch (event.type) {
        case userActivated.type:
          await runtime.denyList.allow(userActivated.schema.parse(event.data).userId, at);
          return;
        case userDeactivated.type:
        case userDeleted.type:
          await runtime.denyList.deny((event.data as { userId: string }).userId, at);
          return;
        case userSessionsRevoked.type: {
          const data = userSessionsRevoked.schema.parse(event.data);
          await runtime.sessions.raiseVersion(data.userId, data.sessionVersion);
          return;
        }
        case sessionEnded.type: {
          const data = sessionEnded.schema.parse(event.data);
          await runtime.sessions.endSession(data.userId, data.sessionId);
          return;
        }
        default:
          return;
      }
    },
  });
}
