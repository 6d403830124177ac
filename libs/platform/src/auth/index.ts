export * from './keys.js';
export * from './token.service.js';
export * from './deny-list.js';
export * from './guards.js';
export * from './password-hasher.js';
export * from './session-state.js';
export * from './auth-state-feed.js';
export * from './password-policy.js';
