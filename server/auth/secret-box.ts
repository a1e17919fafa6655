import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** One AES-256 key of TOTP_KEYS: its id is stored with every secret it seals. */
export interface SecretKey {
  readonly id: string;
  /** 32 bytes. */
  readonly key: Buffer;
}

const SCHEME = 'aes256gcm';

/**
 * Secrets kept at rest under AES-256-GCM (the TOTP secrets): sealed with the first key, opened
 * with whichever key sealed them, so a new key can be put first while the old ones still read.
 * A sealed value is `aes256gcm:<key id>:<iv>:<ciphertext>:<tag>` (base64url), bound to a context
 * (the row's id), so a sealed value copied to another row does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The secret, and whether it was sealed with an older key (then seal it again). */
  open(sealed: string, context: string): { plain: string; stale: boolean };
  isSealed(value: string): boolean;
}

export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const byId = new Map(keys.map((key) => [key.id, key.key]));
  return {
    seal(plain, context) {
      const current = keys[0];
      if (!current) throw new Error('No TOTP key is configured (TOTP_KEYS): secrets cannot be sealed');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [SCHEME, current.id, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(sealed, context) {
      const [scheme, id = '', iv = '', body = '', tag = ''] = sealed.split(':');
      if (scheme !== SCHEME) throw new Error('Not a sealed secret');
      const key = byId.get(id);
      if (!key) throw new Error(`The key "${id}" that sealed this secret is not in TOTP_KEYS any more`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(context))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return { plain, stale: id !== keys[0]?.id };
    },
    isSealed: (value) => value.startsWith(`${SCHEME}:`),
  };
}

/**
 * The key of development and tests when TOTP_KEYS is unset: derived from a public text, so it
 * protects nothing, and a production start refuses to run without TOTP_KEYS (productionProblems).
 */
export const DEVELOPMENT_KEY: SecretKey = Object.freeze({
  id: 'dev',
  key: createHash('sha256').update('miamo development TOTP key: never for production').digest(),
});

/** TOTP_KEYS: `id:base64 key` pairs, comma-separated, the first sealing; a message when malformed. */
export function parseSecretKeys(text: string): SecretKey[] | string {
  const keys: SecretKey[] = [];
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id = '', encoded = ''] = pair.split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!/^[\w-]{1,32}$/.test(id) || key.length !== 32)
      return 'TOTP_KEYS must be id:key pairs, each key 32 bytes in base64 (openssl rand -base64 32)';
    if (keys.some((other) => other.id === id)) return `TOTP_KEYS names the key "${id}" twice`;
    keys.push(Object.freeze({ id, key }));
  }
  return keys;
}
