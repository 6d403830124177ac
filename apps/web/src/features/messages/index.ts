// The messages feature's public face: the contact dialog buyers write in, the owners' inbox,
// the message center and its unread badge.
export {
  ContactDialog,
  DEALER_CONTACT_TEXTS,
  REP_CONTACT_TEXTS,
  type ContactTexts,
} from './components/ContactDialog';
export { Inbox } from './components/Inbox';
export { MessageCenter } from './components/MessageCenter';
export { MessageSellerDialog } from './components/MessageSellerDialog';
export { UnreadBadge } from './components/UnreadBadge';
export { toastParts } from './toastText';
