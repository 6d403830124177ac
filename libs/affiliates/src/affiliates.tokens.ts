/** Injection tokens of the affiliates context. */
export const AFFILIATES_EVENTS = Symbol('AFFILIATES_EVENTS');
export const AFFILIATES_AUDIT = Symbol('AFFILIATES_AUDIT');
export const AFFILIATES_CONFIG = Symbol('AFFILIATES_CONFIG');
export const AFFILIATES_CLOCK = Symbol('AFFILIATES_CLOCK');
export const PAYOUT_METHOD = Symbol('PAYOUT_METHOD');
export const AFFILIATES_SCHEMA = 'affiliates';

/** "Now" for the 30-day cookie window, the refund hold and the payout month (tests move it). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
