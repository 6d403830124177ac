// The contact feature's public face: the /contact page and the admin's Inquiries tab.
export { ContactView } from './components/ContactView';
export { InquiriesAdminPanel } from './components/InquiriesAdminPanel';
