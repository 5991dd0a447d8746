import { leadFormDefinitions, type FieldDefinition, type FormName, type ValidationMessageKey } from '@vitrine/domain';

/** The forms a visitor sends as a lead from this site. */
export const siteLeadForms = [
  'visitRequest',
  'infoRequest',
  'documentRequest',
  'valuationRequest',
  'contactMessage',
  'sendToFriend',
  'testimonial',
  'newsletterSignup',
  'purchaseOffer',
  'demandRegister',
  'appointment',
] as const satisfies readonly FormName[];

/** One of {@link siteLeadForms}. */
export type SiteLeadForm = (typeof siteLeadForms)[number];

/**
 * Fields posted several times under one name and read as lists: a definition's checkbox groups
 * and the fields it marks `list` (a page's documents), over every lead form.
 */
export const listFields: ReadonlySet<string> = new Set(
  Object.values(leadFormDefinitions).flatMap((form) =>
    (form.fields as readonly FieldDefinition[])
      .filter((field) => field.input === 'checkboxes' || field.list)
      .map((field) => field.name),
  ),
);

/** Names of the form machinery's own fields; the schemas never see them. */
export const controlFields = {
  /** Which form of the page was sent (a page may carry several). */
  form: '_form',
  /** The honeypot: hidden from people, filled in by form-filling programs. */
  honeypot: 'homepage',
  /** The signed answer of the captcha shown. */
  captchaToken: '_captcha',
  /** `new-captcha`: the visitor asks for another image. */
  intent: '_intent',
  /** The solved proof of work, filled in by the page's script (proof-of-work.client.ts). */
  pow: '_pow',
  /** A captcha answered right in an earlier round (the form came back for another field). */
  captchaPass: '_captcha_ok',
} as const;

/** What a visitor typed, as posted: one text per field, lists for list fields. */
export type FormValues = Readonly<Record<string, string | readonly string[]>>;

/**
 * A form as the page shows it: its values, its errors (message keys, one per field), the captcha
 * to answer when the submission was held back, whether Strapi failed to store it, a solved
 * captcha carried to the next round, and why it was refused outright (`limit`: too many from this
 * connection, `automated`: the honeypot was filled).
 */
export interface LeadFormState {
  readonly form: SiteLeadForm;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, ValidationMessageKey>>;
  readonly captcha: { readonly image: string; readonly token: string } | null;
  readonly notSent: boolean;
  readonly captchaPass?: string | null;
  readonly refused?: 'limit' | 'automated' | null;
}
