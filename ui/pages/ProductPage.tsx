import { ProductDetail } from '../components/Product/ProductDetail.tsx';

/** `/product/{id}`: a listing's page. */
export function ProductPage() {
  return <ProductDetail boost={false} />;
}

/** `/playboost/{id}`: the same listing, worded as a boosting session. */
export function PlayboostPage() {
  return <ProductDetail boost />;
}
