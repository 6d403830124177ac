import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSigningKeys, keysFromConfigOrFiles } from './keys.js';

describe('keysFromConfigOrFiles', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'jwt-keys-'));
  const pair = generateSigningKeys();
  const privateFile = path.join(folder, 'jwt-private.pem');
  const publicFile = path.join(folder, 'jwt-public.pem');
  writeFileSync(privateFile, pair.privateKeyPem);
  writeFileSync(publicFile, pair.publicKeyPem);

  it('reads the PEMs from the files the _FILE variables name', () => {
    expect(keysFromConfigOrFiles({ JWT_PRIVATE_KEY_FILE: privateFile, JWT_PUBLIC_KEY_FILE: publicFile })).toEqual(pair);
  });

  it('gives a service without the private key only the public one', () => {
    expect(keysFromConfigOrFiles({ JWT_PUBLIC_KEY_FILE: publicFile })).toEqual({ privateKeyPem: undefined, publicKeyPem: pair.publicKeyPem });
  });

  it('prefers a value variable to a file, and unescapes \\n from env files', () => {
    const other = generateSigningKeys();
    const keys = keysFromConfigOrFiles({ JWT_PUBLIC_KEY: other.publicKeyPem.replace(/\n/g, '\\n'), JWT_PUBLIC_KEY_FILE: publicFile });
    expect(keys?.publicKeyPem).toBe(other.publicKeyPem);
  });

  it('names the variable when its file cannot be read', () => {
    expect(() => keysFromConfigOrFiles({ JWT_PUBLIC_KEY_FILE: path.join(folder, 'missing.pem') })).toThrow(
      /JWT_PUBLIC_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/,
    );
  });

  it('finds no keys when nothing is configured', () => {
    expect(keysFromConfigOrFiles({})).toBeNull();
  });
});
