import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Strapi's rich text is Markdown written by editors. It is turned into React elements here, never
 * into an HTML string: headings, paragraphs (with hard line breaks), lists, quotes, bold, italic,
 * code and links are recognised; anything else — raw HTML included — stays text, which React
 * escapes. Links keep only http(s), mailto, tel and site-relative targets.
 */

type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'break' }
  | { readonly kind: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string | null; readonly children: readonly Inline[] };

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 2 | 3 | 4 | 5 | 6; readonly children: readonly Inline[] }
  | { readonly kind: 'paragraph' | 'quote'; readonly children: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'rule' };

/** Backslash escapes (`\*`) become private-use characters while parsing, then their character again. */
const escapable = '\\`*_[]()#+-.!>~|';
const escapeBase = 0xe000;
const protect = (text: string) =>
  text.replace(/\\([\\`*_[\]()#+\-.!>~|])/g, (_, char: string) =>
    String.fromCharCode(escapeBase + escapable.indexOf(char)),
  );
const unprotect = (text: string) =>
  text.replace(/[\ue000-\ue00f]/g, (char) => escapable[char.charCodeAt(0) - escapeBase] ?? '');

/**
 * A link target that is safe to put in `href`: absolute http(s), mailto and tel URLs, and paths
 * of this site (`/nl/contact/`, `#top`, `?page=2`); `null` for anything else (`javascript:`,
 * `data:`, protocol-relative `//host`).
 *
 * @example
 * safeHref('https://www.biv.be/'); // 'https://www.biv.be/'
 * safeHref('javascript:alert(1)'); // null
 */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (/^(https?:\/\/|mailto:|tel:)[^\s<>"]*$/i.test(href)) return href;
  if (/^[/?#]/.test(href) && !href.startsWith('//') && !/[\s<>"\\]/.test(href)) return href;
  return null;
}

const inlinePattern =
  /\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__|\*(?=\S)([\s\S]*?\S)\*|(?<![\p{L}\p{N}])_(?=\S)([\s\S]*?\S)_(?![\p{L}\p{N}])|`([^`]+)`|\[([^\]]+)\]\(\s*([^()\s]+)(?:\s+"[^"]*")?\s*\)|( {2,}|\\)?\n/u;

function parseInline(source: string): Inline[] {
  const result: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      result.push({ kind: 'text', text: unprotect(rest) });
      break;
    }
    if (match.index > 0) result.push({ kind: 'text', text: unprotect(rest.slice(0, match.index)) });
    const [whole, strong1, strong2, em1, em2, code, linkText, linkUrl, hardBreak] = match;
    if (strong1 !== undefined || strong2 !== undefined)
      result.push({ kind: 'strong', children: parseInline(strong1 ?? strong2 ?? '') });
    else if (em1 !== undefined || em2 !== undefined)
      result.push({ kind: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (code !== undefined) result.push({ kind: 'code', text: unprotect(code) });
    else if (linkText !== undefined)
      result.push({ kind: 'link', href: safeHref(unprotect(linkUrl ?? '')), children: parseInline(linkText) });
    else result.push(hardBreak ? { kind: 'break' } : { kind: 'text', text: ' ' });
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletLine = /^\s{0,3}[-*+]\s+(.*)$/;
const orderedLine = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const quoteLine = /^\s{0,3}>\s?(.*)$/;
const ruleLine = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** Parses Markdown into blocks (exported for tests and for callers that need the structure). */
export function parseMarkdown(markdown: string | null | undefined): MarkdownBlock[] {
  if (!markdown) return [];
  const lines = protect(markdown.replace(/\r\n?/g, '\n')).split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n').trim()) });
    if (quote.length > 0) blocks.push({ kind: 'quote', children: parseInline(quote.join('\n').trim()) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = headingLine.exec(line);
    const bullet = bulletLine.exec(line);
    const ordered = orderedLine.exec(line);
    const quoted = quoteLine.exec(line);
    if (heading) {
      flush();
      const level = Math.min(6, Math.max(2, heading[1]?.length ?? 2)) as 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (ruleLine.test(line) && !list) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (bullet || ordered) {
      const isOrdered = Boolean(ordered && !bullet);
      if (!list || list.ordered !== isOrdered) {
        flush();
        list = { ordered: isOrdered, items: [] };
      }
      list.items.push((bullet?.[1] ?? ordered?.[1] ?? '').trim());
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else if (quoted && paragraph.length === 0) {
      if (list) flush();
      quote.push(quoted[1] ?? '');
    } else {
      if (list || quote.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        if (!node.href) return <Fragment key={index}>{renderInline(node.children)}</Fragment>;
        if (node.href.startsWith('/'))
          return (
            <Link key={index} to={node.href}>
              {renderInline(node.children)}
            </Link>
          );
        return (
          <a key={index} href={node.href} rel={/^https?:/i.test(node.href) ? 'noopener' : undefined}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: MarkdownBlock, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={index}>{renderInline(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'quote':
      return (
        <blockquote key={index}>
          <p>{renderInline(block.children)}</p>
        </blockquote>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'rule':
      return <hr key={index} />;
  }
}

/**
 * Editor-written Markdown as React elements (see the file comment for what is recognised).
 * Headings start at `<h2>`: the page's own title is its only `<h1>`.
 */
export function Markdown({ source, className }: { source: string | null | undefined; className?: string }) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return null;
  return <div className={className ?? 'prose'}>{blocks.map(renderBlock)}</div>;
}
