import { isValidationMessageKey } from '@vitrine/domain';
import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form, useNavigation, useSubmit } from 'react-router';
import { controlFields, listFields, type LeadFormState } from './lead-forms';
import type * as LiveValidation from './live-validation';
import { fieldMessages, formMessages } from './messages';
import { validationMessages } from './validation-messages';

type Values = Record<string, string | string[]>;
type Errors = Record<string, unknown>;

/** The form's fields as the server reads them (`readValues`): texts, and lists for list fields. */
function readForm(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, entry] of new FormData(form)) {
    if (typeof entry !== 'string' || name.startsWith('_') || name === controlFields.honeypot || name === 'captcha')
      continue;
    values[name] = listFields.has(name) ? [...((values[name] as string[] | undefined) ?? []), entry] : entry;
  }
  return values;
}

interface FieldState {
  /** What the server sent back (or nothing): the input's initial value. Inputs stay uncontrolled, so
   * what a visitor types before the page's JavaScript arrives is kept, and posted as is. */
  readonly value: string | readonly string[];
  readonly error: string | undefined;
  readonly onChange: () => void;
  readonly onBlur: () => void;
}

const FormFields = createContext<{ field: (name: string) => FieldState; idPrefix: string } | null>(null);

function useField(name: string) {
  const context = useContext(FormFields);
  if (!context) throw new Error(`Field "${name}" outside a LeadForm`);
  return { ...context.field(name), id: `${context.idPrefix}-${name}` };
}

const byMessageId = Object.fromEntries(Object.values(validationMessages).map((message) => [message.id, message]));

/** The translated text of a schema's message key. */
function useErrorText(key: string | undefined): string | undefined {
  const intl = useIntl();
  if (!key) return undefined;
  const message = isValidationMessageKey(key) ? byMessageId[key] : validationMessages.formInvalid;
  return intl.formatMessage(message ?? validationMessages.formInvalid);
}

function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  return undefined;
}

/** The validation module, fetched once, the first time a visitor touches a form. */
let validation: Promise<typeof LiveValidation> | undefined;
const loadValidation = () => (validation ??= import('./live-validation'));

/**
 * A lead form: a plain HTML form posting to the page's own route action (so it works without
 * JavaScript). With JavaScript, the first touch loads the browser check (formik's yup validation
 * with the form's domain schema, `live-validation.ts`): errors appear as the visitor types, and a
 * form with errors is not sent. The server's answer (errors, captcha, "not sent") comes back in
 * `state`; input names are the schema's field names.
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
  const intl = useIntl();
  const idPrefix = `${state.form}-${useId().replace(/:/g, '')}`;
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(controlFields.form) === state.form;
  const formRef = useRef<HTMLFormElement>(null);
  // Server errors show until the browser has checked the field itself.
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const checks = useRef(0);
  // The proof of work, started on the form's first touch, put in its hidden field before a send.
  const pow = useRef<Promise<unknown>>(null);
  const startPow = () =>
    (pow.current ??= loadValidation()
      .then((module) => module.proveWork(formRef.current!, state.form))
      .catch(() => null));

  async function check(): Promise<Errors> {
    const form = formRef.current;
    if (!form) return {};
    const run = ++checks.current;
    const { validateLeadForm } = await loadValidation();
    const errors = await validateLeadForm(state.form, readForm(form));
    if (run === checks.current) setClientErrors(errors);
    return errors;
  }

  const field = (name: string): FieldState => ({
    value: state.values[name] ?? '',
    error: touched[name] && clientErrors ? firstError(clientErrors[name]) : state.errors[name],
    onChange: () => {
      setTouched((current) => ({ ...current, [name]: true }));
      void check();
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
      void check();
    },
  });
  const captchaError = useErrorText(state.errors.captcha);
  const hasErrors = Object.keys(state.errors).length > 0;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === controlFields.intent) return; // "new image": nothing to check
    event.preventDefault();
    const form = event.currentTarget;
    let errors: Errors = {};
    try {
      errors = await check();
    } catch {
      // The check could not load: the server checks anyway.
    }
    const names = Object.keys(errors);
    if (names.length === 0) {
      await startPow();
      pow.current = null; // each submission spends its proof: the next one solves a new challenge
      await submit(form, { method: 'post', preventScrollReset: true });
      return;
    }
    setTouched((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, true])) }));
    form.querySelector<HTMLElement>(`[name="${names[0]}"]`)?.focus();
  }

  return (
    <FormFields.Provider value={{ field, idPrefix }}>
      <Form
        ref={formRef}
        method="post"
        noValidate
        className={['lead-form', className].filter(Boolean).join(' ')}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void startPow()}
      >
        <input type="hidden" name={controlFields.form} value={state.form} />
        <input type="hidden" name={controlFields.fillToken} value={state.fillToken} />
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
            <img
              src={state.captcha.image}
              alt={intl.formatMessage(formMessages.captchaImage)}
              width={220}
              height={72}
            />
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
    </FormFields.Provider>
  );
}

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

/** A one-line text input (text, email, tel, date, url). */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  optional,
  wide,
}: {
  name: string;
  label: MessageDescriptor;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'number';
  autoComplete?: string;
  optional?: boolean;
  wide?: boolean;
}) {
  const { id, value, error, onChange, onBlur } = useField(name);
  return (
    <div className={['field', error ? 'field--invalid' : '', wide ? 'lead-form__wide' : ''].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={optional ? undefined : true}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A multi-line text. */
export function TextArea({ name, label, optional }: { name: string; label: MessageDescriptor; optional?: boolean }) {
  const { id, value, error, onChange, onBlur } = useField(name);
  return (
    <div className={['field', 'lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        rows={4}
        defaultValue={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={optional ? undefined : true}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A drop-down list. */
export function SelectField({
  name,
  label,
  options,
  optional,
}: {
  name: string;
  label: MessageDescriptor;
  options: ReadonlyArray<{ value: string; label: MessageDescriptor | string }>;
  optional?: boolean;
}) {
  const intl = useIntl();
  const { id, value, error, onChange, onBlur } = useField(name);
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optional={optional} />
      <select
        id={id}
        name={name}
        defaultValue={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={optional ? undefined : true}
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

/** Radio buttons (one choice) or checkboxes (`multiple`: several values under one name). */
export function ChoiceField({
  name,
  legend,
  options,
  multiple,
  optional,
}: {
  name: string;
  legend: MessageDescriptor;
  options: ReadonlyArray<{ value: string; label: MessageDescriptor | string }>;
  multiple?: boolean;
  optional?: boolean;
}) {
  const intl = useIntl();
  const { id, value, error, onChange, onBlur } = useField(name);
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <fieldset
      className={['lead-form__choices', 'lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {intl.formatMessage(legend)}
        {optional ? <span className="lead-form__optional"> {intl.formatMessage(fieldMessages.optional)}</span> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="lead-form__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
            onChange={onChange}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
          />
          <span>{typeof option.label === 'string' ? option.label : intl.formatMessage(option.label)}</span>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A checkbox that posts `true` (consent). */
export function CheckboxField({ name, label }: { name: string; label: MessageDescriptor }) {
  const intl = useIntl();
  const { id, value, error, onChange, onBlur } = useField(name);
  return (
    <div className={['lead-form__wide', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="lead-form__choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={value === 'true'}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{intl.formatMessage(label)}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
