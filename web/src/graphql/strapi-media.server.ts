import { gql } from '@apollo/client';
import { env } from '~/env.server';
import type { ImageData } from '~/ui/image';

/**
 * The selection {@link toImage} needs: spread `...StrapiMedia` in a document and interpolate
 * `${strapiMediaFragment}` after it.
 */
export const strapiMediaFragment = gql`
  fragment StrapiMedia on UploadFile {
    url
    width
    height
    alternativeText
    formats
  }
`;

/** A Strapi 5 upload as the GraphQL API returns it; `formats` is JSON, read by {@link formatOf}. */
export interface StrapiMedia {
  readonly url: string;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly alternativeText?: string | null;
  readonly formats?: unknown;
}

type MediaFormat = { url: string; width: number; height: number };

/** One of the sizes Strapi made of an upload (`formats` is untyped JSON in the schema). */
function formatOf(media: StrapiMedia, name: string): MediaFormat | undefined {
  const format = (media.formats as Record<string, Partial<MediaFormat> | undefined> | null | undefined)?.[name];
  return typeof format?.url === 'string' && typeof format.width === 'number'
    ? { url: format.url, width: format.width, height: format.height ?? 0 }
    : undefined;
}

/** Uploads are served by Strapi under relative `/uploads/…` paths (or absolute ones from a CDN provider). */
export function mediaUrl(url: string, base = env.STRAPI_MEDIA_URL): string {
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

const formatOrder = ['thumbnail', 'small', 'medium', 'large'] as const;

/**
 * Plain image data from a Strapi upload: `srcset` from its formats (thumbnail 156w, small 500w,
 * medium 750w, large 1000w) plus the original, widest last. The alternative text is `alt`, written
 * in the page's language (a listing's title and photo number, an agent's name): the media
 * library keeps one text per file whatever the language, so it is never shown ('' marks a
 * decorative image).
 */
export function toImage(media: StrapiMedia, alt: string, base?: string): ImageData {
  const candidates = formatOrder
    .map((name) => formatOf(media, name))
    .filter((format): format is MediaFormat => Boolean(format?.url && format.width));
  if (media.width) candidates.push({ url: media.url, width: media.width, height: media.height ?? 0 });
  const seen = new Set<number>();
  const srcSet = candidates
    .sort((a, b) => a.width - b.width)
    .filter((candidate) => !seen.has(candidate.width) && seen.add(candidate.width))
    .map((candidate) => `${mediaUrl(candidate.url, base)} ${candidate.width}w`)
    .join(', ');
  // The `src` fallback: a mid-sized format is enough for browsers that ignore srcset.
  const fallback = formatOf(media, 'medium') ?? formatOf(media, 'small') ?? media;
  return {
    src: mediaUrl(fallback.url, base),
    srcSet,
    width: media.width ?? null,
    height: media.height ?? null,
    alt: alt.trim(),
  };
}

/**
 * The absolute URL of an upload for share previews (OpenGraph, Twitter): the `large` format
 * (1000 px) when Strapi made one, else the original.
 */
export function shareImageUrl(media: StrapiMedia | null | undefined, base?: string): string | null {
  if (!media?.url) return null;
  return mediaUrl(formatOf(media, 'large')?.url ?? media.url, base);
}
