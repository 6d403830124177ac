/** Injection tokens of the listings context. */
export const LISTINGS_EVENTS = Symbol('LISTINGS_EVENTS');
export const LISTINGS_AUDIT = Symbol('LISTINGS_AUDIT');
export const LISTINGS_SCHEMA = 'listings';
export const MEDIA_URLS = Symbol('MEDIA_URLS');
