/*
 * What Strapi's owner portal endpoint (`GET /api/owner/portal`, cms/src/owner/portal.ts) answers
 * and the site's portal page (web/src/features/owner) reads: one contract, written once.
 */

import type { SearcherCount } from './searchers.js';

/** The figures of one period: distinct visitors a day summed (visits) and every page view. */
export interface OwnerFigures {
  visits: number;
  pageViews: number;
}

/** What the owner portal shows of one listing; counts and dates only, never a visitor's data. */
export interface OwnerListing {
  documentId: string;
  reference: string | null;
  title: string | null;
  slug: string | null;
  citySlug: string | null;
  city: string | null;
  typeSlug: string | null;
  goal: number | null;
  listingStatus: string | null;
  price: number | null;
  today: OwnerFigures;
  week: OwnerFigures;
  month: OwnerFigures;
  total: OwnerFigures;
  /** The last 30 days, oldest first. */
  days: { date: string; visits: number; pageViews: number }[];
  /** Visits by source (the site's own sources and the portals) over the last 30 days and in total. */
  sources: { source: string; month: number; total: number }[];
  /** Views per portal or medium as agents record them in the admin. */
  onlineMedia: { medium: string; visits: number; pageViews: number }[];
  /** The viewing slots of the listing and the appointments taken in them. */
  calendar: { startsAt: string; kind: string; capacity: number; booked: number; appointments: number }[];
  /** Requests received about the listing: kind and day, counted. */
  communications: { kind: string; date: string; count: number }[];
  /** Status and price as they changed (from the listing's versions), newest first. */
  history: { date: string; listingStatus: string | null; price: number | null }[];
  /**
   * How many confirmed standing searches the listing answers, as the site may say it (counted
   * daily, issue 22); null before its first count.
   */
  searchers: SearcherCount | null;
}
