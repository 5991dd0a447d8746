import type { PropertyTypeIcon } from '@vitrine/domain';
import type { ReactNode } from 'react';

/** The drawing of each icon of the spec's table (domain `propertyTypeIcons`), on a 24 px grid. */
const drawings: Readonly<Record<PropertyTypeIcon, ReactNode>> = {
  residential: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5.5 9v11h13V9" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  default: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M9 7h1.5M13.5 7H15M9 11h1.5M13.5 11H15M9 15h1.5M13.5 15H15" />
      <path d="M10.5 21v-2.5h3V21" />
    </>
  ),
  industrial: (
    <>
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-8h10v8" />
      <path d="M7 16.5h10" />
    </>
  ),
  land: (
    <>
      <path d="M3 20h18" />
      <path d="m3 20 5-7 4 4.5 3-3.5 6 6" />
      <path d="M15 9.5V4l4 1.75L15 7.5" />
    </>
  ),
  retail: (
    <>
      <path d="M4.5 4h15L21 9H3z" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 11.5V20h14v-8.5" />
      <path d="M10 20v-4.5h4V20" />
    </>
  ),
};

/**
 * The small icon of a property type (by WebID, spec section 3). Decorative: the type's name is
 * always written beside it, so assistive technology skips the drawing.
 */
export function PropertyTypeIconImage({ icon }: { icon: PropertyTypeIcon }) {
  return (
    <svg
      className={`type-icon type-icon--${icon}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[icon]}
    </svg>
  );
}
