import { randomUUID } from 'node:crypto';
import type { AdminRequest } from '@market/platform';
import type { ApplicationRow } from './repositories/application.repository.js';

/** Test data: a dealer application row as the repository returns it (pending, fresh, no account). */
export function newApplicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: randomUUID(),
    email: 'sales@lakeside-motors.example',
    business_name: 'Lakeside Motors',
    contact_person: 'Dana Whitfield',
    phone: '(555) 010-0142',
    business_address: '120 Harbor Road',
    city: 'Madison',
    state: 'WI',
    zip_code: '53703',
    website_url: null,
    business_license: null,
    tax_id: null,
    logo_url: null,
    dealership_type: 'independent',
    years_in_business: 12,
    inventory_size: 80,
    message: null,
    password_hash: 'scrypt$test',
    status: 'pending',
    created_at: new Date('2026-11-20T10:00:00Z'),
    processed_at: null,
    processed_by: null,
    admin_notes: null,
    account_user_id: null,
    confirmed_by_user_id: null,
    confirmed_at: null,
    confirmation_token_hash: null,
    confirmation_expires_at: null,
    ...overrides,
  } as ApplicationRow;
}

/** Test data: an admin's request (actor and request meta), as controllers pass it to services. */
export function newAdminRequest(): AdminRequest {
  return {
    actor: {
      id: randomUUID(),
      email: 'admin@example.com',
      roles: ['user', 'admin'],
      tokenId: randomUUID(),
      sessionId: randomUUID(),
      sessionVersion: 1,
    },
    meta: { requestId: randomUUID(), ip: '203.0.113.7', userAgent: 'jest' },
  } as AdminRequest;
}

/**
 * Test data: a dealer's application as the sign-up form sends it (POST /api/dealer-applications),
 * valid unless overridden; approved, it becomes the dealer.
 */
export const newDealer = (email: string, extra: Record<string, unknown> = {}) => ({
  businessName: 'Sunrise Motors',
  contactPerson: 'Maria Lopez',
  email,
  password: 'dealer-pass-1',
  confirmPassword: 'dealer-pass-1',
  phone: '(555) 010-2000',
  businessAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  dealershipType: 'both',
  ...extra,
});
