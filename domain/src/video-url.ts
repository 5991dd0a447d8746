/** What a video or tour URL points at. */
export type VideoKind = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'virtual-tour' | 'visual-tour';

/** The tour kinds recognised by hostname suffix. */
export type TourKind = 'matterport' | 'virtual-tour' | 'visual-tour';

/** A recognised URL: its kind, the provider's id when it has one, and the (trimmed) URL itself. */
export interface ClassifiedVideo {
  readonly kind: VideoKind;
  readonly id?: string;
  readonly url: string;
}

/** Options of {@link classifyVideoUrl}. */
export interface VideoUrlOptions {
  /** Hostname suffixes per tour kind; a kind given here replaces its default list. */
  readonly tourHosts?: Partial<Readonly<Record<TourKind, readonly string[]>>>;
}

/**
 * Default tour hosts, matched on the hostname or any subdomain of it (`my.matterport.com` matches
 * `matterport.com`; `notmatterport.com` does not).
 */
export const defaultTourHosts: Readonly<Record<TourKind, readonly string[]>> = {
  matterport: ['matterport.com'],
  'virtual-tour': ['nodalview.com', 'kuula.co'],
  'visual-tour': ['visite3d.com', '360.immo'],
};

/** Video file extensions (spec), recognised when followed by the end, `?`, `#`, `&` or `/`. */
export const videoFileExtensions = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

const videoFilePattern = new RegExp(`\\.(?:${videoFileExtensions.join('|')})(?=$|[?#&/])`, 'i');
const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = ['youtube.com', 'youtube-nocookie.com'];
const youtubePathPrefixes = ['embed', 'shorts', 'v', 'e', 'live', 'watch'];

function hostMatches(hostname: string, suffix: string): boolean {
  const normalized = suffix.toLowerCase().replace(/^\.+/, '');
  return hostname === normalized || hostname.endsWith(`.${normalized}`);
}

function parseHttpUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, hostname: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (hostname === 'youtu.be') {
    candidate = segments[0];
  } else if (youtubeHosts.some((host) => hostMatches(hostname, host))) {
    const [first, second] = segments;
    if (first === 'watch' && !second) candidate = url.searchParams.get('v') ?? undefined;
    else if (first && youtubePathPrefixes.includes(first)) candidate = second;
    else if (first === 'attribution_link') {
      const inner = parseHttpUrl(`https://www.youtube.com${url.searchParams.get('u') ?? ''}`);
      candidate = inner?.searchParams.get('v') ?? undefined;
    }
  } else {
    return undefined;
  }
  return candidate && youtubeIdPattern.test(candidate) ? candidate : undefined;
}

function vimeoId(url: URL, hostname: string): string | undefined {
  if (!hostMatches(hostname, 'vimeo.com')) return undefined;
  return url.pathname.split('/').find((segment) => /^\d+$/.test(segment));
}

function facebookId(url: URL, hostname: string): string | undefined {
  if (hostname === 'fb.watch') {
    const code = url.pathname.split('/').find(Boolean);
    return code && /^[A-Za-z0-9_-]+$/.test(code) ? code : undefined;
  }
  if (!hostMatches(hostname, 'facebook.com')) return undefined;
  const fromPath = /\/videos\/(?:[^/]+\/)?(\d+)/.exec(url.pathname)?.[1];
  if (fromPath) return fromPath;
  const fromQuery = url.searchParams.get('v');
  const isWatch = /^\/(?:watch\/?|video\.php)$/.test(url.pathname);
  return isWatch && fromQuery && /^\d+$/.test(fromQuery) ? fromQuery : undefined;
}

