import type { Cache } from './cache.port.js';

interface Entry {
  value: string;
  expiresAt: number | null;
}

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  /** At most `maxEntries` keys: the oldest written go first, so a flood of distinct keys cannot exhaust memory. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : null });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const current = await this.get(key);
    if (current === null) {
      await this.set(key, '1', windowSeconds);
      return 1;
    }
    const entry = this.entries.get(key)!;
    const next = Number(current) + 1;
    entry.value = String(next);
    return next;
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
