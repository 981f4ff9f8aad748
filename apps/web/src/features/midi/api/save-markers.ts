import { MIDI_MARKERS, type MessageKey } from '@vsqx/domain';

export interface SaveOutcome {
  kind: 'success' | 'warning' | 'error';
  /** The message to show; `text` when the server answered a message of its own (a validation text). */
  key: MessageKey | null;
  text?: string;
  saved: boolean;
}

/**
 * Spec §8: the save answer is a text containing a marker. Longer markers are tested first, since
 * 'success_file' contains 'success' and 'error_uploading1' contains 'error_uploading'.
 */
const ORDER: [string, Omit<SaveOutcome, 'text'>][] = [
  [MIDI_MARKERS.successFile, { kind: 'success', key: 'midiSavedFile', saved: true }],
  [MIDI_MARKERS.errorUploading1, { kind: 'error', key: 'midiVerify1', saved: false }],
  [MIDI_MARKERS.errorUploading2, { kind: 'error', key: 'midiVerify2', saved: false }],
  [MIDI_MARKERS.errorUploading, { kind: 'warning', key: 'midiErrorUploading', saved: false }],
  [MIDI_MARKERS.errorUserVerify1, { kind: 'error', key: 'midiVerify1', saved: false }],
  [MIDI_MARKERS.errorUserVerify2, { kind: 'error', key: 'midiVerify2', saved: false }],
  [MIDI_MARKERS.errorEnd, { kind: 'error', key: 'midiErrorEnd', saved: false }],
  [MIDI_MARKERS.success, { kind: 'success', key: 'midiSaved', saved: true }],
];

export function outcomeOf(answer: string, knownMessages: readonly string[] = []): SaveOutcome {
  for (const [marker, outcome] of ORDER) if (answer.includes(marker)) return outcome;
  // A validation message the server answered in our language: show it as it is.
  if (knownMessages.includes(answer)) return { kind: 'error', key: null, text: answer, saved: false };
  return { kind: 'error', key: 'midiSaveFailed', saved: false };
}
