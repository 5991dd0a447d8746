// The part of madge's API the import test uses (madge 8 ships no types).
declare module 'madge' {
  interface MadgeResult {
    /** Each file (relative to the base directory) and the files it imports. */
    obj(): Record<string, string[]>;
    /** Each import circle, as its files in order. */
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
