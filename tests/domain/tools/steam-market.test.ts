import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsdPrice, parseSteamProfile, parseUsdPrice } from '../../../domain/index.ts';

describe("reading the Steam Market's US-dollar prices to cents", () => {
  it.each([
    ['$0.03', 3],
    ['$1.23', 123],
    ['$31.89', 3189],
    ['$1,234.56', 123456], // 1,234 dollars × 100 + 56
    ['$12,345,678.90', 1234567890],
    ['$7', 700],
    ['$1.23 USD', 123],
    [' $98.47 ', 9847],
  ])('%s is %i cents', (text, cents) => {
    expect(parseUsdPrice(text)).toBe(cents);
  });

  it.each(['1,23€', '1,23 €', 'R$ 5,00', '¥ 180', '$1,23', '$1.2', '$1.234', '$12,34.00', '$', '', 'free', '-$1.00', '$1e3'])('refuses %j (another currency or not a price)', (text) => {
    expect(parseUsdPrice(text)).toBeNull();
  });

  it('reads back every amount of cents Steam writes, exactly (no float on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (cents) => {
        expect(parseUsdPrice(formatUsdPrice(cents))).toBe(cents);
      }),
      { numRuns: 1000 },
    );
  });

  it('puts thousands separators where Steam does', () => {
    expect([3, 100, 123456, 100000000].map(formatUsdPrice)).toEqual(['$0.03', '$1.00', '$1,234.56', '$1,000,000.00']);
  });

  it('orders prices as their cents (a longer dollar part is always more)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        expect(Math.sign((parseUsdPrice(formatUsdPrice(a)) ?? Number.NaN) - (parseUsdPrice(formatUsdPrice(b)) ?? Number.NaN))).toBe(Math.sign(a - b));
      }),
    );
  });
});

describe('the Steam profile a visitor pastes', () => {
  it.each([
    ['76561198012345678', '76561198012345678'],
    ['https://steamcommunity.com/profiles/76561198012345678', '76561198012345678'],
    ['https://steamcommunity.com/profiles/76561198012345678/', '76561198012345678'],
    ['steamcommunity.com/profiles/76561198012345678/inventory/#730', '76561198012345678'],
    ['  http://www.steamcommunity.com/profiles/76561198012345678?l=german ', '76561198012345678'],
  ])('%s is SteamID64 %s', (input, steamId) => {
    expect(parseSteamProfile(input)).toEqual({ kind: 'steamid', steamId });
  });

  it('names a custom /id/ address as such, so the page can ask for the numeric one', () => {
    expect(parseSteamProfile('https://steamcommunity.com/id/gabelogannewell/').kind).toBe('vanity');
  });

  it.each(['7656119801234567', '765611980123456789', '12345678901234567', 'https://evil.example/profiles/76561198012345678', 'steamcommunity.com/profiles/123', ''])('refuses %j', (input) => {
    expect(parseSteamProfile(input).kind).toBe('invalid');
  });

  it('finds the id in every form it is written in', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', 'https://steamcommunity.com/profiles/', 'http://www.steamcommunity.com/profiles/'), fc.constantFrom('', '/', '/inventory/'), (tail, prefix, suffix) => {
        const id = `7656119${tail}`;
        expect(parseSteamProfile(`${prefix}${id}${prefix === '' ? '' : suffix}`)).toEqual({ kind: 'steamid', steamId: id });
      }),
    );
  });
});
