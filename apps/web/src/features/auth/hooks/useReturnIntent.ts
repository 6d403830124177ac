import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReturnIntent } from '../returnTo';
import { useAuth } from './useAuth';

/**
 * Finishes the action a visitor started before signing in (returnTo.ts): once signed in and
 * `ready`, runs `finish` with the vehicle id the action is about, once, and takes the intent
 * out of the address so Back or a reload does not repeat it.
 */
export function useReturnIntent(
  intent: ReturnIntent,
  ready: boolean,
  finish: (id: string | null) => void,
) {
  const { status } = useAuth();
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const asked = params.get('intent') === intent;
  const id = params.get('intent_id');

  useEffect(() => {
    if (!asked || done.current || status !== 'signedIn' || !ready) return;
    done.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('intent');
        next.delete('intent_id');
        return next;
      },
      { replace: true },
    );
    finish(id);
  }, [asked, id, ready, status, finish, setParams]);
}
