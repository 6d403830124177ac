import { useCallback, useSyncExternalStore } from 'react';
import { useToast } from '../../../ui';
import { compareStore, MAX_COMPARE, toggled } from '../compareList';

const noIds: string[] = [];

/** The picked vehicles, shared by every card, the vehicle page and the tray. */
export function useCompareList() {
  const ids = useSyncExternalStore(compareStore.subscribe, compareStore.get, () => noIds);
  const { toast } = useToast();
  const toggle = useCallback(
    (id: string) => {
      const next = toggled(compareStore.get(), id);
      if (next.full) {
        toast({
          title: `Compare up to ${MAX_COMPARE} vehicles`,
          description: 'Remove one from the comparison first.',
          variant: 'info',
        });
        return;
      }
      compareStore.set(next.ids);
    },
    [toast],
  );
  return { ids, has: (id: string) => ids.includes(id), toggle, set: compareStore.set };
}
