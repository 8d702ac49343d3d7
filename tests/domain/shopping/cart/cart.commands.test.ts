import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  reconcileAvailability,
  removeFromCart,
  removeLine,
  setLineQuantity,
  stepDown,
  stepUp,
  type AvailabilityIssue,
  type Cart,
  type CartProduct,
  type SelectedService,
} from '../../../../domain/shopping/cart/index.ts';
import { expectedMax, product, productId, selectedService } from './arbitraries.ts';

/**
 * Model-based test: random sequences of cart operations run against the real
 * cart and against a small model written from the spec; after every step the
 * two agree and every line keeps 1 ≤ quantity ≤ maxQuantity.
 */
interface ModelLine {
  id: string;
  quantity: number;
  max: number;
  min: number;
  step: number;
  service: SelectedService | undefined;
}
interface Model {
  lines: ModelLine[];
}
interface Real {
  cart: Cart;
}

function check(m: Model, r: Real): void {
  expect(r.cart.map((l) => [l._id, l.quantity, l.maxQuantity])).toEqual(m.lines.map((l) => [l.id, l.quantity, l.max]));
  for (const l of r.cart) {
    expect(l.quantity).toBeGreaterThanOrEqual(1);
    expect(l.quantity).toBeLessThanOrEqual(l.maxQuantity);
    expect(Number.isInteger(l.quantity)).toBe(true);
  }
}

class Add implements fc.Command<Model, Real> {
  constructor(
    readonly p: CartProduct,
    readonly q: number,
    readonly s: SelectedService | undefined,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const result = addToCart(r.cart, this.p, this.q, this.s);
    if (this.p.quantity <= 0 && this.p.purchaseBehavior !== 'ONE_TIME') {
      expect(result._unsafeUnwrapErr().code).toBe('OUT_OF_STOCK');
    } else {
      const existing = m.lines.find((l) => l.id === this.p._id);
      const service = this.p.purchaseBehavior === 'PROFILE' ? undefined : (this.s ?? existing?.service);
      const max = expectedMax(this.p, service);
      const fresh = { max, min: this.p.minQuantity ?? 1, service };
      const step = this.p.incrementalQuantity === true ? fresh.min : 1;
      if (existing === undefined) m.lines.push({ id: this.p._id, quantity: Math.min(this.q, max), step, ...fresh });
      else Object.assign(existing, { quantity: Math.min(existing.quantity + this.q, max), step, ...fresh });
      r.cart = result._unsafeUnwrap();
    }
    check(m, r);
  }
  toString = (): string => `add(${this.p._id} stock=${this.p.quantity} max=${String(this.p.maxQuantity)} ${this.p.purchaseBehavior}, ${this.q}, svc=${String(this.s?.maxQuantity)})`;
}

class Remove implements fc.Command<Model, Real> {
  constructor(
    readonly id: string,
    readonly q: number,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.cart = removeFromCart(r.cart, this.id, this.q)._unsafeUnwrap();
    const l = m.lines.find((x) => x.id === this.id);
    if (l !== undefined) {
      l.quantity -= this.q;
      if (l.quantity <= 0) m.lines = m.lines.filter((x) => x !== l);
    }
    check(m, r);
  }
  toString = (): string => `remove(${this.id}, ${this.q})`;
}

class RemoveLine implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.cart = removeLine(r.cart, this.id);
    m.lines = m.lines.filter((x) => x.id !== this.id);
    check(m, r);
  }
  toString = (): string => `removeLine(${this.id})`;
}

class SetQuantity implements fc.Command<Model, Real> {
  constructor(
    readonly id: string,
    readonly q: number,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.cart = setLineQuantity(r.cart, this.id, this.q)._unsafeUnwrap();
    const l = m.lines.find((x) => x.id === this.id);
    if (l !== undefined) l.quantity = Math.min(Math.max(this.q, l.min), l.max);
    check(m, r);
  }
  toString = (): string => `set(${this.id}, ${this.q})`;
}

class Step implements fc.Command<Model, Real> {
  constructor(
    readonly id: string,
    readonly up: boolean,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.cart = r.cart.map((l) => (l._id === this.id ? (this.up ? stepUp(l) : stepDown(l)) : l));
    const l = m.lines.find((x) => x.id === this.id);
    if (l !== undefined && this.up && l.quantity < l.max) l.quantity = Math.min(l.quantity + l.step, l.max);
    if (l !== undefined && !this.up && l.quantity > l.min) l.quantity = Math.max(l.quantity - l.step, l.min);
    check(m, r);
  }
  toString = (): string => `${this.up ? 'stepUp' : 'stepDown'}(${this.id})`;
}

class Reconcile implements fc.Command<Model, Real> {
  constructor(readonly errors: readonly AvailabilityIssue[]) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const { cart, removed } = reconcileAvailability(r.cart, { errors: this.errors });
    const gone = m.lines.filter((l) =>
      this.errors.some((e) => e._id === l.id && (e.error === 'PRODUCT_NOT_FOUND' || e.error === 'PRODUCT_NOT_AVAILABLE' || (e.maxQuantity ?? 1) <= 0)),
    );
    expect(removed.map((l) => l._id)).toEqual(gone.map((l) => l.id));
    m.lines = m.lines.filter((l) => !gone.includes(l));
    // Smallest returned max per line becomes its max and clamps its quantity.
    for (const l of m.lines) {
      const caps = this.errors.filter((e) => e._id === l.id && e.maxQuantity !== undefined).map((e) => e.maxQuantity ?? 0);
      if (caps.length > 0) {
        l.max = Math.min(...caps);
        l.quantity = Math.min(l.quantity, l.max);
      }
    }
    r.cart = cart;
    check(m, r);
  }
  toString = (): string => `reconcile(${JSON.stringify(this.errors)})`;
}

const issue: fc.Arbitrary<AvailabilityIssue> = fc.oneof(
  fc.record({ _id: productId, error: fc.constantFrom('PRODUCT_NOT_FOUND', 'PRODUCT_NOT_AVAILABLE') }),
  fc.record({ _id: productId, maxQuantity: fc.integer({ min: 0, max: 15 }) }),
);

const commands = fc.commands(
  [
    fc.tuple(product(), fc.integer({ min: 1, max: 30 }), fc.option(selectedService, { nil: undefined })).map(([p, q, s]) => new Add(p, q, s)),
    fc.tuple(productId, fc.integer({ min: 1, max: 30 })).map(([id, q]) => new Remove(id, q)),
    productId.map((id) => new RemoveLine(id)),
    fc.tuple(productId, fc.integer({ min: -5, max: 40 })).map(([id, q]) => new SetQuantity(id, q)),
    fc.tuple(productId, fc.boolean()).map(([id, up]) => new Step(id, up)),
    fc.array(issue, { maxLength: 3 }).map((errors) => new Reconcile(errors)),
  ],
  { maxCommands: 30 },
);

describe('cart operations, model-based', () => {
  it('agree with the model and keep 1 ≤ quantity ≤ maxQuantity after any sequence', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(() => ({ model: { lines: [] }, real: { cart: [] } }), cmds);
      }),
    );
  });
});
