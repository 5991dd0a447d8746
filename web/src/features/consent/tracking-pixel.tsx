import { useLocation } from 'react-router';
import type { ConsentState } from './consent';

/**
 * The agency's tracking pixel (spec: "a tracking pixel call is made if available"), one call per
 * page viewed — only after the visitor's own marketing consent. Consent implied by a preview path
 * never tracks: agents reviewing drafts are not visitors.
 */
export function TrackingPixel({ url, consent }: { url: string | null; consent: ConsentState }) {
  const { pathname } = useLocation();
  if (!url || consent.implied || !consent.decided || !consent.granted.includes('marketing')) return null;
  return (
    <img
      key={pathname}
      className="tracking-pixel"
      src={url}
      alt=""
      width={1}
      height={1}
      decoding="async"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
