/**
 * What a visitor does on the server's markup before React has taken it over.
 * Until then a tap on a button does nothing, and a form is submitted natively:
 * a GET to the page itself with every field in the address (a password into
 * the history and the server's logs), the typed values lost. On a phone that
 * window lasts seconds. So, until React listens, what was typed, the last such
 * submit and the last button tap are held, and replayed once the page is
 * hydrated: a visitor who types a search or taps "Log in" or "Add to cart"
 * early gets what they asked for a moment later, once.
 *
 * From `handOver` on (just before hydration starts) React answers events
 * itself: a tap on markup it has not hydrated yet makes it hydrate at once.
 */
export interface EarlyInput {
  /** React is about to attach: stop holding; replay what was held when the page has hydrated. */
  readonly handOver: () => void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Held {
  /** The value each field was given, in the order they were first changed. */
  readonly values: Map<Field, string>;
  submit: { readonly form: HTMLFormElement; readonly submitter: HTMLElement | null } | null;
  tap: { readonly button: HTMLButtonElement; readonly path: readonly number[]; readonly label: string } | null;
}

/** Where an element sits: its index among its parent's children, at each level from the document's root. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let at: Element = element; at.parentElement !== null; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

/**
 * The tapped button, or, when hydration threw the server's markup away (a mismatch makes React render
 * the page afresh), the button now in its place with the same label: the visitor still gets their tap.
 */
function tappedAgain(document: Document, tap: NonNullable<Held['tap']>): HTMLButtonElement | null {
  if (tap.button.isConnected) return tap.button;
  let at: Element | undefined = document.documentElement;
  for (const index of tap.path) at = at?.children[index];
  return at instanceof HTMLButtonElement && !at.disabled && at.textContent === tap.label ? at : null;
}

/** A button whose click is its own action (a submit button's is the form's submit, held as such). */
function tappedButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (button === null || button.disabled || (button.type === 'submit' && button.form !== null)) return null;
  return button;
}

/** A field whose value the visitor types or picks (a box's tick is left to the markup). */
function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(target.type)) return target;
  return null;
}

/**
 * Hydration keeps what was typed in the markup, but the component's state
 * still holds the server's value, and React's value tracker now holds the
 * typed one, so no event would tell React: the next render would wipe the
 * text. Writing a different value through the tracked property, the typed one
 * through the prototype's setter (which the tracker does not see), then firing
 * the event typing fires makes React's onChange take the typed value in.
 */
function retype(field: Field, typed: string): void {
  if (!field.isConnected) return;
  if (!(field instanceof HTMLSelectElement)) {
    field.value = typed === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  }
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function replay(document: Document, held: Held): void {
  for (const [field, value] of held.values) retype(field, value);
  const submit = held.submit;
  if (submit !== null && submit.form.isConnected) {
    const { form, submitter } = submit;
    // The submitter may have been rendered away; the form alone still sends what was typed.
    form.requestSubmit(submitter !== null && submitter.isConnected && form.contains(submitter) ? submitter : undefined);
  } else if (held.tap !== null) tappedAgain(document, held.tap)?.click();
}

export function holdEarlyInput(document: Document): EarlyInput {
  const held: Held = { values: new Map(), submit: null, tap: null };
  const onInput = (event: Event): void => {
    const field = typedField(event.target);
    if (field !== null) held.values.set(field, field.value);
  };
  // Bubbling phase on the document: after anything on the page that already handled the event.
  const onSubmit = (event: SubmitEvent): void => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.submit = { form: event.target, submitter: event.submitter };
    held.tap = null;
  };
  const onClick = (event: MouseEvent): void => {
    const button = tappedButton(event.target);
    if (button === null) return;
    held.tap = { button, path: pathOf(button), label: button.textContent };
    held.submit = null;
  };
  document.addEventListener('input', onInput);
  document.addEventListener('change', onInput);
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  const handOver = (): void => {
    document.removeEventListener('input', onInput);
    document.removeEventListener('change', onInput);
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('click', onClick);
    const isHydrated = (): boolean => document.documentElement.dataset['hydrated'] === 'true';
    const observer = new MutationObserver(() => {
      if (!isHydrated()) return;
      observer.disconnect();
      replay(document, held);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  return { handOver };
}
