import { Button, Flex, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { toast } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { copyText } from '../../../lib/copy-text';

/** A contact detail with a copy button answering '复制成功！' or '复制失败！请手动复制。'. */
export function CopyValue({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation('profile');
  const copy = async () => {
    const done = await copyText(value);
    if (done) toast.success(msg('copyOk', currentLang()));
    else toast.error(msg('copyFailed', currentLang()));
  };
  return (
    <Flex align="center" justify="space-between" gap={12} data-testid={testId}>
      <Typography.Text strong style={{ fontSize: 16 }} data-testid={`${testId}-value`}>
        {value}
      </Typography.Text>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {t('feedback.copy')}
      </Button>
    </Flex>
  );
}
