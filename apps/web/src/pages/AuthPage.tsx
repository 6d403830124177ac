import { AuthScreen } from '../features/auth/components/AuthScreen';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export default function AuthPage() {
  useDocumentTitle('Sign In or Sign Up');
  return <AuthScreen />;
}
