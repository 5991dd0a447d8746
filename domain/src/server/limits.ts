/**
 * A limit of rate-limiter-flexible: at most `points` counts per `duration` seconds for one key;
 * past them, a `blockDuration` (seconds) when the key must wait longer than its window.
 */
export interface Limit {
  readonly points: number;
  readonly duration: number;
  readonly blockDuration?: number;
}

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Every limit of the site, web and Strapi, in one table (decision 033): the web and Strapi build
 * their limiters from these entries by name, so changing a number here changes it for both.
 *
 * The web's limits (`form…`) ask for the captcha when passed (a person answers it, a script does
 * not); Strapi's (`lead…`, `login…`, …) refuse with 429 and Retry-After. Strapi's lead limits stand
 * behind the web's as the ceiling for everything the web lets through, captcha answered or not.
 */
export const limits = {
  /**
   * Web, per visitor address, every form together (decision 025): an office of ten behind one
   * address sends ten requests in an hour unasked; each costs its browser a proof of work anyway.
   */
  formAddress: { points: 30, duration: hour },
  /** Web, per e-mail address a visitor gives, every form together: a person writes a few a day. */
  formEmail: { points: 5, duration: hour },
  /** Web, per friend's address of send-to-friend: one address receives at most a few such mails a day. */
  formFriend: { points: 3, duration: day },
  /** Web: a solved captcha counts once, for its lifetime (its nonce is spent). */
  captcha: { points: 1, duration: 10 * minute },
  /**
   * Web: each proof a lead is stored with (`pow:…`, `fill:…`, `captcha:…`) is spent once, for a
   * day, the longest any of them lives (decision 025).
   */
  spentProof: { points: 1, duration: day },
  /**
   * Web, per visitor address: fill-time cookies asked (`/_forms/started.css`, one per page with a
   * form a browser loads, decision 036). Generous: an office browsing listings stays far below;
   * past it, no cookie, and a form asks for the proof of work or the captcha instead.
   */
  fillTimeCookie: { points: 300, duration: 10 * minute },
  /** Web: what a visitor asks once (a listing's documents per address), for 30 days. */
  once: { points: 1, duration: 30 * day },
  /**
   * Strapi, any lead from one address in a minute: a person sends a form or two, a script hundreds;
   * ten leaves room for an office behind one address sending at the same moment.
   */
  leadBurst: { points: 10, duration: minute },
  /** Strapi, any lead from one address in an hour: twice the web's captcha threshold (formAddress). */
  leadHourly: { points: 60, duration: hour },
  /** Strapi, the same e-mail address in the same form in an hour: a resend or two, not a flood. */
  leadEmail: { points: 3, duration: hour },
  /** Strapi, send-to-friend mails one friend's address may receive a day (as formFriend). */
  leadFriend: { points: 3, duration: day },
  /**
   * Owner login, failures from one address on one account (decision 024): five typing mistakes,
   * then that address waits 15 minutes for that account; the owner elsewhere is not locked out.
   */
  loginPair: { points: 5, duration: hour, blockDuration: 15 * minute },
  /**
   * Owner login, failures on one account from anywhere in an hour: then a 10-minute pause, only
   * for addresses that have failed (decision 024), so the owner at a clean address still signs in.
   */
  loginAccount: { points: 20, duration: hour, blockDuration: 10 * minute },
  /** Owner login, failures from one address over any accounts in a day: a guesser, an hour's wait. */
  loginAddress: { points: 50, duration: day, blockDuration: hour },
  /** Password-reset mails asked from one address in an hour (each sends a mail to someone). */
  resetAddress: { points: 10, duration: hour },
  /** Password-reset mails asked for one e-mail address in an hour: an owner needs one, three is kind. */
  resetAccount: { points: 3, duration: hour },
  /** Sign-in link mails asked from one address in an hour (as resetAddress). */
  linkAddress: { points: 10, duration: hour },
  /** Sign-in link mails asked for one e-mail address in an hour (as resetAccount). */
  linkAccount: { points: 3, duration: hour },
  /**
   * Strapi, per visitor address: "how many searchers want a home like this" asked (issue 22). A
   * seller typing a range asks a few dozen times (the page asks as the fields change); a script
   * mapping the register by probing asks thousands.
   */
  searcherCount: { points: 120, duration: 10 * minute },
  /**
   * Strapi, CRM hook calls from one address (issue 21): a CRM announcing a bulk edit of 500
   * listings, with its retries, stays below; a flood of guessed signatures does not.
   */
  crmHook: { points: 1200, duration: minute },
  /**
   * An owner's statistics: one visit per visitor, listing and day. 26 hours, not 24: the day is
   * Brussels' and the key carries it, so the count outlives any day including a clock change.
   */
  visitPerDay: { points: 1, duration: 26 * hour },
} as const satisfies Record<string, Limit>;

/** The name of one limit of {@link limits}. */
export type LimitName = keyof typeof limits;
