import { describe, expect, it } from 'vitest';
import { headWriter } from '../../composition-root/client/document-head.ts';

describe('the document head writes', () => {
  it('land in the order they were asked for, a page title waiting on its chunk before the hot search meta after it', async () => {
    const writeHead = headWriter();
    let title = 'server';
    let loaded: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (loaded = resolve));
    const pageTitle = writeHead(async () => {
      await chunk;
      title = 'Fortnite accounts';
    });
    const meta = writeHead(() => {
      title = 'Cheap OG skins';
    });
    loaded();
    await Promise.all([pageTitle, meta]);
    expect(title).toBe('Cheap OG skins');
  });

  it('go on after one that failed', async () => {
    const writeHead = headWriter();
    const written: string[] = [];
    const failed = writeHead(() => {
      throw new Error('chunk failed');
    });
    await expect(failed).rejects.toThrow('chunk failed');
    await writeHead(() => void written.push('meta'));
    expect(written).toEqual(['meta']);
  });
});
