// Banner ads: the public placements and the admin console's Banners tab.
export { BannerSlot } from './components/BannerSlot';
export { BannersAdminPanel } from './components/BannersAdminPanel';
