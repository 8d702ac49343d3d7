import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $myId, messageSellerClicked } from '../../features/messaging/model.ts';

/** "Message the seller": opens the conversation with them (after the login, for a visitor); not shown on one's own offers. */
export function MessageSellerButton({ sellerId }: { readonly sellerId: string }) {
  const { t } = useTranslation();
  const [me, clicked] = useUnit([$myId, messageSellerClicked]);
  if (me === sellerId) return null;
  return (
    <button type="button" className="button button--ghost button--small" onClick={() => clicked(sellerId)} data-testid="message-seller">
      {t('messaging.messageSeller')}
    </button>
  );
}
