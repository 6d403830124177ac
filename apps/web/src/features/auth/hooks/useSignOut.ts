import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui';
import { useAuth } from './useAuth';

/** Signs out, says so, and returns to the home page. */
export function useSignOut() {
  const { signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
      toast({ title: 'Signed out', description: 'See you next time.', variant: 'success' });
      navigate('/');
    } finally {
      setSigningOut(false);
    }
  }, [signOut, toast, navigate]);

  return { signOut: run, signingOut };
}
