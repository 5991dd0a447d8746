import { validationMessages as domainMessages } from '@vitrine/domain';
import { expect, test } from 'vitest';
import { validationMessages } from './validation-messages';

test('every message key of the domain schemas has its site message, in the same English', () => {
  const site = Object.fromEntries(
    Object.values(validationMessages).map((message) => [message.id, message.defaultMessage]),
  );
  expect(site).toEqual(domainMessages);
});
