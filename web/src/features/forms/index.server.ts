export {
  freshFormState,
  handleLeadAction,
  pageUrlOf,
  readValues,
  withFormHeaders,
  type LeadActionOptions,
} from './lead-action.server';
export { formsMessageTables, withLeadForms, type LeadFormStates } from './forms.server';
// For other features' action tests: a fill-time cookie and the peer address a request carries.
export { fillTimeRequestCookie } from './fill-time.server';
export { peerAddressHeader } from './client-address.server';
// The visitor's address as this site sees it (the owner login forwards it to Strapi's limits).
export { visitorAddress } from './client-address.server';
// The fill-time cookie's style sheet (routes/fill-time.tsx) and its link on pages with a form.
export { fillTimeStylesheet } from './fill-time-stylesheet.server';
// The proof of work's challenges (routes/proof-of-work.tsx).
export { proofOfWorkChallenge } from './proof-of-work.server';
