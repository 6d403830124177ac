import { AuthScreen } from '../features/auth';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export default function AuthPage() {
  useDocumentTitle('Sign In or Sign Up');
  return <AuthScreen />;
}
