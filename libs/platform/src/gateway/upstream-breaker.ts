/**
 * A circuit breaker for one upstream service. After `failures` consecutive requests the
 * service did not answer (refused, reset, timed out), the circuit opens: the gateway answers
 * 503 at once for `openMs` instead of queueing requests on a service that is down. Then one
 * request at a time is let through (half-open); an answer closes the circuit, a failure
 * opens it again.
 */
export class UpstreamBreaker {
  private consecutiveFailures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    readonly upstream: string,
    private readonly failures: number,
    private readonly openMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a request may go to the upstream now; a `true` in half-open is the one trial. */
  allow(): boolean {
    if (this.consecutiveFailures < this.failures) return true;
    if (this.now() < this.openUntil || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** The upstream answered (whatever the status: it is up). */
  succeeded(): void {
    this.consecutiveFailures = 0;
    this.trialInFlight = false;
  }

  /** The upstream did not answer. */
  failed(): void {
    this.consecutiveFailures += 1;
    this.trialInFlight = false;
    if (this.consecutiveFailures >= this.failures) this.openUntil = this.now() + this.openMs;
  }

  /** A request let through ended without telling (aborted by the client). */
  released(): void {
    this.trialInFlight = false;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.consecutiveFailures < this.failures) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  /** Seconds until the next trial (for Retry-After). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.openUntil - this.now()) / 1000));
  }
}
