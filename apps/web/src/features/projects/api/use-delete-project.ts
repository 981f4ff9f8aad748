import { useMutation, useQueryClient } from '@tanstack/react-query';
import { midiEndpoints, msg, projectEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { projectKeys } from './keys';

export type DeleteTarget = { kind: 'vsqx' | 'midi'; id: number };

/** Deletes a vsqx or MIDI project, then reloads the lists so the next item moves into the page. */
export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (t: DeleteTarget) =>
      t.kind === 'vsqx'
        ? call(projectEndpoints.remove, { params: { music_id: t.id } })
        : call(midiEndpoints.remove, { params: { midi_id: t.id } }),
    onSuccess: async (_env, t) => {
      toast.success(msg('deleted', currentLang()));
      // The merged list holds both kinds; the MIDI tab has its own pages; the versions' bytes are freed.
      await Promise.all([
        qc.invalidateQueries({ queryKey: projectKeys.lists() }),
        t.kind === 'midi' && qc.invalidateQueries({ queryKey: projectKeys.midi() }),
        qc.invalidateQueries({ queryKey: projectKeys.storage() }),
      ]);
    },
  });
}
