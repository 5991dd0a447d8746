import type { Language } from '@vitrine/domain';
import type { ImageData } from '~/ui/image';

/** An agent as the team page shows them. */
export interface Agent {
  readonly id: string;
  readonly name: string;
  readonly jobTitle: string | null;
  readonly bio: string | null;
  /** Set when the bio is shown in the fallback language (German → English). */
  readonly bioLang: Language | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly mobile: string | null;
  readonly bivNumber: string | null;
  /** ISO 639 codes (`nl`, `fr`, `lb`). */
  readonly languages: readonly string[];
  readonly photo: ImageData | null;
}
