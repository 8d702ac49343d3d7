import { describe, expect, it } from 'vitest';
import { numberedUsername, placeholderEmailOf, steamIdOfClaimedId, usernameFromDisplayName } from '../../../domain/index.ts';

describe('social sign-in rules', () => {
  it('takes a SteamID only from the configured provider’s claimed-ID shape', () => {
    const op = 'https://steamcommunity.com/openid';
    expect(steamIdOfClaimedId('https://steamcommunity.com/openid/id/76561198000000042', op)).toBe('76561198000000042');
    expect(steamIdOfClaimedId('https://steamcommunity.com/openid/id/7656119800000004', op)).toBeNull();
    expect(steamIdOfClaimedId('https://evil.test/openid/id/76561198000000042', op)).toBeNull();
    expect(steamIdOfClaimedId('https://steamcommunity.com/openid/id/76561198000000042/../x', op)).toBeNull();
  });

  it('makes a valid username from a display name, or falls back', () => {
    expect(usernameFromDisplayName('Sneaky Seller', 'discord_1')).toBe('SneakySeller');
    expect(usernameFromDisplayName('__ab', 'steam_76561198000000042')).toBe('steam_76561198000000042');
    expect(usernameFromDisplayName('ツ', 'x')).toBe('user_x');
    expect(numberedUsername('a'.repeat(24), 12)).toBe(`${'a'.repeat(21)}_12`);
  });

  it('gives accounts without an e-mail a unique stand-in no sign-in form can match', () => {
    expect(placeholderEmailOf('steam', '76561198000000042')).toBe('steam:76561198000000042');
    expect(placeholderEmailOf('steam', '1')).not.toContain('@');
  });
});
