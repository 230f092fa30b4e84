import { describe, expect, it } from 'vitest';
import { parseRequestPart } from '../validation/request.js';
import {
  ATTRIBUTE_CHOICES_MESSAGE,
  ATTRIBUTE_CHOICES_NUMBER_MESSAGE,
  ATTRIBUTE_CODE_RESERVED_MESSAGE,
  AdminAttributeInputSchema,
  AdminBrandInputSchema,
  AdminCategoryInputSchema,
  AdminCategoryOrderInputSchema,
  CATEGORY_ORDER_MESSAGE,
  TAXONOMY_SLUG_RESERVED_MESSAGE,
  attributeChoiceInUseMessage,
} from './admin-taxonomy.js';

const errorsOf = (schema: Parameters<typeof parseRequestPart>[0], body: unknown) => {
  const result = parseRequestPart(schema, body, 'body');
  return result.ok ? {} : result.errors;
};

describe('AdminCategoryInputSchema', () => {
  it('reads a category with defaults for what is left out', () => {
    expect(
      AdminCategoryInputSchema.parse({ title: ' Kohvimasinad ', slug: 'kohvimasinad', parent_id: '4' }),
    ).toEqual({
      title: 'Kohvimasinad',
      slug: 'kohvimasinad',
      parent_id: 4,
      hidden: false,
      two_columns: false,
      sort: null,
      attribute_ids: [],
      add_on_ids: [],
    });
  });

  it('refuses an app route as a slug, but lets a brand have it as its filter token', () => {
    expect(errorsOf(AdminCategoryInputSchema, { title: 'X', slug: 'ostukorv' })).toEqual({
      slug: [TAXONOMY_SLUG_RESERVED_MESSAGE],
    });
    expect(errorsOf(AdminBrandInputSchema, { name: 'X', slug: 'ostukorv' })).toEqual({});
  });

  it('wants every id once in a new order', () => {
    expect(errorsOf(AdminCategoryOrderInputSchema, { parent_id: null, ids: [3, 3] })).toEqual({
      ids: [CATEGORY_ORDER_MESSAGE],
    });
    expect(AdminCategoryOrderInputSchema.parse({ ids: [3, '2'] })).toEqual({ parent_id: null, ids: [3, 2] });
  });
});

describe('AdminAttributeInputSchema', () => {
  it('keeps a choice attribute’s values in order; empty means any value', () => {
    const base = { code: 'materjal', name: 'Materjal', type: 'choice' };
    expect(AdminAttributeInputSchema.parse({ ...base, choices: [' Klaas', 'Teras'] })).toMatchObject({
      choices: ['Klaas', 'Teras'],
      in_filters: true,
      unit: null,
    });
    expect(AdminAttributeInputSchema.parse({ ...base, choices: [] }).choices).toBeNull();
    expect(errorsOf(AdminAttributeInputSchema, { ...base, choices: ['Klaas', 'Klaas'] })).toEqual({
      choices: [ATTRIBUTE_CHOICES_MESSAGE],
    });
  });

  it('refuses a filter pseudo-code and choices on a number', () => {
    expect(errorsOf(AdminAttributeInputSchema, { code: 'hind', name: 'Hind', type: 'range' })).toEqual({
      code: [ATTRIBUTE_CODE_RESERVED_MESSAGE],
    });
    expect(
      errorsOf(AdminAttributeInputSchema, {
        code: 'laius2',
        name: 'Laius',
        type: 'measure',
        choices: ['60'],
      }),
    ).toEqual({ choices: [ATTRIBUTE_CHOICES_NUMBER_MESSAGE] });
  });

  it('names the value and how many products use it', () => {
    expect(attributeChoiceInUseMessage('Must', 1)).toBe(
      'Väärtust „Must“ kasutab 1 toode; muuda enne nende toodete väärtust.',
    );
    expect(attributeChoiceInUseMessage('Must', 3)).toContain('kasutab 3 toodet');
  });
});
