import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_ERROR_CODES,
  CATALOG_ERROR_CODES,
  GAME_TOOLS_ERROR_CODES,
  LEDGER_ERROR_CODES,
  MEDIA_ERROR_CODES,
  MESSAGING_ERROR_CODES,
  DEALS_ERROR_CODES,
  MEMBERSHIP_ERROR_CODES,
  VERIFICATION_ERROR_CODES,
  SELLER_API_ERROR_CODES,
  CONTENT_ERROR_CODES,
  SELLER_APPLICATION_ERROR_CODES,
  OFFERS_ERROR_CODES,
  ORDERS_ERROR_CODES,
  PAYMENTS_ERROR_CODES,
  PAYOUTS_ERROR_CODES,
  SHOPPING_ERROR_CODES,
} from '../../../../domain/index.ts';
import { ERROR_CODES, SHARED_ERROR_CODES, errorPageFor, pageNotFoundMessage } from '../../../../domain/shared/errors/index.ts';

describe('error page catalogue (spec section 2)', () => {
  it.each([
    [404, 'Page Not Found', "The page you're looking for doesn't exist"],
    [500, 'Server Error', 'Internal server error occurred'],
    [403, 'Access Denied', "You don't have permission to access this resource"],
    [401, 'Authentication Required', 'You need to be authenticated to access this page'],
    [503, 'Service Unavailable', 'Service is temporarily unavailable'],
  ])('%i shows its own title and message', (status, title, message) => {
    expect(errorPageFor(status, 'ignored')).toEqual({ status, title, message });
  });

  it('other statuses show the generic title with the error message, or a default', () => {
    expect(errorPageFor(418, 'I am a teapot')).toEqual({ status: 418, title: 'Oops! Something went wrong', message: 'I am a teapot' });
    expect(errorPageFor(418)).toEqual({ status: 418, title: 'Oops! Something went wrong', message: 'Something went wrong' });
    expect(errorPageFor(502, '  ').message).toBe('Something went wrong');
  });

  it('names the missing path', () => {
    expect(pageNotFoundMessage('/nope')).toBe('Page not found: /nope');
  });
});

describe('error code catalogue', () => {
  const byContext = {
    shared: SHARED_ERROR_CODES,
    catalog: CATALOG_ERROR_CODES,
    shopping: SHOPPING_ERROR_CODES,
    accounts: ACCOUNTS_ERROR_CODES,
    payouts: PAYOUTS_ERROR_CODES,
    ledger: LEDGER_ERROR_CODES,
    orders: ORDERS_ERROR_CODES,
    payments: PAYMENTS_ERROR_CODES,
    offers: OFFERS_ERROR_CODES,
    media: MEDIA_ERROR_CODES,
    gameTools: GAME_TOOLS_ERROR_CODES,
    messaging: MESSAGING_ERROR_CODES,
    deals: DEALS_ERROR_CODES,
    membership: MEMBERSHIP_ERROR_CODES,
    verification: VERIFICATION_ERROR_CODES,
    sellerapi: SELLER_API_ERROR_CODES,
    content: CONTENT_ERROR_CODES,
    sellerapplications: SELLER_APPLICATION_ERROR_CODES,
  };

  it('is exactly the codes the contexts declare, each declared by one context only', () => {
    const declared = Object.values(byContext).flat();
    expect(new Set(declared).size).toBe(declared.length);
    expect([...ERROR_CODES].sort()).toEqual([...declared].sort());
  });

  it('keeps each code with its context', () => {
    expect(byContext.catalog).toContain('GAME_NOT_FOUND');
    expect(byContext.shopping).toContain('OUT_OF_STOCK');
    expect(byContext.accounts).toContain('UNAUTHENTICATED');
    expect(byContext.accounts).toContain('SESSION_NOT_FOUND');
    expect(byContext.payouts).toContain('WITHDRAWAL_TOO_SMALL');
    expect(byContext.payouts).toEqual(expect.arrayContaining(['WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_ACTION_NOT_ALLOWED']));
    expect(byContext.shared).toContain('VALIDATION_FAILED');
    expect(byContext.membership).toEqual(['MEMBERSHIP_ALREADY_ACTIVE', 'MEMBERSHIP_NOT_FOUND']);
    expect(byContext.sellerapi).toEqual(['API_KEY_NOT_FOUND', 'API_KEY_LIMIT_REACHED']);
    expect(byContext.sellerapplications).toEqual(['SELLER_APPLICATION_NOT_ALLOWED', 'SELLER_APPLICATION_OPEN', 'SELLER_APPLICATION_TOO_SOON']);
    expect(byContext.content).toEqual(['CONTENT_SLUG_TAKEN', 'CONTENT_TRANSITION_NOT_ALLOWED']);
    expect(byContext.verification).toEqual(['VERIFICATION_ACTION_NOT_ALLOWED', 'VERIFICATION_REQUIRED_FOR_WITHDRAWAL']);
    expect(byContext.messaging).toEqual(['CONVERSATION_NOT_FOUND', 'CANNOT_MESSAGE_SELF', 'USER_BLOCKED', 'MESSAGE_REPORT_NOT_FOUND']);
    expect(byContext.deals).toEqual(expect.arrayContaining(['BUDGET_EXCEEDED', 'REQUEST_NOT_OPEN', 'CUSTOM_OFFER_NOT_OPEN']));
  });
});
