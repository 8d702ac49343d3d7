/** Verification (KYC): private identity documents, submission, staff review. */
export { DOCUMENT_UPLOAD_RATE_LIMIT, QUEUE_SHOWN, Verification, documentUrl, type DocumentUploadInput, type VerificationDeps, type VerificationView } from './verification.ts';
export type { PrivateDocumentFiles, QueuedCase, StoredCase, StoredDocument, VerificationStore, VerificationUser } from './ports.ts';
