import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MidiListRow } from '@vsqx/domain';
import { listApiQuery, type ListViewState } from '../../../components/list-views/list-view-params';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

export interface MidiPage {
  rows: MidiListRow[];
  total: number;
}

/**
 * One page of my MIDI projects from the MIDI list call (spec §7: form body uid), paged and sorted by the
 * server (`?page` makes it answer an envelope with `total`, DESIGN §5); the MIDI tab of the project list.
 */
export function useMidiPage(uid: number, view: ListViewState, enabled = true) {
  const query = listApiQuery(view);
  return useQuery({
    queryKey: projectKeys.midiPage(uid, query),
    queryFn: async ({ signal }): Promise<MidiPage> => {
      const env = await api.form<MidiListRow[]>(
        `/api/user/midi/select_p_midi.php?${query}`,
        { uid },
        { silent: true, signal },
      );
      return { rows: env.data ?? [], total: env.total ?? 0 };
    },
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.upload_finish === 2) ? 5000 : false),
  });
}
