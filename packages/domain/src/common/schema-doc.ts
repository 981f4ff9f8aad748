/**
 * What the OpenAPI document cannot read from a refinement (issue 20: what the document allows, the server
 * accepts; the contract fuzzer generates inputs from the document and checks it). A refinement that is a rule
 * across fields carries `ACROSS_FIELDS`: OpenAPI 3.0 cannot state it, the handler's message names it. A
 * refinement of one field states its rule to the document through `.meta()` with one of these.
 */
export const ACROSS_FIELDS = { params: { across: true } } as const;

/** Marks a custom issue as a rule across fields (see ACROSS_FIELDS). */
export const isAcrossFields = (issue: { code: string; params?: Record<string, unknown> }) =>
  issue.code === 'custom' && issue.params?.across === true;

/** An ISO instant, or empty / null for none (what a `publish_at` field takes). */
export const DATE_TIME_OR_EMPTY_DOC = {
  anyOf: [
    { type: 'string', format: 'date-time' },
    { type: 'string', maxLength: 0 },
  ],
  nullable: true,
} as const;

/** A UTC calendar day. */
export const DAY_DOC = { format: 'date' } as const;

/** An e-mail address (the server's check is zod's, stricter than RFC 5322: letters, digits, `_'+-.`). */
export const EMAIL_DOC = { format: 'email' } as const;
