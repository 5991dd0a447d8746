import { createContext, useContext, useState } from 'react';

/**
 * The site's stylesheet, written into the page's head instead of linked: a linked stylesheet
 * blocks the first paint for one more round trip on a phone's connection (decision 010). The
 * server provides its text (entry.server.tsx); the browser never downloads it as JavaScript.
 */
export const SiteStylesContext = createContext<string | null>(null);

const styleId = 'site-styles';

/** The text the server wrote, read back in the browser so hydration finds the same element. */
function writtenStyles(): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById(styleId)?.textContent ?? '';
}

export function SiteStyles() {
  const serverStyles = useContext(SiteStylesContext);
  // Read once: later renders keep the same text, so React never rewrites the element.
  const [css] = useState(() => serverStyles ?? writtenStyles());
  return <style id={styleId} dangerouslySetInnerHTML={{ __html: css }} />;
}
