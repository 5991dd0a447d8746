import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchersCountMessage, searchersMessages } from './messages';
import { searcherFields, searcherQuestion, searchersPath, type SearchersAnswer } from './searchers';

/** The sentence of an answer. */
export function SearchersSentence({ answer }: { answer: SearchersAnswer }) {
  const intl = useIntl();
  if (answer.kind === 'incomplete') return intl.formatMessage(searchersMessages.incomplete);
  if (answer.kind === 'unavailable') return intl.formatMessage(searchersMessages.unavailable);
  const { count } = answer;
  if (count.kind === 'none') return intl.formatMessage(searchersMessages.none);
  if (count.kind === 'few') return intl.formatMessage(searchersMessages.few);
  return intl.formatMessage(searchersCountMessage, { n: count.n });
}

/** The fields of the count, as the form holds them now. */
function countFields(form: HTMLFormElement): URLSearchParams {
  const values = new URLSearchParams();
  for (const name of Object.keys(searcherFields)) {
    const value = new FormData(form).get(name);
    if (typeof value === 'string') values.set(name, value);
  }
  return values;
}

/**
 * Asks the count of the form's fields (`asked` holds the last question: the same one is not asked
 * again, and an answer to an older one is dropped); incomplete fields say what is missing.
 */
function askCount(form: HTMLFormElement, asked: { current: string }, show: (answer: SearchersAnswer) => void): void {
  const fields = countFields(form);
  if (!searcherQuestion(Object.fromEntries(fields))) {
    asked.current = '';
    show({ kind: 'incomplete' });
    return;
  }
  const key = fields.toString();
  if (key === asked.current) return;
  asked.current = key;
  void fetch(`${searchersPath}?${key}`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<SearchersAnswer>) : null))
    .catch(() => null)
    .then((next) => {
      if (asked.current === key) show(next ?? { kind: 'unavailable' });
    });
}

/**
 * "How many buyers are looking?" inside the valuation form. Without JavaScript its button posts
 * the form with `_intent=searchers` and the page comes back with the count and the input kept;
 * with it, the count follows the fields as they change (debounced, from `/_searchers`), and the
 * button asks at once.
 */
export function SearchersBlock({ answer }: { answer: SearchersAnswer | null }) {
  const intl = useIntl();
  // What the script fetched replaces the server's answer (the no-JavaScript step's).
  const [fetched, setFetched] = useState<SearchersAnswer | null>(null);
  const shown = fetched ?? answer;
  const block = useRef<HTMLDivElement>(null);
  const asked = useRef('');
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ask = (form: HTMLFormElement) => askCount(form, asked, setFetched);

  useEffect(() => {
    // Listened on the document: formik's controls replace the server's form as the visitor starts.
    const changed = (event: Event) => {
      const form = block.current?.closest('form');
      const target = event.target as { form?: HTMLFormElement | null; name?: string } | null;
      if (!form || target?.form !== form || !target.name || !(target.name in searcherFields)) return;
      clearTimeout(waiting.current);
      waiting.current = setTimeout(() => askCount(form, asked, setFetched), 400);
    };
    document.addEventListener('input', changed);
    document.addEventListener('change', changed);
    // Mounted again inside formik's form (or after a visitor typed before the script ran): the
    // fields already given are asked at once, not only at their next change.
    const form = block.current?.closest('form');
    if (form && searcherQuestion(Object.fromEntries(countFields(form)))) askCount(form, asked, setFetched);
    return () => {
      document.removeEventListener('input', changed);
      document.removeEventListener('change', changed);
      clearTimeout(waiting.current);
    };
  }, []);

  return (
    <div className="lead-form__wide searchers" ref={block}>
      <p className="searchers__intro">{intl.formatMessage(searchersMessages.intro)}</p>
      <button
        type="submit"
        name="_intent"
        value="searchers"
        formNoValidate
        className="button button--secondary"
        onClick={(event) => {
          const form = event.currentTarget.form;
          if (!form) return;
          event.preventDefault();
          asked.current = '';
          ask(form);
        }}
      >
        {intl.formatMessage(searchersMessages.ask)}
      </button>
      <p className="searchers__answer" role="status" aria-live="polite">
        {shown ? <SearchersSentence answer={shown} /> : null}
      </p>
    </div>
  );
}
