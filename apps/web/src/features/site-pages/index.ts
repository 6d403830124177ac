// Site pages: the FAQ and the legal pages (terms of use, privacy policy), with their admin panels.
export { FaqAdminPanel } from './components/FaqAdminPanel';
export { FaqView } from './components/FaqView';
export { LegalPagesAdminPanel } from './components/LegalPagesAdminPanel';
export { LegalPageView } from './components/LegalPageView';
