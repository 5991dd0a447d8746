export { ChoiceField, CheckboxField, LeadForm, SelectField, TextArea, TextField } from './lead-form';
export { AddressFields, PersonFields, TimeSlotsField } from './person-fields';
export { controlFields, siteLeadForms, type LeadFormState, type SiteLeadForm } from './lead-forms';
export { fieldMessages, formMessages, leadFormMessages } from './messages';
export { validationMessages } from './validation-messages';
