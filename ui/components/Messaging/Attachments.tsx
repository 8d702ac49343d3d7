import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { MEDIA_FILES_PREFIX } from '../../../contracts/media/index.ts';
import { $attachmentError, $attachments, $uploadingAttachment, attachmentRemoved, imagePicked } from '../../features/messaging/model.ts';
import { Image } from '../Image/Image.tsx';
import styles from './Messaging.module.scss';

/** The stored path of an uploaded image, as the image helper takes it. */
export const imageSrc = (key: string) => `files/${MEDIA_FILES_PREFIX}${key}`;

/** Picks an image to send: it is uploaded (checked and re-encoded by the server) at once, and sent with the next message. */
export function AttachButton() {
  const { t } = useTranslation();
  const [uploading, pick] = useUnit([$uploadingAttachment, imagePicked]);
  return (
    <label className={`button button--ghost ${styles['attach']}`} aria-disabled={uploading}>
      {uploading ? '…' : t('messaging.attach')}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file !== undefined) pick(file);
          e.target.value = '';
        }}
        data-testid="attach-image"
      />
    </label>
  );
}

/** The images waiting to go with the next message, each removable, and why the last one was refused. */
export function Attachments() {
  const { t } = useTranslation();
  const [images, error, remove] = useUnit([$attachments, $attachmentError, attachmentRemoved]);
  if (images.length === 0 && error === null) return null;
  return (
    <div className={styles['images']} data-testid="pending-images">
      {images.map((a) => (
        <span key={a.key} className={styles['pending']}>
          <Image src={a.src} alt={t('messaging.image')} width={64} height={64} />
          <button type="button" onClick={() => remove(a.key)} aria-label={t('messaging.removeImage')}>
            ×
          </button>
        </span>
      ))}
      {error !== null && <span role="alert">{t('messaging.imageRefused')}</span>}
    </div>
  );
}
