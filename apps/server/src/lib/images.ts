import sharp from 'sharp';
import { invalid } from './errors';

/**
 * Decodes any image and re-encodes it as a JPEG of exactly `size` (cover-cropped from the centre when the
 * ratio differs). Metadata, EXIF included, is dropped; a body that does not decode is refused with
 * '只能上传图片格式哦~'. Animated images keep their first frame.
 */
export async function reencodeImage(
  data: Buffer,
  size: { width: number; height: number },
  quality = 86,
): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: false })
      .toBuffer();
  } catch {
    throw invalid('imageOnly');
  }
}

/** Re-encodes an image for an article body, keeping its ratio (at most `maxWidth` wide). */
export async function reencodeBodyImage(data: Buffer, maxWidth = 1600): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: Math.min(maxWidth, meta.width), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86 })
      .toBuffer();
  } catch {
    throw invalid('imageOnly');
  }
}
