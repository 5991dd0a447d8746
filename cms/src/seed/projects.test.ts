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
});
