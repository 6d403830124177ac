/** Small display helpers shared by the admin panels. */

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  email?: string;
}): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.email || '—';
}

export function formatUsd(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);
}

/** Select options with an "All" first entry. */
export function withAll(label: string, options: readonly { value: string; label: string }[]) {
  return [{ value: '', label }, ...options];
}
