import { randomBytes } from 'node:crypto';

/** A certificate's public code: 128 random bits, base64url (22 characters), so nobody guesses another's. */
export const newCertificateCode = () => randomBytes(16).toString('base64url');
