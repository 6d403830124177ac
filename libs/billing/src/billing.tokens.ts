/** Injection tokens of the billing context. */
export const BILLING_EVENTS = Symbol('BILLING_EVENTS');
export const BILLING_AUDIT = Symbol('BILLING_AUDIT');
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
export const BILLING_SCHEMA = 'billing';
