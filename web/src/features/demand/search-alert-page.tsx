import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { DefinedFields, LeadForm, type LeadFormState } from '~/features/forms';
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
  area = null,
  agencyPhone,
}: {
  state: LeadFormState;
  language: Language;
  propertyTypes: readonly ChoiceGroup[];
  regions: readonly ChoiceGroup[];
  /** The area of the saved list search (drawn on its map, or around its place), kept with the entry. */
  area?: string | null;
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
      {area ? <p className="lead-panel__intro">{intl.formatMessage(demandMessages.areaNote)}</p> : null}
      <div className="lead-panel">
        <LeadForm
          key={keyOf(state)}
          state={state}
          hidden={area ? { language, area } : { language }}
          agencyPhone={agencyPhone}
          submitLabel={demandMessages.submit}
        >
          <DefinedFields
            options={{ propertyTypes: optionsOf(propertyTypes), regions: optionsOf(regions) }}
            headings={{ search: demandMessages.searchLegend, person: demandMessages.personLegend }}
          />
        </LeadForm>
      </div>
    </div>
  );
}
