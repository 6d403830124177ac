/** The notifications context's audit trail, used by the admin's inquiry actions. */
export const NOTIFICATIONS_AUDIT = Symbol('NOTIFICATIONS_AUDIT');
