import type { Scope, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useState, type ComponentType } from 'react';

/** A deferred part's code and when the page shows it. */
interface DeferredPart {
  readonly $wanted: Store<boolean>;
  readonly load: () => Promise<unknown>;
}

const parts: DeferredPart[] = [];

/** What else a part needs before it shows (the browser's start binds its models' effects); nothing on the server. */
let prepare: (part: string) => Promise<unknown> = () => Promise.resolve();

/** The browser's start hands over what readies a part's models: their effects' handlers, loaded with its code. */
export function setPartPreparer(preparePart: (part: string) => Promise<unknown>): void {
  prepare = preparePart;
}

/**
 * A part of the shell that most pages never show (the sign-in dialog, the chat widget of a signed-in
 * visitor who consented): its code stays out of what every page loads before it hydrates and arrives
 * when `$wanted` turns true. It renders only while wanted and loaded; a page that wants it from the
 * start (`/login`) has its code loaded before rendering, on the server and before hydrating alike
 * (`loadWantedParts`), so both render the same. A failed load is tried again when next wanted.
 * `part` names it to the preparer (composition-root/client/page-handler-groups.ts).
 */
export function deferred(load: () => Promise<ComponentType>, $wanted: Store<boolean>, part: string): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const ensure = (): Promise<ComponentType> =>
    (loading ??= Promise.all([load(), prepare(part)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  parts.push({ $wanted, load: ensure });
  return function Deferred() {
    const wanted = useUnit($wanted);
    const [, rendered] = useState(0);
    useEffect(() => {
      if (!wanted || loaded !== undefined) return;
      let current = true;
      ensure().then(
        () => current && rendered((n) => n + 1),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted]);
    const Component = loaded;
    return wanted && Component !== undefined ? <Component /> : null;
  };
}

/** Loads the code of every deferred part `scope` shows now: the server's render and the browser's hydration wait for it. */
export async function loadWantedParts(scope: Scope): Promise<void> {
  await Promise.all(parts.filter((part) => scope.getState(part.$wanted)).map((part) => part.load()));
}
