import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { SupportDesk } from '../../../../application/staff/support-desk.ts';
import { AnswerSupportTicketMethod, SupportTicketsMethod } from '../../../../contracts/staff/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The support desk of the staff panel. */
export function supportDeskMethods(desk: SupportDesk, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SupportTicketsMethod.name, method(SupportTicketsMethod.params, async (actor, [p]) => desk.list(actor, p))],
    [AnswerSupportTicketMethod.name, method(AnswerSupportTicketMethod.params, async (actor, [p]) => desk.answer(actor, p))],
  ]);
}
