import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES, type Visibility } from '@vsqx/domain';

/** The two form values this block owns (DESIGN §8 "Finding and managing my content"). */
export interface PublicationValues {
  visibility: Visibility;
  publish_at: Dayjs | null;
}

/** The wire fields of the values: a past or empty time is "publish now" (the server decides the same way). */
export function publicationBody(v: Partial<PublicationValues>): {
  visibility: Visibility;
  publish_at: string;
} {
  return { visibility: v.visibility ?? 'public', publish_at: v.publish_at ? v.publish_at.toISOString() : '' };
}

/** The form values of a stored item: a waiting schedule shows as "public at that time". */
export function publicationValuesOf(row: {
  visibility?: Visibility;
  publish_at?: number | null;
}): PublicationValues {
  if (row.publish_at) return { visibility: 'public', publish_at: dayjs(row.publish_at) };
  return { visibility: row.visibility ?? 'public', publish_at: null };
}

/**
 * Who can see an item and when it goes public, on the project, MIDI and article forms. A scheduled item is
 * stored private until its time, so the radio shows what it will become, and the picker keeps its time.
 */
export function PublicationFields() {
  const { t } = useTranslation('visibility');
  return (
    <>
      <Form.Item label={t('label')} name="visibility" extra={t('help')}>
        <Radio.Group
          optionType="button"
          data-testid="field-visibility"
          options={VISIBILITIES.map((v) => ({ value: v, label: t(v) }))}
        />
      </Form.Item>
      <Form.Item label={t('publishAt')} name="publish_at" extra={t('publishAtHelp')}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={t('publishAtPlaceholder')}
          data-testid="field-publish_at"
        />
      </Form.Item>
    </>
  );
}
