import { describe, expect, it } from 'vitest';
import { NO_ROLE_FLAGS, roleFlags } from '../../../domain/index.ts';
import { todoOf } from '../../../ui/features/dashboard/overview.ts';
import { dashboardSections } from '../../../ui/features/dashboard/sections.ts';
import type { OrderRecord } from '../../../ui/features/orders/list/model.ts';

const order = (role: 'buyer' | 'seller', state: string) => ({ id: `${role}-${state}`, role, state }) as unknown as OrderRecord;

describe('the dashboard’s to-do', () => {
  it('counts what waits on the user by side: paying and confirming as buyer, delivering and answering cancellations as seller, disputes on either', () => {
    const orders = [
      order('buyer', 'pending_payment'),
      order('buyer', 'delivered'),
      order('buyer', 'delivered'),
      order('buyer', 'paid'),
      order('seller', 'paid'),
      order('seller', 'in_delivery'),
      order('seller', 'late'),
      order('seller', 'delivered'),
      order('seller', 'cancel_requested'),
      order('buyer', 'cancel_requested'),
      order('seller', 'disputed'),
      order('buyer', 'disputed'),
      order('buyer', 'completed'),
    ];
    expect(todoOf(orders)).toEqual({ toPay: 1, toConfirm: 2, toDeliver: 3, cancelRequests: 1, disputes: 2 });
    expect(todoOf([])).toEqual({ toPay: 0, toConfirm: 0, toDeliver: 0, cancelRequests: 0, disputes: 0 });
  });
});

describe('the dashboard’s sections', () => {
  it('show selling only to sellers and bulk sellers, in one order for the drawer and the overview', () => {
    const groups = (roles: string[]) => [...new Set(dashboardSections(roleFlags(roles)).map((s) => s.group))];
    expect(groups(['CUSTOMER'])).toEqual(['buying', 'account']);
    expect(groups(['SELLER'])).toEqual(['buying', 'selling', 'account']);
    expect(groups(['BULK_SELLER'])).toEqual(['buying', 'selling', 'account']);
    expect(dashboardSections(NO_ROLE_FLAGS).map((s) => s.name)).not.toContain('dashboardOffers');
    for (const s of dashboardSections(roleFlags(['SELLER']))) expect(s.href.startsWith('/dashboard/')).toBe(true);
  });
});
