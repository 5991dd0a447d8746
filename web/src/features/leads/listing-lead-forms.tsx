import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { DefinedFields, LeadForm, leadFormMessages, type LeadFormState, type SiteLeadForm } from '~/features/forms';
import { listingLeadMessages } from './messages';

export type ListingLeadForm = Extract<
  SiteLeadForm,
  'visitRequest' | 'infoRequest' | 'documentRequest' | 'sendToFriend'
>;

/** The forms of a listing page, in the order a visitor meets them. */
export const listingLeadForms: readonly ListingLeadForm[] = [
  'visitRequest',
  'infoRequest',
  'documentRequest',
  'sendToFriend',
];

function Panel({ id, open, children }: { id: ListingLeadForm; open: boolean; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <details id={id} open={open}>
      <summary>{intl.formatMessage(leadFormMessages[id])}</summary>
      <div>{children}</div>
    </details>
  );
}

/**
 * A listing's request forms: visit, information, documents, send to a friend. Each posts to the
 * listing's own page; the listing is fixed by the server, never by the post. The form the server
 * answered (errors, captcha) is open; otherwise the visit request.
 */
export function ListingLeadForms({
  states,
  answered,
  property,
  language,
  documents,
  agencyPhone,
}: {
  states: Partial<Record<SiteLeadForm, LeadFormState>>;
  answered: LeadFormState | null;
  property: string;
  language: Language;
  documents: 'requested' | 'already' | null;
  agencyPhone: string | null;
}) {
  const intl = useIntl();
  const state = (form: ListingLeadForm) => (answered?.form === form ? answered : states[form]);
  const openForm: ListingLeadForm =
    (answered?.form as ListingLeadForm | undefined) ?? (documents ? 'documentRequest' : 'visitRequest');
  const hidden = { property, language };
  const form = (name: ListingLeadForm, children: React.ReactNode) => {
    const current = state(name);
    return current ? (
      <LeadForm
        key={`${name}-${current.captcha?.token ?? ''}-${Object.keys(current.errors).join()}`}
        state={current}
        hidden={hidden}
        agencyPhone={agencyPhone}
      >
        {children}
      </LeadForm>
    ) : null;
  };
  return (
    <section className="lead-panels" aria-labelledby="lead-forms-heading">
      <h2 id="lead-forms-heading">{intl.formatMessage(listingLeadMessages.heading)}</h2>
      <Panel id="visitRequest" open={openForm === 'visitRequest'}>
        {form('visitRequest', <DefinedFields />)}
      </Panel>
      <Panel id="infoRequest" open={openForm === 'infoRequest'}>
        {form('infoRequest', <DefinedFields />)}
      </Panel>
      <Panel id="documentRequest" open={openForm === 'documentRequest'}>
        {documents ? (
          <p className="notice" role="status">
            {intl.formatMessage(
              documents === 'already'
                ? listingLeadMessages.documentsAlreadyRequested
                : listingLeadMessages.documentsRequested,
            )}
          </p>
        ) : (
          <>
            <p className="lead-panel__intro">{intl.formatMessage(leadFormMessages.documentRequestIntro)}</p>
            {form('documentRequest', <DefinedFields />)}
          </>
        )}
      </Panel>
      <Panel id="sendToFriend" open={openForm === 'sendToFriend'}>
        <p className="lead-panel__intro">{intl.formatMessage(leadFormMessages.sendToFriendIntro)}</p>
        {form('sendToFriend', <DefinedFields />)}
      </Panel>
    </section>
  );
}
