import crypto from 'node:crypto';

/** The CSP source (`'sha256-…'`) that allows exactly this inline script and no other. */
export const cspHashOf = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
