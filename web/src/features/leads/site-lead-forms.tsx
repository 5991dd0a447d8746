import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { DefinedFields, LeadForm, leadFormMessages, type FieldOption, type LeadFormState } from '~/features/forms';
import { SearchersBlock, searchersMessages, type SearchersAnswer } from '~/features/searchers';
import { PageHead } from '~/shell/site';
import { projectLeadMessages, testimonialFormMessages } from './messages';

const ratings = ['5', '4', '3', '2', '1'].map((value) => ({ value, label: `${value} ★` }));

/** A remount per server answer, so formik starts from what the server sent back. */
const keyOf = (state: LeadFormState) =>
  `${state.captcha?.token ?? ''}-${Object.keys(state.errors).join()}-${state.notSent}`;

function Heading({
  id,
  title,
  intro,
}: {
  id: string;
  title: keyof typeof leadFormMessages;
  intro?: keyof typeof leadFormMessages;
}) {
  const intl = useIntl();
  return (
    <>
      <h2 id={id}>{intl.formatMessage(leadFormMessages[title])}</h2>
      {intro ? <p className="lead-panel__intro">{intl.formatMessage(leadFormMessages[intro])}</p> : null}
    </>
  );
}

/** The contact page's form: category, person, message, and "contact me" time slots. */
export function ContactForm({
  state,
  language,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  agencyPhone: string | null;
}) {
  return (
    <section className="lead-panel" id="contactMessage" aria-labelledby="contact-form-heading">
      <Heading id="contact-form-heading" title="contactMessage" intro="contactMessageIntro" />
      <LeadForm key={keyOf(state)} state={state} hidden={{ language }} agencyPhone={agencyPhone}>
        <DefinedFields />
      </LeadForm>
    </section>
  );
}

/**
 * The free valuation page (spec /contact-demand/): the person, the property's address and type,
 * time slots, then the kind of home, the asking-price range and the bedrooms with the count of
 * searches wanting such a home (`searchers`: the answer of the no-JavaScript step, else null).
 */
export function ValuationPage({
  state,
  language,
  agencyPhone,
  homeTypes,
  searchers,
}: {
  state: LeadFormState;
  language: Language;
  agencyPhone: string | null;
  homeTypes: readonly FieldOption[];
  searchers: SearchersAnswer | null;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(leadFormMessages.valuationRequest);
  const intro = intl.formatMessage(leadFormMessages.valuationRequestIntro);
  return (
    <div className="container narrow section">
      <PageHead title={title} description={intro} />
      <h1>{title}</h1>
      <p className="lead-panel__intro">{intro}</p>
      <div className="lead-panel">
        <LeadForm key={keyOf(state)} state={state} hidden={{ language }} agencyPhone={agencyPhone}>
          <DefinedFields options={{ homeType: homeTypes }} headings={{ search: searchersMessages.heading }} />
          <SearchersBlock answer={searchers} />
        </LeadForm>
      </div>
    </div>
  );
}

/** The testimonial form (stored as a draft an agent publishes), or the spec's thanks once sent. */
export function TestimonialForm({
  state,
  language,
  sent,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  sent: boolean;
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  return (
    <section className="lead-panel" id="testimonial" aria-labelledby="testimonial-form-heading">
      <Heading id="testimonial-form-heading" title="testimonial" intro="testimonialIntro" />
      {sent ? (
        <p className="notice" role="status">
          {intl.formatMessage(testimonialFormMessages.sent)}
        </p>
      ) : (
        <LeadForm key={keyOf(state)} state={state} hidden={{ language }} agencyPhone={agencyPhone}>
          <DefinedFields options={{ rating: ratings }} />
        </LeadForm>
      )}
    </section>
  );
}

/** The newsletter sign-up (double opt-in: a mail asks to confirm). */
export function NewsletterForm({
  state,
  language,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  agencyPhone: string | null;
}) {
  return (
    <section className="lead-panel" aria-labelledby="newsletter-form-heading">
      <Heading id="newsletter-form-heading" title="newsletterSignup" intro="newsletterSignupIntro" />
      <LeadForm
        key={keyOf(state)}
        state={state}
        hidden={{ language }}
        agencyPhone={agencyPhone}
        submitLabel={leadFormMessages.signUp}
      >
        <DefinedFields />
      </LeadForm>
    </section>
  );
}

/** A new-build project's request form: a contact message as a potential buyer, naming the project. */
export function ProjectLeadForm({
  state,
  language,
  project,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  project: string;
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  const fresh = Object.keys(state.values).length === 0;
  const started: LeadFormState = fresh
    ? { ...state, values: { remark: intl.formatMessage(projectLeadMessages.remark, { project }) } }
    : state;
  return (
    <section className="lead-panel" id="contactMessage" aria-labelledby="project-form-heading">
      <h2 id="project-form-heading">{intl.formatMessage(projectLeadMessages.heading)}</h2>
      <p className="lead-panel__intro">{intl.formatMessage(projectLeadMessages.intro)}</p>
      <LeadForm
        key={keyOf(started)}
        state={started}
        hidden={{ language, contactCategory: 'potential_buyer' }}
        agencyPhone={agencyPhone}
      >
        <DefinedFields />
      </LeadForm>
    </section>
  );
}
