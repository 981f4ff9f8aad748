import { describe, expect, it } from 'vitest';
import { ENGINE_CHOICES, engineChoiceOf } from './engines';
import { checkProjectForm, projectFormBodySchema } from './schemas';

describe('engine choices', () => {
  it('reads a stored or detected engine as its choice; an unknown name is "other"', () => {
    expect(engineChoiceOf(1, '').key).toBe('vocaloid');
    expect(engineChoiceOf(1, 'VOCALOID4').key).toBe('vocaloid');
    expect(engineChoiceOf(2, 'SynthV').key).toBe('synthv');
    expect(engineChoiceOf(2, ' synthesizer v ').key).toBe('synthv');
    expect(engineChoiceOf(2, 'UTAU').key).toBe('utau');
    expect(engineChoiceOf(2, 'OpenUtau').key).toBe('utau');
    expect(engineChoiceOf(2, 'CeVIO').key).toBe('cevio');
    expect(engineChoiceOf(2, 'Sharpkey').key).toBe('sharpkey');
    expect(engineChoiceOf(2, 'NEUTRINO').key).toBe('other');
    expect(engineChoiceOf(2, '').key).toBe('other');
    expect(engineChoiceOf(3, 'MIDI').key).toBe('midi');
    expect(engineChoiceOf(4, '').key).toBe('plugin');
  });

  it('every named choice is a name the shared form check accepts, and keys are unique', () => {
    expect(new Set(ENGINE_CHOICES.map((c) => c.key)).size).toBe(ENGINE_CHOICES.length);
    const check = (name: string) =>
      checkProjectForm(
        projectFormBodySchema.parse({
          vsqx_uid: 'u',
          file_extension: 'svp',
          synthesizer_type: '2',
          synthesizer_name: name,
          music_type: '1',
          p_title: 't',
          agreement: '1',
          language: '1',
          selected_list: 'a',
          rate: '1',
          vsqx_content: 'd',
        }),
      );
    // The 'other' choice with no name typed is refused by the same check.
    expect(check('')).toBe('engineNameRequired');
    for (const c of ENGINE_CHOICES.filter((x) => x.name)) {
      expect(c.type).toBe(2);
      expect(engineChoiceOf(c.type, c.name)).toBe(c);
      expect(check(c.name), c.name).toBeNull();
    }
  });
});
