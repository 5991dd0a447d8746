import type { Core } from '@strapi/strapi';
import { isLanguage, languages } from '@vitrine/domain';
import { escapeHtml } from '../mail/escape';
import type { QueuedMail } from '../outbox/queue';
import { sampleData } from './samples';
import { mailSamples } from './table';

/** The previews show sample data only, yet a production site has no business showing them. */
export const mailPreviewsEnabled = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';

const composed = async (index: number, language: (typeof languages)[number]): Promise<QueuedMail> => {
  const sample = mailSamples[index];
  return sample.compose(language, sampleData(language));
};

/** The index: every mail in every language, its subject, and links to its HTML and its text. */
export async function previewIndex(): Promise<string> {
  const rows: string[] = [];
  for (const [index, sample] of mailSamples.entries()) {
    for (const language of languages) {
      const mail = await composed(index, language);
      const headers = Object.entries(mail.headers ?? {})
        .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
        .join('<br>');
      rows.push(
        `<tr><td>${escapeHtml(sample.name)}</td><td>${language}</td><td>${escapeHtml(mail.subject)}</td>` +
          `<td><a href="/mail-previews/${index}/${language}">HTML</a> · <a href="/mail-previews/${index}/${language}?part=text">text</a></td>` +
          `<td><small>${headers}</small></td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail previews</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}td:nth-child(4){white-space:nowrap}td:last-child{overflow-wrap:anywhere;max-width:28rem}</style></head>
<body><h1>Every mail, in every language</h1><p>Sample data; development only (not served when NODE_ENV=production).</p>
<table><thead><tr><th>Mail</th><th>Language</th><th>Subject</th><th>Open</th><th>Headers</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
}

type Context = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  type: string;
  body: unknown;
  status: number;
};

/**
 * `GET /mail-previews` (the index) and `GET /mail-previews/:index/:language` (one mail's HTML, or
 * its text with `?part=text`), registered outside production only, from the same table as the
 * render-all test (samples.ts).
 */
export function registerMailPreviews(strapi: Core.Strapi): void {
  if (!mailPreviewsEnabled()) return;
  strapi.server.routes([
    {
      method: 'GET',
      path: '/mail-previews',
      handler: async (ctx: Context) => {
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = await previewIndex();
      },
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/mail-previews/:index/:language',
      handler: async (ctx: Context) => {
        const index = Number(ctx.params.index);
        const language = ctx.params.language;
        if (!Number.isInteger(index) || !mailSamples[index] || !isLanguage(language)) {
          ctx.status = 404;
          return;
        }
        const mail = await composed(index, language);
        const text = ctx.query.part === 'text';
        ctx.type = text ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8';
        ctx.body = text ? mail.text : mail.html;
      },
      config: { auth: false },
    },
  ] as never);
}
