import {
  contactTimeSlots,
  isLanguage,
  isValidationMessageKey,
  leadFormDefinitions,
  type FieldDefinition,
  type FieldGroup,
} from '@vitrine/domain';
import { useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form, useNavigation, useSubmit } from 'react-router';
import {
  FormEngineContext,
  LeadFormContext,
  readForm,
  useFieldDefinition,
  useLeadForm,
  type FieldBinding,
  type LeadFormContextValue,
} from './form-engine';
import type * as FormikEngine from './formik-engine';
import { controlFields, type FormValues, type LeadFormState } from './lead-forms';
import { fieldMessages, formMessages } from './messages';
import { validationMessages } from './validation-messages';

const byMessageId = Object.fromEntries(Object.values(validationMessages).map((message) => [message.id, message]));

/** The translated text of a schema's message key. */
function useErrorText(key: string | undefined): string | undefined {
  const intl = useIntl();
  if (!key) return undefined;
  const message = isValidationMessageKey(key) ? byMessageId[key] : validationMessages.formInvalid;
  return intl.formatMessage(message ?? validationMessages.formInvalid);
}

/** Formik's module, fetched once, the first time a visitor touches a form. */
let formikEngine: Promise<typeof FormikEngine> | undefined;
const loadFormik = () => (formikEngine ??= import('./formik-engine'));

/** Formik, once loaded: the values the form held then, the control to focus again, and whether to send at once. */
interface Takeover {
  readonly module: typeof FormikEngine;
  readonly values: FormValues;
  readonly focus: { readonly name: string; readonly value: string } | null;
  readonly send: boolean;
}

/**
 * A lead form: a plain HTML form posting to the page's own route action, so it works without
 * JavaScript; its fields and their labels come from the form's definition (domain, decision 030).
 * On the first touch the page loads formik, which then holds the form (`formik-engine.tsx`): errors
 * appear as the visitor types, and a form with errors is not sent. The server's answer (errors,
 * captcha, "not sent") comes back in `state`; input names are the definition's field names.
 */
export function LeadForm({
  state,
  hidden = {},
  submitLabel,
  agencyPhone,
  children,
  className,
}: {
  state: LeadFormState;
  /** Fields the page fixes (the listing, the language): posted as hidden inputs. */
  hidden?: Readonly<Record<string, string>>;
  submitLabel?: MessageDescriptor;
  /** Offered as the captcha's fallback: a person who cannot read the image calls the agency. */
  agencyPhone?: string | null;
  children: ReactNode;
  className?: string;
}) {
  const definition = leadFormDefinitions[state.form];
  const idPrefix = `${state.form}-${useId().replace(/:/g, '')}`;
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  // The proof of work, started on the form's first touch, put in its hidden field before a send
  // (then: formik's controls replace the server's, the hidden field included).
  const pow = useRef<Promise<string>>(null);
  const startPow = () =>
    (pow.current ??= loadFormik()
      .then((module) => module.proofOfWork(state.form))
      .catch(() => ''));

  const startEngine = (send: boolean) => {
    void startPow();
    if (takeover) return;
    loadFormik()
      .then((module) => {
        const form = formRef.current;
        if (!form) return;
        const active = document.activeElement;
        const focus =
          active instanceof HTMLInputElement ||
          active instanceof HTMLTextAreaElement ||
          active instanceof HTMLSelectElement
            ? active.form === form
              ? { name: active.name, value: active.value }
              : null
            : null;
        // Read and replaced in one go: a click between reading the server's controls and formik's
        // first render (a checkbox ticked just then) would otherwise be lost.
        flushSync(() =>
          setTakeover((current) => current ?? { module, values: readForm(form, definition), focus, send }),
        );
      })
      .catch(() => {
        // Formik could not load: the form posts as it is, and the server checks it.
        if (send && formRef.current) void submit(formRef.current, { method: 'post', preventScrollReset: true });
      });
  };

  // Formik's controls replace the server's: the control the visitor was in keeps the focus.
  useLayoutEffect(() => {
    const focus = takeover?.focus;
    if (!focus || !formRef.current) return;
    const controls = [...formRef.current.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(focus.name)}"]`)];
    const control = controls.find((candidate) => candidate.value === focus.value) ?? controls[0];
    control?.focus();
    // Browsers place a caret in these types only (an email input throws).
    if (control instanceof HTMLInputElement && ['text', 'tel', 'url', 'search'].includes(control.type))
      control.setSelectionRange(control.value.length, control.value.length);
  }, [takeover]);

  const context: LeadFormContextValue = {
    state,
    definition,
    idPrefix,
    hidden,
    startEngine,
    post: async (form) => {
      const proof = form.elements.namedItem(controlFields.pow);
      const solved = await startPow();
      if (proof instanceof HTMLInputElement) proof.value = solved;
      pow.current = null; // each submission spends its proof: the next one solves a new challenge
      await submit(form, { method: 'post', preventScrollReset: true });
    },
  };
  const body = (
    <FormBody
      formRef={formRef}
      hidden={hidden}
      submitLabel={submitLabel}
      agencyPhone={agencyPhone}
      className={className}
      sendAtOnce={takeover?.send ?? false}
    >
      {children}
    </FormBody>
  );
  return (
    <LeadFormContext.Provider value={context}>
      {takeover ? (
        <takeover.module.FormikLeadForm values={takeover.values}>{body}</takeover.module.FormikLeadForm>
      ) : (
        body
      )}
    </LeadFormContext.Provider>
  );
}

