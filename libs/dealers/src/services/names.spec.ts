import { displayName } from '../repositories/user-directory.repository.js';
import { splitContactName } from './application.service.js';

describe('names', () => {
  it('splits the contact person into the new account’s first and last name', () => {
    expect(splitContactName('Maria de la Cruz')).toEqual({
      firstName: 'Maria',
      lastName: 'de la Cruz',
    });
    expect(splitContactName('  Cher ')).toEqual({ firstName: 'Cher', lastName: null });
  });

  it('shows reviewers as first name and initial, reps in full, else the e-mail’s name part', () => {
    expect(displayName({ firstName: 'Ann', lastName: 'Buyer', email: 'a@example.com' })).toBe(
      'Ann B.',
    );
    expect(displayName({ firstName: 'Ann', lastName: 'Buyer', email: 'a@example.com' }, true)).toBe(
      'Ann Buyer',
    );
    expect(displayName({ firstName: null, lastName: 'Buyer', email: 'a@example.com' })).toBe(
      'Buyer',
    );
    expect(displayName({ firstName: null, lastName: null, email: 'ann.b@example.com' })).toBe(
      'ann.b',
    );
    expect(displayName(null)).toBe('Wheelbase user');
  });
});
