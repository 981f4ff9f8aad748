import { useState, type ReactNode } from 'react';
import { Button, Flex, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { toast, alertDialog } from '../lib/feedback';
import { currentLang } from '../lib/i18n';
import { ImageCropModal, type CropOutput } from './image-crop-modal';

interface Props {
  /** The image shown now (the stored cover, or the freshly cropped one). */
  src: string;
  aspect: number;
  output: CropOutput;
  dialogTitle: string;
  onCropped(blob: Blob): void;
  /** Shown under the button, e.g. the size hint. */
  hint?: ReactNode;
  testId?: string;
}

/**
 * Click to choose an image, crop it in a dialog, hand the JPEG blob up. Non-images are refused with
 * '只能上传图片格式哦~'; a browser without FileReader gets the unsupported-browser alert (spec §5).
 */
export function CoverPicker({
  src,
  aspect,
  output,
  dialogTitle,
  onCropped,
  hint,
  testId = 'cover-picker',
}: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Flex gap={16} align="center" wrap data-testid={testId}>
      {/* Shrinks with a narrow phone column instead of pushing the choose button off the screen. */}
      <img
        src={shown ?? src}
        alt={t('crop.current')}
        style={{
          width: 200,
          maxWidth: '100%',
          aspectRatio: aspect,
          height: 'auto',
          objectFit: 'cover',
          borderRadius: 6,
          border: '1px solid #eee',
        }}
        data-testid={`${testId}-image`}
      />
      <Flex vertical gap={4}>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(f) => {
            if (typeof window.FileReader === 'undefined') {
              void alertDialog(msg('unsupportedBrowser', currentLang()), 'sorry');
            } else if (!f.type.startsWith('image/')) {
              toast.error(msg('imageOnly', currentLang()));
            } else {
              setFile(f);
            }
            return false;
          }}
        >
          <Button icon={<PictureOutlined />}>{t('crop.choose')}</Button>
        </Upload>
        {hint}
      </Flex>
      <ImageCropModal
        file={file}
        aspect={aspect}
        output={output}
        title={dialogTitle}
        onCancel={() => setFile(null)}
        onConfirm={(blob) => {
          setFile(null);
          setShown(URL.createObjectURL(blob));
          onCropped(blob);
        }}
      />
    </Flex>
  );
}
