/**
 * The site's brand as mails carry it: the custom properties of web/src/styles/app.css (`:root`),
 * copied because a mail has no stylesheet; `brand.test.ts` fails when the two disagree.
 */
export const brand = {
  ink: '#1b2627',
  inkMuted: '#4c5b5b',
  paper: '#ffffff',
  canvas: '#f6f4ef',
  line: '#dcd7cc',
  brand: '#0f4c4a',
  accent: '#9c4319',
  fontBody: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontHeading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
} as const;

/** Which custom property of app.css each brand value is. */
export const brandProperties: Readonly<Record<keyof typeof brand, string>> = {
  ink: '--ink',
  inkMuted: '--ink-muted',
  paper: '--paper',
  canvas: '--canvas',
  line: '--line',
  brand: '--brand',
  accent: '--accent',
  fontBody: '--font-body',
  fontHeading: '--font-heading',
};
