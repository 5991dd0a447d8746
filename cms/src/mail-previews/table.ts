import { featureMailSamples } from './feature-samples';
import { leadMailSamples, type MailSample } from './samples';

/**
 * Every mail of the site, one sample each: the previews page (development only) shows each in
 * every language, and `every-mail.test.ts` checks each in every language. A mail that is not here
 * is neither previewed nor checked: add yours.
 */
export const mailSamples: readonly MailSample[] = [...leadMailSamples, ...featureMailSamples];
