// The market feature's public face: deal ratings, payment estimates and the compare list.
export { AddToCompareButton } from './components/AddToCompareButton';
export { CompareTray } from './components/CompareTray';
export { DealRatingBadge } from './components/DealRatingBadge';
export { DealRatingPanel } from './components/DealRatingPanel';
export { useCompareList } from './hooks/useCompareList';
export { useDealRatings } from './hooks/useDealRatings';
export { comparePath, MAX_COMPARE, parseCompareIds } from './compareList';
export { formatMonthlyEstimate, monthlyPayment } from './paymentEstimate';
