import { useCallback, useEffect, useRef, useState } from 'react';
import { Flex, Modal, Slider, Typography } from 'antd';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { toast } from '../lib/feedback';
import { currentLang } from '../lib/i18n';

export interface CropOutput {
  width: number;
  height: number;
}

interface Props {
  /** The chosen image; the dialog is open while it is set. */
  file: File | null;
  aspect: number;
  output: CropOutput;
  title: string;
  onCancel(): void;
  onConfirm(blob: Blob): void;
}

/** Draws the cropped area of an image onto a canvas of the output size (what the server receives). */
async function renderCrop(src: string, area: Area, output: CropOutput, canvas: HTMLCanvasElement) {
  const img = new Image();
  img.src = src;
  await img.decode();
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, output.width, output.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
}

/**
 * The crop dialog shared by covers (ratio 1.6) and avatars (square): drag and zoom, a live preview at the
 * output size, and a JPEG of exactly that size on confirm.
 */
export function ImageCropModal({ file, aspect, output, title, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (src && area && preview.current)
      void renderCrop(src, area, output, preview.current).catch(() => undefined);
  }, [src, area, output]);

  const onCropComplete = useCallback((_a: Area, pixels: Area) => setArea(pixels), []);

  const confirm = async () => {
    if (!src || !area) return;
    const canvas = document.createElement('canvas');
    try {
      await renderCrop(src, area, output, canvas);
    } catch {
      // An image/* file this browser cannot decode (HEIC, a broken file): say so instead of a silent OK button.
      toast.error(msg('imageOnly', currentLang()));
      return;
    }
    canvas.toBlob((blob) => blob && onConfirm(blob), 'image/jpeg', 0.9);
  };

  const previewWidth = Math.min(output.width, 200);
  return (
    <Modal
      open={!!file}
      title={title}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText={t('dialog.confirm')}
      cancelText={t('dialog.cancel')}
      width={720}
      destroyOnHidden
    >
      <Flex gap={16} align="start">
        <div
          style={{
            position: 'relative',
            flex: 1,
            height: 360,
            background: '#333',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              cropShape="rect"
              // The crop frame takes focus; arrow keys move the picture under it (react-easy-crop's keyboard support).
              cropperProps={{ role: 'group', 'aria-label': t('crop.area') }}
            />
          )}
        </div>
        <Flex vertical gap={8} style={{ width: previewWidth }}>
          <Typography.Text type="secondary">{t('crop.preview')}</Typography.Text>
          <canvas
            ref={preview}
            data-testid="crop-preview"
            style={{
              width: previewWidth,
              height: previewWidth / (output.width / output.height),
              borderRadius: 4,
              border: '1px solid #eee',
            }}
          />
          <Typography.Text type="secondary">{t('crop.zoom')}</Typography.Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            ariaLabelForHandle={t('crop.zoom')}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
