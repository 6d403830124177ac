// The billing feature: the sandbox checkout, the payment result, and the admin console's billing panels.
export { ListingPlansAdminPanel } from './components/ListingPlansAdminPanel';
export { MembershipPlansAdminPanel } from './components/MembershipPlansAdminPanel';
export { PaymentResult, PAYMENT_TEXTS } from './components/PaymentResult';
export { PaymentsAdminPanel } from './components/PaymentsAdminPanel';
// Lazy: the vehicle page shows it only to the listing's owner (no plan-form code for buyers).
export { LazyPremiumListingOffer as PremiumListingOffer } from './components/LazyPremiumListingOffer';
export { SandboxCheckout } from './components/SandboxCheckout';
export { StripeAdminPanel } from './components/StripeAdminPanel';
export { UserMembershipAdminControl } from './components/UserMembershipAdminControl';
export { MembershipCard } from './components/MembershipCard';
