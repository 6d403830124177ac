import { useState } from 'react';
import {
  adminInquiryRoutes,
  INQUIRY_STATUSES,
  type InquiryStatus,
  type InquiryType,
} from '@market/contracts';
import { useCursorQuery } from '../../../lib/query';
import { Button, EmptyState, Field, LoadMoreButton, Skeleton, StatusCard } from '../../../ui';
import { InquiryCard } from './InquiryCard';
import { STATUS_LABELS } from './inquiryLabels';
import './contact.css';

const TYPE_OPTIONS = [
  { value: '', label: 'All inquiries' },
  { value: 'contact', label: 'Contact messages' },
  { value: 'pre-approval', label: 'Pre-approval applications' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...INQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

/**
 * The admin console's Inquiries tab (SPEC §2 Admin, Business group): contact messages and
 * pre-approval applications, newest first, by type and status; status changes and replies
 * by e-mail (kept with the inquiry, recorded in the audit log).
 */
export function InquiriesAdminPanel() {
  const [type, setType] = useState<InquiryType | ''>('');
  const [status, setStatus] = useState<InquiryStatus | ''>('');
  const query = { limit: 20, ...(type ? { type } : {}), ...(status ? { status } : {}) };
  const list = useCursorQuery(adminInquiryRoutes.list, { query });

  return (
    <section aria-labelledby="inquiries-panel-title" className="stack">
      <h2 id="inquiries-panel-title" className="card__title">
        Inquiries
      </h2>
      <div className="inquiries-panel__filters">
        <Field
          as="select"
          label="Type"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(e) => setType(e.target.value as InquiryType | '')}
        />
        <Field
          as="select"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as InquiryStatus | '')}
        />
      </div>
      {list.status === 'loading' ? <Skeleton height={160} /> : null}
      {list.status === 'error' ? (
        <StatusCard
          title="Failed to load inquiries"
          actions={<Button onClick={list.retry}>Try again</Button>}
        >
          {list.error}
        </StatusCard>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <EmptyState title="No inquiries">
          <p className="text-sm text-muted">Nothing matches these filters yet.</p>
        </EmptyState>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="inquiries-panel__list">
          {list.items.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} listKey={list.queryKey} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMoreButton more={!!list.nextCursor} loading={list.loadingMore} onLoad={list.loadMore}>
        Load more
      </LoadMoreButton>
    </section>
  );
}
