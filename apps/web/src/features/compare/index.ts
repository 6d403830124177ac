// The compare feature's public face: /compare's side-by-side table.
export { CompareView } from './components/CompareView';
