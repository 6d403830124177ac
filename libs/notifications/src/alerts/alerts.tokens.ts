/** Timings of the alert digests (tests shorten them). */
export interface AlertOptions {
  /** How long an instant match waits for others to share its mail. */
  instantDelayMs: number;
  /** How often the scheduler looks for due digests. */
  schedulerIntervalMs: number;
  /** Mailed matches are deleted after this many days. */
  retentionDays: number;
}

export const defaultAlertOptions: AlertOptions = {
  instantDelayMs: 60_000,
  schedulerIntervalMs: 30_000,
  retentionDays: 90,
};

export const ALERT_OPTIONS = Symbol('ALERT_OPTIONS');
