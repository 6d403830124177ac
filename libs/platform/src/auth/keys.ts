import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKeys {
  /** PEM (PKCS#8); only identity holds it. */
  privateKeyPem?: string;
  /** PEM (SPKI); every service verifies access tokens with it. */
  publicKeyPem: string;
}

/** Reads the key pair from configuration; PEMs may come with literal "\n" from env files. */
export function keysFromConfig(privateKey: string | undefined, publicKey: string | undefined): SigningKeys | null {
  if (!publicKey) return null;
  const unescape = (pem: string) => pem.replace(/\\n/g, '\n');
  return { privateKeyPem: privateKey ? unescape(privateKey) : undefined, publicKeyPem: unescape(publicKey) };
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
}): SigningKeys | null {
  return keysFromConfig(
    config.JWT_PRIVATE_KEY ?? readKeyFile('JWT_PRIVATE_KEY_FILE', config.JWT_PRIVATE_KEY_FILE),
    config.JWT_PUBLIC_KEY ?? readKeyFile('JWT_PUBLIC_KEY_FILE', config.JWT_PUBLIC_KEY_FILE),
  );
}

function readKeyFile(variable: string, file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, {
      cause: error,
    });
  }
}

/** The embedded mode keeps a generated pair in the data folder, so sessions survive restarts. */
export function loadOrCreateKeys(dataDir: string): Required<SigningKeys> {
  const folder = path.join(dataDir, 'keys');
  const privatePath = path.join(folder, 'jwt-private.pem');
  const publicPath = path.join(folder, 'jwt-public.pem');
  if (existsSync(privatePath) && existsSync(publicPath)) {
    return { privateKeyPem: readFileSync(privatePath, 'utf8'), publicKeyPem: readFileSync(publicPath, 'utf8') };
  }
  const pair = generateSigningKeys();
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
  writeFileSync(publicPath, pair.publicKeyPem);
  return pair;
}

export function generateSigningKeys(): Required<SigningKeys> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
