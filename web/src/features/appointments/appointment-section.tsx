import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { DefinedFields, LeadForm, validationMessages, type LeadFormState } from '~/features/forms';
import { appointmentMessages } from './messages';
import type { BookableSlot } from './visit-slot';

/**
 * A listing's visit times and the booking form: a plain form posting to the listing's own page
 * (radio buttons for the time), the same with and without JavaScript. For a rental, the spec's
 * terms are stated before booking: 3 months' deposit, and the minimum income and the maximum
 * persons the slots carry. When no time is left (all taken, or the last place just went to
 * another visitor), the spec's "The appointments are full" stands in place of the form; a visitor
 * who lost a place while others are left reads it beside the times.
 */
export function AppointmentSection({
  slots,
  state,
  property,
  language,
  booked,
  agencyPhone,
}: {
  slots: readonly BookableSlot[];
  state: LeadFormState;
  property: string;
  language: Language;
  booked: boolean;
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  if (slots.length === 0) {
    return (
      <section id="appointment" className="appointment-section" aria-labelledby="appointment-heading">
        <h2 id="appointment-heading">{intl.formatMessage(appointmentMessages.heading)}</h2>
        {booked ? (
          <p className="notice" role="status">
            {intl.formatMessage(appointmentMessages.booked)}
          </p>
        ) : null}
        <p className="notice appointment-section__full" role="status">
          {intl.formatMessage(validationMessages.appointmentsFull)}
        </p>
      </section>
    );
  }
  const rental = slots.some((slot) => slot.rental);
  const incomes = [...new Set(slots.map((slot) => slot.minimumIncome).filter((income) => income !== null))];
  const maxima = [...new Set(slots.map((slot) => slot.maximumPersons).filter((count) => count !== null))];
  const options = slots.map((slot) => ({
    value: slot.documentId,
    label: [
      `${slot.day}, ${slot.time}`,
      intl.formatMessage(appointmentMessages.placesLeft, { count: slot.placesLeft }),
      ...(slot.maximumPersons !== null
        ? [intl.formatMessage(appointmentMessages.maximumPersons, { count: slot.maximumPersons })]
        : []),
    ].join(' · '),
  }));
  return (
    <section id="appointment" className="appointment-section" aria-labelledby="appointment-heading">
      <h2 id="appointment-heading">
        {intl.formatMessage(rental ? appointmentMessages.rentalHeading : appointmentMessages.heading)}
      </h2>
      {booked ? (
        <p className="notice" role="status">
          {intl.formatMessage(appointmentMessages.booked)}
        </p>
      ) : null}
      <p className="lead-panel__intro">{intl.formatMessage(appointmentMessages.intro)}</p>
      {rental ? (
        <div className="appointment-section__terms">
          <h3>{intl.formatMessage(appointmentMessages.termsHeading)}</h3>
          <ul>
            <li>{intl.formatMessage(appointmentMessages.termsDeposit)}</li>
            {incomes.map((amount) => (
              <li key={amount}>{intl.formatMessage(appointmentMessages.termsIncome, { amount })}</li>
            ))}
            {maxima.map((count) => (
              <li key={count}>{intl.formatMessage(appointmentMessages.termsPersons, { count })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <LeadForm
        key={`appointment-${state.captcha?.token ?? ''}-${Object.keys(state.errors).join()}`}
        state={state}
        hidden={{ property, language }}
        submitLabel={appointmentMessages.submit}
        agencyPhone={agencyPhone}
      >
        <DefinedFields options={{ visitSlot: options }} shown={{ rental }} />
      </LeadForm>
    </section>
  );
}
