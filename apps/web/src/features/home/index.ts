// The category home pages (/, /motorcycles, /trucks); their heads are in lib/categoryMeta.
export { HomeView } from './components/HomeView';
