// The auth feature's public face: other features and pages import only from here.
export { AuthProvider } from './components/AuthProvider';
export { AuthScreen } from './components/AuthScreen';
export { RequireAuth } from './components/RequireAuth';
export { ResendVerificationButton } from './components/ResendVerificationButton';
export { ResetPasswordCard } from './components/ResetPasswordCard';
export { SignInRequiredCard } from './components/SignInRequiredCard';
export { SuspendedScreen } from './components/SuspendedScreen';
export { VerifyEmailCard } from './components/VerifyEmailCard';
export { useAuth } from './hooks/useAuth';
export { useSignOut } from './hooks/useSignOut';
export { displayName, hasRole, profilePath, ROLE_LABELS } from './roles';
export { returnPathWith, signInPath, type ReturnIntent } from './returnTo';
export { useReturnIntent } from './hooks/useReturnIntent';
