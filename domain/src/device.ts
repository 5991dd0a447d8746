/** The kinds of device the layout adapts to. */
export type Device = 'desktop' | 'tablet' | 'mobile';

/** Width thresholds in CSS pixels (spec: above 960 desktop; 768-960 tablet; 767 or less mobile). */
export const deviceWidths = {
  /** Widths strictly above this are desktop. */
  desktopAbove: 960,
  /** Widths from this up to `desktopAbove` (inclusive) are tablet. */
  tabletFrom: 768,
  /** Widths up to this are mobile; a fractional width below `tabletFrom` (767.5) is mobile too. */
  mobileUpTo: 767,
} as const;

/**
 * The device of a viewport width. A width that is not a number is read as mobile (phones first).
 *
 * @example
 * deviceOf(961); // 'desktop'
 * deviceOf(960); // 'tablet'
 * deviceOf(768); // 'tablet'
 * deviceOf(767); // 'mobile'
 */
export function deviceOf(width: number): Device {
  if (width > deviceWidths.desktopAbove) return 'desktop';
  if (width >= deviceWidths.tabletFrom) return 'tablet';
  return 'mobile';
}
