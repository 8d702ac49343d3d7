import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddFavoriteProduct,
  AddFavoriteSeller,
  ClearFavoriteProducts,
  ClearFavoriteSellers,
  GetFavorites,
  MAX_FAVORITES,
  RemoveFavoriteProduct,
  RemoveFavoriteSeller,
} from '../../../application/shopping/index.ts';
import {
  InMemoryFavoritesStore,
  InMemoryListingAvailability,
  InMemorySellerStats,
  RecordingUserChanges,
  stock,
  userActor,
  visitor,
} from './fakes.ts';
import { FakeUnitOfWork } from '../shared/fake-unit-of-work.ts';

const PRODUCTS = ['p1', 'p2', 'p3', 'p4', 'p5'];
const SELLERS = ['s1', 's2', 's3', 's4'];

function setup() {
  const store = new InMemoryFavoritesStore(['me', ...SELLERS]);
  const listings = new InMemoryListingAvailability([
    ...PRODUCTS.map((id) => stock(id)),
    stock('sold', { state: 'SOLD_OUT', quantity: 0 }),
    stock('hidden', { state: 'HIDDEN' }),
    stock('one-time', { quantity: 0, purchaseBehavior: 'ONE_TIME', maxQuantity: 1 }),
  ]);
  const sellers = new InMemorySellerStats(new Map(), new Set([...SELLERS, 'me']));
  const uow = new FakeUnitOfWork();
  const changes = new RecordingUserChanges(uow);
  return {
    uow,
    store,
    listings,
    changes,
    get: new GetFavorites(store),
    addProduct: new AddFavoriteProduct(store, listings, changes, uow),
    removeProduct: new RemoveFavoriteProduct(store, changes, uow),
    addSeller: new AddFavoriteSeller(store, sellers, changes, uow),
    removeSeller: new RemoveFavoriteSeller(store, changes, uow),
    clearProducts: new ClearFavoriteProducts(store, changes, uow),
    clearSellers: new ClearFavoriteSellers(store, changes, uow),
  };
}

const me = userActor('me');

