import { useState } from 'react';
import { useIntl } from 'react-intl';
import { consentAllows, useConsent } from '~/features/consent';
import { propertyMessages, sectionMessages } from './messages';
import type { PropertyVideo } from './property';

const providerNames: Partial<Record<PropertyVideo['kind'], string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
};

/** The provider's name as visitors know it (tour hosts by their hostname). */
export function providerOf(video: PropertyVideo): string {
  return providerNames[video.kind] ?? new URL(video.url).hostname.replace(/^www\./, '');
}

/** Players loaded by a click start playing, so one click plays the video. */
function playerUrl(video: PropertyVideo, autoplay: boolean): string {
  if (!video.embedUrl) return video.url;
  if (!autoplay || (video.kind !== 'youtube' && video.kind !== 'vimeo')) return video.embedUrl;
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * A third-party player behind a facade. Embeds from YouTube, Vimeo, Facebook or a tour host are
 * social-media content in the consent categories: with that consent (or in an agent's preview)
 * the player loads with the page; otherwise nothing is requested from the provider until the
 * visitor clicks, and that click is the explicit consent for this one embed. Without JavaScript
 * the link opens the video on the provider's site.
 */
function EmbedFacade({ video, title, consented }: { video: PropertyVideo; title: string; consented: boolean }) {
  const intl = useIntl();
  const [clicked, setClicked] = useState(false);
  const provider = providerOf(video);
  if ((clicked || consented) && video.embedUrl) {
    return (
      <div className="video__frame">
        <iframe
          src={playerUrl(video, clicked)}
          loading={clicked ? undefined : 'lazy'}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={`video__facade video__facade--${video.tour ? 'tour' : 'video'}`}>
      <svg className="video__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        {video.tour ? (
          <path
            d="M24 8c-9 0-17 3.5-17 8v16c0 4.5 8 8 17 8s17-3.5 17-8V16c0-4.5-8-8-17-8zm0 6c6 0 11 2 11 3.5S30 21 24 21s-11-2-11-3.5S18 14 24 14z"
            fill="currentColor"
          />
        ) : (
          <>
            <circle cx="24" cy="24" r="21" fill="currentColor" />
            <path d="M19 15l15 9-15 9z" fill="#ffffff" />
          </>
        )}
      </svg>
      <p className="video__title">{title}</p>
      <p className="video__consent">{intl.formatMessage(propertyMessages.videoConsent, { provider })}</p>
      {video.embedUrl ? (
        <button type="button" className="button button--primary" onClick={() => setClicked(true)}>
          {intl.formatMessage(video.tour ? propertyMessages.startTour : propertyMessages.playVideo)}
        </button>
      ) : null}
      <a className="video__external" href={video.url} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(propertyMessages.openOnProvider, { provider })}
      </a>
    </div>
  );
}

/** Videos and virtual tours, recognised by `classifyVideoUrl`; video files play in the page. */
export function PropertyVideos({ videos }: { videos: readonly PropertyVideo[] }) {
  const intl = useIntl();
  const consented = consentAllows(useConsent(), 'social-media');
  let videoNumber = 0;
  return (
    <section className="detail-section videos" aria-labelledby="section-videos">
      <h2 id="section-videos">{intl.formatMessage(sectionMessages.videos)}</h2>
      <ul className="videos__list">
        {videos.map((video) => {
          const title = video.tour
            ? intl.formatMessage(propertyMessages.tourTitle)
            : intl.formatMessage(propertyMessages.videoTitle, { number: ++videoNumber });
          return (
            <li key={video.url} className="video">
              {video.kind === 'file' ? (
                <figure className="video__file">
                  <video controls preload="none" src={video.url} aria-label={title} />
                  <figcaption>{title}</figcaption>
                </figure>
              ) : (
                <EmbedFacade video={video} title={title} consented={consented} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
