import { useQuery } from '@tanstack/react-query';
import type { MidiListRow } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { projectKeys } from './keys';

/**
 * My MIDI projects from the MIDI list call (spec §7: form body uid, the answer is the array itself).
 * Anything but an array (the call failing or missing) is treated as no MIDI projects.
 */
export function useMidiList(uid: number) {
  return useQuery({
    queryKey: projectKeys.midi(uid),
    queryFn: async (): Promise<MidiListRow[]> => {
      try {
        const rows = await api.raw('POST', '/api/user/midi/select_p_midi.php', new URLSearchParams({ uid: String(uid) }));
        return Array.isArray(rows) ? (rows as MidiListRow[]) : [];
      } catch {
        return [];
      }
    },
  });
}