/**
 * Recognises a video or tour URL (spec, "Video URL recognition"). In order:
 * - `file` when the URL contains `.mp4`, `.mov`, `.wmv`, `.avi`, `.flv` or `.webm` (followed by
 *   the end, `?`, `#`, `&` or `/`);
 * - `youtube` for youtube.com (and m., music.) `watch?v=`, `/embed/`, `/shorts/`, `/v/`, `/e/`,
 *   `/live/`, attribution links, youtube-nocookie.com and youtu.be, with the 11-character id;
 * - `vimeo` for vimeo.com and player.vimeo.com URLs with a numeric id;
 * - `facebook` for facebook.com `…/videos/{number}`, `watch?v={number}`, `video.php?v={number}`
 *   and fb.watch links (id: the number or the fb.watch code);
 * - `matterport`, `virtual-tour`, `visual-tour` by hostname suffix ({@link defaultTourHosts},
 *   configurable); a Matterport `m=` model id is returned as `id`.
 * A missing scheme is read as https; other schemes (`javascript:`, `data:`…) and anything
 * unrecognised give `null`.
 *
 * @example
 * classifyVideoUrl('https://youtu.be/dQw4w9WgXcQ'); // { kind: 'youtube', id: 'dQw4w9WgXcQ', url: … }
 * classifyVideoUrl('https://vimeo.com/76979871'); // { kind: 'vimeo', id: '76979871', url: … }
 * classifyVideoUrl('https://cdn.example.be/tour.mp4'); // { kind: 'file', url: … }
 * classifyVideoUrl('https://example.be/'); // null
 */
export function classifyVideoUrl(url: string, options: VideoUrlOptions = {}): ClassifiedVideo | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  const parsed = parseHttpUrl(trimmed);
  if (!parsed) return null;
  const href = parsed.href;
  if (videoFilePattern.test(parsed.pathname) || videoFilePattern.test(href)) return { kind: 'file', url: href };

  const hostname = parsed.hostname.toLowerCase().replace(/^(?:www|m|music)\./, '');
  const youtube = youtubeId(parsed, hostname);
  if (youtube) return { kind: 'youtube', id: youtube, url: href };
  const vimeo = vimeoId(parsed, hostname);
  if (vimeo) return { kind: 'vimeo', id: vimeo, url: href };
  const facebook = facebookId(parsed, hostname);
  if (facebook) return { kind: 'facebook', id: facebook, url: href };

  const tourHosts = { ...defaultTourHosts, ...options.tourHosts };
  const tourKinds: readonly TourKind[] = ['matterport', 'virtual-tour', 'visual-tour'];
  const tour = tourKinds.find((kind) => (tourHosts[kind] ?? []).some((host) => hostMatches(hostname, host)));
  if (!tour) return null;
  const model = tour === 'matterport' ? parsed.searchParams.get('m') : null;
  return model && /^[A-Za-z0-9]+$/.test(model) ? { kind: tour, id: model, url: href } : { kind: tour, url: href };
}

/**
 * An URL to put in an `<iframe>` (or `<video>` for files): YouTube through youtube-nocookie.com,
 * Vimeo through player.vimeo.com, Facebook through its video plugin, Matterport models through
 * my.matterport.com/show; files and other tours as given. `null` for `null` or a URL that is not
 * http(s).
 *
 * @example
 * videoEmbedUrl(classifyVideoUrl('https://youtu.be/dQw4w9WgXcQ'));
 * // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
 * videoEmbedUrl(classifyVideoUrl('https://vimeo.com/76979871'));
 * // 'https://player.vimeo.com/video/76979871'
 */
export function videoEmbedUrl(classified: ClassifiedVideo | null | undefined): string | null {
  if (!classified || !parseHttpUrl(classified.url)) return null;
  const { kind, id, url } = classified;
  switch (kind) {
    case 'youtube':
      return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
    case 'vimeo':
      return id ? `https://player.vimeo.com/video/${encodeURIComponent(id)}` : null;
    case 'facebook':
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`;
    case 'matterport':
      return id ? `https://my.matterport.com/show/?m=${encodeURIComponent(id)}` : url;
    default:
      return url;
  }
}
