import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { AffiliateProgram } from '../../../../application/affiliates/index.ts';
import { JoinAffiliateProgramMethod, MyAffiliateMethod } from '../../../../contracts/affiliates/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The affiliate methods: signed-in users only (the use case checks), no params. */
export function affiliateMethods(program: AffiliateProgram, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [JoinAffiliateProgramMethod.name, method(JoinAffiliateProgramMethod.params, (actor) => program.join(actor))],
    [MyAffiliateMethod.name, method(MyAffiliateMethod.params, async (actor) => (await program.mine(actor)).map((m) => (m === null ? null : { ...m, earnings: m.earnings.map((e) => ({ ...e })) })))],
  ]);
}
