import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import {
  adminInquiryRoutes,
  type Inquiry,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/query';
import { Badge, Button, Field, MailIcon, useToast } from '../../../ui';
import { PreApprovalDetailsList } from './PreApprovalDetailsList';
import { ReplyDialog } from './ReplyDialog';
import { STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from './inquiryLabels';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** One inquiry in the admin's list: who, what, status, replies, and the actions on it. */
export function InquiryCard({ inquiry, listKey }: { inquiry: Inquiry; listKey: QueryKey }) {
  const client = useQueryClient();
  const { toast } = useToast();
  const [replying, setReplying] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: listKey });
  const changeStatus = useRouteMutation(adminInquiryRoutes.changeStatus, {
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Inquiry status updated successfully', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to update inquiry status',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });
  const name = `${inquiry.firstName} ${inquiry.lastName}`;

  return (
    <article className="inquiry" aria-label={`${TYPE_LABELS[inquiry.type]} from ${name}`}>
      <div className="inquiry__head">
        <div className="cluster">
          <Badge variant={STATUS_BADGES[inquiry.status]}>{STATUS_LABELS[inquiry.status]}</Badge>
          <Badge>{TYPE_LABELS[inquiry.type]}</Badge>
        </div>
        <time className="text-sm text-muted" dateTime={inquiry.createdAt}>
          {when.format(new Date(inquiry.createdAt))}
        </time>
      </div>
      <h3 className="inquiry__subject">{inquiry.subject}</h3>
      <p className="text-sm">
        {name} · <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        {inquiry.phone ? ` · ${inquiry.phone}` : null}
      </p>
      {inquiry.message ? <p className="inquiry__message">{inquiry.message}</p> : null}
      {inquiry.vehicleId ? (
        <p className="text-sm">
          <Link to={`/vehicle/${inquiry.vehicleId}`}>View the vehicle</Link>
        </p>
      ) : null}
      {inquiry.salesRepId ? (
        <p className="text-sm">
          Asked for <Link to={`/sales-reps/${inquiry.salesRepId}`}>a sales representative</Link>
        </p>
      ) : null}
      {inquiry.preApproval ? <PreApprovalDetailsList details={inquiry.preApproval} /> : null}
      {inquiry.replies.map((reply) => (
        <div key={reply.id} className="inquiry__reply text-sm">
          <strong>{reply.subject}</strong> — {reply.adminEmail ?? 'admin'},{' '}
          {when.format(new Date(reply.createdAt))}
          {'\n'}
          {reply.message}
        </div>
      ))}
      <div className="inquiry__actions">
        <Field
          as="select"
          label="Status"
          value={inquiry.status}
          options={STATUS_OPTIONS}
          disabled={changeStatus.isPending}
          onChange={(e) =>
            changeStatus.mutate({
              params: { id: inquiry.id },
              body: { status: e.target.value as InquiryStatus },
            })
          }
        />
        <Button variant="secondary" icon={<MailIcon />} onClick={() => setReplying(true)}>
          Reply by Email
        </Button>
      </div>
      {replying ? (
        <ReplyDialog inquiry={inquiry} onClose={() => setReplying(false)} onSent={refresh} />
      ) : null}
    </article>
  );
}
