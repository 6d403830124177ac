import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { ToastProvider } from '../ui';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>
  );
}
