import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { CheckboxField, ChoiceField, LeadForm, PersonFields, TextField, type LeadFormState } from '~/features/forms';
import { PageHead } from '~/shell/site';
import type { ChoiceGroup } from './demand.server';
import { demandMessages } from './messages';

/** A remount per server answer, so the form starts from what the server sent back. */
const keyOf = (state: LeadFormState) =>
  `${state.captcha?.token ?? ''}-${Object.keys(state.errors).join()}-${state.notSent}`;

/** A classification tree as one list of checkboxes: main items, then their sub-items, indented by a dash. */
const optionsOf = (groups: readonly ChoiceGroup[]) =>
  groups.flatMap((group) => [
    { value: String(group.id), label: group.label },
    ...group.children.map((child) => ({ value: String(child.id), label: `– ${child.label}` })),
  ]);

/**
 * The demand register (search alert) form: goal, property types and regions from the
 * classification trees, price range, rooms, budget, how often to mail, and the person. A plain
 * POST to the page's action (works without JavaScript); a mail then asks to confirm.
 */
export function SearchAlertPage({
  state,
  language,
  propertyTypes,
  regions,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  propertyTypes: readonly ChoiceGroup[];
  regions: readonly ChoiceGroup[];
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(demandMessages.heading);
  const intro = intl.formatMessage(demandMessages.intro);
  return (
    <div className="container narrow section">
      <PageHead title={title} description={intro} />
      <h1>{title}</h1>
      <p className="lead-panel__intro">{intro}</p>
      <div className="lead-panel">
        <LeadForm
          key={keyOf(state)}
          state={state}
          hidden={{ language }}
          agencyPhone={agencyPhone}
          submitLabel={demandMessages.submit}
        >
          <h2 className="lead-form__wide">{intl.formatMessage(demandMessages.searchLegend)}</h2>
          <ChoiceField
            name="goal"
            legend={demandMessages.goal}
            options={[
              { value: '0', label: demandMessages.goalBuy },
              { value: '1', label: demandMessages.goalRent },
            ]}
          />
          <ChoiceField
            name="propertyTypes"
            legend={demandMessages.propertyTypes}
            options={optionsOf(propertyTypes)}
            multiple
          />
          <ChoiceField name="regions" legend={demandMessages.regions} options={optionsOf(regions)} multiple />
          <TextField name="minPrice" label={demandMessages.minPrice} optional />
          <TextField name="maxPrice" label={demandMessages.maxPrice} optional />
          <TextField name="budget" label={demandMessages.budget} optional />
          <TextField name="minBedrooms" label={demandMessages.minBedrooms} optional />
          <TextField name="maxBedrooms" label={demandMessages.maxBedrooms} optional />
          <TextField name="bathrooms" label={demandMessages.bathrooms} optional />
          <TextField name="garages" label={demandMessages.garages} optional />
          <TextField name="parkings" label={demandMessages.parkings} optional />
          <ChoiceField
            name="delivery"
            legend={demandMessages.delivery}
            options={[
              { value: 'instant', label: demandMessages.deliveryInstant },
              { value: 'daily', label: demandMessages.deliveryDaily },
            ]}
          />
          <h2 className="lead-form__wide">{intl.formatMessage(demandMessages.personLegend)}</h2>
          <PersonFields phoneOptional />
          <CheckboxField name="consent" label={demandMessages.consent} />
        </LeadForm>
      </div>
    </div>
  );
}
