import { describe, expect, it } from 'vitest';
import { auditLabelKey, STAFF_AUDIT_ACTIONS, STAFF_AUDIT_TARGETS } from '../../../domain/index.ts';
import { auditActionLabel, auditTargetLabel, auditTime } from '../../../ui/components/Staff/audit-labels.ts';
import { LANGUAGE_CODES } from '../../../ui/i18n/languages.ts';
import { createI18n, LOCALES } from '../../../ui/i18n/resources.ts';
import { flatten } from '../shared/i18n/messages.ts';

describe('staff audit labels', () => {
  it.each([...LANGUAGE_CODES])('names every audited action and record kind in %s, not as its code', (language) => {
    const flat = flatten(LOCALES[language]);
    const missing = [
      ...STAFF_AUDIT_ACTIONS.map((a) => `staffAudit.actions.${auditLabelKey(a)}`),
      ...STAFF_AUDIT_TARGETS.map((t) => `staffAudit.targets.${auditLabelKey(t)}`),
    ].filter((key) => typeof flat.get(key) !== 'string' || flat.get(key) === '');
    expect(missing).toEqual([]);
  });

  it("reads a dispute's outcome and a record kind in the viewer's language", () => {
    const { t } = createI18n('de');
    expect(auditActionLabel(t, 'resolveDispute:PARTIAL_REFUND')).toBe('Streitfall gelöst: Teilerstattung');
    expect(auditActionLabel(t, 'offer.remove')).toBe('Angebot entfernt');
    expect(auditTargetLabel(t, 'supportTicket')).toBe('Support-Ticket');
    expect(auditActionLabel(createI18n('en').t, 'message.report.resolve')).toBe('Resolved message report');
  });

  it('shows an action the catalogue does not know yet as written, rather than a blank or a key path', () => {
    const { t } = createI18n('fr');
    expect(auditActionLabel(t, 'payout.freeze')).toBe('payout.freeze');
    expect(auditTargetLabel(t, 'payout')).toBe('payout');
  });

  it('gives the time in the en-US form in UTC, saying so, whatever the machine zone (14:07Z → 2:07 PM UTC)', () => {
    expect(auditTime(new Date('2026-03-05T14:07:00Z'))).toBe('Mar 5, 2026, 2:07 PM UTC');
    expect(auditTime('2026-12-31T23:59:00.000Z')).toBe('Dec 31, 2026, 11:59 PM UTC');
  });
});
