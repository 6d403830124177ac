import { describe, expect, it } from '@jest/globals';
import { DEALER_TEXTS } from '@market/contracts';
import { toastParts } from './toastText';

describe('toastParts', () => {
  it('splits SPEC §8 texts at the colon or the first sentence', () => {
    expect(toastParts(DEALER_TEXTS.dealerMessageFailed)).toEqual({
      title: 'Error sending message',
      description: 'Please try again or contact the dealer directly.',
    });
    expect(toastParts(DEALER_TEXTS.dealerMessageSent)).toEqual({
      title: 'Message sent successfully!',
      description: 'The dealer will be notified and should respond soon.',
    });
    expect(toastParts(DEALER_TEXTS.repMessageFailed)).toEqual({
      title: 'Error Sending Message',
      description: 'There was an error sending your message. Please try again.',
    });
  });

  it('keeps a one-part text whole', () => {
    expect(toastParts(DEALER_TEXTS.repMessageSent)).toEqual({ title: 'Message Sent Successfully' });
    expect(toastParts('Logo Upload Failed')).toEqual({ title: 'Logo Upload Failed' });
  });
});
