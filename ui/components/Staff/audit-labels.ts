import { auditLabelKey, formatDate } from '../../../domain/index.ts';
import type { Translate } from '../../i18n/translator.ts';

/*
 * How an audit line reads for staff: the action and the kind of record in the viewer's language (an action
 * the catalogue does not know yet shows as written rather than vanishing), and the time in the spec's en-US
 * form, in UTC, said so: staff in several zones compare lines with each other and with the server's logs.
 */

export function auditActionLabel(t: Translate, action: string): string {
  return t(`staffAudit.actions.${auditLabelKey(action)}`, { defaultValue: action });
}

export function auditTargetLabel(t: Translate, targetType: string): string {
  return t(`staffAudit.targets.${auditLabelKey(targetType)}`, { defaultValue: targetType });
}

export function auditTime(at: Date | string): string {
  return `${formatDate(at, { withTime: true })} UTC`;
}
