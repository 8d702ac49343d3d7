import { createEffect, createEvent, createStore, sample } from 'effector';
import { appStarted } from '../app/model.ts';

/** The page language; the server decides it per request and the browser keeps it until switched. */
export const $language = createStore('en', { sid: 'language/$language' });

/** The visitor picked another language in the switcher. */
export const languageChosen = createEvent<string>();

sample({ clock: appStarted, fn: (context) => context.language, target: $language });
sample({ clock: languageChosen, target: $language });

/** Applies a language switch (the browser stores the choice and reloads in the new language). */
export const switchLanguageFx = createEffect<string, void>(() => undefined);

sample({ clock: languageChosen, target: switchLanguageFx });
