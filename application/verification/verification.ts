import { err, ok, type Result } from 'neverthrow';
import {
  can,
  caseFromUserState,
  domainError,
  MEDIA_MAX_UPLOAD_BYTES,
  requirePermission,
  sniffImageType,
  transitionVerification,
  userVerificationState,
  type Actor,
  type DomainError,
  type VerificationCase,
  type VerificationDocumentKind,
  type VerificationEvent,
} from '../../domain/index.ts';
import type { ImageCodec } from '../media/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { Clock, RateLimit, RateLimiter, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import type { PrivateDocumentFiles, QueuedCase, StoredCase, StoredDocument, VerificationStore } from './ports.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/** Identity photos are few: enough for retakes, not for filling the disk. */
export const DOCUMENT_UPLOAD_RATE_LIMIT: RateLimit = { points: 20, perSeconds: 600 };
/** How many submissions the review queue lists. */
export const QUEUE_SHOWN = 100;

/** The authorised route a document is read from (the owner or staff only). */
export const documentUrl = (id: string): string => `/api/verification/documents/${id}`;

export interface DocumentUploadInput {
  readonly bytes: Uint8Array;
  readonly field: string;
  readonly truncated: boolean;
}

/** A user's case as they (or a reviewer) see it. */
export interface VerificationView {
  readonly userId: string;
  readonly state: ReturnType<typeof userVerificationState>;
  readonly status: VerificationCase['status'];
  readonly required: boolean;
  readonly reason: string | null;
  readonly submittedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly documents: readonly { readonly id: string; readonly kind: VerificationDocumentKind; readonly url: string }[];
}

export interface VerificationDeps {
  readonly store: VerificationStore;
  readonly files: PrivateDocumentFiles;
  readonly codec: ImageCodec;
  readonly limiter: RateLimiter;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly users: UserChanges;
  readonly notifications: Pick<Notifications, 'notify'>;
  /** A fresh, unguessable document id (32 hex digits). */
  readonly newId: () => string;
}

const invalid = (field: string, message: string) => domainError('VALIDATION_FAILED', message, { field });
const noSuchDocument = () => err(domainError('NOT_FOUND', 'No such document'));

/**
 * Verification (KYC): users upload identity photos, kept re-encoded (no EXIF)
 * in the private document store; submit them; staff approve or reject with a
 * reason. Every decision is audited, updates the user's verificationState in
 * the same transaction (so loggedInUser, and with it the navigation
 * restriction, changes live) and notifies the user.
 */
export class Verification {
  constructor(private readonly deps: VerificationDeps) {}

  async upload(actor: Actor, input: DocumentUploadInput): Answer<{ readonly uploadId: string; readonly width: number; readonly height: number }> {
    const user = requirePermission(actor, 'verification.submit');
    if (user.isErr()) return err(user.error);
    const decision = await this.deps.limiter.consume(`verification-upload:${user.value}`, DOCUMENT_UPLOAD_RATE_LIMIT);
    if (!decision.allowed) return err(domainError('RATE_LIMITED', `Too many uploads; try again in ${Math.ceil(decision.retryAfterMs / 1000)} s`));
    if (input.truncated || input.bytes.byteLength > MEDIA_MAX_UPLOAD_BYTES) {
      return err(domainError('MEDIA_TOO_LARGE', `${input.field}: must be at most ${MEDIA_MAX_UPLOAD_BYTES / (1024 * 1024)} MB`, { field: input.field }));
    }
    if (input.bytes.byteLength === 0) return err(invalid(input.field, `${input.field}: is empty`));
    if (sniffImageType(input.bytes) === null) return err(invalid(input.field, `${input.field}: must be a PNG, JPEG, WebP, GIF or AVIF image`));
    let normalised: Awaited<ReturnType<ImageCodec['normalise']>>;
    try {
      normalised = await this.deps.codec.normalise(input.bytes);
    } catch {
      return err(invalid(input.field, `${input.field}: the image could not be decoded`));
    }
    const id = this.deps.newId();
    await this.deps.files.put(id, normalised.bytes);
    await this.deps.store.addDocument({ id, userId: user.value, kind: null, round: null, width: normalised.width, height: normalised.height, createdAt: this.deps.clock.now() });
    return ok({ uploadId: id, width: normalised.width, height: normalised.height });
  }

  async submit(actor: Actor, documents: readonly { readonly kind: VerificationDocumentKind; readonly uploadId: string }[]): Answer<VerificationView> {
    const user = requirePermission(actor, 'verification.submit');
    if (user.isErr()) return err(user.error);
    const userId = user.value;
    return this.deps.uow.run(async (): Answer<VerificationView> => {
      for (const [i, d] of documents.entries()) {
        const found = await this.deps.store.document(d.uploadId);
        // Another user's upload does not exist for this one; a used one cannot be reused.
        if (found?.userId !== userId || found.round !== null) return err(invalid(`documents.${i}.uploadId`, `documents.${i}.uploadId: no such upload`));
      }
      if (new Set(documents.map((d) => d.uploadId)).size !== documents.length) return err(invalid('documents', 'documents: each upload at most once'));
      // Locked, so two submissions (or a submission and a decision) cannot interleave.
      const current = await this.current(userId, true);
      if (current === undefined) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
      const moved = await this.move(current, { type: 'SUBMIT', kinds: documents.map((d) => d.kind) }, null);
      if (moved.isErr()) return err(moved.error);
      await this.deps.store.attach(userId, moved.value.round, documents.map((d) => ({ id: d.uploadId, kind: d.kind })));
      return ok(await this.publish(moved.value));
    });
  }

