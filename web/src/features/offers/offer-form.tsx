import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import {
  AddressFields,
  CheckboxField,
  LeadForm,
  PersonFields,
  TextArea,
  TextField,
  type LeadFormState,
} from '~/features/forms';
import { offerMessages } from './messages';
import type { OfferTerms } from './offer-terms';

/**
 * The purchase offer form of a listing for sale: amount, validity date, conditions, the buyer and
 * their address, and the spec's rule (a 10 % deposit of the sale price paid into the agent's
 * third-party account, named with the agency's legal mentions from the site settings), which the
 * visitor must accept. It posts to the listing's own page (works without JavaScript); the listing
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
  const { legalName, address, vatNumber, bivNumber, price, deposit } = terms;
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
    <section className="lead-panels offer-panel" aria-label={intl.formatMessage(offerMessages.heading)}>
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
            <TextField name="amount" label={offerMessages.amount} />
            <TextField name="validUntil" label={offerMessages.validUntil} type="date" />
            <TextArea name="conditions" label={offerMessages.conditions} optional />
            <PersonFields />
            <AddressFields />
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
              {price && deposit ? <p>{intl.formatMessage(offerMessages.depositExample, { price, deposit })}</p> : null}
              {legal ? <p className="offer-panel__legal">{legal}</p> : null}
            </div>
            <CheckboxField name="depositAccepted" label={offerMessages.depositAccepted} />
          </LeadForm>
        </div>
      </details>
    </section>
  );
}
