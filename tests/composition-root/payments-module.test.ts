import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessChangeFeed } from '../../adapters/server/changes/in-process-change-feed.ts';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/persistence/shared/database.ts';
import { EmbeddedListingSearch } from '../../adapters/server/search/index.ts';
import { loadConfig } from '../../composition-root/config.ts';
import { buildServerContainer } from '../../composition-root/server/container.ts';
import { PAYMENTS } from '../../composition-root/server/payments.module.ts';
import { SHARED } from '../../composition-root/server/shared.module.ts';

describe('payments wiring', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  const providersWith = (env: Record<string, string>) =>
    buildServerContainer({
      config: loadConfig(env),
      db: database.db,
      changes: new InProcessChangeFeed(() => undefined),
      search: new EmbeddedListingSearch(),
      log: () => undefined,
      reportError: () => undefined,
    });

  it('takes cards and crypto through the local test provider by default, credits through site credits', () => {
    const providers = providersWith({}).get(PAYMENTS.Providers);
    expect([providers.forMethod('CARD')?.name, providers.forMethod('CRYPTO')?.name, providers.credits.name]).toEqual(['local', 'local', 'credits']);
  });

  it('takes cards through Stripe only when both its secret key and webhook secret are set', () => {
    const both = providersWith({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).get(PAYMENTS.Providers);
    expect([both.forMethod('CARD')?.name, both.forMethod('CRYPTO')?.name, both.byName('local')?.name]).toEqual(['stripe', 'local', 'local']);
    expect(providersWith({ STRIPE_SECRET_KEY: 'sk_test_abc123' }).get(PAYMENTS.Providers).forMethod('CARD')?.name).toBe('local');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ LOCAL_PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow(/LOCAL_PAYMENTS_WEBHOOK_SECRET/);
  });

  it('registers the payment expiry timer kind', () => {
    expect(providersWith({}).get(SHARED.TimerHandlers).kinds()).toContain('paymentExpiry');
  });
});