  async mine(actor: Actor): Answer<VerificationView> {
    const user = requirePermission(actor, 'verification.submit');
    if (user.isErr()) return err(user.error);
    const current = await this.current(user.value);
    return current === undefined ? err(domainError('UNAUTHENTICATED', 'You must be logged in')) : ok(await this.view(current));
  }

  async queue(actor: Actor): Answer<readonly (VerificationView & { readonly username: string; readonly email: string | null })[]> {
    const staff = requirePermission(actor, 'verification.review');
    if (staff.isErr()) return err(staff.error);
    const waiting: readonly QueuedCase[] = await this.deps.store.queue(QUEUE_SHOWN);
    return ok(await Promise.all(waiting.map(async (c) => ({ ...(await this.view(c)), username: c.username, email: c.email }))));
  }

  approve(actor: Actor, userId: string): Answer<VerificationView> {
    return this.decide(actor, userId, { type: 'APPROVE' });
  }

  reject(actor: Actor, userId: string, reason: string): Answer<VerificationView> {
    return this.decide(actor, userId, { type: 'REJECT', reason });
  }

  /** A document's image, for its owner or a reviewer; anyone else is told it does not exist. */
  /** Removes document images for good once their rows are gone (the owner deleted their account): called by the deletion, not by a user. */
  async removeDocumentImages(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.deps.files.remove(id);
  }

  async document(actor: Actor, id: string): Answer<Uint8Array> {
    const user = requirePermission(actor, 'verification.submit');
    if (user.isErr()) return err(user.error);
    const found = await this.deps.store.document(id);
    if (found === undefined || (found.userId !== user.value && !can(actor, 'verification.review'))) return noSuchDocument();
    const bytes = await this.deps.files.get(id);
    return bytes === null ? noSuchDocument() : ok(bytes);
  }

  private async decide(actor: Actor, userId: string, event: Extract<VerificationEvent, { type: 'APPROVE' | 'REJECT' }>): Answer<VerificationView> {
    const staff = requirePermission(actor, 'verification.review');
    if (staff.isErr()) return err(staff.error);
    return this.deps.uow.run(async (): Answer<VerificationView> => {
      const current = await this.current(userId, true);
      if (current === undefined) return err(domainError('NOT_FOUND', 'No such user', { field: 'userId' }));
      const moved = await this.move(current, event, staff.value);
      if (moved.isErr()) return err(moved.error);
      const approved = event.type === 'APPROVE';
      const reason = approved ? '' : (moved.value.reason ?? '');
      await this.deps.store.audit({ at: this.deps.clock.now(), staffId: staff.value, action: approved ? 'verification.approve' : 'verification.reject', userId, reason, details: { round: moved.value.round } });
      const title = approved ? 'Your identity is verified' : `Your verification was rejected: ${reason}`;
      await this.deps.notifications.notify(userId, { topic: 'account', kind: approved ? 'verification_approved' : 'verification_rejected', subjectId: `${userId}:${moved.value.round}`, title, link: '/dashboard/account/verification' });
      return ok(await this.publish(moved.value));
    });
  }

  /** The stored case, or the one implied by the user's verificationState when none is stored yet. */
  private async current(userId: string, lock = false): Promise<StoredCase | undefined> {
    const stored = lock ? await this.deps.store.lockCase(userId) : await this.deps.store.findCase(userId);
    if (stored !== undefined) return stored;
    const user = await this.deps.store.user(userId);
    if (user === undefined) return undefined;
    return { userId, ...caseFromUserState(user.verificationState), round: 0, submittedAt: null, decidedAt: null };
  }

  private async move(c: StoredCase, event: VerificationEvent, decidedBy: string | null): Answer<StoredCase> {
    const next = transitionVerification(c, event);
    if (next.isErr()) return err(next.error);
    const now = this.deps.clock.now();
    const submitted = event.type === 'SUBMIT';
    const saved: StoredCase = {
      ...c,
      ...next.value,
      round: submitted ? c.round + 1 : c.round,
      submittedAt: submitted ? now : c.submittedAt,
      decidedAt: submitted ? null : now,
    };
    await this.deps.store.saveCase({ ...saved, decidedBy });
    return ok(saved);
  }

  /** Writes the user's state and documents and tells loggedInUser. */
  private async publish(c: StoredCase): Promise<VerificationView> {
    const view = await this.view(c);
    await this.deps.store.setUserVerification(c.userId, view.state, view.documents);
    await this.deps.users.userChanged(c.userId);
    return view;
  }

  private async view(c: StoredCase): Promise<VerificationView> {
    const docs: readonly StoredDocument[] = c.round === 0 ? [] : await this.deps.store.documentsOf(c.userId, c.round);
    return {
      userId: c.userId,
      state: userVerificationState(c),
      status: c.status,
      required: c.required,
      reason: c.reason,
      submittedAt: c.submittedAt,
      decidedAt: c.decidedAt,
      documents: docs.flatMap((d) => (d.kind === null ? [] : [{ id: d.id, kind: d.kind, url: documentUrl(d.id) }])),
    };
  }
}
