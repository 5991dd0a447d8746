import { formSchemas } from '@vitrine/domain';
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { SiteLeadForm } from './lead-forms';

/**
 * The browser's check of a form, loaded when the visitor first touches one (so formik and yup
 * stay out of a page's first load): formik's own yup validation with the form's domain schema,
 * the one the route action and Strapi run. Errors are message keys, by field.
 */
export async function validateLeadForm(
  form: SiteLeadForm,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, formSchemas[form]);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as Record<string, unknown>;
  }
}

// The proof of work is solved on the same first touch, from the same lazily loaded module.
export { proveWork } from './proof-of-work.client';
