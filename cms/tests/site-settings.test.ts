import { describe, expect, test } from 'vitest';
import { graphql } from './http';

type MapSettings = {
  mapMarker: { url: string; width: number | null; height: number | null; mime: string } | null;
  mapHiddenMarquees: { marquee: string }[];
};

/** What the site reads for its results map (web/src/shell/site/site.server.ts), as a visitor. */
async function mapSettings(locale: string): Promise<MapSettings> {
  const result = await graphql<{ siteSetting: MapSettings | null }>(
    `
      query ($locale: I18NLocaleCode) {
        siteSetting(locale: $locale) {
          mapMarker {
            url
            width
            height
            mime
          }
          mapHiddenMarquees {
            marquee
          }
        }
      }
    `,
    { locale },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data?.siteSetting).not.toBeNull();
  return result.data!.siteSetting!;
}

describe('the results map in the site settings', () => {
  test('the demo seeds the agency’s marker and leaves the sold and rented ribbons off the map', async () => {
    const settings = await mapSettings('nl');
    expect(settings.mapMarker).toMatchObject({ width: 64, height: 80, mime: 'image/png' });
    expect(settings.mapMarker?.url).toMatch(/vitrine_map_marker.*\.png$|vitrine-map-marker.*\.png$/);
    expect(settings.mapHiddenMarquees.map((row) => row.marquee)).toEqual(['sold', 'rented']);
  });

  test.each(['fr', 'en', 'de'])('are the same in %s (shared by every language)', async (locale) => {
    expect(await mapSettings(locale)).toEqual(await mapSettings('nl'));
  });
});
