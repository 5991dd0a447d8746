import { TokenLinkPage } from '~/shell/site';
import type { ConfirmOutcome } from './demand.server';
import { demandMessages } from './messages';

const outcomeMessages = {
  confirmed: demandMessages.confirmed,
  already_confirmed: demandMessages.alreadyConfirmed,
  invalid_token: demandMessages.invalidToken,
  failed: demandMessages.failed,
} as const;

const texts = {
  heading: demandMessages.confirmHeading,
  text: demandMessages.confirmText,
  button: demandMessages.confirmButton,
  invalidToken: demandMessages.invalidToken,
};

/** The link of the confirmation mail (double opt-in): one button confirms, then what it did. */
export function SearchAlertConfirmPage({ token, outcome }: { token: string; outcome: ConfirmOutcome | null }) {
  return (
    <TokenLinkPage
      texts={texts}
      token={token}
      outcome={
        outcome && {
          message: outcomeMessages[outcome],
          failed: outcome === 'invalid_token' || outcome === 'failed',
        }
      }
    />
  );
}
