import { greeting, type RenderedEmail, render, type Site } from '../services/email-templates.js';

export interface NewMessageEmailInput {
  conversationId: string;
  recipientName: string | null;
  senderName: string;
  subject: string;
  listingTitle: string | null;
  body: string;
  /** The recipient can answer in the thread (a signed-out visitor cannot). */
  recipientSignedIn: boolean;
}

/**
 * A new message in a conversation, told to the other side. Neither side's address is in
 * it; the reply goes back through the thread (inbound mail is not received: the mail says so).
 */
export function newConversationMessageEmail(
  site: Site,
  input: NewMessageEmailInput,
): RenderedEmail {
  const about = input.listingTitle ? ` about ${input.listingTitle}` : '';
  const firstName = input.recipientName?.split(/\s+/)[0] ?? null;
  return render(site, {
    subject: `New message from ${input.senderName}: ${input.subject}`,
    greeting: greeting(firstName),
    paragraphs: [`${input.senderName} sent you a message on ${site.name}${about}:`, input.body],
    action: input.recipientSignedIn
      ? { label: 'Reply in Messages', url: `${site.url}/messages/${input.conversationId}` }
      : { label: `Visit ${site.name}`, url: site.url },
    notes: input.recipientSignedIn
      ? [
          `Answer with the button above: replies to this email are not delivered. ${site.name} never shows your email address to the other side.`,
        ]
      : [
          `Replies to this email are not delivered. To write again, use the message form on ${site.name}.`,
        ],
  });
}
