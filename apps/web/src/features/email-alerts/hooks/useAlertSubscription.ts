import { useQuery } from '@tanstack/react-query';
import { emailAlertRoutes, myEmailAlertRoutes } from '@market/contracts';
import { routeQuery, useRouteMutation } from '../../../lib/query';

/** A signed-in user's own subscription (their account address), or null before they have one. */
export function useMyAlertSubscription(enabled: boolean) {
  return useQuery({ ...routeQuery(myEmailAlertRoutes.subscription), enabled });
}

/** Subscribing: the signed-in user's own address at once, any other after its confirmation link. */
export function useSubscribe() {
  const mine = useRouteMutation(myEmailAlertRoutes.updateSubscription, {
    invalidates: [myEmailAlertRoutes.subscription],
  });
  const anyone = useRouteMutation(emailAlertRoutes.subscribe);
  return { mine, anyone };
}
