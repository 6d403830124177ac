import { type AdminAnalytics, formatMoney } from '@market/contracts';

/** Small display helpers shared by the admin panels. */

type Metric = AdminAnalytics['metrics'][number];

/** A metric's name, with its currency for revenue ('Revenue … (USD)'). */
export function metricTitle(metric: Metric): string {
  return metric.currency ? `${metric.label} (${metric.currency.toUpperCase()})` : metric.label;
}

/** A figure of a metric as shown: money for revenue (integer cents), else the count. */
export function metricValue(metric: Metric, figure: number): string {
  return metric.unit === 'cents' && metric.currency
    ? formatMoney(figure, metric.currency)
    : figure.toLocaleString('en-US');
}

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
