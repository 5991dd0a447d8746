import { describe, expect, test } from 'vitest';
import { slugify, slugPath } from './slug.js';

describe('slugify', () => {
  test.each([
    ['Transactions', 'transactions'],
    ['  Gestion de patrimoine ', 'gestion-de-patrimoine'],
    ['Hôtellerie', 'hotellerie'],
    ['Recherche & investissement', 'recherche--investissement'],
    ['Équipe', 'equipe'],
    ['Straße', 'strasse'],
    ['Œuvre Æther Øresund Łódź', 'oeuvre-aether-oresund-lodz'],
    ["L'immobilier, c'est simple!", 'limmobilier-cest-simple'],
    ['Vie privée?', 'vie-privee'],
    ['Cookie-policy', 'cookie-policy'],
    ['2 slaapkamers', '2-slaapkamers'],
    ['Hello !', 'hello'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('slugPath', () => {
  test.each([
    [['Services', 'Gestion de patrimoine'], '/services/gestion-de-patrimoine/'],
    [['Énergie', 'Certificats & PEB'], '/energie/certificats--peb/'],
    [['Investors'], '/investors/'],
    [['Info', '', '  ', 'Flooding'], '/info/flooding/'],
    [[], '/'],
    [['?'], '/'],
  ])('%j → %j', (names, path) => {
    expect(slugPath(...names)).toBe(path);
  });
});
