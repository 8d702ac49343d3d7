import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MergeBox, type DataMessage } from '../../../adapters/server/ddp/merge-box.ts';

const SUBS = ['s1', 's2', 's3'] as const;
const DOCS = ['d1', 'd2'] as const;
const FIELDS = ['a', 'b', 'c'] as const;

type Op =
  | { kind: 'added'; sub: string; doc: string; fields: Record<string, number> }
  | { kind: 'changed'; sub: string; doc: string; fields: Record<string, number | undefined>; cleared: string[] }
  | { kind: 'removed'; sub: string; doc: string }
  | { kind: 'stop'; sub: string };

const sub = fc.constantFrom(...SUBS);
const doc = fc.constantFrom(...DOCS);
const values = fc.dictionary(fc.constantFrom(...FIELDS), fc.integer({ min: 0, max: 2 }), { maxKeys: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('added' as const), sub, doc, fields: values }),
  fc.record({
    kind: fc.constant('changed' as const),
    sub,
    doc,
    fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }), { maxKeys: 3 }),
    cleared: fc.subarray([...FIELDS]),
  }),
  fc.record({ kind: fc.constant('removed' as const), sub, doc }),
  fc.record({ kind: fc.constant('stop' as const), sub }),
);

/** What each subscription itself says about each document: the reference the merged view must agree with. */
type Model = Map<string, Map<string, Map<string, number>>>; // sub -> doc -> field -> value

function applyToModel(model: Model, step: Op): void {
  const docs = model.get(step.sub) ?? new Map<string, Map<string, number>>();
  model.set(step.sub, docs);
  if (step.kind === 'stop') {
    model.delete(step.sub);
    return;
  }
  const fields = docs.get(step.doc);
  if (step.kind === 'added') {
    const next = fields ?? new Map<string, number>();
    for (const [name, value] of Object.entries(step.fields)) next.set(name, value);
    docs.set(step.doc, next);
  } else if (step.kind === 'removed') {
    docs.delete(step.doc);
  } else if (fields !== undefined) {
    for (const [name, value] of Object.entries(step.fields)) {
      if (value === undefined) fields.delete(name);
      else fields.set(name, value);
    }
    for (const name of step.cleared) fields.delete(name);
  }
}

/** A DDP client's store, fed only by the messages the box emits; it rejects messages a client could not apply. */
function applyToClient(client: Map<string, Record<string, unknown>>, message: DataMessage): void {
  const current = client.get(message.id);
  if (message.msg === 'added') {
    expect(current).toBeUndefined();
    client.set(message.id, { ...message.fields });
    return;
  }
  expect(current).toBeDefined();
  if (message.msg === 'removed') {
    client.delete(message.id);
    return;
  }
  const next = { ...current, ...message.fields };
  for (const name of message.cleared ?? []) Reflect.deleteProperty(next, name);
  expect(Object.keys(message.fields ?? {}).length + (message.cleared ?? []).length).toBeGreaterThan(0);
  client.set(message.id, next);
}

function run(box: MergeBox, step: Op): DataMessage[] {
  const one = (message: DataMessage | null): DataMessage[] => (message === null ? [] : [message]);
  switch (step.kind) {
    case 'added':
      return one(box.added(step.sub, 'c', step.doc, step.fields));
    case 'changed':
      return one(box.changed(step.sub, 'c', step.doc, step.fields, step.cleared));
    case 'removed':
      return one(box.removed(step.sub, 'c', step.doc));
    case 'stop':
      return box.removeSubscription(step.sub);
  }
}

describe('merge box', () => {
  it('keeps the client holding exactly the union of what live subscriptions publish, each value from one of them', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (steps) => {
        const box = new MergeBox();
        const model: Model = new Map();
        const client = new Map<string, Record<string, unknown>>();
        for (const step of steps) {
          for (const message of run(box, step)) applyToClient(client, message);
          applyToModel(model, step);
          for (const id of DOCS) {
            const holders = [...model.values()].map((docs) => docs.get(id)).filter((fields) => fields !== undefined);
            const seen = client.get(id);
            if (holders.length === 0) {
              expect(seen).toBeUndefined();
              continue;
            }
            expect(seen).toBeDefined();
            const names = new Set(holders.flatMap((fields) => [...fields.keys()]));
            expect(new Set(Object.keys(seen ?? {}))).toEqual(names);
            for (const name of names) {
              expect(holders.some((fields) => fields.get(name) === seen?.[name])).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('shows the first subscription’s value of a shared field until it lets go', () => {
    const box = new MergeBox();
    expect(box.added('A', 'c', 'x', { v: 1 })).toEqual({ msg: 'added', collection: 'c', id: 'x', fields: { v: 1 } });
    expect(box.added('B', 'c', 'x', { v: 2 })).toBeNull();
    expect(box.changed('B', 'c', 'x', { v: 3 })).toBeNull();
    expect(box.removed('A', 'c', 'x')).toEqual({ msg: 'changed', collection: 'c', id: 'x', fields: { v: 3 } });
    expect(box.removed('B', 'c', 'x')).toEqual({ msg: 'removed', collection: 'c', id: 'x' });
    expect(box.documentCount()).toBe(0);
  });

  it('sends nothing for a change that does not change what the client sees, or for a document the subscription does not hold', () => {
    const box = new MergeBox();
    box.added('A', 'c', 'x', { at: new Date(5), list: [1, 2] });
    expect(box.changed('A', 'c', 'x', { at: new Date(5), list: [1, 2] })).toBeNull();
    expect(box.changed('B', 'c', 'x', { at: new Date(6) })).toBeNull();
    expect(box.removed('B', 'c', 'x')).toBeNull();
    expect(box.changed('A', 'c', 'x', {}, ['missing'])).toBeNull();
  });

  it('keeps a field called __proto__ as a field', () => {
    const box = new MergeBox();
    const fields = JSON.parse('{"__proto__": 1, "x": 2}') as Record<string, unknown>;
    const message = box.added('A', 'c', 'id', fields);
    expect(message?.msg === 'added' ? Object.keys(message.fields) : []).toEqual(['__proto__', 'x']);
    expect(JSON.stringify(message)).toContain('"__proto__":1');
  });
});
