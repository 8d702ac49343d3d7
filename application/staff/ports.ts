import type { Role, StaffAuditAction, StaffAuditTarget, SupportTicketState, VerificationState } from '../../domain/index.ts';
import type { NewSupportTicket } from '../content/ports/index.ts';

/** A user as the admin users page shows them. */
export interface StaffUserRecord {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly banned: boolean;
  readonly verificationState: VerificationState;
  readonly completedSales: number;
  readonly createdAt: Date;
}

/** One line of the staff audit log. */
export interface StaffAuditEntry {
  readonly id: number;
  readonly at: Date;
  readonly staffId: string;
  /** The staff member's username at reading time; null if the account is gone. */
  readonly staffName: string | null;
  readonly action: StaffAuditAction;
  readonly targetType: StaffAuditTarget;
  readonly targetId: string;
  readonly reason: string;
  readonly details: Readonly<Record<string, unknown>> | null;
}

/** What a staff action writes to the audit log beside its change. */
export interface StaffAuditRecord {
  readonly at: Date;
  readonly staffId: string;
  readonly action: StaffAuditAction;
  readonly reason: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface StaffAuditFilter {
  readonly staffId?: string | undefined;
  readonly targetType?: string | undefined;
  readonly targetId?: string | undefined;
  /** Entries older than this id (the page before). */
  readonly beforeId?: number | undefined;
  readonly limit: number;
}

/** Users as staff find and change them; every change is written with its audit line in one go. */
export interface StaffUserDirectory {
  /** By username, e-mail or id (case-insensitive, partial for names and e-mails), newest accounts first. */
  search(query: string, role: Role | undefined, limit: number): Promise<readonly StaffUserRecord[]>;
  find(userId: string): Promise<StaffUserRecord | undefined>;
  setRoles(userId: string, roles: readonly Role[], audit: StaffAuditRecord): Promise<void>;
  setVerificationState(userId: string, state: VerificationState, audit: StaffAuditRecord): Promise<void>;
  /** An action that changes nothing of the user but must be on record (viewing as them). */
  recordAction(userId: string, audit: StaffAuditRecord): Promise<void>;
}

export interface StaffAuditReader {
  list(filter: StaffAuditFilter): Promise<readonly StaffAuditEntry[]>;
}

/** A staff reply kept on a support ticket (it was e-mailed to the ticket's address). */
export interface SupportReply {
  readonly staffId: string;
  readonly staffName: string | null;
  readonly body: string;
  readonly at: Date;
}

/** A ticket of /support or /legal/dmca-notice as the support desk shows it: the stored ticket with its state and replies. */
export interface SupportTicketRecord extends NewSupportTicket {
  readonly state: SupportTicketState;
  readonly createdAt: Date;
  readonly replies: readonly SupportReply[];
}

/** What answering a ticket writes, all inside the caller's unit of work. */
export interface SupportAnswer {
  readonly state: SupportTicketState;
  /** Null when staff only close the ticket. */
  readonly reply: { readonly staffId: string; readonly body: string; readonly at: Date } | null;
  readonly mail: { readonly to: string; readonly subject: string; readonly text: string } | null;
  readonly audit: StaffAuditRecord;
}

/** The support desk's tickets: listed by state, oldest first, with their replies. */
export interface SupportDeskStore {
  list(state: SupportTicketState, limit: number): Promise<readonly SupportTicketRecord[]>;
  find(ticketId: string): Promise<SupportTicketRecord | undefined>;
  answer(ticketId: string, answer: SupportAnswer): Promise<void>;
}
