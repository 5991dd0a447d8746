// Vitest global setup, before Strapi starts: the compiled cms loads @vitrine/domain from
// domain/dist, so it is rebuilt when older than domain/src. The tests themselves import the
// sources (the alias in vitest.config.ts).
import { buildDomainIfStale } from '../../scripts/build-if-stale.mjs';

export default function setup() {
  buildDomainIfStale({ log: (line) => console.log(`[cms tests] ${line}`) });
}
