/** Injection tokens of the content context. */
export const CONTENT_EVENTS = Symbol('CONTENT_EVENTS');
export const CONTENT_AUDIT = Symbol('CONTENT_AUDIT');
export const CONTENT_SCHEMA = 'content';