function FormBody({
  formRef,
  hidden,
  submitLabel,
  agencyPhone,
  className,
  sendAtOnce,
  children,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  hidden: Readonly<Record<string, string>>;
  submitLabel?: MessageDescriptor;
  agencyPhone?: string | null;
  className?: string;
  sendAtOnce: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { state, idPrefix, startEngine } = useLeadForm();
  const send = useContext(FormEngineContext).useSend();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(controlFields.form) === state.form;
  const captchaError = useErrorText(state.errors.captcha);
  const hasErrors = Object.keys(state.errors).length > 0;
  const sent = useRef(false);

  // A send asked for before formik arrived goes out once formik holds the form.
  useLayoutEffect(() => {
    if (!sendAtOnce || sent.current || !formRef.current) return;
    sent.current = true;
    void send(formRef.current);
  }, [sendAtOnce, send, formRef]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === controlFields.intent) return; // "new image": nothing to check
    event.preventDefault();
    void send(event.currentTarget);
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className={['lead-form', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      // The first touch: a focus, or a change where the browser gives none (a click on a label).
      onFocus={() => startEngine(false)}
      onChange={() => startEngine(false)}
    >
      <input type="hidden" name={controlFields.form} value={state.form} />
      <input type="hidden" name={controlFields.pow} defaultValue="" />
      {state.captchaPass ? <input type="hidden" name={controlFields.captchaPass} value={state.captchaPass} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-homepage`}>{intl.formatMessage(fieldMessages.honeypot)}</label>
        <input
          id={`${idPrefix}-homepage`}
          name={controlFields.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {state.notSent || state.refused ? (
        <p className="lead-form__alert" role="alert">
          {intl.formatMessage(
            state.refused === 'limit'
              ? formMessages.refusedLimit
              : state.refused === 'automated'
                ? formMessages.refusedAutomated
                : formMessages.notSent,
          )}
        </p>
      ) : hasErrors && !state.errors.captcha ? (
        <p className="lead-form__alert" role="alert">
          {intl.formatMessage(formMessages.errorSummary)}
        </p>
      ) : null}
      <div className="lead-form__fields">{children}</div>
      {state.captcha ? (
        <fieldset className="lead-form__captcha">
          <legend>{intl.formatMessage(formMessages.captchaHeading)}</legend>
          <p>{intl.formatMessage(formMessages.captchaIntro)}</p>
          <p>
            {agencyPhone
              ? intl.formatMessage(formMessages.captchaCall, { phone: agencyPhone })
              : intl.formatMessage(formMessages.captchaCallNoPhone)}
          </p>
          <input type="hidden" name={controlFields.captchaToken} value={state.captcha.token} />
          <img src={state.captcha.image} alt={intl.formatMessage(formMessages.captchaImage)} width={220} height={72} />
          <div className={captchaError ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${idPrefix}-captcha`}>{intl.formatMessage(formMessages.captchaLabel)}</label>
            <input
              id={`${idPrefix}-captcha`}
              name="captcha"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              maxLength={20}
              aria-invalid={captchaError ? true : undefined}
              aria-describedby={captchaError ? `${idPrefix}-captcha-error` : undefined}
              autoFocus
            />
            {captchaError ? (
              <p className="field__error" id={`${idPrefix}-captcha-error`}>
                {captchaError}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name={controlFields.intent}
            value="new-captcha"
            className="button button--secondary"
            formNoValidate
          >
            {intl.formatMessage(formMessages.captchaNew)}
          </button>
        </fieldset>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy
          ? intl.formatMessage(formMessages.sending)
          : intl.formatMessage((submitLabel ?? formMessages.send) as MessageDescriptor)}
      </button>
    </Form>
  );
}

/** A field's control: its definition, its binding (server's state or formik's) and its id. */
function useControl(name: string) {
  const field = useFieldDefinition(name);
  const binding = useContext(FormEngineContext).useBinding(name);
  const { idPrefix } = useLeadForm();
  return { field, binding, id: `${idPrefix}-${name}`, label: { id: field.label ?? name } as MessageDescriptor };
}

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A text control's value props: formik's value and handlers, or the server's value as the starting one. */
const textProps = (binding: FieldBinding) =>
  binding.controlled
    ? { value: asText(binding.value), onChange: binding.onChange, onBlur: binding.onBlur }
    : { defaultValue: asText(binding.value) };

/** A check control's props. */
const checkProps = (binding: FieldBinding, checked: boolean) =>
  binding.controlled ? { checked, onChange: binding.onChange, onBlur: binding.onBlur } : { defaultChecked: checked };

const errorProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const text = useErrorText(error);
  return text ? (
    <p className="field__error" id={`${id}-error`}>
      {text}
    </p>
  ) : null;
}

function Label({ id, label, optional }: { id: string; label: MessageDescriptor; optional?: boolean }) {
  const intl = useIntl();
  return (
    <label htmlFor={id}>
      {intl.formatMessage(label)}
      {optional ? <span className="lead-form__optional"> {intl.formatMessage(fieldMessages.optional)}</span> : null}
    </label>
  );
}

const inputTypes: Partial<Record<FieldDefinition['input'], string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  date: 'date',
};

/** A one-line input (text, email, tel, url, date, number), as its definition says. */
export function TextField({ name }: { name: string }) {
  const { field, binding, id, label } = useControl(name);
  const { error } = binding;
  return (
    <div
      className={['field', error ? 'field--invalid' : '', field.wide ? 'lead-form__wide' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <Label id={id} label={label} optional={!field.required} />
      <input
        id={id}
        name={name}
        type={inputTypes[field.input] ?? 'text'}
        // Numbers as text: a browser's number input drops what it cannot read ("250.000") before the schema can name it.
        inputMode={field.input === 'number' ? 'numeric' : undefined}
        autoComplete={field.autoComplete}
        {...textProps(binding)}
        {...errorProps(id, error)}
        aria-required={field.required ? true : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A multi-line text. */
export function TextArea({ name }: { name: string }) {
  const { field, binding, id, label } = useControl(name);
  const { error } = binding;
  return (
    <div className={['field', 'lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optional={!field.required} />
      <textarea
        id={id}
        name={name}
        rows={4}
        {...textProps(binding)}
        {...errorProps(id, error)}
        aria-required={field.required ? true : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One choice of a list: its value and its words (a message, or a text the page already has). */
export interface FieldOption {
  readonly value: string;
  readonly label: MessageDescriptor | string;
}

/** The definition's choices with their catalogue words (`${label}.${value}`), when the page does not name them. */
function definedOptions(field: FieldDefinition): readonly FieldOption[] {
  return (field.options ?? []).map((value) => ({
    value,
    label: { id: field.optionWords?.[value] ?? `${field.label}.${value}` },
  }));
}

/** A drop-down list. */
export function SelectField({ name, options }: { name: string; options: readonly FieldOption[] }) {
  const intl = useIntl();
  const { field, binding, id, label } = useControl(name);
  const { error } = binding;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optional={!field.required} />
      <select
        id={id}
        name={name}
        {...textProps(binding)}
        {...errorProps(id, error)}
        aria-required={field.required ? true : undefined}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {typeof option.label === 'string' ? option.label : intl.formatMessage(option.label)}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Radio buttons (one choice) or checkboxes (several values under one name), as the definition says. */
export function ChoiceField({ name, options }: { name: string; options?: readonly FieldOption[] }) {
  const intl = useIntl();
  const { field, binding, id, label } = useControl(name);
  const { error, value } = binding;
  const multiple = field.input === 'checkboxes';
  const chosen = Array.isArray(value) ? (value as unknown[]).map(asText) : value ? [asText(value)] : [];
  return (
    <fieldset
      className={['lead-form__choices', 'lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {intl.formatMessage(label)}
        {field.required ? null : (
          <span className="lead-form__optional"> {intl.formatMessage(fieldMessages.optional)}</span>
        )}
      </legend>
      {(options ?? definedOptions(field)).map((option) => (
        <label key={option.value} className="lead-form__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            {...checkProps(binding, chosen.includes(option.value))}
            aria-invalid={error ? true : undefined}
          />
          <span>{typeof option.label === 'string' ? option.label : intl.formatMessage(option.label)}</span>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A checkbox that posts `true` (consent, the deposit rule). */
export function CheckboxField({ name }: { name: string }) {
  const intl = useIntl();
  const { binding, id, label } = useControl(name);
  const { error, value } = binding;
  return (
    <div className={['lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="lead-form__choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          {...checkProps(binding, value === true || value === 'true')}
          {...errorProps(id, error)}
        />
        <span>{intl.formatMessage(label)}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The preferred contact time slots, with their hours in the page's language (nl: 13:00-16:00). */
function TimeSlots({ name }: { name: string }) {
  const { locale } = useIntl();
  const { hidden } = useLeadForm();
  const page = hidden.language ?? locale.slice(0, 2);
  const language = isLanguage(page) ? page : 'nl';
  return (
    <ChoiceField
      name={name}
      options={contactTimeSlots(language).map((slot) => ({ value: slot.id, label: slot.label }))}
    />
  );
}

/** One field of the form, with the control its definition names; `options` for choices the page lists. */
export function Field({ name, options }: { name: string; options?: readonly FieldOption[] }) {
  const field = useFieldDefinition(name);
  switch (field.input) {
    case 'page':
      return null;
    case 'textarea':
      return <TextArea name={name} />;
    case 'select':
      return <SelectField name={name} options={options ?? definedOptions(field)} />;
    case 'radio':
    case 'checkboxes':
      return name === 'contactTimeSlots' && !options ? (
        <TimeSlots name={name} />
      ) : (
        <ChoiceField name={name} options={options} />
      );
    case 'checkbox':
      return <CheckboxField name={name} />;
    default:
      return <TextField name={name} />;
  }
}

/**
 * The form's fields in the definition's order (all, or one group's), leaving out what the page
 * fixes (hidden inputs) and what is shown on a condition the page does not meet. `options` gives
 * the choices the page lists (slots, property types, regions); `headings` a title before a group.
 */
export function DefinedFields({
  group,
  options = {},
  shown = {},
  headings = {},
}: {
  group?: FieldGroup;
  options?: Readonly<Record<string, readonly FieldOption[]>>;
  shown?: Readonly<Partial<Record<NonNullable<FieldDefinition['shownWhen']>, boolean>>>;
  headings?: Readonly<Partial<Record<FieldGroup, MessageDescriptor>>>;
}) {
  const intl = useIntl();
  const { definition, hidden } = useLeadForm();
  const fields = definition.fields.filter(
    (field) =>
      (!group || field.group === group) &&
      field.input !== 'page' &&
      !(field.name in hidden) &&
      (!field.shownWhen || shown[field.shownWhen]),
  );
  return fields.map((field, index) => {
    const heading = field.group && field.group !== fields[index - 1]?.group ? headings[field.group] : undefined;
    return (
      <FieldWithHeading key={field.name} heading={heading ? intl.formatMessage(heading) : undefined}>
        <Field name={field.name} options={options[field.name]} />
      </FieldWithHeading>
    );
  });
}

function FieldWithHeading({ heading, children }: { heading?: string; children: ReactNode }) {
  return heading ? (
    <>
      <h2 className="lead-form__wide">{heading}</h2>
      {children}
    </>
  ) : (
    children
  );
}
