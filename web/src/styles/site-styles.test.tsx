import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SiteStyles, SiteStylesContext } from './site-styles';

const css = 'body{color:#1b2627}.card{padding:1rem}';

// React's act() warns unless the environment says it supports it (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the site stylesheet written into the head', () => {
  test('the server writes the text it is given', () => {
    const html = renderToString(
      <SiteStylesContext.Provider value={css}>
        <SiteStyles />
      </SiteStylesContext.Provider>,
    );
    expect(html).toBe(`<style id="site-styles">${css}</style>`);
  });

  test('the browser hydrates it as written, without a mismatch, and keeps it on later renders', async () => {
    document.head.innerHTML = `<style id="site-styles">${css}</style>`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(document.head, <SiteStyles />, { onRecoverableError: recoverable });
    });
    await act(async () => root?.render(<SiteStyles />));
    expect(document.head.innerHTML).toBe(`<style id="site-styles">${css}</style>`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => root?.unmount());
  });
});
