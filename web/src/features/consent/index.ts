export {
  consentAllows,
  consentCookieName,
  consentValue,
  parseConsentValue,
  undecidedConsent,
  type ConsentState,
} from './consent';
export { ConsentManager } from './consent-manager';
export { ConsentSettingsLink, consentSettingsPath } from './consent-settings-link';
export { ConsentSettingsPage } from './consent-settings-page';
export { categoryMessages } from './category-messages';
export { consentMessages } from './messages';
export { TrackingPixel } from './tracking-pixel';
export { useConsent } from './use-consent';
