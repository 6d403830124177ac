/** Injection tokens of the identity context. */
export const IDENTITY_DATABASE = Symbol('IDENTITY_DATABASE');
export const IDENTITY_EVENTS = Symbol('IDENTITY_EVENTS');
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const IDENTITY_SCHEMA = 'identity';
