import { useState } from 'react';
import { MESSAGES } from '@vsqx/domain';
import { currentLang } from '../../../lib/i18n';
import { saveMidiProject, type MidiWireForm } from '../api/save';
import { outcomeOf, type SaveOutcome } from '../api/save-markers';

/**
 * Saves an edited MIDI project and reads the marker of the text answer (spec §8). The button is disabled
 * while saving and enabled again after the response, whatever it was (spec §4).
 */
export function useMidiSave() {
  const [saving, setSaving] = useState(false);
  async function run(form: MidiWireForm): Promise<SaveOutcome> {
    setSaving(true);
    try {
      const known = Object.values(MESSAGES).map((m) => m[currentLang()]);
      return outcomeOf(await saveMidiProject(form), known);
    } catch {
      return outcomeOf('');
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
