import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEALER_TEXTS } from '@market/contracts';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { hasRole } from '../../auth';
import { useLoader } from '../../../lib/useLoader';
import { salesRepsApi } from '../api/salesRepsApi';

/** The signed-in rep's record and figures. SPEC §6: a signed-in non-rep is sent to /. */
export function useMySalesRep() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isRep = hasRole(user, 'sales_rep');
  const loader = useLoader((signal) => salesRepsApi.mine(signal), isRep && user ? user.id : null);
  const { state } = loader;
  const notRep =
    !!user &&
    (!isRep || (state.status === 'error' && isApiError(state.error, 'NOT_FOUND')));
  const handled = useRef(false);

  useEffect(() => {
    if (!notRep || handled.current) return;
    handled.current = true;
    toast({ title: DEALER_TEXTS.repNotFound, variant: 'danger' });
    navigate('/', { replace: true });
  }, [notRep, navigate, toast]);

  return { ...loader, user, notRep };
}
