// The messages feature's public face: the contact dialog buyers write in, the owners' inbox.
export {
  ContactDialog,
  DEALER_CONTACT_TEXTS,
  REP_CONTACT_TEXTS,
  type ContactTexts,
} from './components/ContactDialog';
export { Inbox } from './components/Inbox';
export { toastParts } from './toastText';
