import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { ConversationControls } from '../../../../application/messaging/index.ts';
import {
  ArchiveConversationMethod,
  BlockUserMethod,
  MessageReportsMethod,
  MuteUserMethod,
  ReportMessageMethod,
  ResolveMessageReportMethod,
  SearchConversationsMethod,
  TypingMethod,
} from '../../../../contracts/messaging/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** Block, mute, archive, report, typing and search; the staff's reports. Shapes checked by the contract, owners and permissions by the use case. */
export function conversationControlMethods(controls: ConversationControls, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [BlockUserMethod.name, method(BlockUserMethod.params, async (actor, [p]) => (await controls.list(actor, 'blocked', p.userId, p.blocked)).map((ids) => ({ blockedUserIds: [...ids] })))],
    [MuteUserMethod.name, method(MuteUserMethod.params, async (actor, [p]) => (await controls.list(actor, 'muted', p.userId, p.muted)).map((ids) => ({ mutedUserIds: [...ids] })))],
    [ArchiveConversationMethod.name, method(ArchiveConversationMethod.params, (actor, [p]) => controls.archive(actor, p.conversationId, p.archived))],
    [ReportMessageMethod.name, method(ReportMessageMethod.params, (actor, [p]) => controls.report(actor, p))],
    [
      MessageReportsMethod.name,
      method(MessageReportsMethod.params, async (actor) =>
        (await controls.reports(actor)).map((list) => list.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() }))),
      ),
    ],
    [
      ResolveMessageReportMethod.name,
      method(ResolveMessageReportMethod.params, async (actor, [p]) => (await controls.resolveReport(actor, Number(p.reportId))).map((r) => ({ reportId: String(r.reportId), status: r.status }))),
    ],
    [TypingMethod.name, method(TypingMethod.params, (actor, [p]) => controls.typing(actor, p.conversationId))],
    [SearchConversationsMethod.name, method(SearchConversationsMethod.params, async (actor, [p]) => (await controls.search(actor, p.q)).map((ids) => ({ conversationIds: [...ids] })))],
  ]);
}
