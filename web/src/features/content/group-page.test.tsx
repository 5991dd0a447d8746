import { screen } from '@testing-library/react';
import { routes } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import ContentPageRoute, { loader as pageLoader } from '~/routes/content-page';
import { pages } from '~/test/mocks/content-fixtures.ts';
import { renderRoute } from '~/test/render-route';

const group = routes.find((route) => route.id === 'group')!;

describe('the group page (/Solanet/) has real content in every language', () => {
  test.each([
    ['en', 'The group', 'What the group offers you'],
    ['nl', 'De groep', 'Wat de groep u biedt'],
    ['fr', 'Le groupe', 'Ce que le groupe vous apporte'],
    ['de', 'Die Gruppe', 'Was die Gruppe Ihnen bietet'],
  ] as const)('%s: its title, text and sections, in that language', async (language, title, firstSection) => {
    const path = group.paths[language];
    const { container } = renderRoute(path, { path, loader: pageLoader, Component: ContentPageRoute });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const page = pages[language].find((row) => row.key === 'group')!;
    const sections = page.sections as { heading: string; body: string }[];
    expect(sections).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(sections.map((section) => section.heading)),
    );
    expect(sections[0]!.heading).toBe(firstSection);
    // More than a one-line intro: the body and the sections, none of them shown in another language.
    expect(container.textContent?.length).toBeGreaterThan(800);
    expect(container.querySelector('[lang]:not(html) [lang]')).toBeNull();
  });
});
