import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@market/contracts';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';

/**
 * True when the signed-in user has one of `roles` (admins always pass). Otherwise sends them
 * to / once, with `deniedMessage` as a toast when given (SPEC §6).
 */
export function useRoleGate(roles: Role[], deniedMessage?: string): boolean {
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const allowed =
    !!user && (user.roles.includes('admin') || roles.some((r) => user.roles.includes(r)));
  const denied = status === 'signedIn' && !allowed;
  const handled = useRef(false);

  useEffect(() => {
    if (!denied || handled.current) return;
    handled.current = true;
    if (deniedMessage) toast({ title: deniedMessage, variant: 'danger' });
    navigate('/', { replace: true });
  }, [denied, deniedMessage, navigate, toast]);

  return allowed;
}
