// The financing feature's public face: the /financing page, the pre-approval dialog and Trade-In Value.
export { FinancingView } from './components/FinancingView';
export { PricingTools } from './components/PricingTools';
export { financingVehicleOf, type FinancingVehicle } from './vehicle';
