import { endpoint } from '../common/endpoint';
import { z } from 'zod';
import {
  articleBulkSchema,
  bulkResultSchema,
  presetIdParams,
  projectBulkSchema,
  uploadPresetBodySchema,
  uploadPresetSchema,
} from './schemas';

/** DESIGN §8 "Finding and managing my content": one action on many of my items, answered per item. */
export const bulkEndpoints = {
  projects: endpoint({
    method: 'POST',
    path: '/api/user/projects/bulk',
    auth: 'user',
    body: projectBulkSchema,
    data: bulkResultSchema,
  }),
  articles: endpoint({
    method: 'POST',
    path: '/api/user/articles/bulk',
    auth: 'user',
    body: articleBulkSchema,
    data: bulkResultSchema,
  }),
};

/** My named upload-form presets. */
export const uploadPresetEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/user/upload_presets',
    auth: 'user',
    data: z.array(uploadPresetSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/upload_presets',
    auth: 'user',
    body: uploadPresetBodySchema,
    data: uploadPresetSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user/upload_presets/:id',
    auth: 'user',
    params: presetIdParams,
    body: uploadPresetBodySchema,
    data: uploadPresetSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/upload_presets/:id',
    auth: 'user',
    params: presetIdParams,
  }),
};
