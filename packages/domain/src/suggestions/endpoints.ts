import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { dbIdSchema } from '../common/ids';
import {
  setSuggestStatusSchema,
  submitSuggestSchema,
  suggestionRowSchema,
  suggestListQuerySchema,
  tutorialDocSchema,
  tutorialDocSummarySchema,
} from './schemas';

/** Tutorial documents, suggestions and the managers' approval tool (spec §7 "Tutorial approval", DESIGN §5). */
export const suggestionEndpoints = {
  /** Course managers only; `total` beside `data`. */
  list: endpoint({
    method: 'GET',
    path: '/api/v-course/get_submit_suggest_list',
    auth: 'user',
    query: suggestListQuerySchema,
    data: z.array(suggestionRowSchema),
  }),
  /** Course managers only; the server reads the body after the manager check (a refusal tells nothing). */
  setStatus: endpoint({
    method: 'POST',
    path: '/api/v-course/set_new_suggestStatus',
    auth: 'user',
    body: setSuggestStatusSchema,
  }),
  docs: endpoint({
    method: 'GET',
    path: '/api/v-course/docs',
    auth: 'none',
    data: z.array(tutorialDocSummarySchema),
  }),
  doc: endpoint({
    method: 'GET',
    path: '/api/v-course/docs/:id',
    auth: 'none',
    params: z.object({ id: dbIdSchema }),
    data: tutorialDocSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/v-course/submit_suggest',
    auth: 'user',
    body: submitSuggestSchema,
    data: z.object({ id: z.number().int() }),
  }),
  /** `total` beside `data`. */
  mine: endpoint({
    method: 'GET',
    path: '/api/v-course/my_suggestions',
    auth: 'user',
    query: suggestListQuerySchema,
    data: z.array(suggestionRowSchema),
  }),
};
