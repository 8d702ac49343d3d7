import { useTranslation } from '../../i18n/use-translation.tsx';
import type { OrderState } from '../../features/orders/list/model.ts';
import type { PaymentRowView } from '../../features/payments/history/model.ts';
import { Badge } from './PaymentFields.tsx';

const ORDER_TONES: Readonly<Record<OrderState, 'good' | 'bad' | 'wait'>> = {
  pending_payment: 'wait',
  paid: 'good',
  payment_expired: 'bad',
  in_delivery: 'wait',
  late: 'bad',
  cancel_requested: 'wait',
  delivered: 'good',
  disputed: 'bad',
  completed: 'good',
  settled: 'good',
  cancelled: 'bad',
  refunded: 'bad',
  partially_refunded: 'bad',
};
const PAYMENT_TONES: Readonly<Record<PaymentRowView['status'], 'good' | 'bad' | 'wait' | 'plain'>> = {
  requires_action: 'wait',
  pending: 'wait',
  succeeded: 'good',
  failed: 'bad',
  expired: 'bad',
  refunded: 'plain',
};

export function OrderStateBadge({ state }: { readonly state: OrderState }) {
  const { t } = useTranslation();
  return <Badge tone={ORDER_TONES[state]} label={t(`orders.states.${state}`)} testId="order-state" />;
}

export function PaymentStatusBadge({ status }: { readonly status: PaymentRowView['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={PAYMENT_TONES[status]} label={t(`payments.statuses.${status}`)} testId="payment-status" />;
}
