// E-mail alerts: the /email-alerts page, its signed links, and "Save this search" for /listings.
export { AlertLinkCard } from './components/AlertLinkCard';
export { EmailAlertsView } from './components/EmailAlertsView';
export { SaveSearchButton } from './components/SaveSearchButton';
export { EmailAlertsAdminPanel } from './components/EmailAlertsAdminPanel';
