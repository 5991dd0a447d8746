export { FillTimeStylesheet, fillTimeStylesheetPath } from './fill-time-link';
export {
  ChoiceField,
  CheckboxField,
  DefinedFields,
  Field,
  LeadForm,
  SelectField,
  TextArea,
  TextField,
  type FieldOption,
} from './lead-form';
export { controlFields, siteLeadForms, type LeadFormState, type SiteLeadForm } from './lead-forms';
export { fieldMessages, formMessages, leadFormMessages } from './messages';
export { validationMessages } from './validation-messages';
