import { invalid } from './errors';

/*
 * No text we keep may hold a NUL character: PostgreSQL refuses it in text values (even as a query
 * parameter), and no form, title, comment or file name needs one.
 */

/**
 * A parsed value that holds others: an array or an object (form and query parsers make objects with their
 * own bare prototypes), but never a raw body, i.e. a stream or bytes.
 */
function isContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** True when a parsed input holds a NUL character anywhere (strings, keys, nested values). */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !isContainer(value)) return false;
  for (const [k, v] of Object.entries(value))
    if (k.includes('\u0000') || hasNulCharacter(v, depth + 1)) return true;
  return false;
}

/** A multipart text field's value; one holding a NUL character is refused like any other input. */
export function textField(value: unknown): string {
  const text = String(value ?? '');
  if (text.includes('\u0000')) throw invalid('badRequest');
  return text;
}

/** A client's file name as we store it: no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}
