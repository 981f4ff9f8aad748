import { Alert, Checkbox, Flex, Form, Radio, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGREEMENTS, LIMITS, MASTER_TUNING_LEVEL, msg, MUSIC_LEVELS, type MusicLevel } from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';

/**
 * The tuning level: 3 stars for levels 1-3, and 'master tuning' (value 4) shown as three full stars with
 * its reminder (spec §5: "the rating control has 3 stars, yet a value of 4 is treated as master tuning").
 */
function RatingField({ value = 1, onChange }: { value?: MusicLevel; onChange?(v: MusicLevel): void }) {
  const lang = useLang();
  const master = value === MASTER_TUNING_LEVEL;
  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap>
        <Rate
          count={LIMITS.ratingStars}
          allowClear={false}
          value={Math.min(value, LIMITS.ratingStars)}
          tooltips={MUSIC_LEVELS.slice(0, LIMITS.ratingStars).map((l) => l.label[lang])}
          onChange={(n) => onChange?.(Math.max(1, n) as MusicLevel)}
          data-testid="field-rate"
        />
        <Checkbox
          checked={master}
          onChange={(e) => onChange?.(e.target.checked ? MASTER_TUNING_LEVEL : 3)}
          data-testid="field-master"
        >
          {MUSIC_LEVELS[3].label[lang]}
        </Checkbox>
        {!master && (
          <span data-testid="field-rate-label">
            {MUSIC_LEVELS.find((l) => l.value === value)?.label[lang]}
          </span>
        )}
      </Flex>
      {master && (
        <Alert
          type="warning"
          showIcon
          title={msg('masterTuningReminder', lang)}
          data-testid="master-reminder"
        />
      )}
    </Flex>
  );
}

/** Tuning level and licence (the four licence values with their texts, spec §3). */
export function LevelLicenceFields() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  return (
    <>
      <Form.Item label={t('form.level')} name="rate">
        <RatingField />
      </Form.Item>
      <Form.Item label={t('form.agreement')} name="agreement">
        <Radio.Group data-testid="field-agreement">
          <Flex vertical gap={6}>
            {AGREEMENTS.map((a) => (
              <Radio key={a.value} value={a.value}>
                {a.label[lang]}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
