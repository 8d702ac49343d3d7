import type { PaymentMethod, PaymentProvider } from './ports/index.ts';

/**
 * The providers this process takes money through: one per method (cards go
 * to Stripe when it is configured, else to the local test provider; crypto
 * to the local provider), each also found by its name for its webhooks, and
 * the site-credits provider for CREDITS.
 */
export class PaymentProviders {
  private readonly byMethod = new Map<PaymentMethod, PaymentProvider>();
  private readonly named = new Map<string, PaymentProvider>();

  constructor(
    readonly credits: PaymentProvider,
    providers: readonly PaymentProvider[],
  ) {
    this.named.set(credits.name, credits);
    // The first provider offering a method takes it, so the composition root lists them in preference order.
    for (const provider of providers) {
      this.named.set(provider.name, provider);
      for (const method of provider.methods) if (!this.byMethod.has(method)) this.byMethod.set(method, provider);
    }
  }

  forMethod(method: PaymentMethod): PaymentProvider | undefined {
    return this.byMethod.get(method);
  }

  byName(name: string): PaymentProvider | undefined {
    return this.named.get(name);
  }
}
