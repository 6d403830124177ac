import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every kind of mail the queue holds (the outbound_emails.kind column). */
export const OUTBOUND_EMAIL_KINDS = [
  'verification',
  'welcome',
  'password_reset',
  'contact_message',
  'dealer_application_received',
  'dealer_application_rejected',
  'dealer_approved',
  'dealer_application_confirmation',
  'sign_in_alert',
  'rep_join_requested',
  'rep_invited',
  'rep_affiliation_answered',
  'alert_confirmation',
  'alert_digest',
  'listing_held',
  'contact_acknowledgement',
  'contact_admin_notice',
  'pre_approval_confirmation',
  'pre_approval_admin_notice',
  'inquiry_reply',
  'payment_receipt',
  'payment_refunded',
  'membership_past_due',
  'broadcast',
  'conversation_message',
  'affiliate_application_received',
  'affiliate_application_admin',
  'affiliate_approved',
  'affiliate_payout',
] as const;
export type OutboundEmailKind = (typeof OUTBOUND_EMAIL_KINDS)[number];
export type OutboundEmailStatus = 'queued' | 'sent' | 'failed';

/** A rendered e-mail waiting for (or done with) delivery; the sender works through the queued ones. */
@Entity({ name: 'outbound_emails' })
export class OutboundEmail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: OutboundEmailKind;

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', default: 'queued' })
  status: OutboundEmailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** The event that asked for the mail: a redelivered event never queues a second one. */
  @Column({ name: 'event_id', type: 'uuid', nullable: true, unique: true })
  eventId: string | null;

  /** Extra mail headers (List-Unsubscribe on alert mails). */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
