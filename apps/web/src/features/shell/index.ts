// The app shell: header, footer, navigation and the not-found page.
export { AppLayout } from './components/AppLayout';
export { NotFound } from './components/NotFound';
