import { describe, expect, it } from 'vitest';
import { checkApplicationForm, isApplicationLink, type SellerApplicationForm } from '../../../domain/index.ts';

const form: SellerApplicationForm = {
  games: ['fortnite', 'valorant', 'fortnite'],
  productTypes: ['accounts'],
  yearsOfExperience: 3,
  monthlyVolume: 'FROM_1K_TO_10K',
  links: [' https://shop.example.com/me ', ''],
  contact: ' trader#1234 ',
  wantsBulkTools: true,
  motivation: '  I have sold Fortnite accounts for three years.  ',
  acceptedTerms: true,
};
const fieldOf = (change: Partial<SellerApplicationForm>) => checkApplicationForm({ ...form, ...change })._unsafeUnwrapErr().details?.['field'];

describe('the seller application form', () => {
  it('keeps text trimmed and lists without repeats or blanks', () => {
    expect(checkApplicationForm(form)._unsafeUnwrap()).toEqual({
      ...form,
      games: ['fortnite', 'valorant'],
      links: ['https://shop.example.com/me'],
      contact: 'trader#1234',
      motivation: 'I have sold Fortnite accounts for three years.',
    });
  });

  it('names the field that breaks a rule', () => {
    expect(fieldOf({ games: [] })).toBe('games');
    expect(fieldOf({ productTypes: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe('productTypes');
    expect(fieldOf({ yearsOfExperience: 1.5 })).toBe('yearsOfExperience');
    expect(fieldOf({ yearsOfExperience: 51 })).toBe('yearsOfExperience');
    expect(fieldOf({ links: Array.from({ length: 6 }, (_, i) => `https://s${i}.example.com`) })).toBe('links');
    expect(fieldOf({ links: ['https://ok.example.com', 'javascript:alert(1)'] })).toBe('links.1');
    expect(fieldOf({ contact: ' x ' })).toBe('contact');
    expect(fieldOf({ motivation: 'too short' })).toBe('motivation');
    expect(fieldOf({ motivation: 'x'.repeat(2001) })).toBe('motivation');
    expect(fieldOf({ acceptedTerms: false })).toBe('acceptedTerms');
  });

  it('takes only http(s) addresses with a host name as links', () => {
    expect(['https://www.ebay.com/usr/me', 'http://g2g.com/shop?id=1'].every(isApplicationLink)).toBe(true);
    expect(['ftp://x.com', 'https://localhost', 'www.shop.com', 'https://a b.com'].some(isApplicationLink)).toBe(false);
  });
});
