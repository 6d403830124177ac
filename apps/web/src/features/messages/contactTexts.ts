import { DEALER_TEXTS } from '@market/contracts';

/** The toasts of one recipient kind (SPEC §8 dealer contact / rep contact). */
export interface ContactTexts {
  sent: string;
  failed: string;
  missing: { title: string; description?: string };
}

export const DEALER_CONTACT_TEXTS: ContactTexts = {
  sent: DEALER_TEXTS.dealerMessageSent,
  failed: DEALER_TEXTS.dealerMessageFailed,
  missing: { title: DEALER_TEXTS.requiredFields },
};

export const REP_CONTACT_TEXTS: ContactTexts = {
  sent: DEALER_TEXTS.repMessageSent,
  failed: DEALER_TEXTS.repMessageFailed,
  missing: { title: DEALER_TEXTS.repMissingInformation, description: DEALER_TEXTS.requiredFields },
};
