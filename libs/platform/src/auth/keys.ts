import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKeys {
  /** PEM (PKCS#8); only identity holds it. */
  privateKeyPem?: string;
  /** PEM (SPKI); every service verifies access tokens with it. */
  publicKeyPem: string;
  /**
   * Public keys still accepted besides the current one: the previous key while the tokens
   * it signed live out a rotation (or the next key, published before identity signs with it).
   */
  previousPublicKeyPems?: string[];
}

/** PEMs in one text, as `JWT_PREVIOUS_PUBLIC_KEYS` or a bundle file holds them. */
export function splitPemBundle(text: string | undefined): string[] {
  return (
    text
      ?.replace(/\\n/g, '\n')
      .match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g) ?? []
  ).map((pem) => `${pem}\n`);
}

/**
 * A key's id: its RFC 7638 JWK thumbprint (SHA-256, base64url), so every process derives the
 * same `kid` from the same key without configuring one.
 */
export function keyIdOf(publicKeyPem: string): string {
  const jwk = createPublicKey(publicKeyPem).export({ format: 'jwk' }) as {
    crv: string;
    kty: string;
    x: string;
    y: string;
  };
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Reads the key pair from configuration; PEMs may come with literal "\n" from env files. */
export function keysFromConfig(
  privateKey: string | undefined,
  publicKey: string | undefined,
  previousPublicKeys?: string,
): SigningKeys | null {
  if (!publicKey) return null;
  const unescape = (pem: string) => pem.replace(/\\n/g, '\n');
  return {
    privateKeyPem: privateKey ? unescape(privateKey) : undefined,
    publicKeyPem: unescape(publicKey),
    previousPublicKeyPems: splitPemBundle(previousPublicKeys),
  };
}

/**
 * The key pair from `JWT_*_KEY` or, when those are unset, from the files `JWT_*_KEY_FILE`
 * name (the usual `_FILE` convention of container secrets). A named file that cannot be
 * read stops the process with the variable's name rather than a missing-key error later.
 */
export function keysFromConfigOrFiles(config: {
  JWT_PRIVATE_KEY?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  JWT_PREVIOUS_PUBLIC_KEYS?: string;
  JWT_PREVIOUS_PUBLIC_KEYS_FILE?: string;
}): SigningKeys | null {
  return keysFromConfig(
    config.JWT_PRIVATE_KEY ?? readKeyFile('JWT_PRIVATE_KEY_FILE', config.JWT_PRIVATE_KEY_FILE),
    config.JWT_PUBLIC_KEY ?? readKeyFile('JWT_PUBLIC_KEY_FILE', config.JWT_PUBLIC_KEY_FILE),
    config.JWT_PREVIOUS_PUBLIC_KEYS ??
      readKeyFile('JWT_PREVIOUS_PUBLIC_KEYS_FILE', config.JWT_PREVIOUS_PUBLIC_KEYS_FILE),
  );
}

function readKeyFile(variable: string, file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      {
        cause: error,
      },
    );
  }
}

/**
 * The embedded mode keeps a generated pair in the data folder, so sessions survive restarts.
 * Rotation there: move the two files into `keys/previous/` and restart; a new pair is made
 * and the old public key keeps verifying the tokens it signed (docs/security.md).
 */
export function loadOrCreateKeys(dataDir: string): Required<SigningKeys> {
  const folder = path.join(dataDir, 'keys');
  const privatePath = path.join(folder, 'jwt-private.pem');
  const publicPath = path.join(folder, 'jwt-public.pem');
  const previousFolder = path.join(folder, 'previous');
  const previousPublicKeyPems = existsSync(previousFolder)
    ? readdirSync(previousFolder)
        .filter((name) => name.endsWith('.pem'))
        .sort()
        .flatMap((name) => splitPemBundle(readFileSync(path.join(previousFolder, name), 'utf8')))
    : [];
  if (existsSync(privatePath) && existsSync(publicPath)) {
    return {
      privateKeyPem: readFileSync(privatePath, 'utf8'),
      publicKeyPem: readFileSync(publicPath, 'utf8'),
      previousPublicKeyPems,
    };
  }
  const pair = generateSigningKeys();
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
  writeFileSync(publicPath, pair.publicKeyPem);
  return { ...pair, previousPublicKeyPems };
}

export function generateSigningKeys(): Required<Omit<SigningKeys, 'previousPublicKeyPems'>> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
