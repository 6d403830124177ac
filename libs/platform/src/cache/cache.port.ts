/** Key-value cache port: in-memory (one process) or Redis (shared by every replica). */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds 1 and returns the new count; the key expires `windowSeconds` after its first hit. */
  increment(key: string, windowSeconds: number): Promise<number>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export const CACHE = Symbol('CACHE');
