import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { Verification, VerificationView as CaseView } from '../../../../application/verification/index.ts';
import {
  ApproveVerificationMethod,
  MyVerificationMethod,
  RejectVerificationMethod,
  SubmitVerificationMethod,
  VerificationQueueMethod,
  type VerificationView,
} from '../../../../contracts/verification/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export function verificationView(c: CaseView): VerificationView {
  return {
    userId: c.userId,
    state: c.state,
    status: c.status,
    required: c.required,
    reason: c.reason,
    submittedAt: c.submittedAt?.toISOString() ?? null,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    documents: c.documents.map((d) => ({ ...d })),
  };
}

/** The verification methods: params checked by the contract, permissions and the case's rules by the use case. */
export function verificationMethods(verification: Verification, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SubmitVerificationMethod.name, method(SubmitVerificationMethod.params, async (actor, [p]) => (await verification.submit(actor, p.documents)).map(verificationView))],
    [MyVerificationMethod.name, method(MyVerificationMethod.params, async (actor) => (await verification.mine(actor)).map(verificationView))],
    [
      VerificationQueueMethod.name,
      method(VerificationQueueMethod.params, async (actor) => (await verification.queue(actor)).map((list) => list.map((c) => ({ ...verificationView(c), username: c.username, email: c.email })))),
    ],
    [ApproveVerificationMethod.name, method(ApproveVerificationMethod.params, async (actor, [p]) => (await verification.approve(actor, p.userId)).map(verificationView))],
    [RejectVerificationMethod.name, method(RejectVerificationMethod.params, async (actor, [p]) => (await verification.reject(actor, p.userId, p.reason)).map(verificationView))],
  ]);
}
