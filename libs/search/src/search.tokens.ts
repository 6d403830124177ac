/** Injection tokens of the search context. */
export const SEARCH_EVENTS = Symbol('SEARCH_EVENTS');
export const SEARCH_AUDIT = Symbol('SEARCH_AUDIT');
export const SEARCH_SCHEMA = 'search';
export const LISTING_INDEX = Symbol('LISTING_INDEX');
