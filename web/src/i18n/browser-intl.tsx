import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { dateTimeFormat, formatMessageAst, numberFormat, type MessageValues } from './icu-format';
import type { CompiledMessages } from './messages';

/**
 * The site's react-intl: the part of its API this site uses, on precompiled messages and the
 * platform's Intl, in about a fifth of its size and a third of its time per message. Both builds,
 * the browser's and the server's, resolve `react-intl` here (`vite.config.ts`); the dev server and
 * the tests use the real react-intl, and `browser-intl.test.tsx` renders every compiled message in
 * every language through both and requires identical output.
 * docs/decisions/005-browser-message-runtime.md says why.
 */

type BrowserIntl = Pick<
  IntlShape,
  | 'locale'
  | 'defaultLocale'
  | 'messages'
  | 'textComponent'
  | 'formatMessage'
  | 'formatNumber'
  | 'formatDate'
  | 'formatList'
  | 'formatDisplayName'
>;

/** react-intl's keys for message chunks: `Children.toArray`, elements wrapped in a keyed Fragment. */
function keyed(nodes: unknown): ReactNode[] {
  return Children.toArray(nodes as ReactNode).map((child, index) =>
    isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child,
  );
}

function createBrowserIntl(locale: string, messages: CompiledMessages, defaultLocale: string): BrowserIntl {
  const formatMessage = (descriptor: MessageDescriptor, values?: MessageValues): unknown => {
    const id = String(descriptor.id);
    const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (!message) {
      // Reported like react-intl does: on the console outside production (the texts drop out of the build).
      if (import.meta.env.DEV)
        console.error(new Error(`Missing message: "${id}" for locale "${locale}", using id as fallback.`));
      return id;
    }
    const first = message[0];
    if (message.length === 1 && first?.type === 0) return first.value;
    const tagsKeyed: MessageValues = {};
    for (const [name, value] of Object.entries(values ?? {})) {
      tagsKeyed[name] =
        typeof value === 'function'
          ? (chunks: unknown[]) => (value as (nodes: unknown) => unknown)(keyed(chunks))
          : value;
    }
    try {
      const result = formatMessageAst(message, locale, tagsKeyed);
      return Array.isArray(result) ? keyed(result) : result;
    } catch (error) {
      if (import.meta.env.DEV)
        console.error(new Error(`Error formatting message: "${id}", using id as fallback.`, { cause: error }));
      return id;
    }
  };

  const formatNumber = (value: number | bigint, options?: Intl.NumberFormatOptions) => {
    try {
      return numberFormat(locale, options).format(value);
    } catch (error) {
      if (import.meta.env.DEV) console.error(error);
      return String(value);
    }
  };

  const formatDate = (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => {
    const date = typeof value === 'string' ? new Date(value || 0) : value;
    try {
      return dateTimeFormat(locale, options).format(date);
    } catch (error) {
      if (import.meta.env.DEV) console.error(error);
      return String(date);
    }
  };

  const formatList = (list: readonly unknown[], options?: Intl.ListFormatOptions) => {
    // Nodes go through Intl.ListFormat as tokens and come back in their place, as in react-intl.
    const nodes = new Map<string, unknown>();
    const texts = Array.from(list, (value, index) => {
      if (typeof value !== 'object' || value === null) return String(value);
      const token = `\u0000${index}\u0000`;
      nodes.set(token, value);
      return token;
    });
    const parts = new Intl.ListFormat(locale, options).formatToParts(texts);
    const result = parts.reduce<unknown[]>((all, part) => {
      const value = part.type === 'literal' ? part.value : (nodes.get(part.value) ?? part.value);
      if (typeof value === 'string' && typeof all[all.length - 1] === 'string')
        all[all.length - 1] = (all[all.length - 1] as string) + value;
      else all.push(value);
      return all;
    }, []);
    return result.length === 1 ? result[0] : result.length === 0 ? '' : result;
  };

  const formatDisplayName = (value: string, options: Intl.DisplayNamesOptions) => {
    try {
      return new Intl.DisplayNames(locale, options).of(value);
    } catch (error) {
      if (import.meta.env.DEV) console.error(error);
      return undefined;
    }
  };

  return {
    locale,
    defaultLocale,
    messages,
    textComponent: Fragment,
    formatMessage: formatMessage as BrowserIntl['formatMessage'],
    formatNumber,
    formatDate,
    formatList: formatList as BrowserIntl['formatList'],
    formatDisplayName,
  };
}

const IntlContext = createContext<BrowserIntl | null>(null);

type IntlConfig = { locale: string; messages: CompiledMessages; defaultLocale?: string };

export function IntlProvider({
  locale,
  messages,
  defaultLocale = 'en',
  children,
}: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(() => createBrowserIntl(locale, messages, defaultLocale), [locale, messages, defaultLocale]);
  return <IntlContext value={intl}>{children}</IntlContext>;
}

/** react-intl's memo of formatters: the runtime keeps its own (`icu-format.ts`), so there is nothing in it. */
export function createIntlCache(): Record<string, never> {
  return {};
}

/** An `intl` made once and shared (`intl-provider.tsx` keeps one per language and messages). */
export function createIntl({ locale, messages, defaultLocale = 'en' }: IntlConfig, _cache?: unknown): BrowserIntl {
  return createBrowserIntl(locale, messages, defaultLocale);
}

export function RawIntlProvider({ value, children }: { value: BrowserIntl; children?: ReactNode }) {
  return <IntlContext value={value}>{children}</IntlContext>;
}

export function useIntl(): BrowserIntl {
  const intl = useContext(IntlContext);
  if (!intl)
    throw new Error(
      '[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.',
    );
  return intl;
}

type FormattedMessageProps = MessageDescriptor & {
  values?: MessageValues;
  tagName?: ComponentType<{ children?: ReactNode }> | keyof React.JSX.IntrinsicElements;
  children?: (nodes: ReactNode[]) => ReactNode;
};

export function FormattedMessage({ id, values, tagName: Tag = Fragment, children }: FormattedMessageProps) {
  const nodes = useIntl().formatMessage({ id }, values as Record<string, string>) as ReactNode;
  if (typeof children === 'function') return children(Array.isArray(nodes) ? (nodes as ReactNode[]) : [nodes]);
  return <Tag>{nodes}</Tag>;
}

type FormattedProps<Value, Options> = Options & { value: Value; children?: (formatted: string) => ReactNode };

export function FormattedDate({
  value,
  children,
  ...options
}: FormattedProps<Date | number | string, NonNullable<Parameters<BrowserIntl['formatDate']>[1]>>) {
  const formatted = useIntl().formatDate(value, options);
  return typeof children === 'function' ? children(formatted) : <>{formatted}</>;
}

export function FormattedNumber({
  value,
  children,
  ...options
}: FormattedProps<number, NonNullable<Parameters<BrowserIntl['formatNumber']>[1]>>) {
  const formatted = useIntl().formatNumber(value, options);
  return typeof children === 'function' ? children(formatted) : <>{formatted}</>;
}

// Marked pure: a module's unused message descriptors drop out of the bundle with their calls.
/* @__NO_SIDE_EFFECTS__ */
export function defineMessage<T>(message: T): T {
  return message;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<T>(messages: T): T {
  return messages;
}
