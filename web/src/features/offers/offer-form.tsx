import { formatPrice, purchaseOfferDeposit, typedOfferAmount, type Language } from '@vitrine/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DefinedFields, Field, LeadForm, type LeadFormState } from '~/features/forms';
import { offerMessages } from './messages';
import type { OfferTerms } from './offer-terms';

/**
 * The purchase offer form of a listing for sale: amount, validity date, conditions, the buyer and
 * their address, and the spec's rule (a 10 % deposit of the sale price paid into the agent's
 * third-party account, named with the agency's legal mentions from the site settings), which the
 * visitor must accept. An accepted offer's amount is the sale price, so the deposit is stated for
 * the amount being offered (domain `typedOfferAmount` and `purchaseOfferDeposit`, the figure of both mails and the admin):
 * with JavaScript as the visitor types, without it once the server has answered the post. It posts to the listing's own page (works without JavaScript); the listing
 * is fixed by the server. Open when the server answered it (errors, captcha) or when linked to
 * (`#purchaseOffer`).
 */
export function PurchaseOfferForm({
  state,
  answered,
  terms,
  property,
  language,
  agencyPhone,
}: {
  state: LeadFormState;
  answered: LeadFormState | null;
  terms: OfferTerms;
  property: string;
  language: Language;
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  const current = answered?.form === 'purchaseOffer' ? answered : state;
  const { legalName, address, vatNumber, bivNumber } = terms;
  // The amount as last typed, or as the server's answer kept it; a new answer starts from its own.
  const [typed, setTyped] = useState({ of: current, amount: current.values.amount });
  const amount = typed.of === current ? typed.amount : current.values.amount;
  const offered = typedOfferAmount(typeof amount === 'string' ? amount : null);
  const onInput = (event: FormEvent<HTMLElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'amount') setTyped({ of: current, amount: input.value });
  };
  const legal =
    legalName && address && vatNumber && bivNumber
      ? intl.formatMessage(offerMessages.legal, {
          legalName,
          address,
          vat: vatNumber,
          biv: bivNumber,
          status: terms.bivStatus ?? '',
        })
      : null;
  return (
    <section
      className="lead-panels offer-panel"
      aria-label={intl.formatMessage(offerMessages.heading)}
      onInput={onInput}
    >
      <details id="purchaseOffer" open={answered?.form === 'purchaseOffer'}>
        <summary>{intl.formatMessage(offerMessages.heading)}</summary>
        <div>
          <p className="lead-panel__intro">{intl.formatMessage(offerMessages.intro)}</p>
          <LeadForm
            key={`offer-${current.captcha?.token ?? ''}-${Object.keys(current.errors).join()}`}
            state={current}
            hidden={{ property, language }}
            agencyPhone={agencyPhone}
            submitLabel={offerMessages.send}
          >
            <Field name="amount" />
            <Field name="validUntil" />
            <Field name="conditions" />
            <DefinedFields group="person" />
            <DefinedFields group="address" />
            <div className="lead-form__wide offer-panel__rule" id="offer-deposit-rule">
              <p>
                <strong>
                  {terms.account
                    ? intl.formatMessage(offerMessages.depositRule, {
                        account: terms.account ?? '',
                        holder: terms.holder ?? '',
                      })
                    : intl.formatMessage(offerMessages.depositRuleNoAccount)}
                </strong>
              </p>
              <p aria-live="polite" id="offer-deposit-figure">
                {offered !== null
                  ? intl.formatMessage(offerMessages.depositFigure, {
                      amount: formatPrice(offered),
                      deposit: formatPrice(purchaseOfferDeposit(offered)),
                    })
                  : null}
              </p>
              {legal ? <p className="offer-panel__legal">{legal}</p> : null}
            </div>
            <Field name="depositAccepted" />
          </LeadForm>
        </div>
      </details>
    </section>
  );
}
