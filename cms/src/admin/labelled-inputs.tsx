import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import type { ReactNode } from 'react';
import { adminLanguage } from './admin-language';
import { codedOptions, enumerationLabel } from './readable-values';

/** The empty choice of a dropdown, in the admin language. */
const chooseHere = { en: 'Choose here', nl: 'Kies hier', fr: 'Choisissez ici' } as const;

/** What the content manager passes to an input of the edit view (the fields we use). */
interface InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  attribute?: { enum?: string[] };
}

/** The attribute's own name (`installations.kitchen` → `kitchen`), which the labels are keyed by. */
const attributeName = (name: string) => name.split('.').pop() ?? name;

function LabelledSelect({
  name,
  label,
  hint,
  labelAction,
  required,
  disabled,
  options,
  value,
  onChange,
  error,
}: InputProps & {
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const choose = chooseHere[adminLanguage()];
  return (
    <Field.Root error={error} name={name} hint={hint} required={required}>
      <Field.Label action={labelAction}>{label}</Field.Label>
      <SingleSelect
        value={value}
        disabled={disabled}
        placeholder={choose}
        onChange={(chosen) => onChange(String(chosen ?? ''))}
      >
        <SingleSelectOption value="" disabled={required} hidden={required}>
          {choose}
        </SingleSelectOption>
        {options.map((option) => (
          <SingleSelectOption key={option.value} value={option.value}>
            {option.label}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

/** An enumeration whose options read `Under option`, not `under_option`; the stored value is unchanged. */
export function LabelledEnumerationInput(props: InputProps) {
  const field = useField<string | null>(props.name);
  const name = attributeName(props.name);
  return (
    <LabelledSelect
      {...props}
      error={field.error}
      value={field.value ?? ''}
      options={(props.attribute?.enum ?? []).map((value) => ({
        value,
        label: enumerationLabel(name, value, adminLanguage()),
      }))}
      onChange={(value) => field.onChange(props.name, value === '' ? null : value)}
    />
  );
}

/** An integer code (`goal`, `priceUnit`, `countryId`) chosen by its words; the code is what is stored, never shown. */
export function CodedIntegerInput(props: InputProps) {
  const field = useField<number | string | null>(props.name);
  const options = codedOptions(attributeName(props.name), field.value, adminLanguage());
  return (
    <LabelledSelect
      {...props}
      error={field.error}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(value) => field.onChange(props.name, value === '' ? null : Number(value))}
    />
  );
}
