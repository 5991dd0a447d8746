export {
  freshFormState,
  handleLeadAction,
  pageUrlOf,
  readValues,
  withFormHeaders,
  type LeadActionOptions,
} from './lead-action.server';
export { formsMessageTables, withLeadForms, type LeadFormStates } from './forms.server';
