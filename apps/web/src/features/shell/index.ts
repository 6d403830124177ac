// The app shell: header, footer, navigation and the stand-in pages.
export { AppLayout } from './components/AppLayout';
export { NotFound } from './components/NotFound';
export { Placeholder } from './components/Placeholder';
