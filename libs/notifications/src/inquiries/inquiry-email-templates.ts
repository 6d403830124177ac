import {
  contactSubjectLabels,
  employmentTypeLabels,
  type Inquiry,
  preApprovalVehicleTypeLabels,
} from '@market/contracts';
import { greeting, type RenderedEmail, render, type Site } from '../services/email-templates.js';
import type { NewContactInquiry, NewPreApproval } from './inquiry.types.js';

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/**
 * To the sender of the contact form (SPEC.md §9: we answer within 24 hours). Only the
 * subject's label and the sender's own name go back: the form cannot be used to mail
 * arbitrary text to someone else's address.
 */
export function contactAcknowledgementEmail(site: Site, input: NewContactInquiry): RenderedEmail {
  const subject = contactSubjectLabels[input.subject];
  return render(site, {
    subject: `We received your message: ${subject}`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `Thank you for contacting ${site.name}. We received your message about "${subject}" and will get back to you within 24 hours.`,
      'Our team is available Monday to Friday 9:00-18:00 and Saturday 10:00-16:00 (closed on Sunday).',
    ],
    action: { label: `Visit ${site.name}`, url: site.url },
    notes: ['If you did not write to us, you can ignore this email.'],
  });
}

/** To the site's inquiries address: a new contact message waits in the admin's Inquiries tab. */
export function contactAdminNoticeEmail(
  site: Site,
  id: string,
  input: NewContactInquiry,
): RenderedEmail {
  const subject = contactSubjectLabels[input.subject];
  const from = `${input.firstName} ${input.lastName}`;
  return render(site, {
    subject: `New contact message (${subject}) from ${from}`,
    greeting: 'Hi,',
    paragraphs: [
      `${from} <${input.email}>${input.phone ? `, phone ${input.phone}` : ''} wrote through the contact form.`,
      `Subject: ${subject}`,
      input.message,
      ...(input.salesRepId ? [`Asked for sales representative ${input.salesRepId}.`] : []),
      ...(input.vehicleId ? [`About vehicle ${site.url}/vehicle/${input.vehicleId}`] : []),
    ],
    action: { label: 'Open the inquiries', url: `${site.url}/admin?tab=inquiries&inquiry=${id}` },
    notes: [`Inquiry ${id}. Reply from the admin console so the answer is kept with the inquiry.`],
  });
}

function vehicleLine(input: NewPreApproval): string | null {
  const v = input.vehicleDetails;
  return v ? `${v.title}, listed at ${usd(v.price)}` : null;
}

/** To the applicant (SPEC.md §8: reviewed within 24-48 hours). */
export function preApprovalConfirmationEmail(site: Site, input: NewPreApproval): RenderedEmail {
  const vehicle = vehicleLine(input);
  return render(site, {
    subject: vehicle
      ? `Your pre-approval application for the ${input.vehicleDetails!.title}`
      : 'Your financing pre-approval application',
    greeting: greeting(input.firstName),
    paragraphs: [
      `Thank you for applying for financing pre-approval with ${site.name}. We'll review your application and get back to you within 24-48 hours.`,
      ...(vehicle ? [`Vehicle: ${vehicle}.`] : []),
      `You asked for ${usd(input.desiredLoanAmount)} over ${input.desiredLoanTerm} months${
        input.downPaymentAmount ? `, with ${usd(input.downPaymentAmount)} down` : ''
      }.`,
    ],
    action:
      vehicle && input.vehicleId
        ? { label: 'View the vehicle', url: `${site.url}/vehicle/${input.vehicleId}` }
        : { label: 'Browse vehicles', url: `${site.url}/listings` },
    notes: [
      'A pre-approval is not a loan offer; the final terms depend on the lender’s review.',
      'If you did not apply, please contact us.',
    ],
  });
}

export function preApprovalAdminNoticeEmail(
  site: Site,
  id: string,
  input: NewPreApproval,
): RenderedEmail {
  const vehicle = vehicleLine(input);
  return render(site, {
    subject: `New pre-approval application from ${input.firstName} ${input.lastName}`,
    greeting: 'Hi,',
    paragraphs: [
      `${input.firstName} ${input.lastName} <${input.email}>, phone ${input.phone}, applied for pre-approval.`,
      `Loan: ${usd(input.desiredLoanAmount)} over ${input.desiredLoanTerm} months; ${preApprovalVehicleTypeLabels[input.vehicleType].toLowerCase()}.`,
      `Employment: ${employmentTypeLabels[input.employmentType]}, ${input.jobTitle} at ${input.employerName}; annual income ${usd(input.annualIncome)}.`,
      ...(vehicle ? [`Vehicle: ${vehicle}.`] : []),
    ],
    action: { label: 'Open the inquiries', url: `${site.url}/admin?tab=inquiries&inquiry=${id}` },
    notes: [`Application ${id}.`],
  });
}

/** An admin's answer to an inquiry, sent to the person who asked. */
export function inquiryReplyEmail(
  site: Site,
  inquiry: Pick<Inquiry, 'firstName'>,
  reply: { subject: string; message: string },
): RenderedEmail {
  return render(site, {
    subject: reply.subject,
    greeting: greeting(inquiry.firstName),
    paragraphs: reply.message
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    action: { label: `Visit ${site.name}`, url: site.url },
    notes: [`You can answer this email or write to us again through ${site.url}/contact.`],
  });
}
