import { z } from 'zod';

/*
 * Imported first by both entries. Zod 4 compiles object parsers with `new Function` when it can and
 * probes for it on the first parse; under the server's Content-Security-Policy (no 'unsafe-eval') the
 * probe is refused and Chromium reports a violation even though zod catches it. Without the JIT nothing
 * is evaluated (docs/decisions.md "Security headers"); our forms parse a few fields, the cost is nil.
 */
z.config({ jitless: true });
