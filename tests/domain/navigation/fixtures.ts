/** Product-type values the catalog might know; 'smurf-accounts' overlaps 'accounts' on purpose. */
export const PRODUCT_TYPES = ['accounts', 'smurf-accounts', 'items', 'currency', 'boosting', 'top-up', 'skins'] as const;
