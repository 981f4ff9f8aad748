import type { MessageKey } from '@vsqx/domain';

/** A failure a client caused or may see; the error mapper turns it into the envelope with an honest status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey | string,
    readonly data?: unknown,
    /** Appended to the message in the caller's language, e.g. the field a schema refused. */
    readonly detail?: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(String(messageKey));
  }
}

/**
 * A shared schema refused the input (lib/route.ts `parseWith`): the answer is the usual 400, and the refused
 * field and zod's issue code stay on the error, so the contract tests can tell a schema's refusal from a
 * handler's (what the OpenAPI document allows, the schemas must accept).
 */
export class SchemaRefusal extends AppError {
  constructor(
    messageKey: MessageKey | string,
    detail: string | undefined,
    readonly field: string,
    readonly code: string,
    /** A rule across fields (domain ACROSS_FIELDS), which the document cannot state. */
    readonly acrossFields = false,
  ) {
    super(400, messageKey, undefined, detail);
  }
}

export const invalid = (key: MessageKey | string, data?: unknown) => new AppError(400, key, data);
/** Input no message key names (a malformed field): '请求参数错误：field' / 'Invalid request: field'. */
export const badField = (field: string) => new AppError(400, 'badRequest', undefined, field);
export const unauthorized = () => new AppError(401, 'notLoggedIn');
export const forbidden = (key: MessageKey = 'accountDisabled') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'conflict') => new AppError(409, key);
export const tooLarge = (key: MessageKey) => new AppError(413, key);
/** A refusal the spec answers with success:false and HTTP 200 (e.g. non-managers on the approval tool). */
export const refused = (key: MessageKey) => new AppError(200, key);
