import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../auth';
import { hasRole } from '../../auth';
import { dealersApi } from '../api/dealersApi';
import { useLoader } from '../../../lib/useLoader';

/**
 * The signed-in dealer's record and figures. SPEC §6: anyone without a dealer record is sent
 * to /dealer-application (the route guard already sent signed-out visitors to /auth).
 */
export function useMyDealer() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const isDealer = hasRole(user, 'dealer');
  const loader = useLoader((signal) => dealersApi.mine(signal), isDealer && user ? user.id : null);
  const { state } = loader;
  const noDealer =
    !!user &&
    (!isDealer || (state.status === 'error' && isApiError(state.error, 'NOT_FOUND')));

  useEffect(() => {
    if (noDealer) navigate('/dealer-application', { replace: true });
  }, [noDealer, navigate]);

  return { ...loader, user, noDealer };
}
