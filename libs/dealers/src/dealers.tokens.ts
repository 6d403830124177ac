/** Injection tokens of the dealers context. */
export const DEALERS_EVENTS = Symbol('DEALERS_EVENTS');
export const DEALERS_AUDIT = Symbol('DEALERS_AUDIT');
export const DEALERS_SCHEMA = 'dealers';
