import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// How a secret is stored is the database layer's (repositories hash what they look up); kept here for the
// services that mail or hand out secrets.
export { hashSecret, newSecret } from '../db/stored-secrets';

// argon2id, OWASP's minimum profile (19 MiB, 2 passes): about 45 ms here.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the address is unknown, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
