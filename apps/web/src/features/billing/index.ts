// The billing feature: the sandbox checkout, the payment result, and the admin console's billing panels.
export { ListingPlansAdminPanel } from './components/ListingPlansAdminPanel';
export { MembershipPlansAdminPanel } from './components/MembershipPlansAdminPanel';
export { PaymentResult, PAYMENT_TEXTS } from './components/PaymentResult';
export { PaymentsAdminPanel } from './components/PaymentsAdminPanel';
export { PremiumListingOffer } from './components/PremiumListingOffer';
export { SandboxCheckout } from './components/SandboxCheckout';
export { StripeAdminPanel } from './components/StripeAdminPanel';
export { UserMembershipAdminControl } from './components/UserMembershipAdminControl';
export { MembershipCard } from './components/MembershipCard';
