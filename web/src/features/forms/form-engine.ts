import type { FieldDefinition, FormDefinition } from '@vitrine/domain';
import { createContext, useContext, type ChangeEvent, type FocusEvent } from 'react';
import { controlFields, type FormValues, type LeadFormState } from './lead-forms';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field as its control shows it: its value, its error (a message key) and, once formik holds the form, its handlers. */
export interface FieldBinding {
  readonly value: unknown;
  readonly error: string | undefined;
  /** Whether formik holds the value (`value`/`checked`), else the control keeps what the server sent (`defaultValue`). */
  readonly controlled: boolean;
  readonly onChange?: (event: ChangeEvent<Control>) => void;
  readonly onBlur?: (event: FocusEvent<Control>) => void;
}

/**
 * Who holds a lead form's state. Before the visitor touches the form, the page's own: the server's
 * values and errors, as plain inputs that post without JavaScript. On the first touch the page loads
 * formik (`formik-engine.tsx`, kept out of the first load) and formik's `useField` takes over.
 */
export interface FormEngine {
  useBinding(name: string): FieldBinding;
  /** Checks and sends the form (or, before formik is there, asks for it first). */
  useSend(): (form: HTMLFormElement) => Promise<void>;
}

/** What the form around the fields gives them and the engines. */
export interface LeadFormContextValue {
  readonly state: LeadFormState;
  readonly definition: FormDefinition;
  readonly idPrefix: string;
  /** Fields the page fixes (hidden inputs): not shown again as controls. */
  readonly hidden: Readonly<Record<string, string>>;
  /** Loads formik; `send`: send the form as soon as formik holds it. */
  readonly startEngine: (send: boolean) => void;
  /** Spends a proof of work and posts the form to the page's route action. */
  readonly post: (form: HTMLFormElement) => Promise<void>;
}

export const LeadFormContext = createContext<LeadFormContextValue | null>(null);

/** The form around a field. */
export function useLeadForm(): LeadFormContextValue {
  const context = useContext(LeadFormContext);
  if (!context) throw new Error('A lead form field outside a LeadForm');
  return context;
}

/** The state the server sent, until formik takes over. */
export const serverEngine: FormEngine = {
  useBinding(name) {
    const { state } = useLeadForm();
    return { value: state.values[name] ?? '', error: state.errors[name], controlled: false };
  },
  useSend() {
    const { startEngine } = useLeadForm();
    return async () => startEngine(true);
  },
};

export const FormEngineContext = createContext<FormEngine>(serverEngine);

/** The field's definition in the form around it. */
export function useFieldDefinition(name: string): FieldDefinition {
  const { definition } = useLeadForm();
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (!field)
    throw new Error(`The ${definition.name} form has no field "${name}" (domain/src/forms/lead-form-definitions.ts)`);
  return field;
}

/** The form's fields as the server reads them: texts, and lists for the fields of several checkboxes. */
export function readForm(form: HTMLFormElement, definition: FormDefinition): Record<string, string | string[]> {
  const lists = new Set(definition.fields.filter((field) => field.input === 'checkboxes').map((field) => field.name));
  const values: Record<string, string | string[]> = {};
  for (const [name, entry] of new FormData(form)) {
    if (typeof entry !== 'string' || name.startsWith('_') || name === controlFields.honeypot || name === 'captcha')
      continue;
    values[name] = lists.has(name) ? [...((values[name] as string[] | undefined) ?? []), entry] : entry;
  }
  return values;
}

/**
 * Formik's starting values: every field of the definition (so a send marks each one touched),
 * empty as the page shows it empty, then what the form holds now.
 */
export function initialValuesOf(definition: FormDefinition, posted: FormValues): Record<string, unknown> {
  const values: Record<string, unknown> = { ...posted };
  for (const field of definition.fields) {
    const value = posted[field.name];
    if (field.input === 'checkbox') values[field.name] = value === 'true';
    else if (field.input === 'checkboxes') values[field.name] = Array.isArray(value) ? value : value ? [value] : [];
    else values[field.name] = value ?? '';
  }
  return values;
}
