// The business profile feature: dealers and sales reps — directories, public profiles,
// the owners' dashboards and edit dialogs, and the dealer application.
export { DealerDashboard, SalesRepDashboard } from './components/BusinessDashboard';
export { ConfirmApplicationCard } from './components/ConfirmApplicationCard';
export { DealerApplicationView } from './components/DealerApplicationView';
export { DealerDirectory } from './components/DealerDirectory';
export { DealerProfile, SalesRepProfile } from './components/PublicProfile';
export { SalesRepDirectory } from './components/SalesRepDirectory';
// Shared with the site reviews: the star display and the accessible star input.
export { RatingStars } from './components/RatingStars';
export { StarRatingInput } from './components/StarRatingInput';
