import { z } from 'zod';
import { CONVERT_CHARSETS, CONVERT_FORMATS } from './convert';

/** The download's query: without `as` it is the plain download of the original file. */
export const downloadQuerySchema = z.object({
  as: z.enum(CONVERT_FORMATS, { error: 'badRequest' }).optional(),
  charset: z.enum(CONVERT_CHARSETS, { error: 'badRequest' }).optional(),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** `POST /api/user/allow_convert/{music_id}` and `/api/user/midi/allow_convert/{midi_id}` (owner only). */
export const allowConvertSchema = z.object({ allow_convert: z.boolean({ error: 'badRequest' }) });
/** What both answer: whether the project offers converted downloads now. */
export const allowConvertStateSchema = z.object({ allow_convert: z.boolean() });
export type AllowConvertState = z.infer<typeof allowConvertStateSchema>;
