import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

/** An answer of one of the site's admin routes: not yet here (null), failed, or its data. */
export type AdminAnswer<T> = T | null | 'failed';

/**
 * Loads `GET path` of the admin API (`{ data }`) once, and again on `reload()` (after an action of
 * the widget). The start-page widgets share it.
 */
export function useAdminAnswer<T>(path: string): { answer: AdminAnswer<T>; reload: () => Promise<void> } {
  const { get } = useFetchClient();
  const [answer, setAnswer] = useState<AdminAnswer<T>>(null);
  const reload = useCallback(
    () =>
      get<{ data: T }>(path)
        .then(({ data }) => setAnswer(data.data))
        .catch(() => setAnswer('failed')),
    [get, path],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { answer, reload };
}

/**
 * What a widget shows before its data: loading, could not load, or (an answer saying
 * `configured: false`) what is not set up; else the widget's own view of the data.
 */
export function Answered<T extends { configured: boolean }>({
  answer,
  text,
  children,
}: {
  answer: AdminAnswer<T>;
  text: { loading: string; failed: string; notConfigured: string };
  children: (data: T) => ReactNode;
}) {
  if (answer === null) return <Typography textColor="neutral600">{text.loading}</Typography>;
  if (answer === 'failed') return <Typography textColor="danger600">{text.failed}</Typography>;
  if (!answer.configured) return <Typography textColor="neutral600">{text.notConfigured}</Typography>;
  return <>{children(answer)}</>;
}
