import type { AuditEntry } from '@market/contracts';

/** `dealers.dealer.deactivated` → "Dealer deactivated"; account events read as they are named. */
export function describeAction(
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId'>,
): string {
  const parts = entry.action.split('.');
  const words = (parts.length >= 3 ? parts.slice(1) : parts).join(' ').replace(/[-_]/g, ' ');
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return entry.targetId && entry.targetType
    ? `${sentence} (${entry.targetType} ${entry.targetId.slice(0, 8)})`
    : sentence;
}
