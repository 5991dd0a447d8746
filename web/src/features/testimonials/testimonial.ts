import type { Language } from '@vitrine/domain';
import type { ImageData } from '~/ui/image';

/** A published client review, in the language it was written in. */
export interface Testimonial {
  readonly id: string;
  readonly name: string;
  readonly comment: string;
  /** Who the client is ("Buyers in Ghent"). */
  readonly poster: string | null;
  /** ISO date. */
  readonly date: string | null;
  /** 1-5, or `null` when not given. */
  readonly rating: number | null;
  /** An http(s) URL; anything else is left out. */
  readonly website: string | null;
  readonly language: Language | null;
  readonly image: ImageData | null;
}
