// The design system's stylesheet comes first so feature styles can refine it.
import './ui/global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/AppRoutes';
import { adoptServerMarkup } from './lib/HydrateLater';
import { pagePainted } from './lib/paintFirst';
import { createQueryClient } from './lib/query';
import { loadedOnArrival, SERVER_STATE_ID } from './serverState';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page the server rendered (entry-server.tsx) comes with the answers it rendered
// from: the cache starts with them and React adopts the server's markup.
const state = root.hasAttribute('data-ssr') ? document.getElementById(SERVER_STATE_ID) : null;
if (state?.textContent) {
  const queryClient = createQueryClient();
  hydrate(
    queryClient,
    loadedOnArrival(JSON.parse(state.textContent) as DehydratedState, Date.now()),
  );
  const pageCode = preloadPage(window.location.pathname).catch(() => undefined);
  // Paint first (lib/paintFirst.ts), then adopt the server's markup.
  void Promise.all([pageCode, pagePainted()]).then(([, cause]) =>
    adoptServerMarkup(() => hydrateRoot(root, <App queryClient={queryClient} />), {
      adoptAllAtOnce: cause === 'interaction',
    }),
  );
} else {
  createRoot(root).render(<App />);
}
