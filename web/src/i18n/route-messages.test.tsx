import { render, screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, test } from 'vitest';
import { categoryMessages } from '~/features/consent';
import { listingCardMessages } from '~/features/listings';
import { combinedMessages, messagesFor, pageMessages } from './messages.server';
import type { CompiledMessages } from './messages';
import { useRouteMessages } from './route-messages';

describe('pageMessages', () => {
  test('picks the compiled messages of the tables, nested ones too, in the language', () => {
    const messages = pageMessages('nl', [listingCardMessages, categoryMessages.marketing]);
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

  test('is made once per language and list of tables', () => {
    const tables = [listingCardMessages];
    expect(pageMessages('de', tables)).toBe(pageMessages('de', tables));
  });

  test('refuses a message that is not compiled', () => {
    const unknown = defineMessages({ x: { id: 'nowhere.message', defaultMessage: 'x', description: 'a test' } });
    expect(() => pageMessages('en', [unknown])).toThrow('nowhere.message');
  });
});

describe('combinedMessages', () => {
  const cards = pageMessages('nl', [listingCardMessages]);
  const marketing = pageMessages('nl', [categoryMessages.marketing]);

  test('merges the sets in order into one object, the same for the same sets', () => {
    const both = combinedMessages(cards, marketing);
    expect(both).toEqual({ ...cards, ...marketing });
    expect(combinedMessages(cards, marketing)).toBe(both);
    // Missing and empty sets add nothing.
    expect(combinedMessages(undefined, cards, {}, null, marketing)).toBe(both);
    expect(combinedMessages(marketing, cards)).not.toBe(both);
    expect(combinedMessages(cards, { ...marketing })).not.toBe(both);
  });

  test('a later set wins', () => {
    const later = { 'listings.marquee.sold': [{ type: 0, value: 'Weg' }] } as CompiledMessages;
    expect(combinedMessages(cards, later)['listings.marquee.sold']).toEqual(later['listings.marquee.sold']);
  });
});

const message = (text: string) => [{ type: 0, value: text }] as CompiledMessages[string];
const root = { messages: { 'site.a': message('A'), 'site.b': message('B') } };
const pages: Record<string, { messages: CompiledMessages }> = {
  one: { messages: { 'page.one': message('One'), 'site.b': message('B from the page') } },
  two: { messages: { 'page.two': message('Two') } },
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
