import { createHash, randomBytes } from 'node:crypto';

/** A random secret for tokens and e-mailed keys; only its SHA-256 is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret, and what a presented secret is looked up by. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
