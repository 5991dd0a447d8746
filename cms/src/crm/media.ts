import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { CrmFile } from './omnicasa/mapping';
import { Refused, type RefusalCause } from './refusals';

/** The largest file taken from a CRM: a photo or a PDF of an agency never needs more. */
const maxBytes = 20 * 1024 * 1024;
const fetchTimeoutMs = 30_000;
const tooLarge = (file: CrmFile): RefusalCause => ({
  code: 'fileTooLarge',
  url: file.url,
  megabytes: maxBytes / 1024 / 1024,
});

const acceptedTypes = {
  photo: /^image\/(jpeg|png|webp|gif)$/,
  document: /^(application\/pdf|image\/(jpeg|png|webp))$/,
} as const;

/** A file the CRM did not give (status, type, size): the record that names it is refused, and retried next run. */
export class FileNotTaken extends Refused {}

/**
 * The name a CRM file is stored under in the media library: its URL's hash, so a file the CRM
 * sends again (by any listing) is found and never downloaded twice.
 *
 * @example
 * storedName({ url: 'https://crm.example/p/1.jpg', name: 'Facade' }); // 'crm-3f2a…-facade.jpg'
 */
export function storedName(file: CrmFile): string {
  const key = createHash('sha256').update(file.url).digest('hex').slice(0, 24);
  const extension = path
    .extname(new URL(file.url).pathname)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 6);
  const label = file.name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `crm-${key}${label ? `-${label}` : ''}${extension}`;
}

/**
 * Downloads a CRM's photos and documents into the media library through the upload plugin (which
 * makes the responsive formats), once each: a file already stored under its URL's name is reused.
 */
export class CrmFiles {
  private readonly known = new Map<string, number>();
  downloaded = 0;

  constructor(private readonly strapi: Core.Strapi) {}

  /** The media-library ids of `files`, in order; throws `FileNotTaken` when one cannot be had. */
  async ids(files: readonly CrmFile[], kind: keyof typeof acceptedTypes): Promise<number[]> {
    const ids: number[] = [];
    for (const file of files) ids.push(await this.id(file, kind));
    return ids;
  }

  async id(file: CrmFile, kind: keyof typeof acceptedTypes): Promise<number> {
    const name = storedName(file);
    const cached = this.known.get(name);
    if (cached !== undefined) return cached;
    const upload = this.strapi.plugin('upload').service('upload');
    const [stored] = (await upload.findMany({ filters: { name: { $eq: name } }, fields: ['id'], limit: 1 })) as {
      id: number;
    }[];
    const id = stored?.id ?? (await this.download(file, name, kind));
    this.known.set(name, id);
    return id;
  }

  private async download(file: CrmFile, name: string, kind: keyof typeof acceptedTypes): Promise<number> {
    const response = await fetch(file.url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'error' });
    if (!response.ok) throw new FileNotTaken({ code: 'fileAnswered', url: file.url, status: response.status });
    const mimetype = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!acceptedTypes[kind].test(mimetype))
      throw new FileNotTaken({ code: 'fileType', url: file.url, type: mimetype, kind });
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) throw new FileNotTaken(tooLarge(file));
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new FileNotTaken(tooLarge(file));
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-crm-'));
    try {
      const filepath = path.join(dir, name);
      await writeFile(filepath, body);
      const [created] = (await this.strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText: file.name, caption: file.name } },
          files: { filepath, originalFilename: name, mimetype, size: body.length },
        })) as { id: number }[];
      this.downloaded += 1;
      return created!.id;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
