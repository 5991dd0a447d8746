import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { PropertyTypeOption } from './listing';
import { PlaceField, PriceFields, TypeField } from './search-fields';
import { searchMessages } from './search-messages';

interface SearchFormProps {
  /** The list the form searches (GET); the buy/rent choice may send the visitor to the other list. */
  readonly action: string;
  readonly typeOptions?: readonly PropertyTypeOption[];
  /** The buy/rent choice (0 sale, 1 rent) checked by default. */
  readonly goal?: number;
}

/**
 * The quick property search of the home and 404 pages: buy or rent, place, type and price, as a
 * plain GET form (it works without JavaScript; with it, the router submits it without a full page
 * load). The lists have the whole search (`listing-search-form.tsx`).
 */
export function SearchForm({ action, typeOptions = [], goal = 0 }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Form
      method="get"
      action={action}
      className="search-form search-form--compact"
      aria-label={intl.formatMessage(searchMessages.searchLabel)}
    >
      <fieldset className="search-form__goal">
        <legend className="visually-hidden">{intl.formatMessage(searchMessages.goal)}</legend>
        {[
          { value: 0, label: searchMessages.goalBuy },
          { value: 1, label: searchMessages.goalRent },
        ].map((choice) => (
          <label key={choice.value} className="segmented">
            <input type="radio" name="goal" value={choice.value} defaultChecked={choice.value === goal} />
            <span>{intl.formatMessage(choice.label)}</span>
          </label>
        ))}
      </fieldset>
      <div className="search-form__fields">
        <PlaceField id={`${id}-place`} value="" />
        {typeOptions.length > 0 ? <TypeField id={`${id}-type`} value={null} options={typeOptions} /> : null}
        <PriceFields id={id} minPrice={null} maxPrice={null} />
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        {intl.formatMessage(searchMessages.submit)}
      </button>
    </Form>
  );
}
