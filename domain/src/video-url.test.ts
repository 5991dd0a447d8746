import { describe, expect, test } from 'vitest';
import { classifyVideoUrl, videoEmbedUrl } from './video-url.js';

const id = 'dQw4w9WgXcQ';

describe('classifyVideoUrl', () => {
  test.each([
    // files
    ['https://cdn.example.be/tour.mp4', 'file', undefined],
    ['https://cdn.example.be/tour.MOV', 'file', undefined],
    ['https://cdn.example.be/a.wmv?x=1', 'file', undefined],
    ['https://cdn.example.be/a.avi#t=3', 'file', undefined],
    ['https://cdn.example.be/a.flv', 'file', undefined],
    ['http://cdn.example.be/video.webm/', 'file', undefined],
    ['https://cdn.example.be/stream?file=a.mp4&x=1', 'file', undefined],
    // YouTube
    [`https://www.youtube.com/watch?v=${id}`, 'youtube', id],
    [`https://youtube.com/watch?feature=share&v=${id}`, 'youtube', id],
    [`https://m.youtube.com/watch?v=${id}&t=42s`, 'youtube', id],
    [`https://music.youtube.com/watch?v=${id}`, 'youtube', id],
    [`https://www.youtube.com/embed/${id}?rel=0`, 'youtube', id],
    [`https://www.youtube-nocookie.com/embed/${id}`, 'youtube', id],
    [`https://www.youtube.com/shorts/${id}`, 'youtube', id],
    [`https://www.youtube.com/v/${id}`, 'youtube', id],
    [`https://www.youtube.com/e/${id}`, 'youtube', id],
    [`https://www.youtube.com/live/${id}?si=abc`, 'youtube', id],
    [`https://youtu.be/${id}`, 'youtube', id],
    [`youtu.be/${id}?t=10`, 'youtube', id],
    [`//www.youtube.com/embed/${id}`, 'youtube', id],
    [`https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${id}%26feature%3Dshare`, 'youtube', id],
    ['https://youtu.be/I-4e9Sl_8zQ', 'youtube', 'I-4e9Sl_8zQ'],
    // Vimeo
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://www.vimeo.com/76979871/abcdef1234', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
    // Facebook
    ['https://www.facebook.com/agency/videos/1234567890/', 'facebook', '1234567890'],
    ['https://www.facebook.com/agency/videos/a-title/1234567890/', 'facebook', '1234567890'],
    ['https://m.facebook.com/watch/?v=1234567890', 'facebook', '1234567890'],
    ['https://www.facebook.com/video.php?v=1234567890', 'facebook', '1234567890'],
    ['https://fb.watch/aBc12_-x/', 'facebook', 'aBc12_-x'],
    // tours
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'matterport', 'SxQL3iGyoDo'],
    ['https://matterport.com/discover/space/abc', 'matterport', undefined],
    ['https://tour.nodalview.com/x', 'virtual-tour', undefined],
    ['https://kuula.co/share/collection/7lVlx', 'virtual-tour', undefined],
    ['https://www.visite3d.com/abc', 'visual-tour', undefined],
    ['https://agency.360.immo/tour/1', 'visual-tour', undefined],
  ] as const)('%s → %s %s', (url, kind, videoId) => {
    const result = classifyVideoUrl(url);
    expect(result?.kind).toBe(kind);
    expect(result?.id).toBe(videoId);
  });

  test.each([
    '',
    '   ',
    'not a url',
    'https://example.be/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    `https://notyoutube.com/watch?v=${id}`,
    'https://vimeo.com/channels/staffpicks',
    'https://www.facebook.com/agency/',
    'https://notmatterport.com/show/?m=abc',
    'https://example.be/movie-night',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'ftp://example.be/a.mp4',
  ])('%j → null', (url) => {
    expect(classifyVideoUrl(url)).toBeNull();
  });

  test.each([
    [{ 'virtual-tour': ['tours.agency.be'] }, 'https://x.tours.agency.be/1', 'virtual-tour'],
    [{ 'virtual-tour': ['tours.agency.be'] }, 'https://kuula.co/share/1', null],
    [{ matterport: [] }, 'https://my.matterport.com/show/?m=abc', null],
    [{ 'visual-tour': ['.example.be'] }, 'https://example.be/tour', 'visual-tour'],
  ] as const)('tour hosts %j: %s → %s', (tourHosts, url, kind) => {
    expect(classifyVideoUrl(url, { tourHosts })?.kind ?? null).toBe(kind);
  });

  test('keeps the normalized URL', () => {
    expect(classifyVideoUrl(` youtu.be/${id} `)?.url).toBe(`https://youtu.be/${id}`);
  });
});

describe('videoEmbedUrl', () => {
  test.each([
    [`https://www.youtube.com/watch?v=${id}`, `https://www.youtube-nocookie.com/embed/${id}`],
    [`https://youtu.be/${id}`, `https://www.youtube-nocookie.com/embed/${id}`],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.facebook.com/agency/videos/123/',
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagency%2Fvideos%2F123%2F&show_text=false',
    ],
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://kuula.co/share/7lVlx', 'https://kuula.co/share/7lVlx'],
    ['https://cdn.example.be/a.mp4', 'https://cdn.example.be/a.mp4'],
  ])('%s → %s', (url, embed) => {
    expect(videoEmbedUrl(classifyVideoUrl(url))).toBe(embed);
  });

  test.each([
    [null],
    [undefined],
    [{ kind: 'file', url: 'javascript:alert(1)' } as const],
    [{ kind: 'youtube', url: 'https://youtu.be/' } as const],
  ])('%j → null', (classified) => {
    expect(videoEmbedUrl(classified)).toBeNull();
  });
});
