import * as v from 'valibot';
import { REJECTION_REASON_MAX, VERIFICATION_DOCUMENT_KINDS, VERIFICATION_STATES, VERIFICATION_STATUSES } from '../../domain/index.ts';
import { ddpMethod } from '../shared/index.ts';

/*
 * Verification (KYC) on the wire. Documents are uploaded one by one over
 * HTTP (multipart `file`, answered with an uploadId), kept privately, then
 * submitted together; their images are read back only through
 * GET /api/verification/documents/:id, by their owner or a reviewer.
 */

/** The upload route (multipart, one `file`) and the authorised document route. */
export const VERIFICATION_UPLOAD_PATH = '/api/verification/uploads';
export const VERIFICATION_DOCUMENT_PATH = '/api/verification/documents/:id';
export const VERIFICATION_UPLOAD_FIELD = 'file';

/** A document id: 32 hex digits. */
const documentId = v.pipe(v.string('must be a string'), v.maxLength(32, 'must be a document id'), v.regex(/^[0-9a-f]{32}$/, 'must be a document id'));
const userId = v.pipe(v.string('must be a string'), v.minLength(1, 'is required'), v.maxLength(100, 'must be at most 100 characters'));

export const VerificationDocumentParams = v.object({ id: documentId });

/** What the upload route answers. */
export const VerificationUploadSchema = v.object({ uploadId: v.string(), width: v.number(), height: v.number() });
export type VerificationUpload = v.InferOutput<typeof VerificationUploadSchema>;

const DocumentSchema = v.object({ id: v.string(), kind: v.picklist(VERIFICATION_DOCUMENT_KINDS), url: v.string() });

/** A case as its owner or a reviewer sees it; dates are ISO timestamps. */
export const VerificationSchema = v.object({
  userId: v.string(),
  state: v.picklist(VERIFICATION_STATES),
  status: v.picklist(VERIFICATION_STATUSES),
  required: v.boolean(),
  reason: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  documents: v.array(DocumentSchema),
});
export type VerificationView = v.InferOutput<typeof VerificationSchema>;

export const QueuedVerificationSchema = v.object({ ...VerificationSchema.entries, username: v.string(), email: v.nullable(v.string()) });
export type QueuedVerification = v.InferOutput<typeof QueuedVerificationSchema>;

const SubmitParams = v.tuple([
  v.object({
    documents: v.pipe(
      v.array(v.object({ kind: v.picklist(VERIFICATION_DOCUMENT_KINDS, `must be one of ${VERIFICATION_DOCUMENT_KINDS.join(', ')}`), uploadId: documentId })),
      v.minLength(1, 'must hold ID_FRONT and SELFIE'),
      v.maxLength(VERIFICATION_DOCUMENT_KINDS.length, `must hold at most ${VERIFICATION_DOCUMENT_KINDS.length} documents`),
    ),
  }),
]);
export type SubmitVerificationParams = v.InferOutput<typeof SubmitParams>[0];

/** `submitVerification`: the uploads, each with its kind (ID_FRONT and SELFIE required); VERIFICATION_ACTION_NOT_ALLOWED while one waits or once approved. */
export const SubmitVerificationMethod = ddpMethod('submitVerification', SubmitParams, VerificationSchema);
/** `myVerification`: the caller's case. */
export const MyVerificationMethod = ddpMethod('myVerification', v.tuple([]), VerificationSchema);
/** `verificationQueue`: submissions waiting for review, oldest first (staff). */
export const VerificationQueueMethod = ddpMethod('verificationQueue', v.tuple([]), v.array(QueuedVerificationSchema));

const reason = v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must give a reason'), v.maxLength(REJECTION_REASON_MAX, `must be at most ${REJECTION_REASON_MAX} characters`));
/** `approveVerification` / `rejectVerification`: staff decide a submission; the user's restriction changes live. */
export const ApproveVerificationMethod = ddpMethod('approveVerification', v.tuple([v.object({ userId })]), VerificationSchema);
export const RejectVerificationMethod = ddpMethod('rejectVerification', v.tuple([v.object({ userId, reason })]), VerificationSchema);
