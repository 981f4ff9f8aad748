import { MetaError } from './errors';

/**
 * Field-by-field access to parsed JSON we do not trust: wrong types read as empty, arrays are cut at
 * a cap, and nothing is ever merged into our own objects.
 */
export type Json = unknown;

export function obj(v: Json): Record<string, Json> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : {};
}

export function arr(v: Json, max = 1_000_000): Json[] {
  return Array.isArray(v) ? v.slice(0, max) : [];
}

export function num(v: Json, fallback = NaN): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function str(v: Json): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** JSON text of at most `max` bytes, decoded as UTF-8 (BOM dropped). */
export function parseJson(bytes: Uint8Array, max: number): Json {
  if (bytes.length > max) throw new MetaError('json too large');
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    throw new MetaError('bad json');
  }
}
