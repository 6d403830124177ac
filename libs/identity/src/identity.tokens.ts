/** Injection tokens of the identity context. */
export const IDENTITY_EVENTS = Symbol('IDENTITY_EVENTS');
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
/** Identity's AuditTrail: its own admin actions go the way every context's do. */
export const IDENTITY_AUDIT = Symbol('IDENTITY_AUDIT');
export const IDENTITY_SCHEMA = 'identity';
