import { randomBytes } from 'node:crypto';
import { InvalidObjectKeyError, type ObjectStorage } from './object-storage.port.js';

export interface ObjectStorageUnderTest {
  storage: ObjectStorage;
  close(): Promise<void>;
}

/** Keys that must be refused before an adapter touches the folder or the bucket. */
export const INVALID_OBJECT_KEYS = [
  '',
  '../escape.webp',
  'listings/../../etc/passwd',
  '/absolute.webp',
  'a//b.webp',
  'a/./b.webp',
  'trailing/',
  'back\\slash.webp',
  'with space.webp',
  'ünïcode.webp',
  'query?x=1',
  'x'.repeat(1025),
];

/**
 * The contract every object-storage adapter passes. Each test writes under its own random
 * prefix and everything written is deleted afterwards, so it can run against a real bucket.
 */
export function describeObjectStorageContract(
  name: string,
  setup: () => Promise<ObjectStorageUnderTest>,
): void {
  describe(name, () => {
    let sut: ObjectStorageUnderTest;
    let storage: ObjectStorage;
    const written = new Set<string>();
    const run = `contract-${randomBytes(6).toString('hex')}`;
    const key = (path: string) => `${run}/${path}`;
    const put = async (objectKey: string, body: Buffer, contentType: string) => {
      written.add(objectKey);
      await storage.put(objectKey, body, contentType);
    };

    beforeAll(async () => {
      sut = await setup();
      storage = sut.storage;
    });
    afterAll(async () => {
      if (storage && written.size > 0) await storage.delete([...written]);
      await sut?.close();
    });

    it('gives back what was put, with its content type and size', async () => {
      const objectKey = key('listings/0b6c1e0e-7a4f-4a57-9d1e-3f1d2c9a8b7e/a1b2c3/full.webp');
      const body = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes');
      await put(objectKey, body, 'image/webp');

      const stored = await storage.get(objectKey);
      expect(stored).not.toBeNull();
      expect(stored!.body.equals(body)).toBe(true);
      expect(stored!.contentType).toBe('image/webp');
      expect(stored!.size).toBe(body.length);
    });

    it('keeps each content type as given', async () => {
      await put(key('notes.txt'), Buffer.from('hello'), 'text/plain; charset=utf-8');
      await put(key('data.bin'), Buffer.from([1, 2, 3]), 'application/octet-stream');
      expect((await storage.get(key('notes.txt')))?.contentType).toBe('text/plain; charset=utf-8');
      expect((await storage.get(key('data.bin')))?.contentType).toBe('application/octet-stream');
    });

    it('replaces an object, bytes and content type', async () => {
      const objectKey = key('replaced/logo');
      await put(objectKey, Buffer.from('the first, longer version of the object'), 'image/png');
      await put(objectKey, Buffer.from('second'), 'image/webp');

      const stored = await storage.get(objectKey);
      expect(stored?.body.toString()).toBe('second');
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.size).toBe(6);
    });

    it('answers null for a key with no object, also where other keys share its prefix', async () => {
      await put(key('prefix/child.webp'), Buffer.from('child'), 'image/webp');
      expect(await storage.get(key('never-written.webp'))).toBeNull();
      expect(await storage.get(key('prefix/other.webp'))).toBeNull();
      expect(await storage.get(key('prefix'))).toBeNull();
      expect(await storage.get(key('prefix/child.webp/deeper'))).toBeNull();
    });

    it('deletes every key given, ignores missing ones and leaves the rest', async () => {
      const doomed = [key('many/1.webp'), key('many/2.webp'), key('many/sub/3.webp')];
      const kept = key('many/kept.webp');
      for (const objectKey of [...doomed, kept])
        await put(objectKey, Buffer.from(objectKey), 'image/webp');

      await storage.delete([
        ...doomed,
        key('many/missing.webp'),
        key('nowhere/at/all.webp'),
        doomed[0],
      ]);

      for (const objectKey of doomed) expect(await storage.get(objectKey)).toBeNull();
      expect((await storage.get(kept))?.body.toString()).toBe(kept);
      await expect(storage.delete([])).resolves.toBeUndefined();
      await expect(storage.delete([key('many/1.webp')])).resolves.toBeUndefined();
    });

    it('can write again under a prefix whose objects were all deleted', async () => {
      const objectKey = key('again/only.webp');
      await put(objectKey, Buffer.from('one'), 'image/webp');
      await storage.delete([objectKey]);
      await put(objectKey, Buffer.from('two'), 'image/webp');
      expect((await storage.get(objectKey))?.body.toString()).toBe('two');
    });

    it.each(
      INVALID_OBJECT_KEYS.map((k) => [k.length > 40 ? `${k.slice(0, 20)}… (${k.length})` : k, k]),
    )('refuses the key %j for put, get and delete', async (_shown, invalid) => {
      await expect(storage.put(invalid, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        InvalidObjectKeyError,
      );
      await expect(storage.get(invalid)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete([key('fine.webp'), invalid])).rejects.toThrow(
        InvalidObjectKeyError,
      );
    });

    it('keeps binary data byte for byte: every byte value, a megabyte of noise, nothing at all', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const noise = randomBytes(1024 * 1024);
      const empty = Buffer.alloc(0);
      await put(key('binary/every-byte'), everyByte, 'application/octet-stream');
      await put(key('binary/noise'), noise, 'application/octet-stream');
      await put(key('binary/empty'), empty, 'application/octet-stream');

      expect((await storage.get(key('binary/every-byte')))?.body.equals(everyByte)).toBe(true);
      const readNoise = await storage.get(key('binary/noise'));
      expect(readNoise?.size).toBe(noise.length);
      expect(readNoise?.body.equals(noise)).toBe(true);
      const readEmpty = await storage.get(key('binary/empty'));
      expect(readEmpty).not.toBeNull();
      expect(readEmpty?.size).toBe(0);
    });

    it('reports itself healthy', async () => {
      expect(await storage.isHealthy()).toBe(true);
    });
  });
}
