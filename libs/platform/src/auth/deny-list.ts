import type { Cache } from '../cache/cache.port.js';

interface DenyState {
  denied: boolean;
  /** When the decision was made; an older decision arriving later never overrides it. */
  at: string;
}

/**
 * Users refused at once, whatever their token says: deactivated and deleted accounts.
 * Kept in the cache port so it holds across gateway replicas (Redis in the distributed
 * mode). Decisions carry their time because activation and deactivation travel on
 * different topics and may arrive out of order; identity re-applies the list on start.
 */
export class DenyList {
  constructor(
    private readonly cache: Cache,
    private readonly ttlSeconds = 30 * 24 * 3600,
  ) {}

  async deny(userId: string, at: Date = new Date()): Promise<void> {
    await this.decide(userId, { denied: true, at: at.toISOString() });
  }

  async allow(userId: string, at: Date = new Date()): Promise<void> {
    await this.decide(userId, { denied: false, at: at.toISOString() });
  }

  async isDenied(userId: string): Promise<boolean> {
    return (await this.read(userId))?.denied ?? false;
  }

  private async decide(userId: string, state: DenyState): Promise<void> {
    const current = await this.read(userId);
    if (current && current.at > state.at) return;
    await this.cache.set(this.key(userId), JSON.stringify(state), this.ttlSeconds);
  }

  private async read(userId: string): Promise<DenyState | null> {
    const raw = await this.cache.get(this.key(userId));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as DenyState;
    } catch {
      return null;
    }
  }

  private key(userId: string): string {
    return `deny:user:${userId}`;
  }
}

export const DENY_LIST = Symbol('DENY_LIST');
