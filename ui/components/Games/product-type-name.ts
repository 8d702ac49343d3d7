import { useTranslation } from '../../i18n/use-translation.tsx';

/** A product type's name in the page language; the catalog's own label for a type the translations do not know. */
export function useProductTypeName(): (productType: { readonly value: string; readonly label: string }) => string {
  const { t } = useTranslation();
  return (productType) => t(`productTypes.${productType.value}`, { defaultValue: productType.label });
}
