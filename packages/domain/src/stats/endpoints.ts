import { endpoint } from '../common/endpoint';
import { statsOverviewSchema, todoCountsSchema } from './schemas';

/** The creator home's figures (spec §3 "Stats"), the caller's own only. */
export const statsEndpoints = {
  vsqxData: endpoint({
    method: 'GET',
    path: '/api/user/select_vsqx_data',
    auth: 'user',
    data: statsOverviewSchema,
  }),
  midiData: endpoint({
    method: 'GET',
    path: '/api/user/select_midi_data',
    auth: 'user',
    data: statsOverviewSchema,
  }),
  todo: endpoint({ method: 'GET', path: '/api/user/todo', auth: 'user', data: todoCountsSchema }),
};
