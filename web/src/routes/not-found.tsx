import { data } from 'react-router';
import { NotFoundPage } from '~/features/errors';
import { useSite } from '~/features/site';

/** Any path no route claims: the 404 page with status 404, in the language the path suggests. */
export function loader() {
  return data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export default function NotFound() {
  const { language } = useSite();
  return <NotFoundPage language={language} />;
}
