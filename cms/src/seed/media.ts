import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { allPhotoKeys, type PhotoKey, type SceneKind } from './photo-scenes';
import { photoSize, portraitSvg, sceneSvg } from './photo-svg';
import { mapMarkerSvg } from './site-settings';

/** Upload-plugin file ids of the demo pictures, reused by every listing that shows them. */
export interface DemoMedia {
  photos: Map<PhotoKey, number>;
  portraits: number[];
  documents: { floorPlan: number };
  /** The agency's marker on the results map (site settings). */
  mapMarker: number;
}

const captions: Record<SceneKind, string> = {
  house: 'Facade of a house',
  villa: 'Contemporary villa',
  apartment: 'Apartment building',
  commercial: 'Commercial ground floor',
  office: 'Open-plan office',
  industrial: 'Warehouse with loading docks',
  land: 'Building land',
  living: 'Living room',
  kitchen: 'Kitchen',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  garden: 'Garden',
  terrace: 'Terrace',
};

type Rendered = { name: string; alternativeText: string; filepath: string; mimetype: string };

async function inParallel<T, R>(items: readonly T[], workers: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** A one-page floor plan, a real PDF written by hand (no PDF library needed for one page). */
function floorPlanPdf(): Buffer {
  const content = [
    'BT /F1 20 Tf 56 780 Td (Vitrine - indicative floor plan) Tj ET',
    'BT /F1 10 Tf 56 762 Td (Demo document. Dimensions are indicative and not contractual.) Tj ET',
    '2 w 56 200 m 540 200 l 540 700 l 56 700 l h S',
    '1 w 300 200 m 300 450 l S 56 450 m 540 450 l S 420 450 m 420 700 l S',
    'BT /F1 12 Tf 120 320 Td (Living room 32 m2) Tj ET',
    'BT /F1 12 Tf 350 320 Td (Kitchen 14 m2) Tj ET',
    'BT /F1 12 Tf 150 580 Td (Bedroom 1 - 15 m2) Tj ET',
    'BT /F1 12 Tf 440 580 Td (Bathroom) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Draws the demo photos and agent portraits, and uploads each once through the upload plugin,
 * which makes its responsive formats (thumbnail, small, medium, large).
 */
export async function uploadDemoMedia(strapi: Core.Strapi): Promise<DemoMedia> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-seed-'));
  try {
    // Film grain, made once and laid over every picture (much cheaper than an SVG filter).
    const grain = await sharp({
      create: { ...photoSize, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
    })
      .png()
      .toBuffer();

    const photos = await inParallel(allPhotoKeys, 2, async (key): Promise<Rendered> => {
      const [kind, variant] = key.split('-') as [SceneKind, string];
      const filepath = path.join(dir, `vitrine-${key}.jpg`);
      await sharp(Buffer.from(sceneSvg(kind, Number(variant))))
        .composite([{ input: grain, blend: 'soft-light' }])
        .jpeg({ quality: 82 })
        .toFile(filepath);
      return {
        name: `vitrine-${key}.jpg`,
        alternativeText: `${captions[kind]} (demo picture)`,
        filepath,
        mimetype: 'image/jpeg',
      };
    });
    const portraits = await inParallel([0, 1, 2, 3], 2, async (index): Promise<Rendered> => {
      const filepath = path.join(dir, `vitrine-agent-${index + 1}.jpg`);
      await sharp(Buffer.from(portraitSvg(index)))
        .jpeg({ quality: 85 })
        .toFile(filepath);
      return {
        name: `vitrine-agent-${index + 1}.jpg`,
        alternativeText: 'Portrait of an agent (demo picture)',
        filepath,
        mimetype: 'image/jpeg',
      };
    });
    const planPath = path.join(dir, 'vitrine-floor-plan.pdf');
    await writeFile(planPath, floorPlanPdf());
    const plan: Rendered = {
      name: 'vitrine-floor-plan.pdf',
      alternativeText: 'Indicative floor plan',
      filepath: planPath,
      mimetype: 'application/pdf',
    };

    const markerPath = path.join(dir, 'vitrine-map-marker.png');
    await sharp(Buffer.from(mapMarkerSvg)).png().toFile(markerPath);
    const marker: Rendered = {
      name: 'vitrine-map-marker.png',
      alternativeText: 'Map marker of the agency',
      filepath: markerPath,
      mimetype: 'image/png',
    };

    const upload = strapi.plugin('upload').service('upload');
    const uploadOne = async (file: Rendered): Promise<number> => {
      const { size } = await stat(file.filepath);
      const [created] = await upload.upload({
        data: { fileInfo: { name: file.name, alternativeText: file.alternativeText, caption: file.alternativeText } },
        files: { filepath: file.filepath, originalFilename: file.name, mimetype: file.mimetype, size },
      });
      return created.id as number;
    };
    // Two uploads at a time: each spends most of its time in libvips making the formats.
    const ids = await inParallel([...photos, ...portraits, plan, marker], 2, uploadOne);
    const photoIds = new Map<PhotoKey, number>(allPhotoKeys.map((key, i) => [key, ids[i]!]));
    const portraitIds = ids.slice(photos.length, photos.length + portraits.length);
    return {
      photos: photoIds,
      portraits: portraitIds,
      documents: { floorPlan: ids.at(-2)! },
      mapMarker: ids.at(-1)!,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
