/** Where a page with a form gets its fill-time cookie (routes/fill-time.tsx, decision 036). */
export const fillTimeStylesheetPath = '/_forms/started.css';

/**
 * The fill-time cookie's style sheet, rendered once by each page that carries a lead form: every
 * browser fetches a linked style sheet, JavaScript or not, and `media="print"` keeps it out of the
 * way of rendering. Without `precedence` React 19 leaves it where it is rendered (a style sheet
 * link is allowed in the body), so no other page links it.
 */
export function FillTimeStylesheet() {
  return <link rel="stylesheet" href={fillTimeStylesheetPath} media="print" />;
}
