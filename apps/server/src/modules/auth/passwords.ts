import { hash as digest, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/*
 * Passwords are argon2id in PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which carry their own
 * parameters, so raising them later leaves old hashes verifiable. Parameters: OWASP's minimum for argon2id
 * (m = 19 MiB, t = 2, p = 1). Hashes from before (scrypt, `scrypt$salt$hash`) still verify, and the login
 * rehashes them (`needsRehash`).
 */
export const ARGON2_PARAMS = {
  // `Algorithm` is a const enum (argon2d 0, argon2i 1, argon2id 2); isolated modules cannot inline it.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};
const PHC_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

const SCRYPT_KEYLEN = 64;
const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 };

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, SCRYPT_KEYLEN, SCRYPT_PARAMS, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** argon2id with a random salt, as a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_PARAMS);
}

/** The former scheme, kept for verifying old hashes (and for tests and the benchmark that seed them). */
export async function hashPasswordScrypt(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false; // a malformed stored hash verifies nothing
    }
  }
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'));
  const expected = Buffer.from(hash, 'base64');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A stored hash that is not argon2id with today's parameters: rehash it once the password is known good. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PHC_PREFIX);
}

/** Tokens are random; only their SHA-256 is stored, so a leaked table holds no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every authenticated request hashes its token: the one-shot hash, ~1 µs cheaper than a Hash object. */
export function hashToken(token: string): string {
  return digest('sha256', token, 'hex');
}
