import { OutboundEmail } from './outbound-email.entity.js';

export { OutboundEmail };
export const notificationsEntities = [OutboundEmail];
