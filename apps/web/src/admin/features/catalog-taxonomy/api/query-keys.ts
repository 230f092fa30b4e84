/** The taxonomy screens' query keys; a save refreshes its own list (categories also the others' counts). */
export const taxonomyKeys = {
  categories: ['admin', 'catalog', 'categories'] as const,
  brands: ['admin', 'catalog', 'brands'] as const,
  attributes: ['admin', 'catalog', 'attributes'] as const,
};
