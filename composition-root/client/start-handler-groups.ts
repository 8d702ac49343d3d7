import type { Scope } from 'effector';
import { becomeSellerFx, completeOnboardingFx, updateProfileFx, uploadProfileImageFx } from '../../ui/features/accounts/profile/model.ts';
import { requestSignInUnlockFx } from '../../ui/features/accounts/login/model.ts';
import { loadAuthProvidersFx } from '../../ui/features/accounts/social/model.ts';
import { readVisitorIdFx, trackFx } from '../../ui/features/analytics/page-visits/model.ts';
import * as messaging from '../../ui/features/messaging/model.ts';
import { markSeenFx, stopNotificationsFx, updateSettingsFx, watchNotificationsFx } from '../../ui/features/notifications/model.ts';
import { orderStepFx } from '../../ui/features/orders/actions/model.ts';
import { stopOrderDetailFx, watchOrderDetailFx } from '../../ui/features/orders/detail/model.ts';
import { loadDisputeCountFx } from '../../ui/features/orders/dispute-count/model.ts';
import { stopDisputeQueueFx, watchDisputeQueueFx } from '../../ui/features/orders/disputes/model.ts';
import { stopOrdersFx, watchOrdersFx } from '../../ui/features/orders/list/model.ts';
import { idempotencyKeyFx } from '../../ui/features/shared/idempotency/model.ts';
import { impersonateUserFx, stopImpersonatingFx } from '../../ui/features/staff/impersonation-model.ts';
import { approveVerificationFx, loadMyVerificationFx, loadVerificationQueueFx, rejectVerificationFx, submitVerificationFx, uploadDocumentFx } from '../../ui/features/verification/model.ts';
import { EffectHandlers } from './effect-handlers.ts';
import { accountLinks } from './handler-group-binders.ts';
import type { LazyAccountConnection } from './lazy-account-connection.ts';
import { bindOnFirstUse, type LazyHandlerGroup } from './lazy-handlers.ts';

export interface StartGroupDeps {
  readonly connection: LazyAccountConnection;
  /** The browser's scope, read when a live record arrives. */
  readonly scope: () => Scope;
}

/**
 * The effects of the shell's models (every page shows the header with its
 * orders, messages and notifications) whose handlers load on first use: each group's
 * binder module, with the adapters and contracts it brings, is a chunk of its
 * own, so a first visit downloads none of it. The lists name exactly what each
 * binder binds (tests/composition-root/lazy-handlers.test.ts).
 */
export function startHandlerGroups({ connection, scope }: StartGroupDeps): readonly LazyHandlerGroup[] {
  const fresh = () => new EffectHandlers();
  return [
    // Every page counts its visit, once it is up: the sending code need not come before the page works.
    { effects: [trackFx, readVisitorIdFx], load: () => import('./page-visits.ts').then((m) => m.bindPageVisitHandlers(fresh())) },
    {
      effects: [requestSignInUnlockFx],
      load: () => Promise.all([import('./account-links.ts'), accountLinks(connection)]).then(([m, links]) => m.bindSignInUnlockHandler(fresh(), links)),
    },
    { effects: [watchOrdersFx, stopOrdersFx, idempotencyKeyFx], load: () => import('./money.ts').then((m) => m.bindMoneyHandlers(fresh(), connection, scope)) },
    { effects: [orderStepFx, loadDisputeCountFx, watchOrderDetailFx, stopOrderDetailFx, watchDisputeQueueFx, stopDisputeQueueFx], load: () =>
      import('./order-lifecycle.ts').then((m) => m.bindOrderLifecycleHandlers(fresh(), connection, scope)),
    },
    { effects: [updateProfileFx, becomeSellerFx, completeOnboardingFx, uploadProfileImageFx], load: () => import('./profile.ts').then((m) => m.bindProfileHandlers(fresh(), connection)) },
    { effects: [loadAuthProvidersFx], load: () => import('./social-sign-in.ts').then((m) => m.bindSocialSignInHandlers(fresh(), connection)) },
    { effects: [loadMyVerificationFx, uploadDocumentFx, submitVerificationFx, loadVerificationQueueFx, approveVerificationFx, rejectVerificationFx], load: () =>
      import('./verification.ts').then((m) => m.bindVerificationHandlers(fresh(), connection)),
    },
    {
      effects: [
        messaging.openConversationFx,
        messaging.openOrderConversationFx,
        messaging.sendMessageFx,
        messaging.uploadAttachmentFx,
        messaging.markReadFx,
        messaging.messageClientIdFx,
        messaging.watchUnseenFx,
        messaging.stopUnseenFx,
        messaging.watchInboxFx,
        messaging.stopInboxFx,
        messaging.watchMessagesFx,
        messaging.stopMessagesFx,
      ],
      load: () => import('./messaging.ts').then((m) => m.bindMessagingHandlers(fresh(), connection, scope)),
    },
    { effects: [impersonateUserFx, stopImpersonatingFx], load: () => import('./impersonation.ts').then((m) => m.bindImpersonationHandlers(fresh(), connection)) },
    { effects: [markSeenFx, updateSettingsFx, watchNotificationsFx, stopNotificationsFx], load: () =>
      import('./notifications.ts').then((m) => m.bindNotificationHandlers(fresh(), connection, scope)),
    },
  ];
}

/** Binds every group's effects to load their handlers on first use. */
export function bindStartGroups(handlers: EffectHandlers, deps: StartGroupDeps): EffectHandlers {
  for (const group of startHandlerGroups(deps)) bindOnFirstUse(handlers, group.effects, group.load);
  return handlers;
}
