import { err, ok, type Result } from 'neverthrow';
import { domainError, isMember, MESSAGE_FILE_MAX_BYTES, messageFileName, requirePermission, sniffMessageFile, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import { FILE_KEY_PREFIX } from './messaging.ts';
import type { MessageFileBytes, MessageFileRecord, MessageFileRef, MessagingStore } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

const notFound = () => err(domainError('CONVERSATION_NOT_FOUND', 'Conversation not found', { field: 'conversationId' }));

/**
 * Documents in conversations (pdf, txt, zip): a member uploads one into a conversation, typed by its
 * bytes and at most 10 MB, under a sanitised name; it is sent by naming its key in `sendMessage`'s
 * attachments. Only the conversation's members download it; for anyone else it does not exist.
 */
export class MessageFiles {
  constructor(
    private readonly deps: {
      readonly store: MessagingStore;
      readonly bytes: MessageFileBytes;
      readonly uow: UnitOfWork;
      readonly clock: Clock;
      /** 32 random hex digits. */
      readonly newId: () => string;
    },
  ) {}

  async upload(actor: Actor, p: { readonly conversationId: string; readonly name: string; readonly bytes: Uint8Array; readonly truncated: boolean; readonly field: string }): Answer<MessageFileRef> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const conversation = await this.deps.store.find(p.conversationId);
    if (conversation === undefined || !isMember(conversation, user.value)) return notFound();
    if (p.truncated || p.bytes.byteLength > MESSAGE_FILE_MAX_BYTES) {
      return err(domainError('MEDIA_TOO_LARGE', `${p.field}: must be at most ${MESSAGE_FILE_MAX_BYTES / (1024 * 1024)} MB`, { field: p.field }));
    }
    if (p.bytes.byteLength === 0) return err(domainError('VALIDATION_FAILED', `${p.field}: is empty`, { field: p.field }));
    const type = sniffMessageFile(p.bytes);
    if (type === null) return err(domainError('VALIDATION_FAILED', `${p.field}: must be a PDF, a plain text file or a zip archive`, { field: p.field }));
    const id = this.deps.newId();
    const file: MessageFileRecord = { key: `${FILE_KEY_PREFIX}${id}`, name: messageFileName(p.name, type), type, size: p.bytes.byteLength, conversationId: conversation.id, uploaderId: user.value, createdAt: this.deps.clock.now() };
    // The bytes first: a row never names bytes that are missing (bytes without a row are unreachable).
    await this.deps.bytes.put(id, p.bytes);
    await this.deps.uow.run(async () => ok(await this.deps.store.addFile(file)));
    return ok({ key: file.key, name: file.name, type: file.type, size: file.size });
  }

  /** The document for a member of its conversation; NOT_FOUND for anyone else, so keys cannot be probed. */
  async download(actor: Actor, key: string): Answer<{ readonly name: string; readonly type: string; readonly bytes: Uint8Array }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const missing = () => err(domainError('NOT_FOUND', 'File not found', { field: 'key' }));
    const file = key.startsWith(FILE_KEY_PREFIX) ? await this.deps.store.file(key) : undefined;
    if (file === undefined) return missing();
    const conversation = await this.deps.store.find(file.conversationId);
    if (conversation === undefined || !isMember(conversation, user.value)) return missing();
    const bytes = await this.deps.bytes.get(key.slice(FILE_KEY_PREFIX.length));
    return bytes === undefined ? missing() : ok({ name: file.name, type: file.type, bytes });
  }
}
