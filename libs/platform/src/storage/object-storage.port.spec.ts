import { INVALID_OBJECT_KEYS } from './object-storage.contract.js';
import {
  assertValidObjectKey,
  InvalidObjectKeyError,
  MAX_OBJECT_KEY_LENGTH,
} from './object-storage.port.js';

describe('assertValidObjectKey', () => {
  it.each([
    'listings/0b6c1e0e-7a4f-4a57-9d1e-3f1d2c9a8b7e/a1b2c3/full.webp',
    'logo.png',
    'dealers/ACME_Motors/hero-image.v2.jpg',
    '.hidden/file',
    'a'.repeat(MAX_OBJECT_KEY_LENGTH),
  ])('accepts %s', (key) => {
    expect(() => assertValidObjectKey(key)).not.toThrow();
  });

  it.each(
    INVALID_OBJECT_KEYS.map((key) => [
      key.length > 40 ? `${key.slice(0, 20)}… (${key.length})` : key,
      key,
    ]),
  )('refuses %j', (_shown, key) => {
    expect(() => assertValidObjectKey(key)).toThrow(InvalidObjectKeyError);
  });

  it('says why, naming a shortened key', () => {
    expect(() => assertValidObjectKey('../x')).toThrow(
      'Invalid object key "../x": ".." is not allowed',
    );
    expect(() => assertValidObjectKey('a//b')).toThrow(/empty or "\." path segments/);
    expect(() => assertValidObjectKey('a b')).toThrow(/only letters, digits/);
    const long = `${'k'.repeat(MAX_OBJECT_KEY_LENGTH)}x`;
    const error = (() => {
      try {
        assertValidObjectKey(long);
      } catch (e) {
        return e as InvalidObjectKeyError;
      }
    })();
    expect(error?.key).toBe(long);
    expect(error?.message.length).toBeLessThan(200);
  });

  it('refuses what is not a string at run time', () => {
    expect(() => assertValidObjectKey(undefined as unknown as string)).toThrow(/must not be empty/);
  });
});
