/**
 * `node dist/generate-keys.js <private-folder> <public-folder>`: makes the ES256 pair that signs
 * access tokens when none exists yet (docker-compose runs it once, into two volumes: the private
 * key for identity only, the public key for every service). An existing private key is kept and
 * its public key written again, so removing the public volume never invalidates sessions.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSigningKeys } from '@market/platform';

const [privateFolder, publicFolder] = process.argv.slice(2);
if (!privateFolder || !publicFolder) {
  process.stderr.write(
    'Usage: node dist/generate-keys.js <private-key-folder> <public-key-folder>\n',
  );
  process.exit(2);
}
const privatePath = path.join(privateFolder, 'jwt-private.pem');
const publicPath = path.join(publicFolder, 'jwt-public.pem');
let privatePem: string;
if (existsSync(privatePath)) {
  privatePem = readFileSync(privatePath, 'utf8');
  process.stdout.write(`kept the signing key in ${privatePath}\n`);
} else {
  privatePem = generateSigningKeys().privateKeyPem;
  mkdirSync(privateFolder, { recursive: true });
  writeFileSync(privatePath, privatePem, { mode: 0o600 });
  process.stdout.write(`wrote a new signing key to ${privatePath}\n`);
}
const publicPem = createPublicKey(createPrivateKey(privatePem))
  .export({ type: 'spki', format: 'pem' })
  .toString();
mkdirSync(publicFolder, { recursive: true });
writeFileSync(publicPath, publicPem, { mode: 0o644 });
process.stdout.write(`wrote its public key to ${publicPath}\n`);
