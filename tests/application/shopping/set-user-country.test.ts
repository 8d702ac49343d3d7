import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SetUserCountry } from '../../../application/shopping/index.ts';
import { FakeUnitOfWork } from '../shared/fake-unit-of-work.ts';
import { InMemoryUserSettings, RecordingUserChanges, userActor, visitor } from './fakes.ts';

function setup() {
  const settings = new InMemoryUserSettings(['u1']);
  const uow = new FakeUnitOfWork();
  const changes = new RecordingUserChanges(uow);
  return { settings, changes, uow, uc: new SetUserCountry(settings, changes, uow) };
}

describe('SetUserCountry', () => {
  it('answers 401 to visitors', async () => {
    expect((await setup().uc.execute(visitor, { geo: { country: 'FI' } }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });

  it('stores the country upper-cased and trimmed, ignores region and city, and announces only a change', async () => {
    const s = setup();
    const me = userActor('u1');
    expect((await s.uc.execute(me, { geo: { country: ' fi ', region: 'Uusimaa', city: 'Helsinki' } }))._unsafeUnwrap()).toEqual({ country: 'FI' });
    expect(s.settings.countries.get('u1')).toBe('FI');
    expect((await s.uc.execute(me, { geo: { country: 'FI' } }))._unsafeUnwrap()).toEqual({ country: 'FI' });
    expect(s.changes.changed).toEqual(['u1']);
  });

  it('refuses anything that is not two letters, naming geo.country, and stores nothing', async () => {
    const notTwoLetters = fc.option(fc.string({ maxLength: 6 }), { nil: undefined }).filter((c) => !/^[A-Za-z]{2}$/.test((c ?? '').trim()));
    await fc.assert(
      fc.asyncProperty(notTwoLetters, async (country) => {
        const s = setup();
        const e = (await s.uc.execute(userActor('u1'), { geo: { country } }))._unsafeUnwrapErr();
        expect(e.code).toBe('VALIDATION_FAILED');
        expect(e.details).toEqual({ field: 'geo.country' });
        expect(s.settings.countries.get('u1')).toBeNull();
        expect(s.changes.changed).toEqual([]);
      }),
    );
  });

  it('refuses null, digits and three letters', async () => {
    for (const country of [null, 'F1', 'FIN', 'Ü1', '']) {
      expect((await setup().uc.execute(userActor('u1'), { geo: { country } }))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers NOT_FOUND when the account is gone', async () => {
    expect((await setup().uc.execute(userActor('gone'), { geo: { country: 'US' } }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
