import { contactTimeSlots, type Language } from '@vitrine/domain';
import { ChoiceField, TextField } from './lead-form';
import { fieldMessages } from './messages';

const titles = [
  { value: 'mr', label: fieldMessages.titleMr },
  { value: 'ms', label: fieldMessages.titleMs },
  { value: 'miss', label: fieldMessages.titleMiss },
];

/** The person of the spec: title (Mr, Ms, Miss), names, e-mail and phone. */
export function PersonFields({ withTitle = true, phoneOptional }: { withTitle?: boolean; phoneOptional?: boolean }) {
  return (
    <>
      {withTitle ? <ChoiceField name="title" legend={fieldMessages.title} options={titles} /> : null}
      <TextField name="firstName" label={fieldMessages.firstName} autoComplete="given-name" />
      <TextField name="lastName" label={fieldMessages.lastName} autoComplete="family-name" />
      <TextField name="email" label={fieldMessages.email} type="email" autoComplete="email" />
      <TextField name="phone" label={fieldMessages.phone} type="tel" autoComplete="tel" optional={phoneOptional} />
    </>
  );
}

/** Street, number, postal code and city. */
export function AddressFields() {
  return (
    <>
      <TextField name="street" label={fieldMessages.street} autoComplete="address-line1" />
      <TextField name="houseNumber" label={fieldMessages.houseNumber} />
      <TextField name="zip" label={fieldMessages.zip} autoComplete="postal-code" />
      <TextField name="city" label={fieldMessages.city} autoComplete="address-level2" />
    </>
  );
}

/** The preferred contact time slots, with their hours in the page's language (nl: 13:00-16:00). */
export function TimeSlotsField({ language }: { language: Language }) {
  return (
    <ChoiceField
      name="contactTimeSlots"
      legend={fieldMessages.contactTimeSlots}
      options={contactTimeSlots(language).map((slot) => ({ value: slot.id, label: slot.label }))}
      multiple
      optional
    />
  );
}
