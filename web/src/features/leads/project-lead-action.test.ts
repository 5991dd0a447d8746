// @vitest-environment node
import { projectPath } from '@vitrine/domain';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { fillTimeRequestCookie, peerAddressHeader } from '~/features/forms/index.server';
import { action } from '~/routes/project';
import { projects } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Row = Record<string, unknown>;

describe("a project page's request form", () => {
  test('stores a contact message as a potential buyer about the page project, named by its documentId', async () => {
    const project = (projects.nl as Row[])[0]!;
    const stored: Record<string, unknown>[] = [];
    strapiServer.use(
      strapi.mutation('CreateContactMessage', ({ variables }) => {
        stored.push(variables.data as Record<string, unknown>);
        return HttpResponse.json({ data: { createContactMessage: { documentId: 'lead1' } } });
      }),
    );
    const body = new URLSearchParams({
      _form: 'contactMessage',
      title: 'ms',
      firstName: 'Lies',
      lastName: 'Maes',
      email: 'lies@example.be',
      remark: 'Is er nog een appartement met twee slaapkamers?',
    });
    const request = new Request(`http://127.0.0.1:3000${projectPath('nl', String(project.slug))}`, {
      method: 'POST',
      body,
      headers: {
        [peerAddressHeader]: '203.0.113.77',
        cookie: fillTimeRequestCookie(env.FORM_SECRET, Date.now() - 10_000),
      },
    });
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown;
    expect(answer, JSON.stringify(answer)).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/nl/bedankt/contact-construction/');
    expect(stored).toEqual([
      expect.objectContaining({
        contactCategory: 'potential_buyer',
        project: project.documentId,
        email: 'lies@example.be',
        language: 'nl',
      }),
    ]);
  });
});
