import { renderToString } from 'react-dom/server';
import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { SiteIntlProvider } from './intl-provider';
import { pageMessages } from './messages.server';
import { messagesOfWire } from './messages';
import { siteMessages } from '~/shell/site';

const tables = [siteMessages];

/** The `intl` a component gets in one server render of `SiteIntlProvider`. */
function renderedIntl(language: 'nl' | 'fr', messages = messagesOfWire(pageMessages(language, tables))): IntlShape {
  let intl: IntlShape | undefined;
  function Probe() {
    intl = useIntl();
    return null;
  }
  renderToString(
    <SiteIntlProvider language={language} messages={messages}>
      <Probe />
    </SiteIntlProvider>,
  );
  return intl!;
}

describe('SiteIntlProvider', () => {
  test('one intl per language and page messages, shared by every render: no formatter is made twice', () => {
    const first = renderedIntl('nl');
    expect(renderedIntl('nl')).toBe(first);
    expect(renderedIntl('fr')).not.toBe(first);
    expect(renderedIntl('fr').locale).toBe('fr-BE');
    // Other messages (another page's), another intl.
    expect(renderedIntl('nl', { ...messagesOfWire(pageMessages('nl', tables)) })).not.toBe(first);
  });
});
