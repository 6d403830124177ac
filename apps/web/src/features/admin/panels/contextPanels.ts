/**
 * The panels other contexts' features export, gathered here so the console loads them with
 * its own chunks: imported statically from the features' index files, the public pages that
 * use the same features (banners on the home page) keep none of the admin code.
 */
export {
  ListingPlansAdminPanel,
  MembershipPlansAdminPanel,
  PaymentsAdminPanel,
  StripeAdminPanel,
} from '../../billing';
export { BannersAdminPanel } from '../../banners';
export { AffiliatePaymentsAdminPanel, AffiliatesAdminPanel } from '../../affiliates';
