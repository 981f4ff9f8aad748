import { z } from 'zod';

/** The largest id an integer column holds: PostgreSQL refuses larger values with an error, never a miss. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a path, query or form: a positive 32-bit integer, so a larger one is a 400, not a 500. */
export const dbIdSchema = z.coerce
  .number({ error: 'badRequest' })
  .int('badRequest')
  .positive('badRequest')
  .max(MAX_DB_ID, 'badRequest');

/** A 1-based page number of a list. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(1_000_000);
