import type { EventData } from '@market/contracts';
import { expiry, greeting, type RenderedEmail, render, type Site } from './email-templates.js';

/** The sender's message to a dealer or a rep (SPEC.md §7 handle-dealer-contact / handle-sales-rep-contact). */
export function contactMessageEmail(
  site: Site,
  data: EventData<'dealers.contact.requested'>,
): RenderedEmail {
  const sender = `${data.senderFirstName} ${data.senderLastName}`;
  const contact = [
    `Email: ${data.senderEmail}`,
    ...(data.senderPhone ? [`Phone: ${data.senderPhone}`] : []),
  ].join(' · ');
  const dashboard = data.context === 'dealer' ? '/dealer-dashboard' : '/sales-rep-dashboard';
  return render(site, {
    subject: `New message from ${sender}: ${data.subject}`,
    greeting: greeting(data.context === 'dealer' ? data.businessName : data.recipientName),
    paragraphs: [
      `${sender} sent you a message on ${site.name}${data.context === 'dealer' ? ` about ${data.businessName}` : ''}.`,
      `Subject: ${data.subject}`,
      data.message,
      contact,
    ],
    action: { label: 'Open your inbox', url: `${site.url}${dashboard}` },
    notes: [`Reply to ${data.senderEmail} to answer ${data.senderFirstName} directly.`],
  });
}

export function applicationReceivedEmail(
  site: Site,
  data: EventData<'dealers.application.submitted'>,
): RenderedEmail {
  return render(site, {
    subject: `We received your dealer application for ${data.businessName}`,
    greeting: greeting(data.contactPerson.split(/\s+/)[0] ?? null),
    paragraphs: [
      `Thank you for applying to become a ${site.name} dealer partner. Our team reviews every application and will contact you within 2-3 business days.`,
      'Once approved, you sign in with the email address and password you chose on the application.',
    ],
    action: { label: `Visit ${site.name}`, url: site.url },
    notes: ['If you did not apply, you can ignore this email.'],
  });
}

export function applicationRejectedEmail(
  site: Site,
  data: EventData<'dealers.application.rejected'>,
): RenderedEmail {
  return render(site, {
    subject: `Your dealer application for ${data.businessName}`,
    greeting: greeting(data.contactPerson.split(/\s+/)[0] ?? null),
    paragraphs: [
      `Thank you for your interest in ${site.name}. After reviewing your application for ${data.businessName}, we are unable to approve it at this time.`,
      ...(data.reason ? [`Reason: ${data.reason}`] : []),
      'You are welcome to contact us with any questions or to apply again.',
    ],
    action: { label: 'Contact us', url: `${site.url}/contact` },
    notes: [],
  });
}

/** SPEC.md §7 send-dealer-approval: how to sign in depends on whether the account is new. */
export function dealerApprovedEmail(
  site: Site,
  data: EventData<'dealers.dealer.approved'>,
): RenderedEmail {
  const signIn = data.accountCreated
    ? `Sign in with ${data.email} and the password you chose on your application.`
    : `Sign in with your existing ${site.name} account (${data.email}) and its password; it now has dealer access.`;
  return render(site, {
    subject: `Your dealer application for ${data.businessName} is approved`,
    greeting: greeting(data.contactPerson.split(/\s+/)[0] ?? null),
    paragraphs: [
      `Welcome to ${site.name}! ${data.businessName} is now a dealer partner.`,
      signIn,
      'From your dealer dashboard you can upload your logo, add listings and read messages from buyers.',
    ],
    action: { label: 'Sign in', url: `${site.url}/auth` },
    notes: ['Forgot your password? Use "Forgot password?" on the sign-in page.'],
  });
}

/**
 * A dealer application names this account's e-mail: it becomes a dealer only if its owner
 * confirms (dealers.application.confirmation-requested).
 */
export function applicationConfirmationEmail(
  site: Site,
  data: EventData<'dealers.application.confirmation-requested'>,
  issuedAt: string,
): RenderedEmail {
  return render(site, {
    subject: `Confirm the dealer application for ${data.businessName}`,
    greeting: greeting(data.contactPerson.split(/\s+/)[0] ?? null),
    paragraphs: [
      `A dealer application for ${data.businessName} was sent to ${site.name} with your email address, which belongs to your ${site.name} account.`,
      'If you sent it, confirm it so our team can review it: once approved, your account gets dealer access.',
    ],
    action: { label: 'Confirm my application', url: data.confirmUrl },
    notes: [
      `This link works once and ${expiry({ expiresAt: data.expiresAt, issuedAt })}.`,
      'If you did not apply, ignore this email: without your confirmation the application cannot give your account dealer access.',
    ],
  });
}
/** A rep asks to join the dealership: the dealer answers on their dashboard. */
export function repJoinRequestedEmail(
  site: Site,
  data: EventData<'dealers.rep-affiliation.requested'>,
): RenderedEmail {
  const rep = data.repName ?? 'A sales representative';
  return render(site, {
    subject: `${rep} asks to join ${data.businessName} as a sales rep`,
    greeting: greeting(data.businessName),
    paragraphs: [
      `${rep} would like to represent ${data.businessName} on ${site.name}.`,
      'They will be shown as one of your sales reps only if you accept. You can accept or decline on your dealer dashboard.',
    ],
    action: { label: 'Answer on your dashboard', url: `${site.url}/dealer-dashboard` },
    notes: ['If you do not know this person, decline the request.'],
  });
}

/** A dealership invites an address to join as a sales rep. */
export function repInvitedEmail(
  site: Site,
  data: EventData<'dealers.rep-affiliation.invited'>,
): RenderedEmail {
  return render(site, {
    subject: `${data.businessName} invites you to join as a sales rep on ${site.name}`,
    greeting: greeting(null),
    paragraphs: [
      `${data.businessName} would like you to represent them as a sales rep on ${site.name}.`,
      `Sign in with ${data.invitedEmail} and accept or decline the invitation on your sales rep dashboard.`,
    ],
    action: { label: 'Open your sales rep dashboard', url: `${site.url}/sales-rep-dashboard` },
    notes: [
      `No sales rep account yet? Create one with this address: ${site.url}/auth?tab=sign-up&account_type=sales_rep`,
      'If you did not expect this, you can ignore this email.',
    ],
  });
}

/** A request or an invitation was answered: whoever asked hears how. */
export function repAffiliationAnsweredEmail(
  site: Site,
  data: EventData<'dealers.rep-affiliation.answered'>,
): RenderedEmail {
  const rep = data.repName ?? 'The sales rep';
  const outcome = data.accepted ? 'accepted' : 'declined';
  return data.kind === 'request'
    ? render(site, {
        subject: `${data.businessName} ${outcome} your request to join`,
        greeting: greeting(data.recipientName),
        paragraphs: [
          data.accepted
            ? `${data.businessName} accepted you as a sales rep. Buyers now see the dealership on your profile.`
            : `${data.businessName} declined your request to join. You can ask another dealership from your dashboard.`,
        ],
        action: { label: 'Open your sales rep dashboard', url: `${site.url}/sales-rep-dashboard` },
        notes: [],
      })
    : render(site, {
        subject: `${rep} ${outcome} your invitation`,
        greeting: greeting(data.businessName),
        paragraphs: [
          data.accepted
            ? `${rep} accepted your invitation and now represents ${data.businessName}.`
            : `${rep} declined your invitation to join ${data.businessName}.`,
        ],
        action: { label: 'Open your dealer dashboard', url: `${site.url}/dealer-dashboard` },
        notes: [],
      });
}
