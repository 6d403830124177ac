import type { Condition } from '@market/contracts';
import { Badge } from '../../../ui';
import { CONDITION_LABELS } from '../format';

const VARIANTS = { new: 'success', used: 'neutral', certified_pre_owned: 'primary' } as const;

/** New, Used or Certified Pre-Owned, in one colour per condition wherever a vehicle is shown. */
export function ConditionBadge({ condition }: { condition: Condition }) {
  return <Badge variant={VARIANTS[condition]}>{CONDITION_LABELS[condition]}</Badge>;
}
