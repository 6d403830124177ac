// The affiliate program: the public pages, the affiliate's dashboard and the admin panels.
export { AffiliateLanding } from './components/AffiliateLanding';
export { AffiliateApplicationView } from './components/AffiliateApplicationView';
export { AffiliateTermsView } from './components/AffiliateTermsView';
export { MarketingMaterialsView } from './components/MarketingMaterialsView';
export { AffiliateDashboard } from './components/AffiliateDashboard';
export { AffiliatesAdminPanel } from './components/AffiliatesAdminPanel';
export { AffiliatePaymentsAdminPanel } from './components/AffiliatePaymentsAdminPanel';
