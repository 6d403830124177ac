import { StrictMode, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { createQueryClient } from '../lib/query';
import { ToastProvider } from '../ui';
import { AppRoutes } from './AppRoutes';

/**
 * The SPA inside a router: BrowserRouter in the browser, StaticRouter on the server
 * (entry-server.tsx). A query cache given in (the server's answers, hydrated) is used as is.
 */
export function AppTree({
  queryClient,
  router: Router,
}: {
  queryClient?: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router>
          <ToastProvider>
            <AuthProvider>
              <AppRoutes />
            </AuthProvider>
          </ToastProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return <AppTree queryClient={queryClient} router={BrowserRouter} />;
}
