import { and, asc, eq } from 'drizzle-orm';
import type { QueuedCase, StoredCase, StoredDocument, VerificationStore, VerificationUser } from '../../../../application/verification/index.ts';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_STATES, VERIFICATION_STATUSES, type VerificationDocumentKind, type VerificationState, type VerificationStatus } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { staffAuditLog, users, verificationCases, verificationDocuments } from '../schema.ts';

type CaseRow = typeof verificationCases.$inferSelect;
type DocumentRow = typeof verificationDocuments.$inferSelect;

function caseOf(r: CaseRow): StoredCase {
  if (!(VERIFICATION_STATUSES as readonly string[]).includes(r.status)) throw new Error(`verification_cases row has an unknown status ${r.status}`);
  return { userId: r.userId, status: r.status as VerificationStatus, required: r.required, reason: r.reason, round: r.round, submittedAt: r.submittedAt, decidedAt: r.decidedAt };
}

function documentOf(r: DocumentRow): StoredDocument {
  const kind = r.kind !== null && (VERIFICATION_DOCUMENT_KINDS as readonly string[]).includes(r.kind) ? (r.kind as VerificationDocumentKind) : null;
  return { id: r.id, userId: r.userId, kind, round: r.round, width: r.width, height: r.height, createdAt: r.createdAt };
}

/** Verification cases and documents in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlVerificationStore implements VerificationStore {
  constructor(private readonly db: Database) {}

  async user(userId: string): Promise<VerificationUser | undefined> {
    const [row] = await this.db.select({ state: users.verificationState, whiteListed: users.whiteListed }).from(users).where(eq(users.id, userId));
    if (row === undefined) return undefined;
    const state = (VERIFICATION_STATES as readonly string[]).includes(row.state) ? (row.state as VerificationState) : 'NOT_STARTED';
    return { verificationState: state, whiteListed: row.whiteListed };
  }

  async lockCase(userId: string): Promise<StoredCase | undefined> {
    const [row] = await this.db.select().from(verificationCases).where(eq(verificationCases.userId, userId)).for('update');
    return row === undefined ? undefined : caseOf(row);
  }

  async findCase(userId: string): Promise<StoredCase | undefined> {
    const [row] = await this.db.select().from(verificationCases).where(eq(verificationCases.userId, userId));
    return row === undefined ? undefined : caseOf(row);
  }

  async saveCase(c: StoredCase & { readonly decidedBy: string | null }): Promise<void> {
    const values = { status: c.status, required: c.required, reason: c.reason, round: c.round, submittedAt: c.submittedAt, decidedAt: c.decidedAt, decidedBy: c.decidedBy, updatedAt: new Date() };
    await this.db
      .insert(verificationCases)
      .values({ userId: c.userId, ...values })
      .onConflictDoUpdate({ target: verificationCases.userId, set: values });
  }

  async setUserVerification(userId: string, state: VerificationState, documents: readonly { readonly id: string; readonly kind: string; readonly url: string }[]): Promise<void> {
    await this.db
      .update(users)
      .set({ verificationState: state, verificationDocuments: documents.map((d) => ({ id: d.id, kind: d.kind, url: d.url })) })
      .where(eq(users.id, userId));
  }

  async addDocument(doc: StoredDocument): Promise<void> {
    await this.db.insert(verificationDocuments).values({ ...doc });
  }

  async document(id: string): Promise<StoredDocument | undefined> {
    const [row] = await this.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
    return row === undefined ? undefined : documentOf(row);
  }

  async attach(userId: string, round: number, docs: readonly { readonly id: string; readonly kind: VerificationDocumentKind }[]): Promise<void> {
    for (const d of docs) {
      await this.db
        .update(verificationDocuments)
        .set({ kind: d.kind, round })
        .where(and(eq(verificationDocuments.id, d.id), eq(verificationDocuments.userId, userId)));
    }
  }

  async documentsOf(userId: string, round: number): Promise<readonly StoredDocument[]> {
    const rows = await this.db
      .select()
      .from(verificationDocuments)
      .where(and(eq(verificationDocuments.userId, userId), eq(verificationDocuments.round, round)))
      .orderBy(asc(verificationDocuments.kind));
    return rows.map(documentOf);
  }

  async queue(limit: number): Promise<readonly QueuedCase[]> {
    const rows = await this.db
      .select({ c: verificationCases, username: users.username, email: users.emailLower })
      .from(verificationCases)
      .innerJoin(users, eq(users.id, verificationCases.userId))
      .where(eq(verificationCases.status, 'SUBMITTED'))
      .orderBy(asc(verificationCases.submittedAt))
      .limit(limit);
    return rows.map((r) => ({ ...caseOf(r.c), username: r.username, email: r.email }));
  }

  async audit(entry: Parameters<VerificationStore['audit']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({
      at: entry.at,
      staffId: entry.staffId,
      action: entry.action,
      targetType: 'user',
      targetId: entry.userId,
      reason: entry.reason,
      details: entry.details ?? null,
    });
  }
}
