import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { ServeArtwork, ServeImage, StoreImage, type ArtworkSubjects, type MediaStore } from '../../application/media/index.ts';
import { artworkSvg } from '../../adapters/server/media/artwork-svg.ts';
import { DiskMediaStore, sha256Key } from '../../adapters/server/media/disk-media-store.ts';
import { SharpImageCodec } from '../../adapters/server/media/sharp-image-codec.ts';
import { FlexibleRateLimiter } from '../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import type { Config } from '../config.ts';
import { CATALOG } from './catalog.module.ts';
import { SHARED } from './shared.module.ts';

export const MEDIA = {
  Store: Symbol.for('media.Store') as ServiceIdentifier<MediaStore>,
  StoreImage: Symbol.for('media.StoreImage') as ServiceIdentifier<StoreImage>,
  ServeImage: Symbol.for('media.ServeImage') as ServiceIdentifier<ServeImage>,
  ServeArtwork: Symbol.for('media.ServeArtwork') as ServiceIdentifier<ServeArtwork>,
} as const;

/** MEDIA_DIR, else `media` beside the database's directory, else (in-memory database) a fresh temporary directory. */
export function mediaDirectory(config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  if (config.MEDIA_DIR !== undefined) return config.MEDIA_DIR;
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'ig-media-'));
  return join(dirname(config.DATA_DIR), 'media');
}

/**
 * Images on local disk through sharp. Upload counts are kept in this
 * process's memory: the budget is per account and generous, so several
 * processes multiplying it is harmless, unlike the DDP limits.
 */
const labelOf = (found: { readonly label: string } | undefined): readonly string[] | null => (found === undefined ? null : [found.label]);

export const mediaModule = new ContainerModule(({ bind }) => {
  bind(MEDIA.Store).toDynamicValue((ctx) => new DiskMediaStore(mediaDirectory(ctx.get(SHARED.Config))));
  const codec = new SharpImageCodec();
  bind(MEDIA.StoreImage).toDynamicValue((ctx) => new StoreImage(ctx.get(MEDIA.Store), codec, sha256Key, FlexibleRateLimiter.inMemory()));
  bind(MEDIA.ServeImage).toDynamicValue((ctx) => new ServeImage(ctx.get(MEDIA.Store), codec));
  bind(MEDIA.ServeArtwork).toDynamicValue((ctx) => {
    const catalog = ctx.get(CATALOG.CatalogReader);
    const sellers = ctx.get(CATALOG.GetSellerProfile);
    // Artwork only for what the catalog holds: its names are the labels drawn, and the cache stays bounded.
    const subjects: ArtworkSubjects = {
      labelsOf: async ({ kind, ids: [first = '', second = ''] }) => {
        if (kind === 'game') return labelOf(await catalog.findGame(first));
        if (kind === 'service') return labelOf(await catalog.findProductType(first));
        if (kind === 'seller') return (await sellers.findSeller(first)).match((seller) => [seller.username], () => null);
        const [game, type] = [await catalog.findGame(first), await catalog.findProductType(second)];
        return game === undefined || type === undefined ? null : [game.label, type.label];
      },
    };
    return new ServeArtwork(subjects, artworkSvg, ctx.get(MEDIA.Store), codec, sha256Key, ctx.get(MEDIA.ServeImage));
  });
});
