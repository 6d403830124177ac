export { ProfileView } from './components/ProfileView';
