// The messages feature's public face: the contact dialog buyers write in, the owners' inbox,
// the message center and its unread badge.
// The dialogs load their code when they first open (LazyContactDialogs).
export { ContactDialog, MessageSellerDialog } from './components/LazyContactDialogs';
export { DEALER_CONTACT_TEXTS, REP_CONTACT_TEXTS, type ContactTexts } from './contactTexts';
export { Inbox } from './components/Inbox';
export { MessageCenter } from './components/MessageCenter';
export { UnreadBadge } from './components/UnreadBadge';
export { toastParts } from './toastText';
