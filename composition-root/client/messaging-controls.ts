import { callMethod, type DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { ArchiveConversationMethod, BlockUserMethod, MuteUserMethod, ReportMessageMethod, SearchConversationsMethod, TypingMethod } from '../../contracts/messaging/index.ts';
import { archiveFx, blockFx, muteFx, reportFx, searchFx, typingExpiryFx, typingFx } from '../../ui/features/messaging/controls-model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** How often a typing user tells the server: well inside the mark's few seconds, so the mark never lapses mid-sentence. */
const TYPING_EVERY_MS = 3_000;

/** The conversation controls bound to the browser: methods over DDP, the typing mark throttled, the mark's expiry as a timer. */
export function bindMessagingControlHandlers(handlers: EffectHandlers, ddp: DdpMethodCaller): EffectHandlers {
  const lastTyping = new Map<string, number>();
  return handlers
    .bind(blockFx, unwrap((p: { userId: string; blocked: boolean }) => callMethod(ddp, BlockUserMethod, p)))
    .bind(muteFx, unwrap((p: { userId: string; muted: boolean }) => callMethod(ddp, MuteUserMethod, p)))
    .bind(archiveFx, unwrap((p: { conversationId: string; archived: boolean }) => callMethod(ddp, ArchiveConversationMethod, p)))
    .bind(reportFx, unwrap((p: { conversationId: string; seq: number; reason: string }) => callMethod(ddp, ReportMessageMethod, p)))
    .bind(searchFx, unwrap((q: string) => callMethod(ddp, SearchConversationsMethod, { q })))
    .bind(typingFx, async (conversationId: string) => {
      const now = Date.now();
      if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
      lastTyping.set(conversationId, now);
      await callMethod(ddp, TypingMethod, { conversationId });
    })
    .bind(typingExpiryFx, (until: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()))));
}
