import { defaultEmailSenderOptions, retryDelayMs } from './email-sender.service.js';

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 10 minutes', () => {
    const delays = Array.from({ length: 12 }, (_, i) =>
      retryDelayMs(i + 1, defaultEmailSenderOptions),
    );
    expect(delays).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 600_000,
      600_000,
    ]);
  });

  it('gives up after 10 attempts by default', () => {
    expect(defaultEmailSenderOptions.maxAttempts).toBe(10);
  });
});
