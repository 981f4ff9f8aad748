import { useState } from 'react';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  cappedTagCount,
  checkAddCustomTag,
  LIMITS,
  maxSelectableTags,
  msg,
  type TagRules,
} from '@vsqx/domain';
import { toast } from '../lib/feedback';
import { useLang } from '../lib/i18n';

export interface TagPickerProps {
  value: string[];
  onChange(tags: string[]): void;
  /** Recommended tags by group (singers of the chosen language, type tags, MIDI presets ...). */
  groups: { title: string; tags: readonly string[] }[];
  rules: TagRules;
  testId?: string;
}

/**
 * Tags of spec §5: checkable recommended tags per group, plus custom tags typed in and removable. Every
 * rule (max 10 selected, max 5 custom, empty, duplicate, reserved) answers the shared message as a toast.
 */
export function TagPicker({ value, onChange, groups, rules, testId = 'tag-picker' }: TagPickerProps) {
  const { t } = useTranslation('widgets');
  const [input, setInput] = useState('');
  const lang = useLang();
  const shown = new Set(groups.flatMap((g) => g.tags));
  // Custom tags, and selected tags no group shows right now: both removable here.
  const others = value.filter((tag) => !shown.has(tag));

  const toggle = (tag: string, checked: boolean) => {
    if (!checked) return onChange(value.filter((v) => v !== tag));
    if (cappedTagCount([...value, tag], rules) > LIMITS.tagsMax)
      return toast.warning(msg(rules.maxMessage, lang));
    onChange([...value, tag]);
  };

  const add = () => {
    const problem = checkAddCustomTag(value, input, rules);
    if (problem) return toast.warning(msg(problem, lang));
    onChange([...value, input.trim()]);
    setInput('');
  };

  return (
    <Flex vertical gap={10} data-testid={testId}>
      {groups.map((g) => (
        <div key={g.title}>
          <Typography.Text type="secondary" style={{ marginRight: 8 }}>
            {g.title}
          </Typography.Text>
          <Flex wrap gap={6} style={{ marginTop: 4 }}>
            {g.tags.map((tag) => (
              <Tag.CheckableTag
                key={tag}
                checked={value.includes(tag)}
                onChange={(c) => toggle(tag, c)}
                data-testid={`${testId}-tag`}
              >
                {tag}
              </Tag.CheckableTag>
            ))}
          </Flex>
        </div>
      ))}
      <Space.Compact style={{ maxWidth: 360 }}>
        <Input
          value={input}
          maxLength={40}
          placeholder={t('tags.customPlaceholder')}
          aria-label={t('tags.customPlaceholder')}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          data-testid={`${testId}-input`}
        />
        <Button icon={<PlusOutlined />} onClick={add} data-testid={`${testId}-add`}>
          {t('tags.add')}
        </Button>
      </Space.Compact>
      <Flex wrap gap={6} align="center" data-testid={`${testId}-selected`}>
        <Typography.Text type="secondary">
          {t('tags.selected', { n: value.length, max: maxSelectableTags(rules) })}
        </Typography.Text>
        {others.map((tag) => (
          <Tag
            key={tag}
            closable
            closeIcon={<CloseOutlined aria-label={t('tags.remove', { tag })} />}
            color="processing"
            onClose={() => onChange(value.filter((v) => v !== tag))}
            data-testid={`${testId}-custom`}
          >
            {tag}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
