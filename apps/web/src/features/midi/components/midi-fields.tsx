import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGREEMENTS, LIMITS, MIDI_LANGUAGES, MIDI_TYPES, TRICK_NUMS } from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';
import type { PublicationValues } from '../../../components/visibility/publication-fields';

/** The text fields of the MIDI form, as antd keeps them (tags, files and flags live beside the Form). */
export interface MidiFieldValues {
  midi_type: '1' | '2';
  p_name: string;
  p_title: string;
  agreement: number;
  language: string;
  trick_num: '1' | '2';
  lyric_content: string;
  midi_desc: string;
  p_introduce: string;
  /** Who sees it and a scheduled publication (DESIGN §8; components/visibility). */
  visibility: PublicationValues['visibility'];
  publish_at: PublicationValues['publish_at'];
  tags: string[];
  /** '版本说明' of the edit page (DESIGN §8 "Versions"). */
  version_note?: string;
}

/** Type, producer name (reposts), title, licence, language and track kind. */
export function MidiHeadFields({ onTypeChange }: { onTypeChange(type: '1' | '2'): void }) {
  const { t } = useTranslation('midi');
  const lang = useLang();
  const type = Form.useWatch<'1' | '2'>('midi_type');
  return (
    <>
      <Form.Item name="midi_type" label={t('fields.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          data-testid="midi-type"
          options={MIDI_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
          onChange={(e) => onTypeChange(e.target.value as '1' | '2')}
        />
      </Form.Item>
      {type === '2' && (
        <Form.Item name="p_name" label={t('fields.producer')} extra={t('fields.producerHint')}>
          <Input
            maxLength={LIMITS.authorNameMax}
            showCount
            placeholder={t('fields.producerPlaceholder')}
            data-testid="midi-producer"
          />
        </Form.Item>
      )}
      <Form.Item name="p_title" label={t('fields.title')}>
        <Input
          maxLength={LIMITS.projectTitleMax}
          showCount
          placeholder={t('fields.titlePlaceholder')}
          data-testid="midi-title"
        />
      </Form.Item>
      <Form.Item name="agreement" label={t('fields.licence')}>
        <Select
          data-testid="midi-licence"
          options={AGREEMENTS.map((o) => ({ value: o.value, label: o.label[lang] }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name="language" label={t('fields.language')}>
            <Select
              data-testid="midi-language"
              options={MIDI_LANGUAGES.map((o) => ({ value: o.value, label: o.label[lang] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item name="trick_num" label={t('fields.tracks')} extra={t('fields.tracksHint')}>
            <Radio.Group
              data-testid="midi-tracks"
              options={TRICK_NUMS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Lyrics (1500), description (1000) and producer intro (300), each with its counter. */
export function MidiTextFields() {
  const { t } = useTranslation('midi');
  return (
    <>
      <Form.Item name="lyric_content" label={t('fields.lyrics')}>
        <Input.TextArea
          maxLength={LIMITS.lyricsMidiMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('fields.lyricsPlaceholder')}
          data-testid="midi-lyrics"
        />
      </Form.Item>
      <Form.Item name="midi_desc" label={t('fields.description')}>
        <Input.TextArea
          maxLength={LIMITS.descriptionMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('fields.descriptionPlaceholder')}
          data-testid="midi-description"
        />
      </Form.Item>
      <Form.Item name="p_introduce" label={t('fields.intro')}>
        <Input.TextArea
          maxLength={LIMITS.authorIntroMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('fields.introPlaceholder')}
          data-testid="midi-intro"
        />
      </Form.Item>
    </>
  );
}
