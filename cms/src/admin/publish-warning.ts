import { mentionLabels, missingMentions } from '@vitrine/domain';

/** What the publish confirmation tells an agent about a listing that misses legal mentions. */
export interface PublishWarning {
  readonly title: string;
  /** The missing mentions, as agents read them (domain `mentionLabels`), in table order. */
  readonly missing: readonly string[];
  readonly explanation: string;
  readonly confirmLabel: string;
  /** Whether the cms will refuse the publish (site setting "strict compliance" on). */
  readonly refused: boolean;
}

/**
 * The warning shown before a listing is published, read from the form as it is (the draft that the
 * publish saves and puts online); null when nothing required is missing, and the publish goes
 * ahead without a question. `strict` is the site setting "strict compliance" (null while unknown:
 * then the warning does not promise either outcome).
 *
 * @example
 * publishWarning({ region: 'flanders', goal: 1, energyValue: 150, energyLabel: 'B', price: 900 }, false)?.missing;
 * // ['EPC certificate code', 'Flood scores (P-score and G-score)', 'Rent and charges']
 */
export function publishWarning(
  values: Readonly<Record<string, unknown>>,
  strict: boolean | null,
): PublishWarning | null {
  const missing = missingMentions(values);
  if (missing.length === 0) return null;
  const count = missing.length === 1 ? 'a legal mention' : `${missing.length} legal mentions`;
  return {
    title: `This listing misses ${count}`,
    missing: missing.map((mention) => mentionLabels[mention]),
    explanation:
      strict === true
        ? 'Strict compliance is on: the publication will be refused until they are filled in.'
        : strict === false
          ? 'Belgian law requires them in the ad. Published without them, the ad is not legally complete.'
          : 'Belgian law requires them in the ad. With strict compliance on, the publication is refused.',
    confirmLabel: strict === true ? 'Try to publish' : 'Publish anyway',
    refused: strict === true,
  };
}
