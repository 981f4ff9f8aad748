import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors';
import { hasNulCharacter } from '../lib/text-input';

/**
 * One check for every parsed body, query and path before any handler runs: a NUL character is a 400 (it
 * was a 500 on PostgreSQL, found by the fuzz test through the square). Multipart fields and file names are
 * checked where they are read (lib/text-input.ts).
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (hasNulCharacter(req.body) || hasNulCharacter(req.query) || hasNulCharacter(req.params))
      throw invalid('badRequest');
  });
}
