/*
 * Imported first by both entries. Zod 4 compiles object parsers with `new Function` when it can and
 * probes for it on the first parse; under the server's Content-Security-Policy (no 'unsafe-eval') the
 * probe is refused and Chromium reports a violation even though zod catches it. Without the JIT nothing
 * is evaluated (docs/decisions.md "Security headers"); our forms parse a few fields, the cost is nil.
 *
 * Set through the global zod reads its config from (zod/v4/core/core.js keeps an existing
 * `globalThis.__zod_globalConfig`) rather than `z.config()`: importing zod here put all of it (84 KB
 * minified) in both entries, though no first screen's code parses anything before its page chunk loads.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
