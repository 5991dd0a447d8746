import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { saveSearchMessages } from './save-search-messages';

/** "Save this search" on a results list, leading to `saveSearchPath` (the loader builds it). */
export function SaveSearchLink({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <p className="save-search">
      <Link to={to} rel="nofollow">
        {intl.formatMessage(saveSearchMessages.saveSearch)}
      </Link>{' '}
      <span>{intl.formatMessage(saveSearchMessages.saveSearchHint)}</span>
    </p>
  );
}
