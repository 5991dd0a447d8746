import { formSchemas } from '@vitrine/domain';
import { Formik, useField, useFormikContext, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { FormEngineContext, initialValuesOf, useLeadForm, type FormEngine } from './form-engine';
import type { FormValues } from './lead-forms';
import { solveProofOfWork } from './proof-of-work.client';

/**
 * Formik holding a lead form (loaded on the form's first touch, so formik and yup stay out of a
 * page's first load): `useField` gives each control its value, handlers and error, and the form's
 * domain schema, the one the route action and Strapi run, is its `validationSchema`.
 */

function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  return undefined;
}

type Values = Record<string, unknown>;

const formikEngine: FormEngine = {
  useBinding(name) {
    const [field, meta] = useField<unknown>(name);
    return {
      value: field.value,
      error: meta.touched ? firstError(meta.error) : undefined,
      controlled: true,
      onChange: field.onChange,
      onBlur: field.onBlur,
    };
  },
  useSend() {
    const { definition, post } = useLeadForm();
    const formik = useFormikContext<Values>();
    return async (form) => {
      const errors: FormikErrors<Values> = await formik.validateForm();
      const names = definition.fields.map((field) => field.name).filter((name) => errors[name]);
      if (names.length === 0) {
        await post(form);
        return;
      }
      await formik.setTouched(Object.fromEntries(definition.fields.map((field) => [field.name, true])), false);
      form.querySelector<HTMLElement>(`[name="${names[0]}"]`)?.focus();
    };
  },
};

/**
 * The fields under formik, starting from what the form holds when formik arrives (`values`) and
 * the errors the server sent, shown until the visitor changes the form.
 */
export function FormikLeadForm({ values, children }: { values: FormValues; children: ReactNode }) {
  const { state, definition } = useLeadForm();
  const errored = Object.keys(state.errors);
  return (
    <Formik
      initialValues={initialValuesOf(definition, values)}
      initialErrors={state.errors}
      initialTouched={Object.fromEntries(errored.map((name) => [name, true]))}
      validationSchema={formSchemas[state.form]}
      // The form is sent as the page posts it, by `useSend` (route action, proof of work), not by formik.
      onSubmit={() => undefined}
    >
      <FormEngineContext.Provider value={formikEngine}>{children}</FormEngineContext.Provider>
    </Formik>
  );
}

/**
 * The proof of work for a form, solved on the same first touch from this lazily loaded module:
 * settles within 15 s whatever happens ('' then: the server falls back to the fill-time check).
 */
export const proofOfWork = (form: string): Promise<string> =>
  Promise.race([solveProofOfWork(form), new Promise<string>((done) => setTimeout(done, 15_000, ''))]);
