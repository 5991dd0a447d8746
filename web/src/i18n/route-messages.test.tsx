import { render, screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { categoryMessages } from '~/features/consent';
import { listingCardMessages } from '~/features/listings';
import { combinedMessages, messagesFor, noMessages, pageMessages } from './messages.server';
import { messagesOfWire, type CompiledMessages, type MessagesWire } from './messages';
import { useRouteMessages } from './route-messages';

describe('pageMessages', () => {
  test('picks the compiled messages of the tables, nested ones too, in the language', () => {
    const messages = messagesOfWire(pageMessages('nl', [listingCardMessages, categoryMessages.marketing]));
    expect(Object.keys(messages).sort()).toEqual(
      [
        ...Object.values(listingCardMessages).map((message) => message.id),
        categoryMessages.marketing.label.id,
        categoryMessages.marketing.description.id,
      ].sort(),
    );
    expect(messages['listings.marquee.sold']).toEqual(messagesFor('nl')['listings.marquee.sold']);
    expect(messages['listings.marquee.sold']).not.toEqual(messagesFor('fr')['listings.marquee.sold']);
  });

  test('is made once per language and list of tables, and sent as its JSON, never parsed on the server', () => {
    const tables = [listingCardMessages, categoryMessages['social-media']];
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const wire = pageMessages('de', tables);
      expect(pageMessages('de', tables)).toBe(wire);
      expect(typeof wire).toBe('string');
      expect(messagesOfWire(wire)).toBe(messagesOfWire(pageMessages('de', tables)));
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(messagesOfWire(pageMessages('de', tables))).toEqual(JSON.parse(pageMessages('de', tables)));
  });

  test('refuses a message that is not compiled', () => {
    const unknown = defineMessages({ x: { id: 'nowhere.message', defaultMessage: 'x', description: 'a test' } });
    expect(() => pageMessages('en', [unknown])).toThrow('nowhere.message');
  });
});

describe('combinedMessages', () => {
  const cards = pageMessages('nl', [listingCardMessages]);
  const marketing = pageMessages('nl', [categoryMessages.marketing]);
  const parsed = (wire: MessagesWire) => messagesOfWire(wire);

  test('merges the sets in order into one set, one object for the same sets', () => {
    const both = combinedMessages(cards, marketing);
    expect(parsed(both)).toEqual({ ...parsed(cards), ...parsed(marketing) });
    expect(parsed(combinedMessages(cards, marketing))).toBe(parsed(both));
    // Missing and empty sets add nothing.
    expect(parsed(combinedMessages(undefined, cards, noMessages, null, marketing))).toBe(parsed(both));
    expect(parsed(combinedMessages(marketing, cards))).not.toBe(parsed(both));
  });

  test('a later set wins', () => {
    const later = pageMessages('nl', [
      defineMessages({ sold: { id: 'listings.marquee.sold', defaultMessage: 'Sold', description: 'a test' } }),
    ]);
    const fr = pageMessages('fr', [listingCardMessages]);
    expect(parsed(combinedMessages(fr, later))['listings.marquee.sold']).toEqual(
      messagesFor('nl')['listings.marquee.sold'],
    );
  });
});

const message = (text: string) => [{ type: 0, value: text }] as CompiledMessages[string];
/** Messages as a loader sends them. */
const wire = (messages: CompiledMessages) => JSON.stringify(messages);
const root = { messages: wire({ 'site.a': message('A'), 'site.b': message('B') }) };
const pages: Record<string, { messages: string }> = {
  one: { messages: wire({ 'page.one': message('One'), 'site.b': message('B from the page') }) },
  two: { messages: wire({ 'page.two': message('Two') }) },
};

function Messages() {
  const messages = useRouteMessages();
  return (
    <>
      <p data-testid="messages">{Object.keys(messages).sort().join(' ')}</p>
      <p data-testid="b">{(messages['site.b']?.[0] as { value: string }).value}</p>
      <Link to="/two">two</Link>
      <Outlet />
    </>
  );
}

describe('useRouteMessages', () => {
  test('merges the root’s messages with the page’s, and follows a client navigation', async () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: Messages,
        children: [
          { path: 'one', loader: () => pages.one, Component: () => null },
          { path: 'two', loader: () => pages.two, Component: () => null },
        ],
      },
    ]);
    render(<Stub initialEntries={['/one']} />);
    expect((await screen.findByTestId('messages')).textContent).toBe('page.one site.a site.b');
    expect(screen.getByTestId('b').textContent).toBe('B from the page');

    screen.getByRole('link', { name: 'two' }).click();
    await screen.findByText('page.two site.a site.b');
    expect(screen.getByTestId('b').textContent).toBe('B');
  });
});
