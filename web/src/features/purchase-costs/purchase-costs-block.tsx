import { formatPrice, type PurchaseCostField, type PurchaseCostLine } from '@vitrine/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { PurchaseCostBlock } from './purchase-costs';
import {
  purchaseCostErrorMessages,
  purchaseCostLineMessages,
  purchaseCostMessages as m,
  purchaseRegionMessages,
} from './messages';

const euros = (amount: number) => formatPrice(amount);

function Choices({
  name,
  legend,
  options,
  value,
  fallback,
  error,
}: {
  name: PurchaseCostField;
  legend: string;
  options: readonly (readonly [string, string])[];
  value: string;
  fallback: string;
  error: string | null;
}) {
  // An empty field takes its default; a refused value checks nothing, its error says why.
  const checked = value === '' ? fallback : value;
  return (
    <fieldset
      className={error ? 'lead-form__choices field field--invalid' : 'lead-form__choices field'}
      aria-describedby={error ? `purchase-${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="lead-form__choice">
          <input type="radio" name={name} value={option} defaultChecked={checked === option} />
          {label}
        </label>
      ))}
      {error ? (
        <p id={`purchase-${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Row({ label, amount, className }: { label: ReactNode; amount: number; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td>{euros(amount)}</td>
    </tr>
  );
}

/**
 * The full cost of buying the listing: a GET form on the listing's own URL (the server reads and
 * computes it, so it works without JavaScript; with it the router reloads only the data) and the
 * itemised estimate, said to be one, with the date of its rates.
 */
export function PurchaseCosts({ block, action, anchor }: { block: PurchaseCostBlock; action: string; anchor: string }) {
  const intl = useIntl();
  const { estimate, values, errors } = block;
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 });
  const lineLabel = (line: PurchaseCostLine) =>
    intl.formatMessage(purchaseCostLineMessages[line.kind], {
      rate: line.rate === undefined ? '' : percent(line.rate),
      base: line.base === undefined ? '' : euros(line.base),
    });
  const errorOf = (field: PurchaseCostField) => {
    const key = errors[field];
    return key ? intl.formatMessage(purchaseCostErrorMessages[key]) : null;
  };
  const yesNo = [
    ['yes', intl.formatMessage(m.yes)],
    ['no', intl.formatMessage(m.no)],
  ] as const;
  const loanError = errorOf('loan');
  return (
    <section id={anchor} className="purchase-costs" aria-labelledby="purchase-costs-heading">
      <h2 id="purchase-costs-heading">{intl.formatMessage(m.heading)}</h2>
      <Form
        method="get"
        action={`${action}#${anchor}`}
        className="lead-form purchase-costs__form"
        preventScrollReset
        replace
        aria-labelledby="purchase-costs-form-heading"
      >
        <h3 id="purchase-costs-form-heading">{intl.formatMessage(m.formHeading)}</h3>
        {Object.keys(errors).length > 0 ? (
          <p className="field__error" role="alert">
            {intl.formatMessage(m.errorSummary)}
          </p>
        ) : null}
        <div className="lead-form__fields">
          <Choices
            name="own"
            legend={intl.formatMessage(m.own)}
            options={yesNo}
            value={values.own}
            fallback="yes"
            error={errorOf('own')}
          />
          <Choices
            name="first"
            legend={intl.formatMessage(m.first)}
            options={yesNo}
            value={values.first}
            fallback="yes"
            error={errorOf('first')}
          />
          <Choices
            name="buyers"
            legend={intl.formatMessage(m.buyers)}
            options={[
              ['1', intl.formatMessage(m.oneBuyer)],
              ['2', intl.formatMessage(m.twoBuyers)],
            ]}
            value={values.buyers}
            fallback="1"
            error={errorOf('buyers')}
          />
          <div className={loanError ? 'field field--invalid' : 'field'}>
            <label htmlFor="purchase-loan">{intl.formatMessage(m.loan)}</label>
            <input
              id="purchase-loan"
              name="loan"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              defaultValue={values.loan}
              aria-invalid={loanError ? true : undefined}
              aria-describedby={loanError ? 'purchase-loan-hint purchase-loan-error' : 'purchase-loan-hint'}
            />
            <p id="purchase-loan-hint" className="field__hint">
              {intl.formatMessage(m.loanHint)}
            </p>
            {loanError ? (
              <p id="purchase-loan-error" className="field__error">
                {loanError}
              </p>
            ) : null}
          </div>
        </div>
        <button type="submit" className="button">
          {intl.formatMessage(m.submit)}
        </button>
      </Form>
      {estimate ? (
        <>
          {block.newBuild ? <p>{intl.formatMessage(m.newBuild)}</p> : null}
          <div className="table-scroll">
            <table className="purchase-costs__table">
              <caption>{intl.formatMessage(m.caption)}</caption>
              <tbody>
                <Row label={intl.formatMessage(m.price)} amount={estimate.price} />
                {estimate.lines.map((line) => (
                  <Row key={line.kind} label={lineLabel(line)} amount={line.amount} />
                ))}
                <Row label={intl.formatMessage(m.costs)} amount={estimate.costs} className="purchase-costs__sum" />
                <Row label={intl.formatMessage(m.total)} amount={estimate.total} className="purchase-costs__total" />
                <Row label={intl.formatMessage(m.deposit)} amount={estimate.deposit} />
                {estimate.renovation !== null ? (
                  <>
                    <Row label={intl.formatMessage(m.renovation)} amount={estimate.renovation} />
                    <Row
                      label={intl.formatMessage(m.withRenovation)}
                      amount={estimate.total + estimate.renovation}
                      className="purchase-costs__total"
                    />
                  </>
                ) : null}
              </tbody>
            </table>
          </div>
          {estimate.mortgageNotEstimated ? <p>{intl.formatMessage(m.mortgageNotEstimated)}</p> : null}
          <p className="purchase-costs__estimate">
            {intl.formatMessage(m.estimate, {
              date: intl.formatDate(estimate.ratesFrom, { dateStyle: 'long', timeZone: 'Europe/Brussels' }),
              region: intl.formatMessage(purchaseRegionMessages[block.region]),
            })}
          </p>
        </>
      ) : null}
    </section>
  );
}
