export { MailboxView } from './components/MailboxView';
