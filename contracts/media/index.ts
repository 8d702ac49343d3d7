/** The media context's wire: the image service's modifiers and the upload answer. */
export * from './images.ts';
