import type { Cache } from '../cache/cache.port.js';
import type { AuthUser } from './token.service.js';

interface UserSessionEntry {
  /** Tokens of a lower session version are over. */
  version: number;
  /** Sessions (refresh-token families) that ended: their tokens are over whatever their version. */
  ended: string[];
}

/** At most this many ended sessions are remembered per user and token lifetime (enough for any real user). */
const MAX_ENDED_SESSIONS = 100;

/**
 * Whether an access token's session still holds, answered from the cache port alone (Redis
 * in the distributed mode, memory in the embedded one), so the guards cost no database read.
 *
 * Identity owns the truth: each user's `session_version` (raised in the same transaction as
 * a role change, a deactivation or a password change or reset) and its refresh-token
 * families (revoked at sign-out). After the commit it writes the new state here for the
 * next request, and its events (`identity.user.sessions-revoked`, `identity.session.ended`)
 * bring it to processes with a cache of their own (AuthStateFeed); on start it writes again
 * what changed within one token lifetime (a memory cache forgets on restart).
 *
 * An entry only has to outlive the tokens it refuses: every token issued before the change
 * expires within `ttlSeconds` (the access-token lifetime plus the clock tolerance), so the
 * entries expire then too, and no entry means no change lately — nothing to refuse.
 *
 * A Passport JWT strategy calls `isCurrent` from its `validate` the same way the guards do.
 */
export class SessionState {
  constructor(
    private readonly cache: Cache,
    private readonly ttlSeconds: number,
  ) {}

  async isCurrent(user: Pick<AuthUser, 'id' | 'sessionId' | 'sessionVersion'>): Promise<boolean> {
    const entry = await this.read(user.id);
    if (!entry) return true;
    if ((user.sessionVersion ?? 0) < entry.version) return false;
    return !(user.sessionId && entry.ended.includes(user.sessionId));
  }

  /** Tokens of `userId` below `version` are refused from now on; a lower version arriving late changes nothing. */
  async raiseVersion(userId: string, version: number): Promise<void> {
    const entry = (await this.read(userId)) ?? { version: 0, ended: [] };
    if (entry.version >= version) return;
    await this.write(userId, { ...entry, version });
  }

  /** The tokens of one session are refused from now on (sign-out, refresh-token reuse). */
  async endSession(userId: string, sessionId: string): Promise<void> {
    const entry = (await this.read(userId)) ?? { version: 0, ended: [] };
    if (entry.ended.includes(sessionId)) return;
    await this.write(userId, {
      ...entry,
      ended: [...entry.ended, sessionId].slice(-MAX_ENDED_SESSIONS),
    });
  }

  private async read(userId: string): Promise<UserSessionEntry | null> {
    const raw = await this.cache.get(this.key(userId));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<UserSessionEntry>;
      return {
        version: Number(parsed.version) || 0,
        ended: Array.isArray(parsed.ended) ? parsed.ended : [],
      };
    } catch {
      return null;
    }
  }

  private async write(userId: string, entry: UserSessionEntry): Promise<void> {
    await this.cache.set(this.key(userId), JSON.stringify(entry), this.ttlSeconds);
  }

  private key(userId: string): string {
    return `session:user:${userId}`;
  }
}

export const SESSION_STATE = Symbol('SESSION_STATE');
