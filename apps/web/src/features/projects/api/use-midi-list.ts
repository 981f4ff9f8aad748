import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type MidiListRow, type SortOrder } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

export interface MidiPage {
  rows: MidiListRow[];
  total: number;
}

/**
 * One page (10) of my MIDI projects from the MIDI list call (spec §7: form body uid), paged and sorted by the
 * server (`?page` makes it answer an envelope with `total`, DESIGN §5); the MIDI tab of the project list.
 */
export function useMidiPage(uid: number, sort: SortOrder, page: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.midiPage(uid, sort, page),
    queryFn: async ({ signal }): Promise<MidiPage> => {
      const env = await api.form<MidiListRow[]>(
        `/api/user/midi/select_p_midi.php?page=${page}&page_size=${LIMITS.pageSize}&sort=${sort}`,
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
