import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE, leafCategories } from './categories.js';
import { generateCatalog } from './generate-catalog.js';

const now = new Date('2026-11-22T10:00:00Z');

describe('generateCatalog', () => {
  const products = generateCatalog({ products: 2000, now });

  it('is deterministic and grows without changing earlier products', () => {
    expect(generateCatalog({ products: 2000, now })).toEqual(products);
    expect(generateCatalog({ products: 2500, now }).slice(0, 2000)).toEqual(products);
  });

  it('gives unique codes and unique product slugs that never clash with category slugs', () => {
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.url)).size).toBe(products.length);
    const categorySlugs = new Set(CATEGORY_TREE.flatMap((c) => [c.slug, ...c.children.map((l) => l.slug)]));
    expect(products.some((p) => categorySlugs.has(p.url))).toBe(false);
  });

  it('fills every leaf category and uses believable titles and codes', () => {
    const used = new Set(products.map((p) => p.category));
    for (const leaf of leafCategories()) expect(used.has(leaf.slug)).toBe(true);
    const bosch = products.find((p) => p.brand === 'bosch' && p.category === 'pesumasinad');
    expect(bosch?.code).toMatch(/^WAV\d{2}[A-Z]\d{2}[A-Z]{2}$/);
    expect(bosch?.title).toMatch(/^Bosch pesumasin WAV\w+, \d+ kg, \d+ p\/min$/);
  });

  it('has active, expired and future campaigns below the regular price', () => {
    const day = now.toISOString().slice(0, 10);
    const withCampaign = products.filter((p) => p.campaign);
    const active = withCampaign.filter((p) => p.campaign!.start <= day && day <= p.campaign!.end);
    const past = withCampaign.filter((p) => p.campaign!.end < day);
    const future = withCampaign.filter((p) => p.campaign!.start > day);
    expect(active.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    for (const p of withCampaign) expect(p.campaign!.priceCents).toBeLessThan(p.priceCents);
  });

  it('prices retail above wholesale and writes a specification table', () => {
    for (const p of products.slice(0, 200)) {
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.retailCents).toBeGreaterThan(p.priceCents);
      expect(p.specs[0]).toEqual({ name: 'Tootja', value: expect.any(String) });
    }
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(20);
  });
});
