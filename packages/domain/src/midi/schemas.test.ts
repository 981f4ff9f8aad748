import { describe, expect, it } from 'vitest';
import {
  cappedTagCount,
  checkAddCustomTag,
  checkTagList,
  maxSelectableTags,
  PROJECT_TAG_RULES,
} from '../projects/tags';
import { checkMidiFile, checkMidiForm, formatMusicLength, MIDI_TAG_RULES, midiSubmitSchema } from './schemas';
import { MESSAGES } from '../common/messages';
import { MIDI_MARKERS, MIDI_PRESET_TAGS } from './enums';

const form = {
  midi_type: '1' as const,
  p_name: '',
  p_title: 't',
  selected_list: '古风',
  midi_desc: 'd',
  lyric_content: '',
  p_introduce: '',
};

describe('MIDI form rules (spec §5)', () => {
  it('checks in the spec order', () => {
    const broken = {
      ...form,
      midi_type: '2' as const,
      p_name: '',
      p_title: '',
      selected_list: '',
      midi_desc: '',
    };
    expect(checkMidiForm(broken, false)).toBe('projectFileRequired');
    expect(checkMidiForm(broken, true)).toBe('authorNameRequired');
    expect(checkMidiForm({ ...broken, p_name: 'a' }, true)).toBe('titleRequired');
    expect(checkMidiForm({ ...broken, p_name: 'a', p_title: 't' }, true)).toBe('tagsRequired');
    expect(checkMidiForm({ ...broken, p_name: 'a', p_title: 't', selected_list: 'V家' }, true)).toBe(
      'descriptionRequired',
    );
    expect(checkMidiForm(form, true)).toBeNull();
  });

  it('custom tags: presets are duplicates, reserved words refused, 5 custom at most', () => {
    expect(checkAddCustomTag([], '古风', MIDI_TAG_RULES)).toBe('tagDuplicateMidi');
    expect(checkAddCustomTag([], '儿歌', MIDI_TAG_RULES)).toBe('tagReserved');
    expect(checkAddCustomTag(['a', 'b', 'c', 'd', 'e'], 'f', MIDI_TAG_RULES)).toBe('customTagsMax');
    expect(checkAddCustomTag([], ' ', MIDI_TAG_RULES)).toBe('tagEmpty');
  });

  it('spec §5 MIDI tags: the cap of 10 counts presets; 5 custom come on top (8 + 5 = 13)', () => {
    const presets = [...MIDI_PRESET_TAGS];
    const custom = ['a', 'b', 'c', 'd', 'e'];
    expect(checkAddCustomTag([...presets, 'a', 'b', 'c'], 'd', MIDI_TAG_RULES)).toBeNull();
    expect(checkTagList([...presets, ...custom], MIDI_TAG_RULES)).toBeNull();
    expect(checkTagList([...presets, ...custom, 'f'], MIDI_TAG_RULES)).toBe('customTagsMax');
    expect(cappedTagCount([...presets, ...custom], MIDI_TAG_RULES)).toBe(8);
    expect(maxSelectableTags(MIDI_TAG_RULES)).toBe(13);
    // Projects keep one cap of 10 over all selected tags.
    expect(
      checkTagList(
        ['初音ミク', 'GUMI', 'IA', 'VY1', '古风', 'a', 'b', 'c', 'd', 'e', 'f'],
        PROJECT_TAG_RULES,
      ),
    ).toBe('tagsMax');
    expect(maxSelectableTags(PROJECT_TAG_RULES)).toBe(10);
  });

  it('MIDI file: .mid only, 4194304 bytes at most', () => {
    expect(checkMidiFile({ name: 'a.MID', size: 4_194_304 })).toBeNull();
    expect(checkMidiFile({ name: 'a.mid', size: 4_194_305 })).toBe('midiTooLarge');
    expect(checkMidiFile({ name: 'a.midi', size: 1 })).toBe('midiExtension');
  });

  it('parses the form flags and formats lengths', () => {
    const parsed = midiSubmitSchema.parse({
      midi_uid: 'u',
      midi_type: '1',
      agreement: '2',
      language: '1',
      trick_num: '1',
      if_pic_changed: '1',
    });
    expect([parsed.if_pic_changed, parsed.if_vsqx_changed, parsed.p_title]).toEqual([true, false, '']);
    expect([formatMusicLength(0), formatMusicLength(61.4), formatMusicLength(6000)]).toEqual([
      '00:00',
      '01:01',
      '100:00',
    ]);
  });
});

describe('spec §8 MIDI save answers: a message never reads as a marker', () => {
  it('no catalogue text (zh or en) contains a save marker, so a spec client shows its generic failure for it', () => {
    const markers = Object.values(MIDI_MARKERS);
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const text of Object.values(texts)) {
        expect(
          markers.filter((m) => String(text).includes(m)),
          key,
        ).toEqual([]);
      }
    }
  });
});
