// @vitest-environment node
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { graphqlClient, graphqlClientContext, createApolloClient } from '~/graphql/apollo.server';
import { strapiServer } from '~/test/setup';

const config = vi.hoisted(() => {
  const values = { secret: 'preview-secret-for-tests', token: 'preview-token-for-tests-0123456789abcdef' };
  process.env.PREVIEW_SECRET = values.secret;
  process.env.STRAPI_PREVIEW_TOKEN = values.token;
  return values;
});

const { draftPreview, startPreview } = await import('./preview.server');
const { isDraftPreview, isValidPreviewSession, previewSession } = await import('./preview-session.server');

const strapi = graphql.link('*/graphql');

function previewUrl(params: Record<string, string>, language = 'nl') {
  return `http://127.0.0.1:3000/${language}/preview/?${new URLSearchParams(params)}`;
}

async function outcome(url: string): Promise<Response> {
  try {
    return (await startPreview({ request: new Request(url), context: new RouterContextProvider() })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const { data, init } = thrown as { data: string; init: ResponseInit };
    return new Response(data, init);
  }
}

describe('the preview link from Strapi', () => {
  test('is refused without the shared secret, or with another one', async () => {
    for (const secret of [null, 'wrong', `${config.secret}x`]) {
      const response = await outcome(
        previewUrl({ ...(secret ? { secret } : {}), uid: 'api::property.property', documentId: 'd1' }),
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('sends the agent to the draft of the page, reading Strapi with the preview token', async () => {
    const authorizations: (string | null)[] = [];
    strapiServer.use(
      strapi.query('PreviewProperty', ({ request, variables }) => {
        authorizations.push(request.headers.get('authorization'));
        expect(variables).toEqual({ documentId: 'doc-1', locale: 'fr' });
        return HttpResponse.json({
          data: {
            document: {
              goal: 1,
              reference: 'VT2001',
              city: 'Bruxelles',
              citySlug: 'bruxelles',
              propertyType: { slug: 'appartement' },
            },
          },
        });
      }),
    );
    const response = await outcome(
      previewUrl({ secret: config.secret, uid: 'api::property.property', documentId: 'doc-1', status: 'draft' }, 'fr'),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'http://site');
    expect(location.pathname).toBe('/fr/a-louer/bruxelles/appartement-VT2001/');
    expect(isValidPreviewSession(location.searchParams.get('preview'), config.secret)).toBe(true);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(authorizations).toEqual([`Bearer ${config.token}`]);
  });

  test('sends the agent to the live page for the published version', async () => {
    strapiServer.use(strapi.query('PreviewPage', () => HttpResponse.json({ data: { document: { key: 'privacy' } } })));
    const response = await outcome(
      previewUrl({ secret: config.secret, uid: 'api::page.page', documentId: 'p1', status: 'published' }, 'en'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/privacy/');
  });

  test('answers 404 for a document without a page', async () => {
    strapiServer.use(strapi.query('PreviewProject', () => HttpResponse.json({ data: { document: null } })));
    const response = await outcome(
      previewUrl({ secret: config.secret, uid: 'api::project.project', documentId: 'gone' }),
    );
    expect(response.status).toBe(404);
    expect(
      (await outcome(previewUrl({ secret: config.secret, uid: 'api::agent.agent', documentId: 'a' }))).status,
    ).toBe(404);
  });
});

describe('a draft preview on a page URL', () => {
  test('is valid only when signed by this site and not expired', () => {
    const now = Date.now();
    const value = previewSession(config.secret, now);
    expect(isValidPreviewSession(value, config.secret, now + 1000)).toBe(true);
    expect(isValidPreviewSession(value, 'another-secret-of-16', now)).toBe(false);
    expect(isValidPreviewSession(value, config.secret, now + 3 * 60 * 60 * 1000)).toBe(false);
    expect(
      isValidPreviewSession(
        value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        config.secret,
        now,
      ),
    ).toBe(false);
    expect(isValidPreviewSession('1', config.secret, now)).toBe(false);
  });

  test('switches the request to the preview token, and its response is neither cached nor indexed', async () => {
    const page = `http://127.0.0.1:3000/nl/te-koop/?preview=${previewSession(config.secret)}`;
    expect(isDraftPreview(new Request(page))).toBe(true);
    expect(isDraftPreview(new Request('http://127.0.0.1:3000/nl/te-koop/?preview=1'))).toBe(false);

    const context = new RouterContextProvider();
    const visitorClient = createApolloClient();
    context.set(graphqlClientContext, visitorClient);
    const response = await draftPreview(
      { request: new Request(page), context, params: {}, url: new URL(page) } as never,
      async () => {
        expect(graphqlClient(context)).not.toBe(visitorClient);
        return new Response('page', { headers: { 'Cache-Control': 'public, max-age=60' } });
      },
    );
    expect((response as Response).headers.get('cache-control')).toBe('private, no-store');
    expect((response as Response).headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
