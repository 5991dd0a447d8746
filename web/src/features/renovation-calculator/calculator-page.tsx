import { formatPrice, regions, type Language } from '@vitrine/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { PageHead } from '~/shell/site';
import { Markdown } from '~/ui/markdown';
import {
  calculatorState,
  labelOptions,
  regionOf,
  type CalculatorField,
  type CalculatorState,
  type CalculatorValues,
  type UnitCost,
} from './calculator';
import type { CalculatorPageData } from './calculator.server';
import { calculatorMessages as m, inputErrorMessages, regionMessages } from './messages';

const euros = (amount: number) => formatPrice(Math.round(amount * 100) / 100);
const area = (surface: number, language: Language) =>
  new Intl.NumberFormat(`${language}-BE`, { maximumFractionDigits: 1 }).format(surface);

function Result({ state, language, ready }: { state: CalculatorState; language: Language; ready: boolean }) {
  const intl = useIntl();
  if (state.kind === 'invalid' || !ready)
    return <p className="calculator__prompt">{intl.formatMessage(m.resultPrompt)}</p>;
  const { estimate, input } = state;
  if (estimate.total === null || estimate.costPerM2 === null) {
    const steps = intl.formatList(
      estimate.missing.map((step) => `${step.from} → ${step.to}`),
      { type: 'conjunction' },
    );
    return <p className="notice">{intl.formatMessage(m.resultMissing, { steps })}</p>;
  }
  return (
    <>
      <p className="calculator__total">{intl.formatMessage(m.resultTotal, { total: euros(estimate.total) })}</p>
      <p className="calculator__formula">
        {intl.formatMessage(m.resultFormula, {
          perM2: euros(estimate.costPerM2),
          surface: area(input.surface, language),
          from: input.from,
          to: input.to,
        })}
      </p>
      <div className="table-scroll">
        <table className="calculator__table">
          <caption>{intl.formatMessage(m.stepsCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.step)}</th>
              <th scope="col">{intl.formatMessage(m.costPerM2)}</th>
              <th scope="col">{intl.formatMessage(m.subtotal)}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.steps.map((step) => (
              <tr key={`${step.from}-${step.to}`}>
                <th scope="row">
                  {step.from} → {step.to}
                </th>
                <td>{euros(step.costPerM2 ?? 0)}</td>
                <td>{euros((step.costPerM2 ?? 0) * input.surface)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="calculator__disclaimer">{intl.formatMessage(m.resultDisclaimer)}</p>
    </>
  );
}

function CostsTable({ costs }: { costs: readonly UnitCost[] }) {
  const intl = useIntl();
  if (costs.length === 0) return <p className="notice">{intl.formatMessage(m.noCosts)}</p>;
  const withNotes = costs.some((cost) => cost.note);
  return (
    <div className="table-scroll">
      <table className="calculator__table">
        <caption>{intl.formatMessage(m.costsCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.step)}</th>
            <th scope="col">{intl.formatMessage(m.costPerM2)}</th>
            {withNotes ? <th scope="col">{intl.formatMessage(m.note)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {costs.map((cost) => (
            <tr key={`${cost.fromLabel}-${cost.toLabel}`}>
              <th scope="row">
                {cost.fromLabel} → {cost.toLabel}
              </th>
              <td>{euros(cost.costPerM2)}</td>
              {withNotes ? <td>{cost.note}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: CalculatorField;
  label: string;
  hint?: string;
  error: string | null;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={`calculator-${name}`}>{label}</label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={`${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form and its result. Without JavaScript it is a plain GET form answered by the server;
 * with JavaScript the estimate follows every change, from the same domain rules.
 */
function Calculator({ data }: { data: CalculatorPageData }) {
  const intl = useIntl();
  const [values, setValues] = useState<CalculatorValues>(data.values);
  const [touched, setTouched] = useState<ReadonlySet<CalculatorField>>(
    () => new Set(data.submitted ? (['surface', 'region', 'from', 'to'] as const) : []),
  );
  const state = calculatorState(values, data.costs);
  const region = regionOf(values);
  const labels = labelOptions(region);
  const errorOf = (field: CalculatorField) => {
    const key = state.kind === 'invalid' && touched.has(field) ? state.errors[field] : undefined;
    return key ? intl.formatMessage(inputErrorMessages[key]) : null;
  };
  const change = (field: CalculatorField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field !== 'region') return next;
      // Another region, another scale: keep only the labels it also has.
      const scale = labelOptions(regionOf(next));
      return { ...next, from: scale.includes(next.from) ? next.from : '', to: scale.includes(next.to) ? next.to : '' };
    });
    if (field !== 'surface') setTouched((current) => new Set(current).add(field));
  };
  const blur = (field: CalculatorField) => setTouched((current) => new Set(current).add(field));
  const ready =
    touched.has('surface') || data.submitted || (values.surface !== '' && values.from !== '' && values.to !== '');
  const showSummary = data.submitted && data.state.kind === 'invalid';
  const labelSelect = (field: 'from' | 'to', describedBy: string | undefined) => (
    <select
      id={`calculator-${field}`}
      name={field}
      value={values[field]}
      aria-invalid={errorOf(field) ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => blur(field)}
    >
      <option value="">{intl.formatMessage(m.chooseLabel)}</option>
      {labels.map((label) => (
        <option key={label} value={label}>
          {label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="calculator">
      <Form
        method="get"
        // The page's own URL, trailing slash included (no redirect hop without JavaScript).
        action={data.pageLinks.alternates[data.language]}
        className="calculator__form"
        preventScrollReset
        replace
        aria-labelledby="calculator-form-heading"
      >
        <h2 id="calculator-form-heading">{intl.formatMessage(m.formHeading)}</h2>
        {showSummary ? (
          <p className="field__error calculator__summary" role="alert">
            {intl.formatMessage(m.errorSummary)}
          </p>
        ) : null}
        <Field
          name="surface"
          label={intl.formatMessage(m.surface)}
          hint={intl.formatMessage(m.surfaceHint)}
          error={errorOf('surface')}
        >
          {(describedBy) => (
            <input
              id="calculator-surface"
              name="surface"
              inputMode="decimal"
              autoComplete="off"
              value={values.surface}
              aria-invalid={errorOf('surface') ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => change('surface', event.target.value)}
              onBlur={() => blur('surface')}
            />
          )}
        </Field>
        <Field
          name="region"
          label={intl.formatMessage(m.region)}
          hint={intl.formatMessage(m.regionHint)}
          error={errorOf('region')}
        >
          {(describedBy) => (
            <select
              id="calculator-region"
              name="region"
              value={region}
              aria-describedby={describedBy}
              onChange={(event) => change('region', event.target.value)}
            >
              {regions.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage(regionMessages[option])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="calculator__labels">
          <Field name="from" label={intl.formatMessage(m.from)} error={errorOf('from')}>
            {(describedBy) => labelSelect('from', describedBy)}
          </Field>
          <Field name="to" label={intl.formatMessage(m.to)} error={errorOf('to')}>
            {(describedBy) => labelSelect('to', describedBy)}
          </Field>
        </div>
        <button type="submit" className="button button--primary">
          {intl.formatMessage(m.submit)}
        </button>
      </Form>
      <section className="calculator__result" aria-labelledby="calculator-result-heading">
        <h2 id="calculator-result-heading">{intl.formatMessage(m.resultHeading)}</h2>
        <div aria-live="polite">
          <Result state={state} language={data.language} ready={ready} />
        </div>
      </section>
    </div>
  );
}

export function CalculatorPage({ data }: { data: CalculatorPageData }) {
  const intl = useIntl();
  const { search } = useLocation();
  const { page, language } = data;
  const title = page?.title.text ?? intl.formatMessage(m.title);
  return (
    <div className="container content-calculator">
      <PageHead
        title={page?.seo.title ?? title}
        description={page?.seo.description ?? null}
        image={page?.seo.image ?? null}
      />
      <header className="content-header narrow">
        <h1>{title}</h1>
        {page?.intro ? (
          <p className="content-header__lead" lang={page.intro.lang !== language ? page.intro.lang : undefined}>
            {page.intro.text}
          </p>
        ) : null}
      </header>
      {/* A new query string (a submitted form, back/forward) starts from the server's values. */}
      <Calculator key={search} data={data} />
      <section className="section narrow calculator__how" aria-labelledby="calculator-how">
        <h2 id="calculator-how">{intl.formatMessage(m.howHeading)}</h2>
        <p>{intl.formatMessage(m.howText)}</p>
        <CostsTable costs={data.costs} />
        {page?.body ? (
          <div lang={page.body.lang !== language ? page.body.lang : undefined}>
            <Markdown source={page.body.text} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
