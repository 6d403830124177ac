import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DEALER_TEXTS,
  DEFAULT_REP_MESSAGE_SUBJECT,
  defaultDealerMessageSubject,
  type EventData,
  type MessageAccepted,
} from '@market/contracts';
import { type AuthUser, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource } from 'typeorm';
import { DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { UserDirectoryRepository } from '../repositories/user-directory.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}

type Recipient = Pick<
  EventData<'dealers.contact.requested'>,
  | 'context'
  | 'dealerId'
  | 'salesRepId'
  | 'recipientUserId'
  | 'recipientEmail'
  | 'recipientName'
  | 'businessName'
>;

/**
 * Messages to a dealer or a rep (SPEC.md §5, §7 handle-dealer-contact and
 * handle-sales-rep-contact): validated and addressed here, then recorded as
 * `dealers.contact.requested` in one transaction; notifications stores the message in the
 * recipient's inbox and e-mails them. Accepted means it will arrive.
 */
@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly dealers: DealerRepository,
    private readonly reps: SalesRepRepository,
    private readonly users: UserDirectoryRepository,
  ) {}

  async messageDealer(
    dealerId: string,
    input: ContactInput,
    sender: AuthUser | undefined,
    traceId?: string,
  ): Promise<MessageAccepted> {
    const dealer = await this.dealers.findPublic(dealerId);
    const account = dealer ? await this.users.find(dealer.user_id) : null;
    const email = account?.email ?? dealer?.business_email;
    // SPEC.md §8: the internal 'Failed to find dealer information' is shown as this.
    if (!dealer || !email) throw new NotFoundError(DEALER_TEXTS.dealerMessageFailed);
    const subject = input.subject ?? defaultDealerMessageSubject(dealer.business_name);
    const id = await this.send(
      {
        context: 'dealer',
        dealerId: dealer.id,
        salesRepId: null,
        recipientUserId: dealer.user_id,
        recipientEmail: email,
        recipientName: dealer.business_name,
        businessName: dealer.business_name,
      },
      { ...input, subject },
      sender,
      traceId,
    );
    return { id, subject, message: DEALER_TEXTS.dealerMessageSent };
  }

  async messageRep(
    repId: string,
    input: ContactInput,
    sender: AuthUser | undefined,
    traceId?: string,
  ): Promise<MessageAccepted> {
    // A published rep only; the address is needed to deliver, and is never shown to the sender.
    const rep = await this.reps.find(repId, { publicOnly: true, audience: 'private' });
    if (!rep || !rep.email) throw new NotFoundError(DEALER_TEXTS.repNotFound);
    const subject = input.subject ?? DEFAULT_REP_MESSAGE_SUBJECT;
    const id = await this.send(
      {
        context: 'sales_rep',
        dealerId: rep.dealer?.id ?? null,
        salesRepId: rep.id,
        recipientUserId: rep.userId,
        recipientEmail: rep.email,
        recipientName: rep.name,
        businessName: rep.dealer?.businessName ?? null,
      },
      { ...input, subject },
      sender,
      traceId,
    );
    return { id, subject, message: DEALER_TEXTS.repMessageSent };
  }

  private async send(
    recipient: Recipient,
    input: ContactInput & { subject: string },
    sender: AuthUser | undefined,
    traceId?: string,
  ): Promise<string> {
    const messageId = randomUUID();
    await this.db.transaction((manager) =>
      this.events.record(
        manager,
        'dealers.contact.requested',
        {
          messageId,
          ...recipient,
          senderUserId: sender?.id ?? null,
          senderFirstName: input.firstName,
          senderLastName: input.lastName,
          senderEmail: input.email,
          senderPhone: input.phone,
          subject: input.subject,
          message: input.message,
        },
        traceId,
      ),
    );
    this.events.nudge();
    return messageId;
  }
}
