import { LIMITS, MIDI_FILE_EXTENSIONS, MP3_EXTENSIONS, PROJECT_FILE_EXTENSIONS } from '../common/limits';
import type { MessageKey } from '../common/messages';

/** Where resumable uploads are created (tus 1.0.0, DESIGN §8 "Resumable uploads"). */
export const TUS_ENDPOINT = '/api/uploads/tus';

/** What a resumable upload is for: the `target` key of `Upload-Metadata`. */
export const TUS_TARGETS = ['vsqx_file', 'mp3', 'midi_file', 'article_image'] as const;
export type TusTarget = (typeof TUS_TARGETS)[number];

export interface TusTargetRules {
  maxBytes: number;
  /** Lower-case extensions without the dot; empty: any (images are decoded and re-encoded instead). */
  extensions: readonly string[];
  extensionMessage: MessageKey;
  tooLargeMessage: MessageKey;
  /** Whether `uid` (the vsqx_uid / midi_uid it belongs to) is required. */
  needsUid: boolean;
}

/** The same limits and messages as the multipart uploads of spec §5/§7: checked by the page and again at creation. */
export const TUS_TARGET_RULES: Record<TusTarget, TusTargetRules> = {
  vsqx_file: {
    maxBytes: LIMITS.projectFileMaxBytes,
    extensions: PROJECT_FILE_EXTENSIONS,
    extensionMessage: 'projectExtension',
    tooLargeMessage: 'projectTooLarge',
    needsUid: true,
  },
  mp3: {
    maxBytes: LIMITS.mp3MaxBytes,
    extensions: MP3_EXTENSIONS,
    extensionMessage: 'mp3Extension',
    tooLargeMessage: 'mp3TooLarge',
    needsUid: true,
  },
  midi_file: {
    maxBytes: LIMITS.midiFileMaxBytes,
    extensions: MIDI_FILE_EXTENSIONS,
    extensionMessage: 'midiExtension',
    tooLargeMessage: 'midiTooLarge',
    needsUid: true,
  },
  article_image: {
    maxBytes: LIMITS.imageMaxBytes,
    extensions: [],
    extensionMessage: 'imageOnly',
    tooLargeMessage: 'imageTooLarge',
    needsUid: false,
  },
};

export function isTusTarget(value: string | undefined): value is TusTarget {
  return (TUS_TARGETS as readonly string[]).includes(value ?? '');
}
