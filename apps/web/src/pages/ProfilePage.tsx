import { RequireAuth, SignInRequiredCard } from '../features/auth';
import { ProfileView } from '../features/profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

export default function ProfilePage() {
  useDocumentTitle('My Profile');
  return (
    <PageContainer>
      {/* SPEC §2 Profile: signed-out visitors are asked to sign in rather than redirected. */}
      <RequireAuth fallback={<SignInRequiredCard what="your profile" />}>
        <ProfileView />
      </RequireAuth>
    </PageContainer>
  );
}
