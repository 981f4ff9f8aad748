/** Query keys of the MIDI feature, in one place. */
export const midiKeys = {
  all: ['midi'] as const,
  list: (uid: number) => ['midi', 'list', uid] as const,
  project: (midiId: number) => ['midi', 'project', midiId] as const,
  profileIntro: ['midi', 'profile-intro'] as const,
};
