import type { Region, RenovationInputError } from '@vitrine/domain';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const calculatorMessages = defineMessages({
  title: {
    id: 'calculator.title',
    defaultMessage: 'Renovation calculator',
    description: 'Title of the renovation cost calculator when the cms has no text for it',
  },
  formHeading: {
    id: 'calculator.form.heading',
    defaultMessage: 'Your home',
    description: 'Heading of the calculator form',
  },
  surface: {
    id: 'calculator.surface',
    defaultMessage: 'Living area (m²)',
    description: 'Label of the living area field of the renovation calculator',
  },
  surfaceHint: {
    id: 'calculator.surface.hint',
    defaultMessage: 'The heated floor area, for example 120.',
    description: 'Help text under the living area field',
  },
  region: {
    id: 'calculator.region',
    defaultMessage: 'Region',
    description: 'Label of the region field (each Belgian region has its own energy label scale)',
  },
  regionHint: {
    id: 'calculator.region.hint',
    defaultMessage: 'Each region has its own EPC label scale.',
    description: 'Help text under the region field',
  },
  from: {
    id: 'calculator.from',
    defaultMessage: 'Current EPC label',
    description: 'Label of the current energy label field',
  },
  to: {
    id: 'calculator.to',
    defaultMessage: 'Target EPC label',
    description: 'Label of the target energy label field',
  },
  chooseLabel: {
    id: 'calculator.chooseLabel',
    defaultMessage: 'Choose a label',
    description: 'Empty first option of the energy label fields',
  },
  submit: {
    id: 'calculator.submit',
    defaultMessage: 'Calculate',
    description: 'Submit button of the renovation calculator',
  },
  resultHeading: {
    id: 'calculator.result.heading',
    defaultMessage: 'Estimated renovation cost',
    description: 'Heading of the calculator result',
  },
  resultTotal: defineMessage<{ total: string }>({
    id: 'calculator.result.total',
    defaultMessage: 'About {total}',
    description: 'The estimated total cost, formatted with the euro sign',
  }),
  resultFormula: defineMessage<{ perM2: string; surface: string; from: string; to: string }>({
    id: 'calculator.result.formula',
    defaultMessage: '{perM2} per m² × {surface} m² to go from label {from} to label {to}',
    description: 'How the total was computed, under the total',
  }),
  resultMissing: defineMessage<{ steps: string }>({
    id: 'calculator.result.missing',
    defaultMessage: 'We have no indicative cost yet for {steps}. Contact us and an agent will estimate it with you.',
    description: 'Shown instead of a total when a label step has no configured unit cost',
  }),
  resultPrompt: {
    id: 'calculator.result.prompt',
    defaultMessage: 'Fill in the living area and both labels to see an estimate.',
    description: 'Shown in the result area before the form is complete',
  },
  resultDisclaimer: {
    id: 'calculator.result.disclaimer',
    defaultMessage:
      'An indication, not a quote: the real cost depends on the building. An energy assessor or contractor will give you an exact figure.',
    description: 'Disclaimer under the calculator result',
  },
  stepsCaption: {
    id: 'calculator.steps.caption',
    defaultMessage: 'Your renovation, step by step',
    description: 'Caption of the table with the label steps of the visitor result',
  },
  howHeading: {
    id: 'calculator.how.heading',
    defaultMessage: 'How we calculate',
    description: 'Heading of the explanation and unit-cost table',
  },
  howText: {
    id: 'calculator.how.text',
    defaultMessage:
      'We add up the cost per m² of every step from your current label to your target label, then multiply by the living area. In Brussels, a step between sub-labels (such as C- to C) costs a share of the whole letter step.',
    description: 'Explanation of the calculation above the unit-cost table',
  },
  costsCaption: {
    id: 'calculator.costs.caption',
    defaultMessage: 'Indicative cost per m² for each label step',
    description: 'Caption of the table of unit costs',
  },
  step: { id: 'calculator.costs.step', defaultMessage: 'Step', description: 'Column header: label step, e.g. "E → D"' },
  costPerM2: { id: 'calculator.costs.perM2', defaultMessage: 'Cost per m²', description: 'Column header' },
  note: {
    id: 'calculator.costs.note',
    defaultMessage: 'What it covers',
    description: 'Column header: the note of a unit cost',
  },
  subtotal: {
    id: 'calculator.costs.subtotal',
    defaultMessage: 'For your home',
    description: 'Column header: step cost × area',
  },
  noCosts: {
    id: 'calculator.costs.empty',
    defaultMessage: 'Our unit costs are being updated. Contact us for an estimate.',
    description: 'Shown when the site settings contain no renovation costs',
  },
  errorSummary: {
    id: 'calculator.errors.summary',
    defaultMessage: 'Please correct the fields marked below.',
    description: 'Shown above the calculator form when the submitted values are invalid',
  },
});

export const regionMessages: Readonly<Record<Region, MessageDescriptor>> = defineMessages({
  flanders: { id: 'calculator.region.flanders', defaultMessage: 'Flanders', description: 'Belgian region' },
  brussels: { id: 'calculator.region.brussels', defaultMessage: 'Brussels', description: 'Belgian region' },
  wallonia: { id: 'calculator.region.wallonia', defaultMessage: 'Wallonia', description: 'Belgian region' },
});

export const inputErrorMessages: Readonly<Record<RenovationInputError, MessageDescriptor>> = defineMessages({
  'renovation.surfaceRequired': {
    id: 'calculator.error.surfaceRequired',
    defaultMessage: 'Enter the living area.',
    description: 'Calculator error: empty living area',
  },
  'renovation.surfaceInvalid': {
    id: 'calculator.error.surfaceInvalid',
    defaultMessage: 'Enter a living area between 1 and 10,000 m².',
    description: 'Calculator error: living area not a number or out of bounds',
  },
  'renovation.regionInvalid': {
    id: 'calculator.error.regionInvalid',
    defaultMessage: 'Choose a region.',
    description: 'Calculator error: unknown region',
  },
  'renovation.labelRequired': {
    id: 'calculator.error.labelRequired',
    defaultMessage: 'Choose a label.',
    description: 'Calculator error: an energy label field is empty',
  },
  'renovation.labelInvalid': {
    id: 'calculator.error.labelInvalid',
    defaultMessage: 'This label is not on the scale of the chosen region.',
    description: 'Calculator error: the label does not exist in the chosen region',
  },
  'renovation.targetNotBetter': {
    id: 'calculator.error.targetNotBetter',
    defaultMessage: 'The target label must be better than the current label.',
    description: 'Calculator error: target label is the same or worse',
  },
});
