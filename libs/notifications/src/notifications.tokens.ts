/** Injection tokens of the notifications context. */
export const NOTIFICATIONS_EVENTS = Symbol('NOTIFICATIONS_EVENTS');
export const EMAIL_SENDER_OPTIONS = Symbol('EMAIL_SENDER_OPTIONS');
export const NOTIFICATIONS_SCHEMA = 'notifications';
