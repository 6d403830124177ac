export * from './mailer.port.js';
export * from './smtp.mailer.js';
export * from './dev-mailbox.mailer.js';
export * from './create-mailer.js';
