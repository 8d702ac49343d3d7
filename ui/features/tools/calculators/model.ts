import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { calculatorEntry, initialInputs, normalizeTyped, type Calculator, type CalculatorField, type CalculatorInputs } from '../../../../domain/index.ts';
import { $page, pageResolved, type CurrentPage } from '../../shared/page/model.ts';
import { loadCalculator } from './loaders.ts';

/*
 * The calculator page: its calculator loaded per page (loaders.ts; awaited
 * on the server before rendering and in the browser before hydrating), the
 * inputs under the number-select rules, and the results computed from them
 * as the visitor types. The inputs are serialized with the page; the loaded
 * module is not (it is code), which is why the browser loads it before
 * hydrating (see `preloadCalculator`).
 */

export const isCalculatorPage = (page: CurrentPage): boolean => page.name === 'calculator' && page.status < 400 && typeof page.params['game'] === 'string';

export const loadCalculatorFx = createEffect<string, Calculator>((slug) => loadCalculator(slug));

/** The loaded calculator; null before it arrives. Never serialized: it is code. */
export const $calculator = createStore<Calculator | null>(null, { sid: 'calculators/$calculator', serialize: 'ignore' }).on(loadCalculatorFx.doneData, (_, c) => c);
export const $calculatorFailed = createStore(false, { sid: 'calculators/$failed', serialize: 'ignore' })
  .on(loadCalculatorFx.fail, () => true)
  .on(loadCalculatorFx, () => false);

/** The committed value of each field, and the calculator they belong to. */
export const $inputs = createStore<{ readonly slug: string | null; readonly values: CalculatorInputs }>({ slug: null, values: {} }, { sid: 'calculators/$inputs' });
/** What is typed in a field and not yet committed. */
export const $drafts = createStore<Readonly<Record<string, string>>>({}, { sid: 'calculators/$drafts', serialize: 'ignore' });

export const fieldTyped = createEvent<{ readonly key: string; readonly text: string }>();
export const fieldCommitted = createEvent<string>();
export const fieldStepped = createEvent<{ readonly key: string; readonly direction: 1 | -1 }>();

sample({ clock: pageResolved, filter: isCalculatorPage, fn: (page) => String(page.params['game']), target: loadCalculatorFx });

// A calculator opened afresh starts from its initial values; the same one (hydration, a re-visit) keeps what was typed.
sample({
  clock: loadCalculatorFx.doneData,
  source: $inputs,
  filter: (inputs, calculator) => inputs.slug !== calculator.slug,
  fn: (_, calculator) => ({ slug: calculator.slug, values: initialInputs(calculator) }),
  target: $inputs,
});
sample({ clock: loadCalculatorFx.doneData, fn: () => ({}), target: $drafts });

$drafts.on(fieldTyped, (drafts, { key, text }) => ({ ...drafts, [key]: text }));

const fieldOf = (calculator: Calculator | null, key: string): CalculatorField | undefined => calculator?.fields.find((f) => f.key === key);
const optionsOf = (field: CalculatorField) => ({ min: field.min, step: field.step, ...(field.max === null ? {} : { max: field.max }) });

/** The number-select rules: a typed value that is not a number reverts; others snap to the step grid from min, clamped. */
const committed = sample({
  clock: fieldCommitted,
  source: { calculator: $calculator, inputs: $inputs, drafts: $drafts },
  filter: ({ calculator, drafts }, key) => fieldOf(calculator, key) !== undefined && drafts[key] !== undefined,
  fn: ({ calculator, inputs, drafts }, key) => {
    const field = fieldOf(calculator, key) as CalculatorField;
    const value = normalizeTyped(drafts[key] ?? '', inputs.values[key] ?? field.initial, optionsOf(field));
    return { key, value };
  },
});

/** A press on plus (only while below max) or minus (only while above min). */
const stepped = sample({
  clock: fieldStepped,
  source: { calculator: $calculator, inputs: $inputs },
  filter: ({ calculator, inputs }, { key, direction }) => {
    const field = fieldOf(calculator, key);
    const value = inputs.values[key];
    if (field === undefined || value === undefined) return false;
    return direction === 1 ? field.max === null || value < field.max : value > field.min;
  },
  fn: ({ calculator, inputs }, { key, direction }) => {
    const field = fieldOf(calculator, key) as CalculatorField;
    const value = inputs.values[key] ?? field.initial;
    return { key, value: normalizeTyped(String(value + direction * field.step), value, optionsOf(field)) };
  },
});

$inputs.on([committed, stepped], (inputs, { key, value }) => ({ ...inputs, values: { ...inputs.values, [key]: value } }));
$drafts.on([committed, stepped], (drafts, { key }) => {
  const { [key]: _gone, ...rest } = drafts;
  return rest;
});

/** The results of the committed inputs; empty until the calculator is loaded. */
export const $results = combine($calculator, $inputs, (calculator, inputs) => (calculator === null || inputs.slug !== calculator.slug ? [] : calculator.compute(inputs.values)));

/** The catalogue entry of the page's calculator (its name and where our listings are). */
export const $calculatorEntry = $page.map((page) => (isCalculatorPage(page) ? (calculatorEntry(String(page.params['game'])) ?? null) : null));
