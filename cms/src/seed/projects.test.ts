import { describe, expect, test } from 'vitest';
import { generateProjects } from './projects';
import { createRandom } from './random';

describe('seeded projects', () => {
  // The site writes "Oplevering: …" before it; a seeded "Oplevering zomer 2027" read twice.
  test('the delivery holds the season and year only, in every language', () => {
    for (const project of generateProjects(createRandom(1))) {
      for (const texts of Object.values(project.localized)) {
        expect(texts.delivery).toMatch(/^\p{Lu}\p{Ll}+ 20\d\d$/u);
      }
    }
  });

  // German versions are written in German; the untranslated ones leave their long texts empty,
  // so the site falls back to English and says so, instead of showing English as German.
  test('German texts are German or empty, and some are empty so the English fallback shows', () => {
    const projects = generateProjects(createRandom(1));
    const longTexts = ['description', 'technical', 'situation'] as const;
    for (const project of projects) {
      const de = project.localized.de;
      for (const field of longTexts) {
        if (de[field] !== null) expect(de[field]).not.toBe(project.localized.en[field]);
      }
      expect(de.summary).toMatch(/Fertigstellung/);
    }
    const untranslated = projects.filter((project) => longTexts.every((field) => project.localized.de[field] === null));
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.length).toBeLessThan(projects.length);
  });
});
