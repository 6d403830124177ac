import type { ContactRequest, PreApprovalRequest } from '@market/contracts';
import { contactRequestSchema, preApprovalRequestSchema } from '@market/contracts';
import type { InquiryService } from '@market/notifications';

/** A vehicle of the demo inventory a pre-approval can be about. */
export interface DemoVehicle {
  id: string;
  title: string;
  price: number;
  year: number;
}

const CONTACTS: ContactRequest[] = [
  {
    firstName: 'Olivia',
    lastName: 'Hart',
    email: 'olivia.hart@example.com',
    phone: '(555) 010-7781',
    subject: 'listing',
    message:
      'I saw a listing marked as featured but the photos do not load on my phone. Could you check?',
  },
  {
    firstName: 'Marcus',
    lastName: 'Reed',
    email: 'marcus.reed@example.com',
    phone: null,
    subject: 'dealer',
    message:
      'We run a small used-car lot in Tulsa with about 40 vehicles. What does a dealer partnership include?',
  },
  {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@example.com',
    phone: null,
    subject: 'billing',
    message: 'How do premium listing options work for a private seller, and can I cancel them?',
  },
];

function preApprovalFor(vehicle: DemoVehicle | undefined): PreApprovalRequest {
  return {
    vehicleId: vehicle?.id ?? null,
    vehicleDetails: vehicle
      ? { title: vehicle.title, price: vehicle.price, year: vehicle.year }
      : null,
    firstName: 'Daniel',
    lastName: 'Ortiz',
    email: 'daniel.ortiz@example.com',
    phone: '(555) 010-6623',
    dateOfBirth: '1987-03-21',
    streetAddress: '118 Maple Street',
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    employerName: 'Front Range Logistics',
    jobTitle: 'Operations Manager',
    employmentType: 'full_time',
    employmentLengthMonths: 54,
    annualIncome: 78_000,
    monthlyHousingPayment: 1_650,
    monthlyDebtPayments: 320,
    downPaymentAmount: 3_000,
    desiredLoanAmount: vehicle ? Math.max(1_000, vehicle.price - 3_000) : 22_000,
    desiredLoanTerm: 60,
    vehicleType: 'used',
    estimatedCreditScore: 700,
    notes: 'I would like to pick the vehicle up within two weeks.',
  };
}

/**
 * The admin's Inquiries tab is not empty on a first start: three contact messages and a
 * pre-approval for one of the demo vehicles, through the inquiry service's own path (so their
 * acknowledgement e-mails are in the dev mailbox too).
 */
export async function sendDemoInquiries(
  inquiries: InquiryService,
  vehicle: DemoVehicle | undefined,
): Promise<number> {
  for (const contact of CONTACTS)
    await inquiries.submitContact({ ...contactRequestSchema.parse(contact), userId: null });
  await inquiries.applyForPreApproval({
    ...preApprovalRequestSchema.parse(preApprovalFor(vehicle)),
    userId: null,
  });
  return CONTACTS.length + 1;
}
