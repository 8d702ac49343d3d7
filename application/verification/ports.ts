import type { StaffAuditAction, VerificationCase, VerificationDocumentKind, VerificationState } from '../../domain/index.ts';

/** A stored case with its bookkeeping. */
export interface StoredCase extends VerificationCase {
  readonly userId: string;
  readonly round: number;
  readonly submittedAt: Date | null;
  readonly decidedAt: Date | null;
}

/** A private identity document; `kind` and `round` are null until a submission uses it. */
export interface StoredDocument {
  readonly id: string;
  readonly userId: string;
  readonly kind: VerificationDocumentKind | null;
  readonly round: number | null;
  readonly width: number;
  readonly height: number;
  readonly createdAt: Date;
}

/** A submission waiting for staff, with who sent it. */
export interface QueuedCase extends StoredCase {
  readonly username: string;
  readonly email: string | null;
}

/** The user fields verification reads and writes. */
export interface VerificationUser {
  readonly verificationState: VerificationState;
  readonly whiteListed: boolean;
}

/** Verification in SQL; every call joins the caller's unit of work. */
export interface VerificationStore {
  user(userId: string): Promise<VerificationUser | undefined>;
  /** The case, locked for the rest of the transaction so two reviewers cannot both decide it. */
  lockCase(userId: string): Promise<StoredCase | undefined>;
  findCase(userId: string): Promise<StoredCase | undefined>;
  saveCase(c: StoredCase & { readonly decidedBy: string | null }): Promise<void>;
  /** Writes the user's verificationState and the documents they see, in the user record that loggedInUser publishes. */
  setUserVerification(userId: string, state: VerificationState, documents: readonly { readonly id: string; readonly kind: string; readonly url: string }[]): Promise<void>;
  addDocument(doc: StoredDocument): Promise<void>;
  document(id: string): Promise<StoredDocument | undefined>;
  /** Gives uploads their kind and submission round. */
  attach(userId: string, round: number, docs: readonly { readonly id: string; readonly kind: VerificationDocumentKind }[]): Promise<void>;
  documentsOf(userId: string, round: number): Promise<readonly StoredDocument[]>;
  /** Submitted cases, oldest first. */
  queue(limit: number): Promise<readonly QueuedCase[]>;
  /** The staff audit log (append-only). */
  audit(entry: { readonly at: Date; readonly staffId: string; readonly action: StaffAuditAction; readonly userId: string; readonly reason: string; readonly details?: Record<string, unknown> }): Promise<void>;
}

/** Where the document images are kept: never the public media store. */
export interface PrivateDocumentFiles {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | null>;
  /** Removes a document's image for good (its owner deleted their account); a missing one is no error. */
  remove(id: string): Promise<void>;
}
