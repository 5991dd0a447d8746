import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form, Link } from 'react-router';
import { PageHead } from '~/shell/site';
import { validationMessages } from '~/features/forms';
import { ownerMessages } from './messages';
import type { OwnerFormResult } from './owner.server';

/** A labelled input with its error beside it (the message key of the domain schema). */
function Field({
  name,
  id = `owner-${name}`,
  label,
  type,
  autoComplete,
  result,
  defaultValue,
}: {
  name: string;
  id?: string;
  label: MessageDescriptor;
  type: 'email' | 'password';
  autoComplete: string;
  result: OwnerFormResult | undefined;
  defaultValue?: string;
}) {
  const intl = useIntl();
  const error = result?.errors?.[name];
  // The domain schema's message key is the message id (features/forms/validation-messages.ts).
  const errorMessage = error ? Object.values(validationMessages).find((message) => message.id === error) : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {errorMessage ? intl.formatMessage(errorMessage) : error}
        </p>
      ) : null}
    </div>
  );
}

/** The page-level answer of a form (spec messages), announced to screen readers. */
function Notice({ result, reason }: { result: OwnerFormResult | undefined; reason?: 'expired' | 'loggedOut' | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (result?.notice === 'invalid')
    return (
      // One message, the same for a wrong password and an unknown e-mail (spec USER_NOT_FOUND):
      // "Login failed" above it said the same again (issue 19).
      <div className="owner-notice owner-notice--error" role="alert">
        <p>{t(ownerMessages.loginNotCorrect)}</p>
      </div>
    );
  if (result?.notice === 'limited')
    return (
      <div className="owner-notice owner-notice--error" role="alert">
        <p>{t(ownerMessages.loginLimited, { minutes: result.minutes ?? 1 })}</p>
      </div>
    );
  if (result?.notice === 'unavailable')
    return (
      <div className="owner-notice owner-notice--error" role="alert">
        <p>{t(ownerMessages.loginUnavailable)}</p>
      </div>
    );
  if (result?.notice === 'sent')
    return (
      <div className="owner-notice" role="status">
        <p>{t(ownerMessages.forgotSent)}</p>
      </div>
    );
  if (result?.notice === 'linkSent')
    return (
      <div className="owner-notice" role="status">
        <p>{t(ownerMessages.linkSent)}</p>
      </div>
    );
  if (result?.notice === 'linkExpired')
    return (
      <div className="owner-notice owner-notice--error" role="alert">
        <strong>{t(ownerMessages.linkExpired)}</strong>
        <p>{t(ownerMessages.linkAskNew)}</p>
      </div>
    );
  if (result?.notice === 'notFound')
    return (
      <div className="owner-notice owner-notice--error" role="alert">
        <strong>{t(ownerMessages.resetNotFound)}</strong>
        <p>{t(ownerMessages.resetNotFoundHelp)}</p>
      </div>
    );
  if (reason)
    return (
      <div className="owner-notice" role="status">
        <p>{t(reason === 'expired' ? ownerMessages.loginExpired : ownerMessages.loginLoggedOut)}</p>
      </div>
    );
  return null;
}

/** The owner login (a plain POST: works without JavaScript). */
export function OwnerLoginPage({
  next,
  forgotPath,
  linkPath,
  reason,
  result,
}: {
  next: string;
  forgotPath: string;
  linkPath: string;
  reason: 'expired' | 'loggedOut' | null;
  result: OwnerFormResult | undefined;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="container section owner-auth">
      <PageHead title={t(ownerMessages.loginTitle)} description={t(ownerMessages.loginIntro)} />
      <h1>{t(ownerMessages.loginTitle)}</h1>
      <p>{t(ownerMessages.loginIntro)}</p>
      <Notice result={result} reason={result ? null : reason} />
      <Form method="post" className="owner-form" noValidate>
        <input type="hidden" name="next" value={next} />
        <Field
          name="email"
          type="email"
          autoComplete="username"
          label={ownerMessages.fieldEmail}
          result={result}
          defaultValue={result?.values?.email}
        />
        <Field
          name="password"
          type="password"
          autoComplete="current-password"
          label={ownerMessages.fieldPassword}
          result={result}
        />
        <button type="submit" className="button button--primary">
          {t(ownerMessages.loginSubmit)}
        </button>
      </Form>
      <p>
        <Link to={forgotPath}>{t(ownerMessages.loginForgotLink)}</Link>
      </p>
      <AskSignInLink action={linkPath} />
    </div>
  );
}

/**
 * The small second form: a sign-in link by mail. A plain POST to the link page (its answer and
 * errors are shown there); `id` keeps its field apart from the login's e-mail field.
 */
function AskSignInLink({ action, result }: { action?: string; result?: OwnerFormResult }) {
  const t = useIntl().formatMessage;
  return (
    <section className="owner-link" aria-labelledby="owner-link-title">
      <h2 id="owner-link-title">{t(ownerMessages.linkAskTitle)}</h2>
      <p>{t(ownerMessages.linkAskIntro)}</p>
      <Form method="post" action={action} className="owner-form" noValidate>
        <input type="hidden" name="intent" value="ask" />
        <Field
          name="email"
          id="owner-link-email"
          type="email"
          autoComplete="email"
          label={ownerMessages.fieldEmail}
          result={result}
          defaultValue={result?.values?.email}
        />
        <button type="submit" className="button">
          {t(ownerMessages.linkAskSubmit)}
        </button>
      </Form>
    </section>
  );
}

/**
 * The page a sign-in link opens: a button that posts the token (a GET never signs in, as mail
 * scanners open links); after an expired or used link, or without one, the form for a new link.
 */
export function SignInLinkPage({
  token,
  loginPath,
  result,
}: {
  token: string;
  loginPath: string;
  result: OwnerFormResult | undefined;
}) {
  const t = useIntl().formatMessage;
  const useLink = token !== '' && result === undefined;
  return (
    <div className="container section owner-auth">
      <PageHead title={t(ownerMessages.linkTitle)} description={null} />
      <h1>{t(ownerMessages.linkTitle)}</h1>
      <Notice result={result} />
      {useLink ? (
        <>
          <p>{t(ownerMessages.linkIntro)}</p>
          <Form method="post" className="owner-form">
            <input type="hidden" name="intent" value="use" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary">
              {t(ownerMessages.linkSubmit)}
            </button>
          </Form>
        </>
      ) : result?.notice === 'linkSent' ? null : (
        <AskSignInLink result={result} />
      )}
      <p>
        <Link to={loginPath}>{t(ownerMessages.forgotBack)}</Link>
      </p>
    </div>
  );
}

/** Asking for the password mail. */
export function ForgotPasswordPage({ loginPath, result }: { loginPath: string; result: OwnerFormResult | undefined }) {
  const t = useIntl().formatMessage;
  return (
    <div className="container section owner-auth">
      <PageHead title={t(ownerMessages.forgotTitle)} description={t(ownerMessages.forgotIntro)} />
      <h1>{t(ownerMessages.forgotTitle)}</h1>
      <p>{t(ownerMessages.forgotIntro)}</p>
      <Notice result={result} />
      {result?.notice === 'sent' ? null : (
        <Form method="post" className="owner-form" noValidate>
          <Field
            name="email"
            type="email"
            autoComplete="email"
            label={ownerMessages.fieldEmail}
            result={result}
            defaultValue={result?.values?.email}
          />
          <button type="submit" className="button button--primary">
            {t(ownerMessages.forgotSubmit)}
          </button>
        </Form>
      )}
      <p>
        <Link to={loginPath}>{t(ownerMessages.forgotBack)}</Link>
      </p>
    </div>
  );
}

/** Choosing a new password with the mail's code. */
export function ResetPasswordPage({
  code,
  forgotPath,
  result,
}: {
  code: string;
  forgotPath: string;
  result: OwnerFormResult | undefined;
}) {
  const t = useIntl().formatMessage;
  const notFound = result?.notice === 'notFound' || !code;
  return (
    <div className="container section owner-auth">
      <PageHead title={t(ownerMessages.resetTitle)} description={null} />
      <h1>{t(ownerMessages.resetTitle)}</h1>
      <Notice result={notFound ? { notice: 'notFound' } : result} />
      {notFound ? (
        <p>
          <Link to={forgotPath}>{t(ownerMessages.loginForgotLink)}</Link>
        </p>
      ) : (
        <Form method="post" className="owner-form" noValidate>
          <input type="hidden" name="code" value={code} />
          <Field
            name="password"
            type="password"
            autoComplete="new-password"
            label={ownerMessages.resetPassword}
            result={result}
          />
          <Field
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            label={ownerMessages.resetConfirmation}
            result={result}
          />
          <button type="submit" className="button button--primary">
            {t(ownerMessages.resetSubmit)}
          </button>
        </Form>
      )}
    </div>
  );
}
