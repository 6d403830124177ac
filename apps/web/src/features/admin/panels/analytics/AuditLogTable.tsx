import { useState } from 'react';
import { adminUserRoutes, type AuditEntry } from '@market/contracts';
import { useCursorQuery } from '../../../../lib/query';
import { Field } from '../../../../ui';
import { DataTable, type Column } from '../../../admin-table';
import { formatDateTime } from '../../format';
import { describeAction } from './auditText';

const CONTEXTS = [
  { value: '', label: 'Every context' },
  { value: 'identity.', label: 'Users and accounts' },
  { value: 'dealers.', label: 'Dealers, applications, reviews' },
  { value: 'listings.', label: 'Listings' },
  { value: 'content.', label: 'Content and settings' },
  { value: 'search.', label: 'Search index' },
  { value: 'auth.', label: 'Sign-ins and resets' },
];

const changes = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    : '—';

const columns: Column<AuditEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => formatDateTime(e.createdAt) },
  { key: 'action', header: 'Action', cell: (e) => describeAction(e) },
  { key: 'actor', header: 'Actor', cell: (e) => e.actorEmail ?? e.actorId ?? 'System' },
  { key: 'before', header: 'Before', cell: (e) => changes(e.before) },
  { key: 'after', header: 'After', cell: (e) => changes(e.after ?? e.details) },
  { key: 'ip', header: 'IP', cell: (e) => e.ipAddress ?? '—' },
];

/** The audit log, newest first, filtered by context (action prefix), target and dates. */
export function AuditLogTable() {
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = {
    limit: 25,
    action: action || undefined,
    targetType: targetType || undefined,
    from: from || undefined,
    to: to ? `${to}T23:59:59.999Z` : undefined,
  };
  const log = useCursorQuery(adminUserRoutes.auditLog, { query });
  return (
    <div className="stack">
      <div className="data-table__controls">
        <Field
          as="select"
          label="Context"
          options={CONTEXTS}
          value={action}
          onChange={(e) => setAction(e.target.value)}
        />
        <Field
          label="Target type"
          placeholder="user, dealer, listing…"
          value={targetType}
          onChange={(e) => setTargetType(e.target.value.trim())}
        />
        <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <DataTable
        caption="Audit Log"
        columns={columns}
        rows={log.items}
        rowKey={(e) => e.id}
        status={log.status}
        error={log.error}
        onRetry={log.retry}
        paging={{
          kind: 'cursor',
          loaded: log.items.length,
          hasMore: !!log.nextCursor,
          loadingMore: log.loadingMore,
          onLoadMore: log.loadMore,
        }}
        emptyTitle="No entries"
        emptyText="No audit entry matches these filters."
      />
    </div>
  );
}
