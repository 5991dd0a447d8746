// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest';
import { handleError } from '~/entry.server';

afterEach(() => vi.restoreAllMocks());

test('React Router refusing another site’s POST (its CSRF check) is one line in the log, no stack trace (issue 18)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const refused = new Error(
    'The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.',
  );
  handleError(refused, { request: new Request('http://127.0.0.1:3000/nl/contact/', { method: 'POST' }) });
  expect(error).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(1);
  const line = warn.mock.calls[0]!.map(String).join(' ');
  expect(line).toContain('Aborting the action. (/nl/contact/)');
  expect(line).not.toMatch(/\n|\bat /);
  // Any other error is still logged whole.
  const broken = new Error('a bug');
  handleError(broken, { request: new Request('http://127.0.0.1:3000/nl/') });
  expect(error).toHaveBeenCalledWith(broken);
});