describe('favorites need a login', () => {
  it('answers 401 to a visitor on every favorites call and writes nothing', async () => {
    const s = setup();
    const results = [
      await s.get.execute(visitor),
      await s.addProduct.execute(visitor, { productId: 'p1' }),
      await s.removeProduct.execute(visitor, { productId: 'p1' }),
      await s.addSeller.execute(visitor, { sellerId: 's1' }),
      await s.removeSeller.execute(visitor, { sellerId: 's1' }),
      await s.clearProducts.execute(visitor),
      await s.clearSellers.execute(visitor),
    ];
    for (const r of results) expect(r._unsafeUnwrapErr()).toEqual({ code: 'UNAUTHENTICATED', message: 'You must be logged in' });
    expect(s.changes.changed).toEqual([]);
    expect(s.listings.calls).toEqual([]);
  });

  it('answers NOT_FOUND when the session outlived its account', async () => {
    const s = setup();
    const ghost = userActor('ghost');
    expect((await s.get.execute(ghost))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await s.addProduct.execute(ghost, { productId: 'p1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await s.clearSellers.execute(ghost))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});

describe('favorite products', () => {
  it('adds an AVAILABLE listing (ONE_TIME with no stock included) and returns both lists', async () => {
    const s = setup();
    await s.addSeller.execute(me, { sellerId: 's1' });
    const r = await s.addProduct.execute(me, { productId: 'one-time' });
    expect(r._unsafeUnwrap()).toEqual({ favoriteProducts: ['one-time'], favoriteSellers: ['s1'] });
    expect((await s.get.execute(me))._unsafeUnwrap()).toEqual({ favoriteProducts: ['one-time'], favoriteSellers: ['s1'] });
  });

  it.each(['missing', 'sold', 'hidden'])('refuses %s with PRODUCT_NOT_FOUND and leaves the list alone', async (productId) => {
    const s = setup();
    const e = (await s.addProduct.execute(me, { productId }))._unsafeUnwrapErr();
    expect(e.code).toBe('PRODUCT_NOT_FOUND');
    expect(e.details).toEqual({ field: 'productId' });
    expect(s.store.rows.get('me')?.products).toEqual([]);
    expect(s.changes.changed).toEqual([]);
  });

  it('removes a listing whatever its state now, so stale ids can leave', async () => {
    const s = setup();
    s.store.rows.set('me', { products: ['sold', 'p1'], sellers: [] });
    expect((await s.removeProduct.execute(me, { productId: 'sold' }))._unsafeUnwrap().favoriteProducts).toEqual(['p1']);
  });

  it(`refuses the ${MAX_FAVORITES + 1}st listing with VALIDATION_FAILED, but re-adding a listed one still succeeds`, async () => {
    const s = setup();
    const many = Array.from({ length: MAX_FAVORITES }, (_, i) => `x${i}`);
    for (const id of many) s.listings.listings.set(id, stock(id));
    s.store.rows.set('me', { products: [...many], sellers: [] });
    const e = (await s.addProduct.execute(me, { productId: 'p1' }))._unsafeUnwrapErr();
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details).toEqual({ field: 'productId', max: MAX_FAVORITES });
    expect((await s.addProduct.execute(me, { productId: 'x7' }))._unsafeUnwrap().favoriteProducts).toHaveLength(MAX_FAVORITES);
    expect(s.changes.changed).toEqual([]);
  });
});

describe('favorite sellers', () => {
  it('follows a seller, refuses yourself (VALIDATION_FAILED) and unknown sellers (NOT_FOUND)', async () => {
    const s = setup();
    expect((await s.addSeller.execute(me, { sellerId: 's2' }))._unsafeUnwrap().favoriteSellers).toEqual(['s2']);
    const self = (await s.addSeller.execute(me, { sellerId: 'me' }))._unsafeUnwrapErr();
    expect(self.code).toBe('VALIDATION_FAILED');
    expect(self.details).toEqual({ field: 'sellerId' });
    expect((await s.addSeller.execute(me, { sellerId: 'nobody' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(s.store.rows.get('me')?.sellers).toEqual(['s2']);
  });

  it(`refuses the ${MAX_FAVORITES + 1}st seller with VALIDATION_FAILED on sellerId`, async () => {
    const s = setup();
    s.store.rows.set('me', { products: [], sellers: Array.from({ length: MAX_FAVORITES }, (_, i) => `y${i}`) });
    const e = (await s.addSeller.execute(me, { sellerId: 's1' }))._unsafeUnwrapErr();
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details).toEqual({ field: 'sellerId', max: MAX_FAVORITES });
  });
});

describe('clearing', () => {
  it('clears one list and keeps the other; announces only when something was cleared', async () => {
    const s = setup();
    s.store.rows.set('me', { products: ['p1', 'p2'], sellers: ['s1'] });
    expect((await s.clearProducts.execute(me))._unsafeUnwrap()).toEqual({ favoriteProducts: [], favoriteSellers: ['s1'] });
    expect((await s.clearProducts.execute(me))._unsafeUnwrap()).toEqual({ favoriteProducts: [], favoriteSellers: ['s1'] });
    expect(s.changes.changed).toEqual(['me']);
    expect((await s.clearSellers.execute(me))._unsafeUnwrap()).toEqual({ favoriteProducts: [], favoriteSellers: [] });
    expect(s.changes.changed).toEqual(['me', 'me']);
  });
});

type Op = { readonly kind: 'addP' | 'removeP'; readonly id: string } | { readonly kind: 'addS' | 'removeS'; readonly id: string } | { readonly kind: 'clearP' | 'clearS' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('addP' as const, 'removeP' as const), id: fc.constantFrom(...PRODUCTS) }),
  fc.record({ kind: fc.constantFrom('addS' as const, 'removeS' as const), id: fc.constantFrom(...SELLERS) }),
  fc.record({ kind: fc.constantFrom('clearP' as const, 'clearS' as const) }),
);

describe('favorites behave like two sets', () => {
  it('after any sequence of calls, each list holds exactly the model set, without duplicates, and every call that changed it was announced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 30 }), async (ops) => {
        const s = setup();
        const products = new Set<string>();
        const sellers = new Set<string>();
        let expectedAnnouncements = 0;
        for (const op of ops) {
          const before = `${[...products].join()}|${[...sellers].join()}`;
          let result;
          switch (op.kind) {
            case 'addP':
              products.add(op.id);
              result = await s.addProduct.execute(me, { productId: op.id });
              break;
            case 'removeP':
              products.delete(op.id);
              result = await s.removeProduct.execute(me, { productId: op.id });
              break;
            case 'addS':
              sellers.add(op.id);
              result = await s.addSeller.execute(me, { sellerId: op.id });
              break;
            case 'removeS':
              sellers.delete(op.id);
              result = await s.removeSeller.execute(me, { sellerId: op.id });
              break;
            case 'clearP':
              products.clear();
              result = await s.clearProducts.execute(me);
              break;
            case 'clearS':
              sellers.clear();
              result = await s.clearSellers.execute(me);
              break;
          }
          if (`${[...products].join()}|${[...sellers].join()}` !== before) expectedAnnouncements++;
          const value = result._unsafeUnwrap();
          expect(new Set(value.favoriteProducts)).toEqual(products);
          expect(value.favoriteProducts).toHaveLength(products.size);
          expect(new Set(value.favoriteSellers)).toEqual(sellers);
          expect(value.favoriteSellers).toHaveLength(sellers.size);
        }
        expect(s.changes.changed).toHaveLength(expectedAnnouncements);
        expect(s.changes.changed.every((id) => id === 'me')).toBe(true);
      }),
    );
  });
});
