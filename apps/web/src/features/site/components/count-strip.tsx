import { Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The counts of an item: clicks, downloads, comments, likes. */
export function CountStrip({
  click,
  download,
  comment,
  zan,
}: {
  click: number;
  download: number;
  comment: number;
  zan: number;
}) {
  const { t } = useTranslation('common');
  const items = { click, download, comment, zan };
  return (
    <Space size={32} wrap data-testid="item-counts">
      {Object.entries(items).map(([k, n]) => (
        <Statistic
          key={k}
          title={t(`counts.${k}`)}
          value={n}
          styles={{ content: { fontSize: 20 } }}
          data-testid={`count-${k}`}
        />
      ))}
    </Space>
  );
}
