import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSigningKeys, keyIdOf, keysFromConfigOrFiles, loadOrCreateKeys } from './keys.js';

describe('keysFromConfigOrFiles', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'jwt-keys-'));
  const pair = generateSigningKeys();
  const privateFile = path.join(folder, 'jwt-private.pem');
  const publicFile = path.join(folder, 'jwt-public.pem');
  writeFileSync(privateFile, pair.privateKeyPem);
  writeFileSync(publicFile, pair.publicKeyPem);

  it('reads the PEMs from the files the _FILE variables name', () => {
    expect(
      keysFromConfigOrFiles({ JWT_PRIVATE_KEY_FILE: privateFile, JWT_PUBLIC_KEY_FILE: publicFile }),
    ).toEqual({ ...pair, previousPublicKeyPems: [] });
  });

  it('gives a service without the private key only the public one', () => {
    expect(keysFromConfigOrFiles({ JWT_PUBLIC_KEY_FILE: publicFile })).toEqual({
      privateKeyPem: undefined,
      publicKeyPem: pair.publicKeyPem,
      previousPublicKeyPems: [],
    });
  });

  it('prefers a value variable to a file, and unescapes \\n from env files', () => {
    const other = generateSigningKeys();
    const keys = keysFromConfigOrFiles({
      JWT_PUBLIC_KEY: other.publicKeyPem.replace(/\n/g, '\\n'),
      JWT_PUBLIC_KEY_FILE: publicFile,
    });
    expect(keys?.publicKeyPem).toBe(other.publicKeyPem);
  });

  it('names the variable when its file cannot be read', () => {
    expect(() =>
      keysFromConfigOrFiles({ JWT_PUBLIC_KEY_FILE: path.join(folder, 'missing.pem') }),
    ).toThrow(/JWT_PUBLIC_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/);
  });

  it('reads previous public keys from a PEM bundle, as a value with \\n or from a file', () => {
    const older = generateSigningKeys();
    const oldest = generateSigningKeys();
    const bundle = older.publicKeyPem + oldest.publicKeyPem;
    const bundleFile = path.join(folder, 'previous.pem');
    writeFileSync(bundleFile, bundle);
    expect(
      keysFromConfigOrFiles({
        JWT_PUBLIC_KEY_FILE: publicFile,
        JWT_PREVIOUS_PUBLIC_KEYS_FILE: bundleFile,
      })?.previousPublicKeyPems,
    ).toEqual([older.publicKeyPem, oldest.publicKeyPem]);
    expect(
      keysFromConfigOrFiles({
        JWT_PUBLIC_KEY_FILE: publicFile,
        JWT_PREVIOUS_PUBLIC_KEYS: bundle.replace(/\n/g, '\\n'),
      })?.previousPublicKeyPems,
    ).toEqual([older.publicKeyPem, oldest.publicKeyPem]);
  });

  it('derives the same key id from the same key (RFC 7638 thumbprint), a different one from another', () => {
    expect(keyIdOf(pair.publicKeyPem)).toBe(keyIdOf(readFileSync(publicFile, 'utf8')));
    expect(keyIdOf(pair.publicKeyPem)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyIdOf(generateSigningKeys().publicKeyPem)).not.toBe(keyIdOf(pair.publicKeyPem));
  });

  it('keeps the embedded pair across starts and adds the keys moved to keys/previous', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jwt-data-'));
    const first = loadOrCreateKeys(dataDir);
    expect(loadOrCreateKeys(dataDir)).toEqual(first);
    mkdirSync(path.join(dataDir, 'keys', 'previous'));
    renameSync(
      path.join(dataDir, 'keys', 'jwt-public.pem'),
      path.join(dataDir, 'keys', 'previous', 'jwt-public.pem'),
    );
    renameSync(
      path.join(dataDir, 'keys', 'jwt-private.pem'),
      path.join(dataDir, 'keys', 'previous', 'jwt-private.key'),
    );
    const rotated = loadOrCreateKeys(dataDir);
    expect(rotated.publicKeyPem).not.toBe(first.publicKeyPem);
    expect(rotated.previousPublicKeyPems).toEqual([first.publicKeyPem]);
  });

  it('finds no keys when nothing is configured', () => {
    expect(keysFromConfigOrFiles({})).toBeNull();
  });
});
