import type { Core } from '@strapi/strapi';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';

/** A file the upload plugin made (a thumbnail or a responsive format), as it hands it to the provider. */
type MadeFile = {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  filepath?: string;
  width?: number;
  height?: number;
  size?: number;
  sizeInBytes?: number;
  getStream: () => NodeJS.ReadableStream;
};
type ImageManipulation = {
  generateThumbnail: (file: unknown) => Promise<MadeFile | null>;
  generateResponsiveFormats: (file: unknown) => Promise<({ key: string; file: MadeFile } | null | undefined)[]>;
};

/** The formats worth re-encoding: photos and drawings; a GIF may be animated, an SVG is never resized. */
const reencoded = /^image\/(jpeg|png|tiff)$/;

/** WebP quality: at 75 a photo's 750 px format is about a third of the JPEG Strapi writes (bench/README.md). */
const webpQuality = 75;

/** The same picture as WebP beside `file`, or `file` itself when WebP would not be smaller. */
export async function asWebp(file: MadeFile): Promise<MadeFile> {
  if (!file.filepath || !file.mime || !reencoded.test(file.mime)) return file;
  const filepath = `${file.filepath}.webp`;
  const info = await sharp(file.filepath).webp({ quality: webpQuality }).toFile(filepath);
  if (file.sizeInBytes !== undefined && info.size >= file.sizeInBytes) return file;
  return {
    ...file,
    name: `${file.name.replace(/\.[^.]+$/, '')}.webp`,
    ext: '.webp',
    mime: 'image/webp',
    filepath,
    width: info.width,
    height: info.height,
    size: Math.round((info.size / 1000) * 100) / 100,
    sizeInBytes: info.size,
    getStream: () => createReadStream(filepath),
  };
}

/**
 * The thumbnail and the responsive formats (small, medium, large) the upload plugin makes of an
 * image are written as WebP; the original stays as uploaded. The site's `srcset` lists the formats,
 * so a phone loads a WebP of the width it draws (issue 23, decision 047).
 */
export function registerWebpFormats(strapi: Core.Strapi): void {
  const service = strapi.plugin('upload').service('image-manipulation') as unknown as ImageManipulation;
  const { generateThumbnail, generateResponsiveFormats } = service;
  service.generateThumbnail = async (file) => {
    const thumbnail = await generateThumbnail(file);
    return thumbnail && asWebp(thumbnail);
  };
  service.generateResponsiveFormats = async (file) =>
    Promise.all(
      (await generateResponsiveFormats(file)).map(async (format) =>
        format ? { key: format.key, file: await asWebp(format.file) } : format,
      ),
    );
}
