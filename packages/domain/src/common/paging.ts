import { z } from 'zod';
import { pageNumberSchema } from './ids';
import { LIMITS } from './limits';

/** `?page&page_size&sort` of every list (DESIGN §5); absent means "answer as the spec says". */
export const listQuerySchema = z.object({
  page: pageNumberSchema.optional(),
  page_size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).optional(),
  sort: z.enum(['time', 'hot']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `?page=` in a creator-centre URL: a positive integer, 1 when missing or bad. */
export function parsePageParam(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
