import { domainError } from '../../../../domain/index.ts';
import type { ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import type { CurrentPage } from '../../../../ui/features/shared/page/model.ts';
import type { ProductDetail } from '../../../../contracts/catalog/index.ts';

/** A listing as `GET /api/products/:id` answers it. */
export function productJson(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'P1',
    title: '1,000 Gold',
    description: 'Fast and safe.',
    gameType: { value: 'wow', label: 'World of Warcraft' },
    productType: { value: 'currency', label: 'Currency', listMode: 'TOPUP_GRID', serviceFee: null, netFee: null },
    seller: {
      _id: 'S1',
      username: 'GoldRushGary',
      slug: 'goldrushgary',
      communityRating: 4.9,
      reviewCount: 31,
      country: 'DE',
      avatar: null,
      isSeller: true,
      level: { level: 4, name: 'Pro' },
      completedSales: 321,
      memberSince: '2024-01-05T00:00:00.000Z',
    },
    price: 1000,
    currency: 'USD',
    quantity: 500,
    maxQuantity: 100,
    minQuantity: 1,
    incrementalQuantity: false,
    purchaseBehavior: 'DEFAULT',
    deliveryDuration: 'INSTANT',
    volumeDiscount: null,
    state: 'AVAILABLE',
    platform: { value: 'pc', label: 'PC' },
    tags: [],
    images: [],
    ...overrides,
  };
}

export function productPage(id: string, name = 'product'): CurrentPage {
  return { name, layout: 'default', params: { id }, pathname: `/${name}/${id}`, search: '', status: 200 };
}

export function routePage(name: string, pathname: string, params: Record<string, string> = {}, search = ''): CurrentPage {
  return { name, layout: 'default', params, pathname, search, status: 200 };
}

/** A fake API: answers each path from `routes`, records every request. */
export function fakeApi(routes: Record<string, (request: ApiRequest) => unknown>) {
  const requests: ApiRequest[] = [];
  const handler = (request: ApiRequest): Promise<unknown> => {
    requests.push(request);
    const path = request.path.split('?')[0] ?? '';
    const route = routes[path] ?? routes[`${request.method} ${path}`];
    if (route === undefined) return Promise.reject(domainError('NOT_FOUND', `no fake for ${request.method} ${request.path}`));
    try {
      return Promise.resolve(route(request));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return { handler, requests };
}
