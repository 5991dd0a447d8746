import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { Markdown, parseMarkdown, safeHref } from './markdown';

/** Server-rendered HTML of a Markdown text, as a visitor's browser receives it. */
function html(source: string): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Markdown source={source} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

describe('Markdown', () => {
  test('headings (from h2), paragraphs, lists, emphasis and links', () => {
    const out = html(
      [
        '# Title',
        '## Section',
        'Some **bold** and *italic* and _also italic_ text,',
        'on two lines with a [link](https://www.biv.be/) and [a page](/nl/contact/).',
        '',
        '- one',
        '- **two**',
        '',
        '1. first',
        '2. second',
        '',
        '> quoted',
      ].join('\n'),
    );
    expect(out).toContain('<h2>Title</h2><h2>Section</h2>');
    expect(out).toContain(
      '<p>Some <strong>bold</strong> and <em>italic</em> and <em>also italic</em> text, on two lines with a <a href="https://www.biv.be/" rel="noopener">link</a> and <a href="/nl/contact/" data-discover="true">a page</a>.</p>',
    );
    expect(out).toContain('<ul><li>one</li><li><strong>two</strong></li></ul>');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(out).toContain('<blockquote><p>quoted</p></blockquote>');
  });

  test('keeps hard line breaks (two trailing spaces) as in the contact block', () => {
    expect(html('**Vitrine Vastgoed BV**  \nMechelsesteenweg 64')).toContain(
      '<p><strong>Vitrine Vastgoed BV</strong><br/>Mechelsesteenweg 64</p>',
    );
  });

  test.each([
    ['a script element', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an event handler', '<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
    ['an iframe in a list', '- <iframe src="https://evil.example"></iframe>', '<li>&lt;iframe'],
    ['markup inside bold', '**<b onmouseover="x()">hi</b>**', '<strong>&lt;b onmouseover='],
  ])('renders %s as text, never as markup', (_, source, escaped) => {
    const out = html(source);
    expect(out).toContain(escaped);
    expect(out).not.toMatch(/<(script|img|iframe|b)[\s>]/);
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/',
    'https://ok.example/"onmouseover="x',
  ])('drops the unsafe link target %s and keeps its text', (target) => {
    const out = html(`[click me](${target})`);
    expect(out).toContain('click me');
    expect(out).not.toContain('<a');
  });

  test('backslash escapes show the character itself', () => {
    expect(html('\\*not italic\\* and \\# not a heading')).toContain('<p>*not italic* and # not a heading</p>');
  });

  test('renders nothing for empty text', () => {
    const { container } = render(<Markdown source={'  \n\n '} />);
    expect(container.innerHTML).toBe('');
  });

  test('parses into blocks a caller can inspect', () => {
    expect(parseMarkdown('### Small\ntext').map((block) => block.kind)).toEqual(['heading', 'paragraph']);
    expect(safeHref('mailto:info@vitrine.be')).toBe('mailto:info@vitrine.be');
    expect(safeHref('tel:+3232345678')).toBe('tel:+3232345678');
  });
});
