import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { InProcessChangeFeed } from '../../adapters/server/changes/in-process-change-feed.ts';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/persistence/shared/database.ts';
import { EmbeddedListingSearch } from '../../adapters/server/search/index.ts';
import { loadConfig } from '../../composition-root/config.ts';
import { ACCOUNTS } from '../../composition-root/server/accounts.module.ts';
import { buildServerContainer } from '../../composition-root/server/container.ts';
import { SHARED } from '../../composition-root/server/shared.module.ts';

describe('server composition root', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  const containerWith = (env: Record<string, string>): Container =>
    buildServerContainer({
      config: loadConfig(env),
      db: database.db,
      changes: new InProcessChangeFeed(() => undefined),
      search: new EmbeddedListingSearch(),
      log: () => undefined,
      reportError: () => undefined,
    });

  it('converts with the RATES override everywhere: one rates source serves every context', async () => {
    const container = containerWith({ RATES: 'EUR=0.5' });
    const rates = await container.get(SHARED.RatesSource).currentRates();
    expect(rates).toEqual([{ currency: 'EUR', rate: 0.5 }]);
    expect(container.get(SHARED.RatesSource)).toBe(container.get(SHARED.RatesSource));
  });

  it('keeps one store of login tokens for HTTP and for the DDP login', () => {
    const container = containerWith({});
    expect(container.get(ACCOUNTS.Deps).resumeTokens).toBe(container.get(ACCOUNTS.SessionTokens));
  });

  it('lets use cases built before the DDP server end sessions through the shared session registry', () => {
    const container = containerWith({});
    expect(container.get(SHARED.Sessions).closeSessionsOf('nobody')).toBe(0);
    expect(container.get(SHARED.Sessions)).toBe(container.get(SHARED.Sessions));
  });

  it('refuses a bad environment with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATES: 'EUR:0.9' })).toThrow(/RATES/);
  });

  it('gives embedded defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, NODE_ENV: 'development' });
  });
});
